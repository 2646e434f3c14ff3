import { sql } from 'drizzle-orm';
import type { Role } from '@kabinet/contract';
import type { Db } from '../client.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from './demo-companies.ts';

/**
 * decision 029: the demo's roles in the large company and its sales department group: the head of
 * sales is an operator of that group only. `admin` keeps the default role (administrator).
 */
export const DEMO_TEAM = {
  group: 'Отдел продаж',
  /** how many numbers the group holds */
  groupSize: 25,
  roles: {
    finance: 'finance',
    operator: 'operator',
    auditor: 'read-only',
    head: 'operator',
  } satisfies Record<string, Role>,
  /** the scoped user */
  scoped: 'head',
  /** numbers in the group */
  inGroup: [DEMO_NUMBERS.active, DEMO_NUMBERS.prepaid, DEMO_NUMBERS.blocked],
  /** a number of the company outside the group */
  outOfGroup: DEMO_NUMBERS.contractPhone,
} as const;

export async function seedTeam(tx: Db): Promise<void> {
  const bin = DEMO_COMPANIES.large.bin;
  for (const [username, role] of Object.entries(DEMO_TEAM.roles)) {
    await tx.execute(sql`
      insert into portal.team_roles (user_id, customer_bin, role, all_numbers)
      select u.id, ${bin}, ${role}, ${username !== DEMO_TEAM.scoped}
      from accounts.users u where u.username = ${username}`);
  }
  const named = DEMO_TEAM.inGroup as readonly string[];
  const excluded = Object.values(DEMO_NUMBERS).filter((m) => !named.includes(m));
  await tx.execute(sql`
    with g as (insert into portal.number_groups (customer_bin, name) values (${bin}, ${DEMO_TEAM.group}) returning id)
    insert into portal.number_group_members (group_id, msisdn)
    select g.id, m.msisdn from g, (
      (select s.msisdn from operator.subscribers s
        where s.customer_bin = ${bin} and s.msisdn = any(${`{${named.join(',')}}`}::text[]))
      union all
      (select s.msisdn from operator.subscribers s
        where s.customer_bin = ${bin} and not (s.msisdn = any(${`{${[...named, ...excluded].join(',')}}`}::text[]))
        order by s.msisdn limit ${DEMO_TEAM.groupSize - named.length})
    ) m`);
  await tx.execute(sql`
    insert into portal.team_role_groups (user_id, customer_bin, group_id)
    select u.id, ${bin}, g.id from accounts.users u, portal.number_groups g
    where u.username = ${DEMO_TEAM.scoped} and g.customer_bin = ${bin} and g.name = ${DEMO_TEAM.group}`);
}

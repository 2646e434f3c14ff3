import { sql, type SQL } from 'drizzle-orm';

/**
 * decision 029: a scoped user's numbers, those in one of their groups. The reference operator shares
 * the portal's database, so it probes the groups' (msisdn, group_id) index once per row it reads.
 */
export function inGroupsCondition(groupIds: readonly string[], msisdn: SQL = sql`s.msisdn`): SQL {
  return sql`exists (select 1 from portal.number_group_members m where m.msisdn = ${msisdn} and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`;
}

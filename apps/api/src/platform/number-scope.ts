import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CompanyContext } from './request-context.ts';

// decision 029: a scoped user sees only the numbers of their groups. Every read of the company's
// numbers takes the request's scope through here, so out-of-scope numbers are as foreign ones.

/** A search's filters narrowed to the user's scope (the operator port's `groupIds`). */
export function withinScope<F extends object>(
  company: Pick<CompanyContext, 'numberScope'>,
  filters: F,
): F & { groupIds: readonly string[] | null } {
  return { ...filters, groupIds: company.numberScope };
}

const groupArray = (groupIds: readonly string[]) => `{${groupIds.join(',')}}`;

/** Whether the number is in one of the groups. */
export async function isInGroups(db: Db, groupIds: readonly string[], msisdn: string): Promise<boolean> {
  if (groupIds.length === 0) return false;
  const { rows } = await db.execute(
    sql`select 1 from portal.number_group_members where msisdn = ${msisdn} and group_id = any(${groupArray(groupIds)}::uuid[]) limit 1`,
  );
  return rows.length > 0;
}

/** Whether every listed number is in one of the groups (duplicates counted once). */
export async function areAllInGroups(
  db: Db,
  groupIds: readonly string[],
  msisdns: readonly string[],
): Promise<boolean> {
  if (msisdns.length === 0) return true;
  if (groupIds.length === 0) return false;
  const { rows } = await db.execute(
    sql`select count(distinct l.msisdn)::int as inside from unnest(${`{${msisdns.join(',')}}`}::text[]) l(msisdn)
      where exists (select 1 from portal.number_group_members m
        where m.msisdn = l.msisdn collate "C" and m.group_id = any(${groupArray(groupIds)}::uuid[]))`,
  );
  const inside = Number((rows[0] as { inside: number } | undefined)?.inside ?? 0);
  return inside >= new Set(msisdns).size;
}

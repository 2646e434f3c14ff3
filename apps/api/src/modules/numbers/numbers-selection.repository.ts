import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whereClause } from './numbers-filter-sql.ts';
import type { SubscriberSearchFilters } from './numbers-query.ts';

/**
 * Decision 023: "all N numbers matching this search" resolved in keyset batches with the numbers
 * list's own filters (whereClause) on the portal's index (decision 034), so a filter added to the
 * search applies to bulk jobs and groups too.
 */
export async function selectSubscribers(
  db: Db,
  bin: string,
  filters: SubscriberSearchFilters,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ msisdn: string }>(sql`
select s.msisdn from portal.company_lines s
where ${whereClause(bin, filters)} ${after === null ? sql`` : sql`and s.msisdn > ${after}`}
order by s.msisdn
limit ${limit}`);
  return rows.map((row) => row.msisdn);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SubscriberSearchFilters } from '../../numbers-port.ts';
import { whereClause } from './numbers-filter-sql.ts';

/**
 * Decision 023: "all N numbers matching this search" resolved in keyset batches with the numbers
 * list's own filters (whereClause), so a filter added to the search applies to bulk jobs too.
 */
export function createSubscriberSelection(db: Db) {
  return {
    async selectSubscribers(
      bin: string,
      filters: SubscriberSearchFilters,
      after: string | null,
      limit: number,
    ): Promise<string[]> {
      const where = whereClause(bin, filters);
      const { rows } = await db.execute<{ msisdn: string }>(sql`
select s.msisdn from operator.subscribers s
where ${where} ${after === null ? sql`` : sql`and s.msisdn > ${after}`}
order by s.msisdn
limit ${limit}`);
      return rows.map((row) => row.msisdn);
    },
  };
}

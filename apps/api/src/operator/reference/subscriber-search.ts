import type { Db } from '../../db/client.ts';
import type {
  PageRequest,
  SubscriberContext,
  SubscriberSearchFilters,
  SubscriberSearchPage,
} from '../port.ts';
import { toCard } from './subscriber-card.ts';
import { buildSubscriberSearchSql, type CardRow, type SearchRow } from './subscriber-search-sql.ts';

/** spec §2 Numbers list: one statement for the page, the count and the company's standing. */
export function createSubscriberSearch(db: Db) {
  return {
    async searchSubscribers(
      bin: string,
      filters: SubscriberSearchFilters,
      page: PageRequest,
      context?: SubscriberContext,
    ): Promise<SubscriberSearchPage> {
      const { rows } = await db.execute<SearchRow>(buildSubscriberSearchSql(bin, filters, page));
      const defaults = context?.defaultFlags ?? [];
      const first = rows[0];
      return {
        // an empty page is one row without card columns
        cards: rows
          .filter((row): row is SearchRow & CardRow => row.msisdn !== null)
          .map((row) => toCard(row, defaults)),
        total: first?.total ?? 0,
        standing: first?.standing ? { ...first.standing, totalDebt: Number(first.standing.totalDebt) } : null,
      };
    },
  };
}

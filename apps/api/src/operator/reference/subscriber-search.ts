import type { Db } from '../../db/client.ts';
import type {
  PageRequest,
  SubscriberContext,
  SubscriberSearchFilters,
  SubscriberSearchPage,
} from '../port.ts';
import { toCard } from './subscriber-card.ts';
import { buildSubscriberSearchSql, type CardRow } from './subscriber-search-sql.ts';

/** spec §2 Numbers list: one statement for the page and one for the count, run side by side. */
export function createSubscriberSearch(db: Db) {
  return {
    async searchSubscribers(
      bin: string,
      filters: SubscriberSearchFilters,
      page: PageRequest,
      context?: SubscriberContext,
    ): Promise<SubscriberSearchPage> {
      const sql = buildSubscriberSearchSql(bin, filters, page);
      const [rows, count] = await Promise.all([
        db.execute<CardRow>(sql.page),
        db.execute<{ total: number }>(sql.count),
      ]);
      const defaults = context?.defaultFlags ?? [];
      return { cards: rows.rows.map((row) => toCard(row, defaults)), total: count.rows[0]?.total ?? 0 };
    },
  };
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/client.ts';
import type { SubscriberContext } from '../../port.ts';
import type {
  ListOrder,
  PageRequest,
  SubscriberSearchFilters,
  SubscriberSearchPage,
} from '../../numbers-port.ts';
import { toCard } from './number-card.ts';
import { buildSubscriberSearchSql, toQuery, type CardRow, type SearchRow } from './numbers-search-sql.ts';

/** Dates, times and intervals as PostgreSQL writes them, like drizzle's raw statements. */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const rawTypes = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(typeId) ? (v: string) => v : pg.types.getTypeParser(typeId, format)) as never,
};

/**
 * The statement runs named after its text (decision 015): the filters a search uses decide its
 * text, so each combination is parsed once per connection, not on every page turn. Not a search
 * by label or comment: PostgreSQL's generic plan for a '%part%' match on those ran at half the
 * speed of planning each search for its pattern (the numbers-search bench: 0.55× bare named,
 * 0.94× unnamed), so those stay unnamed, as drizzle runs them.
 */
async function runSearch(db: Db, statement: SQL, filters: SubscriberSearchFilters): Promise<SearchRow[]> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  // a transaction's handle has no pool of its own
  if (!pool || filters.label || filters.comment) return (await db.execute<SearchRow>(statement)).rows;
  const { text, values } = toQuery(statement);
  const name = `search_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const { rows } = await pool.query<SearchRow>({ name, text, values, types: rawTypes });
  return rows;
}

/** spec §2 Numbers list: one statement for the page, the count and the company's standing. */
export function createSubscriberSearch(db: Db) {
  return {
    async searchSubscribers(
      bin: string,
      filters: SubscriberSearchFilters,
      page: PageRequest,
      context?: SubscriberContext,
      order?: ListOrder,
    ): Promise<SubscriberSearchPage> {
      const rows = await runSearch(db, buildSubscriberSearchSql(bin, filters, page, order), filters);
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

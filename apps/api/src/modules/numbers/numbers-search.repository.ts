import { createHash } from 'node:crypto';
import type { SubscriberCard, SubscriberFlag } from '@kabinet/contract';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { toCard } from './number-card.ts';
import type { ListOrder, PageRequest, SubscriberSearchFilters } from './numbers-query.ts';
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

export interface SubscriberSearchPage {
  /** the cards of the requested page, in the list's order; empty beyond the last page */
  cards: SubscriberCard[];
  /** how many of the company's numbers match the filters */
  total: number;
  /** decision 034: when the company's index was last reconciled with the operator; null: never */
  indexedAt: string | null;
}

/** spec §2 Numbers list on the portal's index (decision 034): one statement for the page and its count. */
export async function searchSubscribers(
  db: Db,
  bin: string,
  filters: SubscriberSearchFilters,
  page: PageRequest,
  defaultFlags: readonly SubscriberFlag[],
  order?: ListOrder,
): Promise<SubscriberSearchPage> {
  const rows = await runSearch(db, buildSubscriberSearchSql(bin, filters, page, order), filters);
  const first = rows[0];
  return {
    // an empty page is one row without card columns
    cards: rows
      .filter((row): row is SearchRow & CardRow => row.msisdn !== null)
      .map((row) => toCard(row, defaultFlags)),
    total: first?.total ?? 0,
    indexedAt: first?.indexedAt ? new Date(first.indexedAt).toISOString() : null,
  };
}

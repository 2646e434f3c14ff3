import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** rows fetched per round trip: a report or an export streams, it never holds its rows */
export const REPORT_BATCH = 1000;

/**
 * A query's rows through a server-side cursor, `batch` at a time, on a connection of its own in a
 * read-only transaction (one consistent snapshot for the whole report). Stopping the iteration
 * early closes the cursor and frees the connection.
 */
export async function* cursorRows<T>(
  db: Db,
  query: SQL,
  map: (row: Record<string, unknown>) => T,
  batch = REPORT_BATCH,
): AsyncGenerator<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`declare report_rows no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>(`fetch ${batch} from report_rows`);
      for (const row of rows) yield map(row);
      if (rows.length < batch) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await client.query(failed ? 'rollback' : 'commit').catch(() => {});
    client.release();
  }
}

/** `select count(*)` of a query */
export async function countRows(db: Db, query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await (db as Db & { $client: pg.Pool }).$client.query<{ n: number }>(
    `select count(*)::int as n from (${text}) q`,
    params,
  );
  return rows[0]?.n ?? 0;
}

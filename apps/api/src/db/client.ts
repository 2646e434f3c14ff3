import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// BIGINT (money in tiyn) as JS number: amounts stay far below 2^53
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDatabase(url: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 20 });
  // an idle connection closed by the server (restart, shutdown after pool.end) must not crash the
  // process; the next query simply opens a new one
  pool.on('error', () => {});
  // …and neither may a checked-out one (PostgreSQL restarting under a request): without a listener
  // its 'error' event kills the process; the query in flight fails on its own
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db, close: () => pool.end() };
}

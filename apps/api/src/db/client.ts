import { EventEmitter } from 'node:events';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** the notifications the pool's connections receive on the channels of `listen`, by channel */
  notifications: EventEmitter;
  /** opens the connections the pool keeps (`keep`) now, before requests need them */
  warm(): Promise<void>;
  close(): Promise<void>;
}

// BIGINT (money in tiyn) as JS number: amounts stay far below 2^53
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * `listen`: channels every connection of the pool LISTENs to. PostgreSQL sends a listening
 * connection its own notifications before it answers the statement that committed them, so a
 * process learns of its own writes before their promise resolves (decision 033).
 */
/**
 * `keep` (decision 033, "The tail"): connections the pool keeps open when idle. pg's pool closes an
 * idle connection after 10 s; under a load with pauses it then opened new ones in the middle of a
 * burst — each a new PostgreSQL backend with cold caches, its statements prepared again.
 */
export function createDatabase(
  url: string,
  opts: { max?: number; listen?: readonly string[]; keep?: number } = {},
): Database {
  const notifications = new EventEmitter();
  const listen = opts.listen ?? [];
  const keep = opts.keep ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    min: keep,
    ...(listen.length > 0 && {
      onConnect: async (client: pg.ClientBase) => {
        client.on('notification', (n) => notifications.emit(n.channel, n.payload ?? ''));
        await client.query(listen.map((channel) => `LISTEN ${channel}`).join('; '));
      },
    }),
  });
  // an idle connection closed by the server (restart, shutdown after pool.end) must not crash the
  // process; the next query simply opens a new one
  pool.on('error', () => {});
  // …and neither may a checked-out one (PostgreSQL restarting under a request): without a listener
  // its 'error' event kills the process; the query in flight fails on its own
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  async function warm(): Promise<void> {
    const clients = await Promise.all(Array.from({ length: keep }, () => pool.connect()));
    for (const client of clients) client.release();
  }
  return { pool, db, notifications, warm, close: () => pool.end() };
}

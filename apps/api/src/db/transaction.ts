import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Raw SQL on an open transaction's connection: the one executor type of the API. pg-boss's `db`
 * option has this shape, so a job enqueued through it commits or rolls back with the transaction.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

// one drizzle instance per pooled connection, made on its first transaction: building one reads
// the whole schema's relations again, ≈ 0.3 ms of CPU a transaction under load (decision 033)
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * The API's one transaction helper: one pooled connection, `begin` … `commit` (or `rollback` on a
 * throw), usable both through drizzle (`tx`, the same type as the database) and as raw SQL
 * (`executor`, for the job queue and set-based loads). DESIGN §3: money moves happen inside it,
 * with rows locked in a fixed order.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Db, executor: SqlExecutor) => Promise<T>,
): Promise<T> {
  // drizzle keeps the pool it was built on as $client (db/client.ts builds it on a pg.Pool)
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  try {
    await client.query('begin');
    let tx = onConnection.get(client);
    if (!tx) {
      tx = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
      onConnection.set(client, tx);
    }
    const executor: SqlExecutor = {
      async executeSql(text, values = []) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount };
      },
    };
    const result = await work(tx, executor);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** An open transaction handed to a callee (e.g. `mail.enqueue`), so its writes and jobs join it. */
export interface Transaction {
  tx: Db;
  executor: SqlExecutor;
}

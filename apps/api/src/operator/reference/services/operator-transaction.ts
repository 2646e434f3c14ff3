import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../../db/client.ts';
import * as schema from '../../../db/schema/index.ts';

/** Runs raw SQL on the transaction's connection (pg-boss's `db` option has this shape). */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Schedules the completion of a pending operation (DESIGN §1 asynchronous completions). The
 * reference operator hands it the open transaction, so the job exists exactly when the pending
 * operation does: a rollback takes both away, a commit keeps both.
 */
export interface CompletionScheduler {
  scheduleCompletion(
    executor: SqlExecutor,
    job: { operationId: number; singletonKey: string; runAt: Date },
  ): Promise<void>;
}

/**
 * One transaction on one pooled connection, usable both through drizzle (`tx`) and as raw SQL
 * (`executor`, for the job queue). DESIGN §3: money moves happen inside it, rows locked in a fixed
 * order (the subscriber first, then its products, then its pending operations).
 */
export async function inOperatorTransaction<T>(
  db: Db,
  work: (tx: Db, executor: SqlExecutor) => Promise<T>,
): Promise<T> {
  // drizzle keeps the pool it was built on as $client (db/client.ts builds it on a pg.Pool)
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    const executor: SqlExecutor = {
      executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }),
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

import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A table kept for a while and then pruned by age: its name, the indexed column of each row's time
 * and, where some rows must outlive their age, the condition that keeps them.
 */
export type AgedRows =
  | { table: 'portal.operator_events'; at: 'received_at' }
  | { table: 'operator.request_keys'; at: 'created_at' }
  /** decision 032: an order still in progress is kept whatever its age: its completion looks it up */
  | { table: 'operator.tmf_product_orders'; at: 'updated_at'; keep: "state = 'inProgress'" };

const DAY_MS = 24 * 3600 * 1000;

/** The moment `days` days before `now`: what a retention of that many days keeps rows since. */
export const daysBefore = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the rows older than `before`, oldest first, `batch` rows a statement — each a short one on
 * the time column's index, never one long lock over the table — until a batch is short. Rows are
 * named by ctid, so a table of any key is pruned the same way. Answers how many went.
 */
export async function pruneOlderThan(db: Db, rows: AgedRows, before: Date, batch: number): Promise<number> {
  const table = sql.raw(rows.table);
  const at = sql.raw(rows.at);
  const kept = 'keep' in rows ? sql.raw(` and not (${rows.keep})`) : sql``;
  let pruned = 0;
  for (;;) {
    const { rows: gone } = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from ${table} where ctid = any(array(
          select ctid from ${table}
          where ${at} < ${before.toISOString()}::timestamptz${kept}
          order by ${at} limit ${batch}))
        returning 1)
      select count(*)::int as n from gone`);
    const n = gone[0]?.n ?? 0;
    pruned += n;
    if (n < batch) return pruned;
  }
}

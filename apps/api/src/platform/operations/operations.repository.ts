import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the metrics read from the database when Prometheus scrapes: queues and outbox. */
export function createOperationsRepository(db: Db) {
  return {
    /**
     * jobs due and not yet taken per pg-boss queue (created or retry, start time passed — a
     * completion scheduled for later is not waiting), and how long the oldest has been due, in seconds
     */
    async queueStats() {
      const { rows } = await db.execute<{ queue: string; waiting: string; oldest: string | null }>(sql`
        select name as queue, count(*) as waiting,
               extract(epoch from now() - min(start_after)) as oldest
          from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`);
      return rows.map((r) => ({
        queue: r.queue,
        waiting: Number(r.waiting),
        oldestSeconds: Number(r.oldest ?? 0),
      }));
    },
    /** messages of the mail outbox per state */
    async outboxStats() {
      const { rows } = await db.execute<{ state: string; count: string }>(sql`
        select state, count(*) as count from portal.mail_outbox group by state`);
      return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
    },
  };
}

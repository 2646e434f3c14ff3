import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the metrics read from the database when Prometheus scrapes: queues and outbox. */
export function createOperationsRepository(db: Db) {
  return {
    /** waiting jobs per pg-boss queue (created or retry) and the age of the oldest, in seconds */
    async queueStats() {
      const { rows } = await db.execute<{ queue: string; waiting: string; oldest: string | null }>(sql`
        select name as queue, count(*) as waiting,
               extract(epoch from now() - min(created_on)) as oldest
          from pgboss.job where state in ('created', 'retry') group by name`);
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

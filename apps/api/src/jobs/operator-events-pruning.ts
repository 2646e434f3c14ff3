import type { Db } from '../db/client.ts';
import { daysBefore, pruneOlderThan } from '../db/prune.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

// Decision 032: `portal.operator_events` holds the id of every hub event (and polling completion)
// the portal applied, so a doubled event applies once. A duplicate comes seconds after the first —
// the hub's second delivery, or the completion job that polls after its grace and pg-boss's retries,
// minutes at most — so an id is kept for OPERATOR_EVENTS_RETENTION_DAYS and then pruned, hourly, in
// batches (each a short statement on the received_at index of migration 0030, never one long lock).

/** a week: far past any redelivery, and long enough to read back what came in while on call */
export const OPERATOR_EVENTS_RETENTION_DAYS = 7;
/** at minute 17 of every hour (UTC): away from the hour's own jobs */
export const OPERATOR_EVENTS_PRUNING_CRON = '17 * * * *';
const BATCH = 5_000;

/** deletes the event ids received before `before`; answers how many */
export const pruneOperatorEvents = (db: Db, before: Date, batch = BATCH): Promise<number> =>
  pruneOlderThan(db, { table: 'portal.operator_events', at: 'received_at' }, before, batch);

export const operatorEventsCutoff = (now = new Date()) => daysBefore(OPERATOR_EVENTS_RETENTION_DAYS, now);

/** works the pruning queue and puts it on its schedule (idempotent: pg-boss keeps one per queue) */
export async function workOperatorEventsPruning(queue: JobQueue, db: Db): Promise<void> {
  await queue.work(QUEUES.operatorEventsPruning.name, async () => {
    await pruneOperatorEvents(db, operatorEventsCutoff());
  });
  await queue.schedule(QUEUES.operatorEventsPruning.name, OPERATOR_EVENTS_PRUNING_CRON);
}

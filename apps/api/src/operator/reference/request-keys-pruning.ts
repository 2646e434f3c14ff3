import type { Db } from '../../db/client.ts';
import { daysBefore, pruneOlderThan } from '../../db/prune.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';

// Decision 023: `operator.request_keys` keeps each keyed change (a bulk item's `<jobId>:<seq>`) with
// its first answer, so a change asked again after its caller died is answered, not applied twice.
// A key is asked again only while its job runs (a retry is a new job with new keys), so a key is
// kept REQUEST_KEYS_RETENTION_DAYS — as a real operator keeps such keys for a bounded time — and
// then pruned, hourly, in batches on the created_at index of migration 0035 (decision 032's pattern).

/** a week: far past the longest job (100,000 numbers at the default 20 a second is under 2 hours) */
export const REQUEST_KEYS_RETENTION_DAYS = 7;
/** at minute 47 of every hour (UTC): away from the operator events' pruning at minute 17 */
export const REQUEST_KEYS_PRUNING_CRON = '47 * * * *';
const BATCH = 5_000;

/** deletes the keys made before `before`; answers how many */
export const pruneRequestKeys = (db: Db, before: Date, batch = BATCH): Promise<number> =>
  pruneOlderThan(db, { table: 'operator.request_keys', at: 'created_at' }, before, batch);

export const requestKeysCutoff = (now = new Date()) => daysBefore(REQUEST_KEYS_RETENTION_DAYS, now);

/**
 * Works the pruning queue and puts it on its schedule (idempotent: pg-boss keeps one per queue).
 * Only with the reference operator in process: a remote operator keeps its own keys.
 */
export async function workRequestKeysPruning(queue: JobQueue, db: Db): Promise<void> {
  await queue.work(QUEUES.requestKeysPruning.name, async () => {
    await pruneRequestKeys(db, requestKeysCutoff());
  });
  await queue.schedule(QUEUES.requestKeysPruning.name, REQUEST_KEYS_PRUNING_CRON);
}

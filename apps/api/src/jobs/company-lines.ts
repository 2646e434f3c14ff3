import type { Db } from '../db/client.ts';
import { createCompanyLinesIndex, type LinesSource } from '../modules/numbers/company-lines.service.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

// decision 034: the portal's index of each company's lines, kept by three jobs on the queue:
// - a sync of one company (the first fill, a reconciliation: on the schedule or asked for),
// - the refresh of the lines the portal's actions changed, a pass a second,
// - the schedule's pass, which asks for a sync of every company the portal serves.

/** at minute 41 of every hour (UTC): away from the hour's own jobs and the prunings' 17 */
export const RECONCILE_CRON = '41 * * * *';
/** how soon after a pass the next refresh pass runs */
export const REFRESH_EVERY_MS = 1000;
const REFRESH_SINGLETON = 'company-lines-refresh';

interface SyncJob {
  bin: string;
}

/** asks for a sync of the company's index; false when one is already waiting */
export async function requestLinesSync(queue: Pick<JobQueue, 'send'>, bin: string): Promise<boolean> {
  return (await queue.send<SyncJob>(QUEUES.companyLinesSync.name, { bin }, { singletonKey: bin })) !== null;
}

export async function workCompanyLines(
  queue: JobQueue,
  deps: { db: Db; operator: LinesSource; log?: (line: string) => void },
): Promise<void> {
  const index = createCompanyLinesIndex(deps.db, deps.operator);
  await queue.work<SyncJob>(QUEUES.companyLinesSync.name, async (jobs) => {
    for (const job of jobs) await index.sync(job.data.bin);
  });

  const refreshNext = (delayMs: number) =>
    queue.send(
      QUEUES.companyLinesRefresh.name,
      {},
      { singletonKey: REFRESH_SINGLETON, runAt: new Date(Date.now() + delayMs) },
    );
  await queue.work(QUEUES.companyLinesRefresh.name, async () => {
    try {
      // a full pass is followed at once by the next: a bulk job's thousands of lines drain steadily
      while ((await index.drainRefreshes()) > 0);
    } finally {
      await refreshNext(REFRESH_EVERY_MS);
    }
  });
  await refreshNext(0);

  await queue.work(QUEUES.companyLinesReconcile.name, async () => {
    for (const bin of await index.companies()) await requestLinesSync(queue, bin);
  });
  await queue.schedule(QUEUES.companyLinesReconcile.name, RECONCILE_CRON);
  // a company the portal serves whose index was never filled (a new deployment on a BSS) is filled now
  for (const bin of await index.neverSynced()) await requestLinesSync(queue, bin);
}

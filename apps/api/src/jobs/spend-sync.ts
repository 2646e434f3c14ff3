import type { Db } from '../db/client.ts';
import { spendCalendar } from '../modules/spend/spend-month.ts';
import { createSpendSync, type SpendSource } from '../modules/spend/spend-sync.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

// decision 030: the portal's spend read model kept by two jobs on the queue — a sync of one company
// (its first twelve months, then the open two), and the schedule's pass asking one of every company
// the portal serves, after the billing's day close (charges arrive day by day).

/** at minute 12 of every hour (UTC): after the billing's day close at minute 5 */
export const SPEND_SYNC_CRON = '12 * * * *';

interface SpendSyncJob {
  bin: string;
}

/** asks for a spend sync of the company; false when one is already waiting */
export async function requestSpendSync(queue: Pick<JobQueue, 'send'>, bin: string): Promise<boolean> {
  return (await queue.send<SpendSyncJob>(QUEUES.spendSync.name, { bin }, { singletonKey: bin })) !== null;
}

export async function workSpendSync(
  queue: JobQueue,
  deps: { db: Db; operator: SpendSource; fixedToday: string | null },
): Promise<void> {
  const spend = createSpendSync(deps.db, deps.operator);
  const calendar = spendCalendar(deps.fixedToday);
  await queue.work<SpendSyncJob>(QUEUES.spendSync.name, async (jobs) => {
    for (const job of jobs) await spend.sync(job.data.bin, calendar.month());
  });
  await queue.work(QUEUES.spendSyncPass.name, async () => {
    for (const bin of await spend.repository.companies()) await requestSpendSync(queue, bin);
  });
  await queue.schedule(QUEUES.spendSyncPass.name, SPEND_SYNC_CRON);
  // a company whose spend was never read (a new deployment on a BSS) is read now
  for (const bin of await spend.repository.neverSynced()) await requestSpendSync(queue, bin);
}

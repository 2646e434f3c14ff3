import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { createBulkUploadRepository } from './bulk-upload.repository.ts';

const SINGLETON = 'bulk-upload-cleanup';

export interface BulkUploadCleanupDeps {
  db: Db;
  /** an upload no job was made of is deleted this many hours after it was checked */
  keepHours: number;
  everySeconds: number;
}

const sendNext = (queue: Pick<JobQueue, 'send'>, delaySeconds: number) =>
  queue.send(
    QUEUES.bulkUploadCleanup.name,
    {},
    { singletonKey: SINGLETON, runAt: new Date(Date.now() + delaySeconds * 1000) },
  );

/**
 * Decision 023: an upload the user never confirmed keeps its checked rows (up to 100,000) only for
 * `keepHours`; then it and its rows go. One pass, then the next one `everySeconds` later; one is
 * sent on start.
 */
export async function workBulkUploadCleanup(queue: JobQueue, deps: BulkUploadCleanupDeps): Promise<void> {
  const uploads = createBulkUploadRepository(deps.db);
  await queue.work(QUEUES.bulkUploadCleanup.name, async () => {
    try {
      // a few uploads per statement: each may hold 100,000 rows, deleted with it (on delete cascade)
      while ((await uploads.deleteUnconfirmed(deps.keepHours, 20)) > 0);
    } finally {
      await sendNext(queue, deps.everySeconds);
    }
  });
  await sendNext(queue, 0);
}

import type { Db } from '../db/client.ts';
import { createProductCompleter } from '../operator/reference/services/index.ts';
import type { JobQueue } from './job-queue.ts';
import { workOperatorCompletions } from './operator-completions.ts';

/**
 * Every job worker of the application, registered on one queue connection. The server runs them
 * when RUN_WORKERS is true; `npm run worker` runs them alone (DESIGN §2, §8: M worker processes).
 */
export async function startWorkers(queue: JobQueue, db: Db): Promise<void> {
  await workOperatorCompletions(queue, { db, complete: createProductCompleter(db) });
}

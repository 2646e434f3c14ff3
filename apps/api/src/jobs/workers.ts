import type { Db } from '../db/client.ts';
import type { OperationsPort } from '../operator/operations-port.ts';
import type { ReportsPort } from '../operator/reports-port.ts';
import type { DevicesPort } from '../operator/devices-port.ts';
import { workReportBuilds } from '../modules/reports/report-build.job.ts';
import type { Mail } from '../platform/mail/mail.ts';
import type { JobQueue } from './job-queue.ts';
import { workMailDelivery } from './mail-delivery.ts';
import { workOperationCompletions } from './operation-completions.ts';

export interface WorkerDeps {
  db: Db;
  /** the operator port's operations part: jobs complete pending operations through it (decision 008) */
  operator: OperationsPort & Pick<ReportsPort, 'reportRows'> & Pick<DevicesPort, 'listRegisteredDevices'>;
  /** the portal's e-mail: the mail job delivers the outbox (decision 010) */
  mail: Pick<Mail, 'deliver' | 'enqueue'>;
}

/**
 * Every job worker of the application, registered on one queue connection. The server runs them
 * when RUN_WORKERS is true; `npm run worker` runs them alone (DESIGN §2, §8: M worker processes).
 */
export async function startWorkers(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  await workOperationCompletions(queue, deps);
  await workMailDelivery(queue, deps.mail);
  await workReportBuilds(queue, deps);
}

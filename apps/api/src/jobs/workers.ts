import type { Db } from '../db/client.ts';
import type { OperationsPort } from '../operator/operations-port.ts';
import type { ReportsPort } from '../operator/reports-port.ts';
import type { DevicesPort } from '../operator/devices-port.ts';
import { workReportBuilds } from '../modules/reports/report-build.job.ts';
import { createBulkActions, type BulkActionServices } from '../modules/bulk/bulk-actions.ts';
import { workBulkJobs, type BulkRate } from '../modules/bulk/bulk.job.ts';
import type { OperatorPort } from '../operator/port.ts';
import type { SpendPort } from '../operator/spend-port.ts';
import type { BansPort } from '../operator/bans-port.ts';
import { workSpendAlerts } from '../modules/spend/spend-alerts.job.ts';
import type { Mail } from '../platform/mail/mail.ts';
import type { JobQueue } from './job-queue.ts';
import { workCompanyLines } from './company-lines.ts';
import { workSpendSync } from './spend-sync.ts';
import { workMailDelivery } from './mail-delivery.ts';
import { workOperationCompletions } from './operation-completions.ts';
import { workOperatorEventsPruning } from './operator-events-pruning.ts';
import { workWebhooks } from '../modules/webhooks/webhooks.job.ts';
import { workTransferResolution } from '../modules/transfer/transfer-resolution.job.ts';
import type { WebhookSettings } from '../config.ts';

export interface WorkerDeps {
  db: Db;
  /** the operator port's operations part: jobs complete pending operations through it (decision 008) */
  operator: OperationsPort &
    Pick<ReportsPort, 'reportRows'> &
    Pick<DevicesPort, 'listRegisteredDevices'> &
    Pick<
      OperatorPort,
      | 'findCompanyNumber'
      | 'getBansState'
      | 'listCompanyLines'
      | 'getCompanyLines'
      | 'transferBalance'
      | 'findTransfer'
    > &
    Pick<SpendPort, 'getMonthCharges'> &
    Pick<BansPort, 'setBan'>;
  /** the portal's e-mail: the mail job delivers the outbox (decision 010) */
  mail: Pick<Mail, 'deliver' | 'enqueue'>;
  /** bulk jobs (decision 023): the single actions' services and the numbers-per-second bounds */
  bulk: { services: BulkActionServices; rate: BulkRate };
  /** webhook delivery (decision 031): retries, the day after which an endpoint is disabled, SSRF policy */
  webhooks: WebhookSettings;
  /** the operator's calendar day (FIXED_TODAY): spend alerts count months by it (decision 030) */
  fixedToday?: string | null;
}

/**
 * Every job worker of the application, registered on one queue connection. The server runs them
 * when RUN_WORKERS is true; `npm run worker` runs them alone (DESIGN §2, §8: M worker processes).
 */
export async function startWorkers(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  await workOperationCompletions(queue, deps);
  await workMailDelivery(queue, deps.mail);
  await workReportBuilds(queue, deps);
  await workBulkJobs(queue, {
    db: deps.db,
    actions: createBulkActions(deps.db, deps.operator, deps.bulk.services),
    rate: deps.bulk.rate,
  });
  await workWebhooks(queue, { db: deps.db, mail: deps.mail, settings: deps.webhooks });
  await workOperatorEventsPruning(queue, deps.db);
  await workCompanyLines(queue, { db: deps.db, operator: deps.operator });
  await workSpendSync(queue, { db: deps.db, operator: deps.operator, fixedToday: deps.fixedToday ?? null });
  await workTransferResolution(queue, { db: deps.db, operator: deps.operator });
  await workSpendAlerts(queue, {
    db: deps.db,
    operator: deps.operator,
    mail: deps.mail,
    fixedToday: deps.fixedToday ?? null,
  });
}

import { kazakhstanToday } from '@kabinet/contract';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { completionScheduler } from './jobs/operation-completions.ts';
import { startWorkers } from './jobs/workers.ts';
import { createNumberActionServices } from './number-actions.ts';
import type { OperatorPort } from './operator/port.ts';
import { createReferenceOperator } from './operator/reference/index.ts';
import { workRequestKeysPruning } from './operator/reference/request-keys-pruning.ts';
import { workBillingDayClose } from './operator/reference/spend/billing-days.ts';
import type { Mail } from './platform/mail/mail.ts';

// What the server and `npm run worker` build alike from the configuration: one place, so the two
// processes cannot drift apart (the worker once ran without OPERATOR_FAILING_TRANSFERS).

/** The reference operator in process, as the configuration sets it up. */
export function referenceOperatorFrom(config: Config, db: Db, jobs: JobQueue): OperatorPort {
  return createReferenceOperator(db, {
    delayMs: config.operatorDelayMs,
    ceirDelayMs: config.ceirDelayMs,
    esimDelayMs: config.esimDelayMs,
    fixedToday: config.fixedToday,
    scheduler: completionScheduler(jobs),
    failingProducts: config.operatorFailingProducts,
    failingTransfers: config.operatorFailingTransfers,
  });
}

/** Every job worker on `jobs`, working through `operator` (DESIGN §2). */
export async function startWorkersFrom(
  config: Config,
  jobs: JobQueue,
  deps: { db: Db; operator: OperatorPort; mail: Mail },
): Promise<void> {
  // decision 023: the in-process reference operator's own housekeeping (a remote one keeps its keys)
  if (!config.tmfOperator) {
    await workRequestKeysPruning(jobs, deps.db);
    await workBillingDayClose(jobs, deps.db, () => config.fixedToday ?? kazakhstanToday());
  }
  return startWorkers(jobs, {
    ...deps,
    bulk: {
      services: createNumberActionServices(deps.db, deps.operator, {
        fixedToday: config.fixedToday,
        mail: deps.mail,
      }),
      rate: config.bulkRate,
    },
    webhooks: config.webhooks,
    fixedToday: config.fixedToday,
  });
}

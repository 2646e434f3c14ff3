import type { Db } from '../db/client.ts';
import type { CompletionScheduler, ProductCompletion } from '../operator/reference/services/index.ts';
import { recordAction } from '../platform/audit.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

interface CompletionJob {
  operationId: number;
}

/** The reference operator enqueues its completions here, inside its own transaction. */
export function operatorCompletionScheduler(queue: JobQueue): CompletionScheduler {
  return {
    async scheduleCompletion(executor, job) {
      const id = await queue.send<CompletionJob>(
        QUEUES.operatorCompletions.name,
        { operationId: job.operationId },
        { runAt: job.runAt, singletonKey: job.singletonKey, executor },
      );
      // the product was not pending, so no job may be waiting for it: refuse rather than lose it
      if (id === null) throw new Error(`a completion for ${job.singletonKey} is already queued`);
    },
  };
}

export interface OperatorCompletionDeps {
  db: Db;
  complete(operationId: number): Promise<ProductCompletion | null>;
}

/**
 * Works the operator completions: each job completes one pending operation, and its outcome goes
 * to the action log (DESIGN §4 every state change), e.g. a connection refused at completion for
 * not_enough_balance. A job delivered again finds the operation done and changes nothing.
 */
export async function workOperatorCompletions(queue: JobQueue, deps: OperatorCompletionDeps): Promise<void> {
  await queue.work<CompletionJob>(QUEUES.operatorCompletions.name, async (jobs) => {
    for (const job of jobs) {
      const done = await deps.complete(job.data.operationId);
      if (!done) continue;
      await recordAction(deps.db, {
        customerBin: done.bin,
        userId: done.requestedBy,
        msisdn: done.msisdn,
        action: done.action === 'ENABLE' ? 'service_enable_completed' : 'service_disable_completed',
        success: done.success,
        params: {
          productOfferingId: done.productOfferingId,
          operationId: done.operationId,
          ...(done.error ? { error: done.error } : {}),
          ...(done.charged ? { charged: done.charged } : {}),
          ...(done.deactivated.length ? { deactivated: done.deactivated } : {}),
        },
      });
    }
  });
}

import type { Db } from '../db/client.ts';
import type { SqlExecutor } from '../db/transaction.ts';
import type {
  AnyOperationCompletion,
  CompletionScheduler,
  OperationKind,
  OperationsPort,
  PendingOperation,
} from '../operator/operations-port.ts';
import { markLineChanged, type CompletionLog } from '../platform/audit.ts';
import { emitEvent, recordOutcome } from '../platform/events.ts';
import { COMPLETION_EVENT, COMPLETION_LOG, eventData } from './completion-log.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

// The completion seam (decision 008): request → the operator makes an operation pending and has
// its job enqueued in the same transaction → the job is due → the dispatcher asks the operator to
// complete it (one completer per kind) → the portal writes the outcome to the action log.

interface CompletionJob {
  /** jobs queued before decision 008 carry only the operation id: they were product changes */
  kind?: OperationKind;
  operationId: number;
}

/** One waiting job per operation: a second send for the same operation is a no-op (pg-boss `short`). */
const singletonKeyOf = (operation: PendingOperation) => `${operation.kind}:${operation.operationId}`;

/** Enqueues the completion of one pending operation; false when its job is already waiting. */
export async function scheduleCompletion(
  queue: JobQueue,
  operation: PendingOperation,
  executor?: SqlExecutor,
): Promise<boolean> {
  const id = await queue.send<CompletionJob>(
    QUEUES.operatorCompletions.name,
    { kind: operation.kind, operationId: operation.operationId },
    { runAt: operation.dueAt, singletonKey: singletonKeyOf(operation), ...(executor ? { executor } : {}) },
  );
  return id !== null;
}

/** The scheduler the operator enqueues its completions with, inside its own transaction. */
export function completionScheduler(queue: JobQueue): CompletionScheduler {
  return {
    async schedule(executor, operation) {
      await scheduleCompletion(queue, operation, executor);
    },
  };
}

/**
 * Gives every pending operation of the operator a job (on start: the seed's pending requests, jobs
 * lost with a dropped queue, or retried out). Safe from any number of processes at once and on
 * every restart: a job already waiting for an operation keeps it from getting a second one, and a
 * completion that runs twice finds the operation done. Returns how many jobs were added.
 */
export async function schedulePendingOperations(queue: JobQueue, operator: OperationsPort): Promise<number> {
  let added = 0;
  for (const operation of await operator.listPendingOperations())
    if (await scheduleCompletion(queue, operation)) added++;
  return added;
}

export interface CompletionWorkerDeps {
  db: Db;
  operator: OperationsPort;
}

/**
 * Works the completions: each job completes one pending operation through the operator port, and
 * the portal writes its outcome to the action log (DESIGN §4 every state change), e.g. a connection
 * refused at completion for not_enough_balance. A job delivered again finds the operation done
 * (null) and changes nothing.
 */
export async function workOperationCompletions(queue: JobQueue, deps: CompletionWorkerDeps): Promise<void> {
  await queue.work<CompletionJob>(QUEUES.operatorCompletions.name, async (jobs) => {
    for (const job of jobs) {
      const done = await deps.operator.completeOperation(
        job.data.kind ?? 'PRODUCT_CHANGE',
        job.data.operationId,
      );
      if (done) await recordCompletion(deps.db, done as AnyOperationCompletion);
    }
  });
}

export async function recordCompletion(db: Db, done: AnyOperationCompletion): Promise<void> {
  // decision 034: whatever the outcome, the line is read again into the portal's index
  if (done.msisdn) await markLineChanged(db, done.bin, done.msisdn);
  const logOf = COMPLETION_LOG[done.kind] as (completion: AnyOperationCompletion) => CompletionLog | null;
  const log = logOf(done);
  const type = COMPLETION_EVENT[done.kind][done.success ? 'success' : 'failure'];
  // null: the request's own entry already says it all (decision 027) — but an integrator still
  // hears that it happened: a block the network has applied is announced again (decision 035)
  if (!log) {
    if (type)
      await emitEvent(db, {
        bin: done.bin,
        type,
        data: { msisdn: done.msisdn, kind: done.kind, operationId: done.operationId, ...eventData(done) },
      });
    return;
  }
  const { action, params } = log;
  const logged = { ...params, operationId: done.operationId, ...(done.error ? { error: done.error } : {}) };
  // decision 031: the completion's event commits with its action-log row, whoever asked for it
  await recordOutcome(
    db,
    {
      customerBin: done.bin,
      userId: done.requestedBy,
      msisdn: done.msisdn,
      action,
      success: done.success,
      params: logged,
    },
    type ? { type, data: { msisdn: done.msisdn, kind: done.kind, ...logged } } : null,
  );
}

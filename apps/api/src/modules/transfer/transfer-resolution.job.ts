import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { createIdempotencyStore } from '../../platform/idempotency.ts';
import { createTransferService } from './transfer.service.ts';

/** how soon after a pass the next one runs (decision 036) */
export const RESOLVE_EVERY_MS = 5_000;
const SINGLETON = 'transfer-resolution';

/**
 * decision 036: the transfers whose answer from the operator was lost are settled in the background
 * — each asked by its key and recorded once, as if the answer had come (transfer.service.ts).
 */
export async function workTransferResolution(
  queue: JobQueue,
  deps: { db: Db; operator: Pick<OperatorPort, 'transferBalance' | 'findTransfer'> },
): Promise<void> {
  const transfers = createTransferService(deps.db, deps.operator, createIdempotencyStore(deps.db));
  const next = (delayMs: number) =>
    queue.send(
      QUEUES.transferResolution.name,
      {},
      { singletonKey: SINGLETON, runAt: new Date(Date.now() + delayMs) },
    );
  await queue.work(QUEUES.transferResolution.name, async () => {
    try {
      await transfers.resolvePending();
    } finally {
      await next(RESOLVE_EVERY_MS);
    }
  });
  await next(0);
}

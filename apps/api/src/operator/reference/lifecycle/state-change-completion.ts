import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscribers } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { StateChangeAction } from '../../lifecycle-port.ts';
import type { OperationCompletion } from '../../operations-port.ts';
import { loadNumber } from '../number-row.ts';
import { finishOperation, lockPendingOperation, peekOperation, type Completer } from '../operations/index.ts';

export const STATE_CHANGE_KIND = 'STATE_CHANGE' as const;

/** What an accepted block or unblock carries to its completion. */
export interface StateChangePayload {
  bin: string;
  action: StateChangeAction;
  lcStateId: number;
  requestedBy?: string | null;
}

/**
 * The completer of STATE_CHANGE operations (decision 008, decision 027): the network has applied an
 * accepted block or unblock, and the number's named state leaves PENDING — SUSPENDED (status BLOCKED)
 * after a block, ACTIVE after an unblock. The state id and its date were set when the operator
 * accepted the change. Lock order as the request: the number, then the operation; a job delivered
 * twice finds the operation done and changes nothing.
 */
export function createStateChangeCompleter(db: Db): Completer<typeof STATE_CHANGE_KIND> {
  return async function completeStateChange(operationId) {
    const peek = await peekOperation(db, STATE_CHANGE_KIND, operationId);
    if (!peek?.msisdn) return null;
    const msisdn = peek.msisdn;
    const payload = peek.payload as StateChangePayload;
    return inTransaction(db, async (tx) => {
      const number = await loadNumber(tx, payload.bin, msisdn, { lock: true });
      if (!number) return null;
      const op = await lockPendingOperation(tx, STATE_CHANGE_KIND, operationId);
      if (!op) return null;
      const isSuspend = payload.action === 'suspend';
      const state = isSuspend ? ('SUSPENDED' as const) : ('ACTIVE' as const);
      if (number.s.state === 'PENDING')
        await tx
          .update(subscribers)
          .set({ state, status: isSuspend ? 'BLOCKED' : 'ACTIVE', updatedAt: new Date() })
          .where(eq(subscribers.msisdn, msisdn));
      await finishOperation(tx, op, { success: true, error: null });
      const completion: OperationCompletion<typeof STATE_CHANGE_KIND> = {
        kind: STATE_CHANGE_KIND,
        operationId,
        bin: payload.bin,
        msisdn,
        requestedBy: payload.requestedBy ?? null,
        success: true,
        error: null,
        result: { action: payload.action, state, lcStateId: payload.lcStateId },
      };
      return completion;
    });
  };
}

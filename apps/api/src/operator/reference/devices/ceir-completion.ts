import { deviceErrorCode, deviceOrderFailureCode } from '@kabinet/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ceirOrders, deviceRegistrations, smsMessages } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { OperationCompletion } from '../../operations-port.ts';
import { loadNumber } from '../number-row.ts';
import { finishOperation, lockPendingOperation, peekOperation, type Completer } from '../operations/index.ts';
import { CEIR_OPERATION_KIND, type CeirOperationPayload } from './ceir-orders.ts';
import { decideOrder, resultSms, type CeirRequestType, type Registration } from './ceir-register.ts';

/**
 * The completer of CEIR_ORDER operations (decision 008): the register answers an order from what it
 * holds now (ceir-register.ts), changes the registrations accordingly, and texts the number the
 * result (spec §9). Lock order as the request: the number, the IMEI's registrations, the operation.
 * Idempotent: an order no longer pending is left alone (null).
 */
export function createCeirCompleter(db: Db): Completer<typeof CEIR_OPERATION_KIND> {
  return async function completeCeirOrder(operationId) {
    const peek = await peekOperation(db, CEIR_OPERATION_KIND, operationId);
    if (!peek?.msisdn) return null;
    const msisdn = peek.msisdn;
    const payload = peek.payload as CeirOperationPayload;

    return inTransaction(db, async (tx) => {
      const number = await loadNumber(tx, payload.bin, msisdn, { lock: true });
      const [order] = await tx
        .select()
        .from(ceirOrders)
        .where(eq(ceirOrders.id, Number(peek.subject)))
        .for('update');
      if (!order) return null;
      const imei = order.imei;
      const live = await tx
        .select()
        .from(deviceRegistrations)
        .where(and(eq(deviceRegistrations.imei, imei), isNull(deviceRegistrations.removedAt)))
        .for('update');
      const op = await lockPendingOperation(tx, CEIR_OPERATION_KIND, operationId);
      if (!op || (order.state !== 'PENDING' && order.state !== 'CEIR_ASYNC_ACCEPTED')) return null;

      const type = order.requestType as CeirRequestType;
      const mine = live.filter((r) => r.msisdn === msisdn);
      // the row this order added is pending; a removal's row is the one it removes
      const own = (type === 'REMOVE' ? mine[0] : mine.find((r) => !r.isPending)) ?? null;
      const adding = type === 'REMOVE' ? null : (mine.find((r) => r.isPending) ?? null);
      // decision 022: a number blocked or suspended since the order was placed has no devices
      // registered for it; the register ends the order without a code (spec §4 'anything else')
      const isRejected = !number?.lc.isActive;
      const failure = isRejected
        ? 'REJECTED'
        : decideOrder(type, {
            bin: payload.bin,
            imei,
            own,
            others: live.filter((r) => r.msisdn !== msisdn),
            ownerDocNumber: payload.ownerDocNumber ?? null,
            oldMsisdn: payload.oldMsisdn ?? null,
            oldDocNumber: payload.oldDocNumber ?? null,
          });
      const now = new Date();
      const setRow = (row: Registration, values: Partial<Registration>) =>
        tx.update(deviceRegistrations).set(values).where(eq(deviceRegistrations.id, row.id));
      const remove = (row: Registration) => setRow(row, { removedAt: now, isPending: false });

      if (failure !== null) {
        // nothing changes in the register: the pending row goes, a removal's row stays
        if (adding) await remove(adding);
        if (type === 'REMOVE' && own) await setRow(own, { isPending: false });
      } else if (type === 'REMOVE') {
        await remove(own!);
      } else {
        if (type === 'REREGISTRATION') {
          // spec §4: removes the previous BIN/IIN and number's registration
          const previous = live.find(
            (r) => r.msisdn === payload.oldMsisdn && r.ownerDocument === payload.oldDocNumber,
          );
          if (previous) await remove(previous);
        }
        if (type === 'REGISTER' && payload.ownerDocNumber) {
          // spec §5: the sole proprietor's other BIN/IIN gives its registration up to the company
          for (const r of live)
            if (r.msisdn !== msisdn && r.ownerDocument === payload.ownerDocNumber) await remove(r);
        }
        if (adding) await setRow(adding, { isPending: false, registeredAt: now });
      }
      const state = isRejected ? 'REJECTED' : failure === null ? 'FINISHED' : 'FAILED';
      await tx
        .update(ceirOrders)
        .set({ state, failureMessage: isRejected ? null : failure, completedAt: now })
        .where(eq(ceirOrders.id, order.id));
      await tx.insert(smsMessages).values({ msisdn, text: resultSms(type, imei, failure), createdAt: now });

      const error = isRejected
        ? deviceOrderFailureCode(type)
        : failure === null
          ? null
          : (deviceErrorCode(failure) ?? 'device_unknown_error');
      await finishOperation(tx, op, { success: failure === null, error });
      const completion: OperationCompletion<typeof CEIR_OPERATION_KIND> = {
        kind: CEIR_OPERATION_KIND,
        operationId,
        bin: payload.bin,
        msisdn,
        requestedBy: payload.requestedBy ?? null,
        success: failure === null,
        error,
        result: {
          orderId: order.id,
          imei,
          requestType: order.requestType,
          state: failure === null ? 'FINISHED' : 'FAILED',
          failureMessage: isRejected ? null : failure,
        },
      };
      return completion;
    });
  };
}

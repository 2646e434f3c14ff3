import { isDuplicateAllowed, oldMsisdnToMsisdn } from '@kabinet/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ceirOrders, deviceRegistrations } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { DeviceOrderOutcome, DeviceOrderRequest } from '../../devices-port.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import { loadNumber } from '../number-row.ts';
import { enqueueOperation } from '../operations/index.ts';
import { toDeviceOrder } from '../number/number-devices.ts';
import { ACCEPTED_STATE, REGISTERED_STATE, type CeirRequestType } from './ceir-register.ts';

export const CEIR_OPERATION_KIND = 'CEIR_ORDER' as const;

/** What a pending CEIR order carries to its completion (operator.pending_operations.payload). */
export interface CeirOperationPayload {
  bin: string;
  requestedBy: string | null;
  ownerDocNumber: string | null;
  /** the previous owner's number as the register keeps it (10 digits) */
  oldMsisdn: string | null;
  oldDocNumber: string | null;
}

export interface CeirRequestOptions {
  /** how long the register takes to answer (standing for spec §9's 8 hours: CEIR_DELAY_MS) */
  delayMs: number;
  scheduler: CompletionScheduler | null;
}

const REQUEST_TYPE: Record<DeviceOrderRequest['type'], CeirRequestType> = {
  REGISTER: 'REGISTER',
  REMOVE: 'REMOVE',
  REREGISTER: 'REREGISTRATION',
  DUPLICATE: 'REGISTER_PROVEN',
};

const PENDING_STATES = ['PENDING', 'CEIR_ASYNC_ACCEPTED'] as const;

/**
 * spec §4 Device order: places an order with the register. Runs in one transaction under the
 * number's row lock and an IMEI lock (two numbers asking for one IMEI at once wait for each other),
 * so of two concurrent orders for one IMEI the first is placed and the second finds it
 * (device_request_already_placed). The order, its pending registration row and its completion job
 * are written together (decision 008).
 */
export function createCeirOrders(db: Db, opts: CeirRequestOptions) {
  return async function requestDeviceOrder(
    bin: string,
    msisdn: string,
    request: DeviceOrderRequest & { requestedBy: string | null },
  ): Promise<DeviceOrderOutcome | null> {
    return inTransaction(db, async (tx, executor) => {
      const number = await loadNumber(tx, bin, msisdn, { lock: true });
      if (!number) return null;
      // spec §5: M2M numbers cannot register devices
      if (number.s.isM2mSubscriber) return { ok: false, refusal: 'device_m2m_not_subject' };
      const imei = request.type === 'REREGISTER' ? number.s.imei : request.imei;
      if (!imei) return { ok: false, refusal: 'device_old_owner_check_failed' };
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ceir:${imei}`}))`);

      const [placed] = await tx
        .select({ id: ceirOrders.id })
        .from(ceirOrders)
        .where(
          and(
            inArray(ceirOrders.state, [...PENDING_STATES]),
            sql`(${ceirOrders.imei} = ${imei} or ${ceirOrders.msisdn} = ${msisdn})`,
          ),
        )
        .limit(1);
      if (placed) return { ok: false, refusal: 'device_request_already_placed' };

      const live = await tx
        .select()
        .from(deviceRegistrations)
        .where(and(eq(deviceRegistrations.imei, imei), isNull(deviceRegistrations.removedAt)));
      const foreign = live.filter((r) => r.msisdn !== msisdn && r.ownerDocument !== bin);
      let oldMsisdn: string | null = null;
      if (request.type === 'REREGISTER') {
        // the portal checks the named document against the IMEI's other owners (spec §8: old IIN/BIN check)
        if (!foreign.some((r) => r.ownerDocument === request.oldDocNumber))
          return { ok: false, refusal: 'device_old_owner_check_failed' };
        oldMsisdn = oldMsisdnToMsisdn(request.oldMsisdn);
      }
      if (request.type === 'DUPLICATE') {
        if (foreign.length === 0) return { ok: false, refusal: 'device_duplicate_order_not_found' };
        const first = new Date(Math.min(...foreign.map((r) => r.registeredAt.getTime())));
        // spec §5 / DESIGN §9: prohibited from 01.01.2019
        if (!isDuplicateAllowed(first)) return { ok: false, refusal: 'device_duplicate_prohibited' };
      }

      const requestType = REQUEST_TYPE[request.type];
      const now = new Date();
      if (requestType === 'REMOVE') {
        // spec §4: the row shows 'pending' instead of a delete button until the register answers
        await tx
          .update(deviceRegistrations)
          .set({ isPending: true })
          .where(
            and(
              eq(deviceRegistrations.imei, imei),
              eq(deviceRegistrations.msisdn, msisdn),
              isNull(deviceRegistrations.removedAt),
            ),
          );
      } else {
        // the number's registration, pending until the register answers (none while one is live)
        await tx
          .insert(deviceRegistrations)
          .values({
            imei,
            msisdn,
            ownerDocument: bin,
            ownerType: 'BIN',
            isPending: true,
            isDuplicate: requestType === 'REGISTER_PROVEN',
            state: REGISTERED_STATE[requestType],
            registeredAt: now,
          })
          .onConflictDoNothing();
      }

      const [order] = await tx
        .insert(ceirOrders)
        .values({
          msisdn,
          imei,
          insertTime: now,
          requestType,
          state: ACCEPTED_STATE[requestType],
          oldMsisdn,
          oldDocument: request.type === 'REREGISTER' ? request.oldDocNumber : null,
        })
        .returning();
      const payload: CeirOperationPayload = {
        bin,
        requestedBy: request.requestedBy,
        ownerDocNumber: request.type === 'REGISTER' ? request.ownerDocNumber : null,
        oldMsisdn,
        oldDocNumber: request.type === 'REREGISTER' ? request.oldDocNumber : null,
      };
      const operationId = await enqueueOperation(tx, executor, opts.scheduler, {
        kind: CEIR_OPERATION_KIND,
        msisdn,
        subject: String(order!.id),
        payload,
        dueAt: new Date(now.getTime() + opts.delayMs),
      });
      return { ok: true, order: toDeviceOrder(order!), operationId };
    });
  };
}

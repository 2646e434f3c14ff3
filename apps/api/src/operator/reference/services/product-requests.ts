import { and, desc, eq, sql } from 'drizzle-orm';
import { LC_STATE_ACTIVE } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { pendingOperations, products, subscriberProducts } from '../../../db/schema/index.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import type { ProductChangeOutcome, ProductChangeRequest } from '../../services-port.ts';
import { chargeableBalance, loadNumber } from '../number-row.ts';
import { enqueueOperation } from '../operations/index.ts';
import { inKeyedTransaction } from '../request-keys.ts';
import { conflictsOf, numberProduct } from './product-catalogue.ts';
import { actionOf, isAllowedFor } from './product-views.ts';

export const PRODUCT_OPERATION_KIND = 'PRODUCT_CHANGE' as const;

/** What a pending product operation carries to its completion. */
export interface ProductOperationPayload {
  bin: string;
  action: 'ENABLE' | 'DISABLE';
  /** spec §4: DEACTIVATED conflicts disabled in the same completion */
  deactivates: string[];
  /** a renewal of a connected renewable product (the reconnect button) */
  isReconnect: boolean;
  requestedBy: string | null;
}

export interface ProductRequestOptions {
  delayMs: number;
  scheduler: CompletionScheduler | null;
  /** products whose requests the simulated systems fail (spec §8 technical error) */
  failingProducts: ReadonlySet<string>;
}

const refuse = (
  refusal: Extract<ProductChangeOutcome, { ok: false }>['refusal'],
  conflicts?: Extract<ProductChangeOutcome, { ok: false }>['conflicts'],
): ProductChangeOutcome => ({ ok: false, refusal, ...(conflicts ? { conflicts } : {}) });

/**
 * spec §4 Service: a connection or disconnection request. Every check and the move to PENDING run
 * in one transaction under the subscriber's row lock, so concurrent requests on a number are
 * answered one after another: the first goes pending, the others find it pending (still_pending).
 * The operation and its completion job are enqueued in the same transaction (decision 008).
 */
export function createProductRequests(db: Db, opts: ProductRequestOptions) {
  return async function requestProductChange(
    bin: string,
    msisdn: string,
    request: ProductChangeRequest,
    requestKey?: string,
  ): Promise<ProductChangeOutcome | null> {
    const { productOfferingId: productId, action } = request;
    const keyed = { bin, key: requestKey, method: `requestProductChange:${action}:${productId}`, msisdn };
    return inKeyedTransaction(db, keyed, async (tx, executor) => {
      const number = await loadNumber(tx, bin, msisdn, { lock: true });
      if (!number) return null;
      const entry = await numberProduct(tx, msisdn, productId, { lock: true });
      if (!entry) return refuse('not_found');
      const { product, own } = entry;
      const status = own?.status ?? 'AVAILABLE';

      // spec §8: still_pending while an operation on the product runs; msisdn_blocked off state 20.
      // decision 012: the SAME request again (a double click, a retried call) is answered as the first
      // was — its pending operation — and nothing new is done; another action still waits.
      if (status === 'PENDING') {
        const pending =
          own?.pendingAction === action ? await pendingOperationOf(tx, msisdn, productId) : null;
        if (!pending) return refuse('still_pending');
        return {
          ok: true,
          productOfferingId: productId,
          state: action === 'ENABLE' ? 'ENABLE' : 'DISABLE',
          deactivates: pending.deactivates,
          operationId: pending.id,
          isRepeat: true,
        };
      }
      if (number.s.lcStateId !== LC_STATE_ACTIVE) return refuse('msisdn_blocked');
      // spec §8 fraud_block ('status not approved'): nothing changes while the fraud review holds it
      if (number.s.fraudReviewSince) return refuse('fraud_block');

      const productAction = actionOf(product);
      const conflicts = action === 'ENABLE' ? await conflictsOf(tx, msisdn, productId, { lock: true }) : [];
      let isReconnect = false;
      let fee = 0;
      if (action === 'DISABLE') {
        if (status !== 'CONNECTED' || (productAction !== 'full' && productAction !== 'disable'))
          return refuse('service_disable_failed');
      } else {
        if (productAction !== 'full' && productAction !== 'enable') return refuse('service_enable_failed');
        if (!isAllowedFor(product, number.s)) return refuse('service_unavailable_4_your_tariff');
        // spec §2: reconnecting renews an active renewable product; others cannot be connected twice
        isReconnect = status === 'CONNECTED';
        if (isReconnect && !product.isRenewable) return refuse('service_enable_failed');
        // spec §8 'activation limit exceeded': connections (renewals too) a calendar month
        if (product.activationLimit !== null) {
          const used = await activationsThisMonth(tx, msisdn, productId);
          if (used >= product.activationLimit) return refuse('activation_limit_exceeded');
        }
        if (conflicts.some((c) => c.own.status === 'PENDING')) return refuse('still_pending');
        // spec §4: reconnecting is unavailable while any conflicting pack is active (naming it)
        if (isReconnect && conflicts.length)
          return refuse(
            'reconnect_not_possible',
            conflicts.map((c) => c.incompatible),
          );
        // spec §4: BLOCKED conflicts refuse (naming the pack); DEACTIVATED ones need the user's yes
        const blocked = conflicts.filter((c) => c.incompatible.incompatibleType === 'BLOCKED');
        if (blocked.length)
          return refuse(
            'incompatible_product',
            blocked.map((c) => c.incompatible),
          );
        if (conflicts.length && !request.deactivateIncompatible)
          return refuse(
            'incompatible_product',
            conflicts.map((c) => c.incompatible),
          );
        fee = product.fee;
        // the first period's fee must be covered now, counting the fees of requests still pending
        const reserved = await pendingFees(tx, msisdn);
        if (fee > 0 && chargeableBalance(number.s) - reserved < fee) return refuse('not_enough_balance');
      }
      // a simulated fault of the operator's systems (deterministic, configured per product)
      if (opts.failingProducts.has(productId)) return refuse('service_technical_error');

      const state = action === 'ENABLE' ? 'ENABLE' : 'DISABLE';
      const now = new Date();
      await tx
        .insert(subscriberProducts)
        .values({ msisdn, productId, status: 'PENDING', state, pendingAction: action, updatedAt: now })
        .onConflictDoUpdate({
          target: [subscriberProducts.msisdn, subscriberProducts.productId],
          set: { status: 'PENDING', state, pendingAction: action, updatedAt: now },
        });
      const deactivates = conflicts.map((c) => c.incompatible.productOfferingId);
      for (const other of deactivates) {
        await tx
          .update(subscriberProducts)
          .set({ status: 'PENDING', state: 'DISABLE', pendingAction: 'DISABLE', updatedAt: now })
          .where(and(eq(subscriberProducts.msisdn, msisdn), eq(subscriberProducts.productId, other)));
      }
      const payload: ProductOperationPayload = {
        bin,
        action,
        deactivates,
        isReconnect,
        requestedBy: request.requestedBy,
      };
      const operationId = await enqueueOperation(tx, executor, opts.scheduler, {
        kind: PRODUCT_OPERATION_KIND,
        msisdn,
        subject: productId,
        payload,
        dueAt: new Date(now.getTime() + opts.delayMs),
      });
      return { ok: true, productOfferingId: productId, state, deactivates, operationId };
    });
  };
}

/** The pending operation of a product of the number, if one runs. */
async function pendingOperationOf(
  tx: Db,
  msisdn: string,
  productId: string,
): Promise<{ id: number; deactivates: string[] } | null> {
  const [row] = await tx
    .select({ id: pendingOperations.id, payload: pendingOperations.payload })
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.msisdn, msisdn),
        eq(pendingOperations.kind, PRODUCT_OPERATION_KIND),
        eq(pendingOperations.subject, productId),
        eq(pendingOperations.status, 'PENDING'),
      ),
    )
    .orderBy(desc(pendingOperations.id))
    .limit(1);
  if (!row) return null;
  return { id: row.id, deactivates: (row.payload as Partial<ProductOperationPayload>).deactivates ?? [] };
}

/**
 * How many times the number asked to connect the product this calendar month in Kazakhstan
 * (spec §9 days are Almaty's), failed requests not counted. Reads the number's operations by
 * (msisdn, created_at): one month of one number.
 */
async function activationsThisMonth(tx: Db, msisdn: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<string>`count(*)` })
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.msisdn, msisdn),
        sql`${pendingOperations.createdAt} >= date_trunc('month', now() at time zone 'Asia/Almaty') at time zone 'Asia/Almaty'`,
        eq(pendingOperations.kind, PRODUCT_OPERATION_KIND),
        eq(pendingOperations.subject, productId),
        sql`${pendingOperations.status} in ('PENDING', 'DONE')`,
        sql`${pendingOperations.payload}->>'action' = 'ENABLE'`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Fees of the number's pending connections: promised to the operator, not yet charged. */
async function pendingFees(tx: Db, msisdn: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${products.fee}), 0)` })
    .from(pendingOperations)
    .innerJoin(products, eq(products.productOfferingId, pendingOperations.subject))
    .where(
      and(
        eq(pendingOperations.msisdn, msisdn),
        eq(pendingOperations.kind, PRODUCT_OPERATION_KIND),
        eq(pendingOperations.status, 'PENDING'),
        sql`${pendingOperations.payload}->>'action' = 'ENABLE'`,
      ),
    );
  return Number(row?.total ?? 0);
}

import { and, eq, inArray } from 'drizzle-orm';
import { LC_STATE_ACTIVE } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import {
  balanceLedger,
  bonusGroups,
  bonuses,
  products,
  subscriberProducts,
  subscribers,
} from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { OperationCompletion } from '../../operations-port.ts';
import { chargeableBalance, loadNumber } from '../number-row.ts';
import { finishOperation, lockPendingOperation, peekOperation, type Completer } from '../operations/index.ts';
import { PRODUCT_OPERATION_KIND, type ProductOperationPayload } from './product-requests.ts';

const DAY_MS = 86_400_000;

/**
 * The completer of PRODUCT_CHANGE operations (decision 008), the reference operator's side of
 * spec §4 Service: completes a pending connection (CONNECTED, the
 * first period's fee charged) or disconnection (back to available). Idempotent: an operation that
 * is no longer PENDING is left alone (null), so a job delivered twice changes nothing the second
 * time. Money: DESIGN §3, the balance and its ledger row in one transaction, the subscriber's row
 * locked first, then its products, then the operation.
 */
export function createProductCompleter(db: Db): Completer<typeof PRODUCT_OPERATION_KIND> {
  return async function completeProductOperation(operationId) {
    const peek = await peekOperation(db, PRODUCT_OPERATION_KIND, operationId);
    if (!peek?.msisdn) return null;
    const peekMsisdn = peek.msisdn;
    const { bin, deactivates } = peek.payload as ProductOperationPayload;
    const touched = [peek.subject, ...deactivates].sort();

    return inTransaction(db, async (tx) => {
      const number = await loadNumber(tx, bin, peekMsisdn, { lock: true });
      await tx
        .select({ productId: subscriberProducts.productId })
        .from(subscriberProducts)
        .where(and(eq(subscriberProducts.msisdn, peekMsisdn), inArray(subscriberProducts.productId, touched)))
        .orderBy(subscriberProducts.productId)
        .for('update');
      const op = await lockPendingOperation(tx, PRODUCT_OPERATION_KIND, operationId);
      if (!op) return null;
      const payload = op.payload as ProductOperationPayload;
      const productId = op.subject;
      const msisdn = peekMsisdn;
      const [product] = await tx.select().from(products).where(eq(products.productOfferingId, productId));
      const now = new Date();
      const result: OperationCompletion<typeof PRODUCT_OPERATION_KIND> = {
        kind: PRODUCT_OPERATION_KIND,
        operationId,
        bin: payload.bin,
        msisdn,
        requestedBy: payload.requestedBy,
        success: true,
        error: null,
        result: { productOfferingId: productId, action: payload.action, charged: 0, deactivated: [] },
      };

      const setProduct = (id: string, values: Partial<typeof subscriberProducts.$inferInsert>) =>
        tx
          .update(subscriberProducts)
          .set({ pendingAction: null, updatedAt: now, ...values })
          .where(and(eq(subscriberProducts.msisdn, msisdn), eq(subscriberProducts.productId, id)));
      const toAvailable = {
        status: 'AVAILABLE',
        state: 'NOT_ACTIVE',
        connectedAt: null,
        availableUntil: null,
      } as const;
      const backConnected = { status: 'CONNECTED', state: 'FULL' } as const;

      if (payload.action === 'DISABLE') {
        await setProduct(productId, toAvailable);
        await tx
          .delete(bonusGroups)
          .where(and(eq(bonusGroups.msisdn, msisdn), eq(bonusGroups.productId, productId)));
      } else {
        const fee = product?.fee ?? 0;
        const failure =
          !number || number.s.lcStateId !== LC_STATE_ACTIVE
            ? ('msisdn_blocked' as const)
            : fee > 0 && chargeableBalance(number.s) < fee
              ? ('not_enough_balance' as const)
              : null;
        if (failure || !number || !product) {
          // nothing is charged; the product and the conflicts go back to where they were
          result.success = false;
          result.error = failure ?? 'msisdn_blocked';
          await setProduct(productId, payload.isReconnect ? backConnected : toAvailable);
          for (const other of payload.deactivates) await setProduct(other, backConnected);
        } else {
          if (fee > 0) {
            const balanceAfter = chargeableBalance(number.s) - fee;
            await tx
              .update(subscribers)
              .set({ availableByCreditLimitOrPiaBalance: balanceAfter, updatedAt: now })
              .where(eq(subscribers.msisdn, msisdn));
            await tx.insert(balanceLedger).values({
              msisdn,
              kind: 'FEE',
              amount: -fee,
              balanceAfter,
              reference: `product:${productId}:operation:${operationId}`,
            });
            result.result.charged = fee;
          }
          const [current] = await tx
            .select()
            .from(subscriberProducts)
            .where(and(eq(subscriberProducts.msisdn, msisdn), eq(subscriberProducts.productId, productId)));
          // a renewal extends the running period; a new connection starts one now
          const from =
            payload.isReconnect && current?.availableUntil && current.availableUntil > now
              ? current.availableUntil
              : now;
          await setProduct(productId, {
            ...backConnected,
            connectedAt: payload.isReconnect ? (current?.connectedAt ?? now) : now,
            availableUntil: product.validityDays
              ? new Date(from.getTime() + product.validityDays * DAY_MS)
              : null,
          });
          for (const other of payload.deactivates) {
            await setProduct(other, toAvailable);
            await tx
              .delete(bonusGroups)
              .where(and(eq(bonusGroups.msisdn, msisdn), eq(bonusGroups.productId, other)));
          }
          result.result.deactivated = payload.deactivates;
          if (!payload.isReconnect && product.trafficVolumeMb)
            await addTrafficBonus(tx, msisdn, product, now);
        }
      }
      await finishOperation(tx, op, result);
      return result;
    });
  };
}

/** spec §3 Bonus group: a connected pack's traffic, full for its validity period. */
async function addTrafficBonus(tx: Db, msisdn: string, product: typeof products.$inferSelect, now: Date) {
  const mb = product.trafficVolumeMb!;
  const [group] = await tx
    .insert(bonusGroups)
    .values({
      msisdn,
      productId: product.productOfferingId,
      nameRu: product.nameRu,
      nameEn: product.nameEn,
      nameKk: product.nameKk,
      sortOrder: 100 + product.sortOrder,
    })
    .returning({ id: bonusGroups.id });
  await tx.insert(bonuses).values({
    groupId: group!.id,
    nameRu: 'Интернет',
    nameEn: 'Internet',
    nameKk: 'Интернет',
    isUnlim: false,
    amount: mb,
    maxAmount: mb,
    unit: 'MB',
    startDate: now,
    endDate: product.validityDays ? new Date(now.getTime() + product.validityDays * DAY_MS) : null,
  });
}

import { eq } from 'drizzle-orm';
import { LC_STATE_ACTIVE, LC_STATE_BLOCKED, type StateEligibility } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { lifecycleStates, subscribers } from '../../../db/schema/index.ts';
import type { StateChangeAction, StateChangeOutcome } from '../../lifecycle-port.ts';
import { localized } from '../row-values.ts';
import { loadNumber } from '../number-row.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { blockedProductsOf, refusalOf } from './status-change-rules.ts';
import { workmateRefusalHtml } from './workmate-refusal-html.ts';

/**
 * spec §4 Number lifecycle on the reference operator. A block or unblock is applied at once
 * (decision 005): the switch sets the state id, the named state and the state-change timestamp in
 * one statement under the subscriber's row lock, so a repeated request finds the new state.
 * decision 012: a repeat (a double click, a retried call) of a change already done — block on a blocked
 * (42) number, unblock on an active (20) one — is answered as success with the current state and
 * changes nothing. Any other starting state is refused as before (block_failed / unblock_failed).
 */
export function createNumberLifecycle(db: Db) {
  return {
    async getStateEligibility(bin: string, msisdn: string): Promise<StateEligibility | null> {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      const blocked = await blockedProductsOf(db, msisdn);
      const suspendRefusal = refusalOf(number, blocked, 'suspend');
      const activateRefusal = refusalOf(number, blocked, 'activate');
      return {
        ...blocked,
        canSuspend: suspendRefusal === null,
        canActivate: activateRefusal === null,
        suspendRefusal,
        activateRefusal,
        suspendRefusalHtml: workmateRefusalHtml(suspendRefusal),
        activateRefusalHtml: workmateRefusalHtml(activateRefusal),
      };
    },

    async changeNumberState(
      bin: string,
      msisdn: string,
      action: StateChangeAction,
    ): Promise<StateChangeOutcome | null> {
      return inTransaction(db, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const target = action === 'suspend' ? LC_STATE_BLOCKED : LC_STATE_ACTIVE;
        if (number.s.lcStateId === target) {
          const [current] = await tx.select().from(lifecycleStates).where(eq(lifecycleStates.id, target));
          return {
            ok: true,
            isRepeat: true,
            state: action === 'suspend' ? ('SUSPENDED' as const) : ('ACTIVE' as const),
            previousLcStateId: target,
            lcState: {
              lcStateId: target,
              name: localized(current!.nameRu, current!.nameEn, current!.nameKk),
              lcStateDate: number.s.lcStateDate.toISOString(),
            },
          };
        }
        const blocked = await blockedProductsOf(tx, msisdn);
        const refusal = refusalOf(number, blocked, action);
        if (refusal) {
          const html = workmateRefusalHtml(refusal);
          if (refusal === 'status_change_blocked_by_products')
            return { ok: false, refusal, blockedProducts: blocked };
          return html ? { ok: false, refusal, refusalHtml: html } : { ok: false, refusal };
        }
        const isSuspend = action === 'suspend';
        const lcStateId = isSuspend ? LC_STATE_BLOCKED : LC_STATE_ACTIVE;
        const state = isSuspend ? ('SUSPENDED' as const) : ('ACTIVE' as const);
        const now = new Date();
        await tx
          .update(subscribers)
          .set({
            lcStateId,
            lcStateDate: now,
            state,
            status: isSuspend ? 'BLOCKED' : 'ACTIVE',
            updatedAt: now,
          })
          .where(eq(subscribers.msisdn, msisdn));
        const [lc] = await tx.select().from(lifecycleStates).where(eq(lifecycleStates.id, lcStateId));
        return {
          ok: true,
          state,
          previousLcStateId: number.s.lcStateId,
          lcState: {
            lcStateId,
            name: localized(lc!.nameRu, lc!.nameEn, lc!.nameKk),
            lcStateDate: now.toISOString(),
          },
        };
      });
    },
  };
}

import { eq } from 'drizzle-orm';
import { LC_STATE_ACTIVE, LC_STATE_BLOCKED, type LcState, type StateEligibility } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { lifecycleStates, subscribers } from '../../../db/schema/index.ts';
import type { StateChangeAction, StateChangeOutcome } from '../../lifecycle-port.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import { localized } from '../row-values.ts';
import { loadNumber } from '../number-row.ts';
import { inKeyedTransaction } from '../request-keys.ts';
import { enqueueOperation } from '../operations/index.ts';
import type { ContractPhoneClock } from '../number/contract-phone-clock.ts';
import { blockedProductsOf, refusalOf } from './status-change-rules.ts';
import { STATE_CHANGE_KIND, type StateChangePayload } from './state-change-completion.ts';
import { workmateRefusalHtml } from './workmate-refusal-html.ts';

export interface NumberLifecycleOptions {
  /** how long the network takes to apply an accepted block or unblock (OPERATOR_DELAY_MS) */
  delayMs: number;
  /** schedules the completion (the portal's job queue); null: the change stays PENDING */
  scheduler: CompletionScheduler | null;
  /** decision 027: a contract phone due on the operator's clock is brought up to it first */
  clock: ContractPhoneClock;
}

async function lcStateOf(db: Db, lcStateId: number, since: Date): Promise<LcState> {
  const [lc] = await db.select().from(lifecycleStates).where(eq(lifecycleStates.id, lcStateId));
  return {
    lcStateId,
    name: localized(lc!.nameRu, lc!.nameEn, lc!.nameKk),
    lcStateDate: since.toISOString(),
  };
}

/**
 * spec §4 Number lifecycle on the reference operator. decision 027: a block or unblock is accepted at
 * once — under the subscriber's row lock the number takes the target state id and timestamp, its
 * named state becomes PENDING, and a STATE_CHANGE operation is made due after the operator's delay —
 * and the network applies it later (state-change-completion.ts: SUSPENDED or ACTIVE). While PENDING,
 * every further change is refused with still_pending (spec §8).
 * decision 012: a repeat (a retried call) of a change already applied — block on a blocked (42)
 * number, unblock on an active (20) one — is answered as success with the current state and
 * changes nothing. Any other starting state is refused as before (block_failed / unblock_failed).
 */
export function createNumberLifecycle(db: Db, opts: NumberLifecycleOptions) {
  return {
    async getStateEligibility(bin: string, msisdn: string): Promise<StateEligibility | null> {
      await opts.clock.catchUp(bin, msisdn);
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
      requestKey?: string,
    ): Promise<StateChangeOutcome | null> {
      await opts.clock.catchUp(bin, msisdn);
      const keyed = { bin, key: requestKey, method: `changeNumberState:${action}`, msisdn };
      return inKeyedTransaction(db, keyed, async (tx, executor) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const target = action === 'suspend' ? LC_STATE_BLOCKED : LC_STATE_ACTIVE;
        if (number.s.lcStateId === target && number.s.state !== 'PENDING') {
          return {
            ok: true,
            isRepeat: true,
            state: action === 'suspend' ? ('SUSPENDED' as const) : ('ACTIVE' as const),
            previousLcStateId: target,
            lcState: await lcStateOf(tx, target, number.s.lcStateDate),
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
        const now = new Date();
        await tx
          .update(subscribers)
          .set({ lcStateId: target, lcStateDate: now, state: 'PENDING', status: 'PENDING', updatedAt: now })
          .where(eq(subscribers.msisdn, msisdn));
        const payload: StateChangePayload = { bin, action, lcStateId: target };
        const operationId = await enqueueOperation(tx, executor, opts.scheduler, {
          kind: STATE_CHANGE_KIND,
          msisdn,
          subject: '',
          payload,
          dueAt: new Date(now.getTime() + opts.delayMs),
        });
        return {
          ok: true,
          state: 'PENDING' as const,
          previousLcStateId: number.s.lcStateId,
          lcState: await lcStateOf(tx, target, now),
          operationId,
        };
      });
    },
  };
}

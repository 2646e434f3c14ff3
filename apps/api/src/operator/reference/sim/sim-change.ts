import { isValidLuhn } from '@kabinet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { simCards, subscribers } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { ControlOutcome } from '../../outcome.ts';
import type { SimChanged } from '../../sim-port.ts';
import { loadNumber } from '../number-row.ts';
import { activeRefusal } from '../number-rules.ts';

/**
 * spec §7 change-sim on the reference operator. Under the number's row lock (DESIGN §3 lock order:
 * the number, then the card), the new card must pass its Luhn check and be a BLANK card of the
 * company's stock; anything else — a card in use or retired, another company's, unknown, a bad check
 * digit — is 'Order cannot be fulfilled' (spec §8). The number takes the card's PIN and PUK codes and
 * the change date; the old card is retired for good. A number on an eSIM moves to the plastic card.
 */
export function createSimChange(db: Db) {
  return async (
    bin: string,
    msisdn: string,
    iccid: string,
  ): Promise<ControlOutcome<'sim_change_failed' | 'msisdn_blocked', SimChanged> | null> =>
    inTransaction(db, async (tx) => {
      const number = await loadNumber(tx, bin, msisdn, { lock: true });
      if (!number) return null;
      const blocked = activeRefusal(number);
      if (blocked) return { ok: false, refusal: blocked };
      if (!isValidLuhn(iccid)) return { ok: false, refusal: 'sim_change_failed' };
      const [card] = (
        await tx.execute<{
          customer_bin: string;
          state: string;
          pin1: string;
          pin2: string;
          puk1: string;
          puk2: string;
        }>(
          sql`select customer_bin, state, pin1, pin2, puk1, puk2 from ${simCards} where ${simCards.iccid} = ${iccid} for update`,
        )
      ).rows;
      if (!card || card.customer_bin !== bin || card.state !== 'BLANK')
        return { ok: false, refusal: 'sim_change_failed' };
      const now = new Date();
      const old = number.s;
      // the old card stops being the number's: retired, never to be issued again
      await tx
        .insert(simCards)
        .values({
          iccid: old.iccid,
          customerBin: bin,
          state: 'RETIRED',
          msisdn,
          pin1: old.pin1,
          pin2: old.pin2,
          puk1: old.puk1,
          puk2: old.puk2,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: simCards.iccid, set: { state: 'RETIRED', msisdn, updatedAt: now } });
      await tx
        .update(simCards)
        .set({ state: 'ACTIVE', msisdn, updatedAt: now })
        .where(eq(simCards.iccid, iccid));
      await tx
        .update(subscribers)
        .set({
          iccid,
          iccidChangeDate: now,
          pin1: card.pin1,
          pin2: card.pin2,
          puk1: card.puk1,
          puk2: card.puk2,
          esim: false,
          updatedAt: now,
        })
        .where(eq(subscribers.msisdn, msisdn));
      return { ok: true, iccid, previousIccid: old.iccid, iccidChangeDate: now.toISOString() };
    });
}

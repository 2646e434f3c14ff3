import { FORWARDING_FIELDS, type Forwarding, type ForwardingType } from '@kabinet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { forwardingSettings } from '../../../db/schema/index.ts';
import type { ForwardingChange } from '../../forwarding-port.ts';
import type { ControlOutcome } from '../../outcome.ts';
import { loadNumber, type NumberRow } from '../number-row.ts';
import { toForwarding } from './forwarding-view.ts';
import { inKeyedTransaction } from '../request-keys.ts';
import { activeRefusal, m2mRefusal } from '../number-rules.ts';

type ForwardingRow = typeof forwardingSettings.$inferSelect;
type Column = 'defaultTo' | 'busyTo' | 'noAnswerTo' | 'unavailableTo';
const COLUMN: Record<ForwardingType, Column> = {
  DEFAULT: FORWARDING_FIELDS.DEFAULT.to,
  BUSY: FORWARDING_FIELDS.BUSY.to,
  NO_ANSWER: FORWARDING_FIELDS.NO_ANSWER.to,
  UNAVAILABLE: FORWARDING_FIELDS.UNAVAILABLE.to,
};

type ForwardingRefusal = 'msisdn_blocked' | 'call_divert_set_failed' | 'call_divert_remove_failed';

/** Why the operator refuses a forwarding change (decision 014), or null. */
function refusalOf(number: NumberRow, change: ForwardingChange): ForwardingRefusal | null {
  const isRemoval = 'remove' in change || change.type === 'FORWARDING_OFF';
  const failure = isRemoval ? 'call_divert_remove_failed' : 'call_divert_set_failed';
  const blocked = activeRefusal(number);
  if (blocked) return blocked;
  // an M2M number carries data only: there are no calls to forward
  if (m2mRefusal(number, failure)) return failure;
  // forwarding a number to itself would ring it forever
  if ('msisdnTo' in change && change.msisdnTo === number.s.msisdn) return 'call_divert_set_failed';
  return null;
}

/** The columns a change writes. */
function valuesOf(change: ForwardingChange): Partial<ForwardingRow> {
  if ('msisdnTo' in change) return { [COLUMN[change.type]]: change.msisdnTo, isForwardingOn: true };
  if ('remove' in change) return { [COLUMN[change.type]]: null };
  return { isForwardingOn: change.type === 'FORWARDING_ON' };
}

/**
 * spec §3 forwarding and callforwards are two readings of one row (operator.forwarding_settings):
 * the master switch and a target per condition. Both APIs of spec §7 change it here. Setting a
 * condition switches forwarding on (nobody sets a divert to leave it inert); switching it off keeps
 * the targets, so switching it on again restores them; removing a condition clears its target.
 */
export function createForwarding(db: Db) {
  const read = async (tx: Db, msisdn: string): Promise<ForwardingRow | null> => {
    const [row] = await tx.select().from(forwardingSettings).where(eq(forwardingSettings.msisdn, msisdn));
    return row ?? null;
  };
  return {
    async getForwarding(bin: string, msisdn: string): Promise<Forwarding | null> {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      return toForwarding(await read(db, msisdn)).forwarding;
    },

    async changeForwarding(
      bin: string,
      msisdn: string,
      change: ForwardingChange,
      requestKey?: string,
    ): Promise<ControlOutcome<ForwardingRefusal, { forwarding: Forwarding }> | null> {
      const keyed = { bin, key: requestKey, method: `changeForwarding:${JSON.stringify(change)}`, msisdn };
      return inKeyedTransaction(db, keyed, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const refusal = refusalOf(number, change);
        if (refusal) return { ok: false, refusal };
        const values = valuesOf(change);
        const now = new Date();
        await tx
          .insert(forwardingSettings)
          .values({ msisdn, ...values, updatedAt: now })
          .onConflictDoUpdate({ target: forwardingSettings.msisdn, set: { ...values, updatedAt: now } });
        return { ok: true, forwarding: toForwarding(await read(tx, msisdn)).forwarding };
      });
    },
  };
}

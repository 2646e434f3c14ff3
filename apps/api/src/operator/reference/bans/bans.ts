import type { BansState, ErrorCode } from '@kabinet/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bans, subscribers } from '../../../db/schema/index.ts';
import { inKeyedTransaction } from '../request-keys.ts';
import type { BanKind } from '../../bans-port.ts';
import type { ControlOutcome } from '../../outcome.ts';
import { loadNumber, type SubscriberRow } from '../number-row.ts';
import { activeRefusal, m2mRefusal } from '../number-rules.ts';

/** The spec §8 failure of each toggle, set and remove. */
export const BAN_FAILURES: Record<BanKind, { set: ErrorCode; remove: ErrorCode }> = {
  SMS_USSD_MGM: { set: 'sms_ussd_ban_set_failed', remove: 'sms_ussd_ban_remove_failed' },
  APP_CALL_DETAILS: { set: 'app_details_ban_set_failed', remove: 'app_details_ban_remove_failed' },
  APP_ACCESS: { set: 'app_ban_set_failed', remove: 'app_ban_remove_failed' },
  OUTGOING: { set: 'block_failed', remove: 'unblock_failed' },
};

/** Whether a ban is set, read from the subscriber's fields (spec §3 bans and access). */
const isBanSet = (s: SubscriberRow, kind: BanKind): boolean =>
  kind === 'SMS_USSD_MGM'
    ? s.isSmsUssdMgmBanEnabled
    : kind === 'APP_ACCESS'
      ? s.isAppAccessBlocked
      : kind === 'OUTGOING'
        ? s.isOutgoingBarred
        : !s.hasAppCallDetailsAccess;

/** The subscriber's field values once the ban is set or removed. */
const fieldsOf = (kind: BanKind, isSet: boolean): Partial<SubscriberRow> =>
  kind === 'SMS_USSD_MGM'
    ? { isSmsUssdMgmBanEnabled: isSet }
    : kind === 'APP_ACCESS'
      ? { isAppAccessBlocked: isSet }
      : kind === 'OUTGOING'
        ? { isOutgoingBarred: isSet }
        : { hasAppCallDetailsAccess: !isSet };

/**
 * spec §4 Toggles on the reference operator: the current state is on the subscriber, each change is
 * appended to operator.bans. A repeat (setting a ban that is set) changes nothing and succeeds, as
 * block on a blocked number does (decision 012).
 */
export function createBans(db: Db) {
  return {
    async getBansState(bin: string, msisdn: string): Promise<BansState | null> {
      const [s] = await db
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.msisdn, msisdn), eq(subscribers.customerBin, bin)));
      if (!s) return null;
      return {
        msisdn,
        lcStateId: s.lcStateId,
        isSMS_USSDMgmBanEnabled: s.isSmsUssdMgmBanEnabled,
        isMyKcellAccessBlocked: s.isAppAccessBlocked,
        accessToDetailOfMyKcell: s.hasAppCallDetailsAccess,
      };
    },

    async setBan(
      bin: string,
      msisdn: string,
      kind: BanKind,
      isSet: boolean,
      requestKey?: string,
    ): Promise<ControlOutcome<
      'msisdn_blocked' | (typeof BAN_FAILURES)[BanKind]['set'],
      { isRepeat: boolean }
    > | null> {
      const keyed = { bin, key: requestKey, method: `setBan:${kind}:${isSet}`, msisdn };
      return inKeyedTransaction(db, keyed, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const failure = BAN_FAILURES[kind][isSet ? 'set' : 'remove'];
        // the bar at a spend limit (decision 030) is the billing's own control: a blocked or M2M
        // number takes and loses it too (the portal lifts it on the 1st whatever the state)
        const refusal = kind === 'OUTGOING' ? null : (activeRefusal(number) ?? m2mRefusal(number, failure));
        if (refusal) return { ok: false, refusal };
        if (isBanSet(number.s, kind) === isSet) return { ok: true, isRepeat: true };
        const now = new Date();
        await tx
          .update(subscribers)
          .set({ ...fieldsOf(kind, isSet), updatedAt: now })
          .where(eq(subscribers.msisdn, msisdn));
        await tx.insert(bans).values({ msisdn, kind, isSet, createdAt: now });
        return { ok: true, isRepeat: false };
      });
    },
  };
}

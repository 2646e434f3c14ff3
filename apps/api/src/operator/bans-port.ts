import type { BansState, ErrorCode } from '@kabinet/contract';
import type { ControlOutcome } from './outcome.ts';

// The operator port's part for the number's bans (spec §4 Toggles, decision 014): managing it by
// SMS/USSD, and the operator's mobile app (account access, call details). Applied at once; every call
// returns null when the company has no such number.

/**
 * The three toggles of spec §4 and what each stores (spec §3 Subscriber, bans and access), and the
 * bar on outgoing traffic the portal orders at a number's spend limit (decision 030: no toggle).
 */
export type BanKind = 'SMS_USSD_MGM' | 'APP_CALL_DETAILS' | 'APP_ACCESS' | 'OUTGOING';

/** the spec §4 toggles a user sets (the bar at a spend limit is the portal's own, decision 030) */
export type ToggleKind = Exclude<BanKind, 'OUTGOING'>;

export interface BansPort {
  /** spec §3 bans and app access with the lifecycle state, for the toggle modals */
  getBansState(bin: string, msisdn: string): Promise<BansState | null>;
  /** spec §4 Toggles: set (true) or remove (false) a ban; `isRepeat` when it already was so */
  setBan(
    bin: string,
    msisdn: string,
    kind: BanKind,
    isSet: boolean,
    /** decision 023: a key the operator applies at most once per company (a bulk item's `<jobId>:<seq>`) */
    requestKey?: string,
  ): Promise<ControlOutcome<ErrorCode, { isRepeat: boolean }> | null>;
}

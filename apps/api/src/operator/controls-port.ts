import type { ErrorCode, Forwarding, ForwardingType, NumberControlsState } from '@kabinet/contract';

// The operator port's part for the number controls of spec §2's modals (issue 9, decision 014):
// SIM change, the secret code, the SMS/USSD management ban, the mobile app's account and call-details
// access, and call forwarding. Each change is applied at once; refusals are values carrying a catalogue
// code (decision 007). Every call returns null when the company has no such number.

export type ControlOutcome<R extends ErrorCode, T = object> = ({ ok: true } & T) | { ok: false; refusal: R };

/** What a SIM change left: the number on its new card. */
export interface SimChanged {
  iccid: string;
  previousIccid: string;
  iccidChangeDate: string;
}

/** The three toggles of spec §4 and what each stores (spec §3 Subscriber, bans and access). */
export type BanKind = 'SMS_USSD_MGM' | 'APP_CALL_DETAILS' | 'APP_ACCESS';

/** One change of the forwarding state, through either API of spec §7 (callforwards or forwarding). */
export type ForwardingChange =
  | { type: 'FORWARDING_ON' | 'FORWARDING_OFF' }
  | { type: ForwardingType; msisdnTo: string }
  | { type: ForwardingType; remove: true };

export interface ControlsPort {
  /** spec §3 bans and app access with the lifecycle state, for the toggle modals */
  getControlsState(bin: string, msisdn: string): Promise<NumberControlsState | null>;
  /** spec §7 change-sim: the number moves to a blank card of the company's stock */
  changeSim(
    bin: string,
    msisdn: string,
    iccid: string,
  ): Promise<ControlOutcome<'sim_change_failed' | 'msisdn_blocked', SimChanged> | null>;
  /** spec §7 ics_pin POST: a new secret code is texted to the number; the code never leaves the operator */
  sendSecretCode(
    bin: string,
    msisdn: string,
  ): Promise<ControlOutcome<'secret_code_send_failed' | 'msisdn_blocked'> | null>;
  /** spec §7 ics_pin DELETE */
  deleteSecretCode(bin: string, msisdn: string): Promise<ControlOutcome<'secret_code_delete_failed'> | null>;
  /** spec §4 Toggles: set (true) or remove (false) a ban; `isRepeat` when it already was so */
  setBan(
    bin: string,
    msisdn: string,
    kind: BanKind,
    isSet: boolean,
  ): Promise<ControlOutcome<ErrorCode, { isRepeat: boolean }> | null>;
  /** spec §3 forwarding, the one state behind both APIs */
  getForwarding(bin: string, msisdn: string): Promise<Forwarding | null>;
  /** spec §4 Call forwarding: the master switch, or one condition set or removed */
  changeForwarding(
    bin: string,
    msisdn: string,
    change: ForwardingChange,
  ): Promise<ControlOutcome<ErrorCode, { forwarding: Forwarding }> | null>;
}

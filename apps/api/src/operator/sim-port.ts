import type { ControlOutcome } from './outcome.ts';

// The operator port's part for the SIM card (spec §2 SIM modal, §7 change-sim and ics_pin; decision
// 014): the number moves to a blank card of the company's stock, and its secret code is sent or
// deleted. Applied at once; every call returns null when the company has no such number.

/** What a SIM change left: the number on its new card. */
export interface SimChanged {
  iccid: string;
  previousIccid: string;
  iccidChangeDate: string;
}

export interface SimPort {
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
}

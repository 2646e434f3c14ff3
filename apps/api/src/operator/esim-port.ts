import type { ErrorCode } from '@kabinet/contract';

// The operator port's part for eSIM (spec §3 eSIM, §4 eSIM sequence, §7 eSIM; decision
// 016). A reservation is accepted and issued later through the completion seam (decision 008);
// refusals are values with catalogue codes (decision 007).

/** spec §3 eSIM status response, as the operator answers the status check. */
export type EsimStatusAnswer =
  | { state: 'NOT_FOUND'; isBalanceEnough: boolean }
  /** spec §4 'empty': nothing reserved and the SM-DP+ has no free profile to offer (decision 022) */
  | { state: 'EMPTY' }
  /** spec §4 'has balance': the balance is above what a remote change may carry (decision 022) */
  | { state: 'HAS_BALANCE' }
  | { state: 'NOT_READY'; icc: string }
  | { state: 'SUCCESS'; icc: string; activationCode: string; expiresAt: Date }
  /** the status check failed: timeout, qr-not-found, or the eSIM state fails for the number */
  | {
      state: 'FAILED';
      failure: Extract<ErrorCode, 'esim_timeout' | 'esim_qr_not_found' | 'esim_replacement_unavailable'>;
    };

export type EsimRefusal = Extract<
  ErrorCode,
  | 'esim_insufficient_funds'
  | 'esim_issue_failed'
  | 'esim_operation_in_progress'
  | 'esim_replacement_unavailable'
  | 'esim_order_exists'
  | 'esim_qr_not_found'
  | 'esim_store_visit_required'
>;

export type EsimReserveOutcome =
  { ok: true; iccid: string; operationId: number } | { ok: false; refusal: EsimRefusal };

export type EsimChangeOutcome =
  { ok: true; iccid: string; oldIccid: string } | { ok: false; refusal: EsimRefusal };

/** How an eSIM reservation ended (operation kind ESIM_RESERVE, decision 008). */
export interface EsimReserveResult {
  iccid: string;
  state: 'READY' | 'FAILED';
}

export interface EsimPort {
  /** spec §4: the status check; null when the company has no such number */
  getEsimStatus(bin: string, msisdn: string): Promise<EsimStatusAnswer | null>;
  /** spec §7 reserve (fee: spec §9 0 tenge); null when the company has no such number */
  reserveEsim(bin: string, msisdn: string, requestedBy: string | null): Promise<EsimReserveOutcome | null>;
  /** whether `code` is the number's activation code, valid now (the QR is made and sent only for it) */
  isActiveActivationCode(bin: string, msisdn: string, code: string): Promise<boolean | null>;
  /** spec §7 change: the number moves to the reserved eSIM, the plastic SIM stops working */
  changeToEsim(bin: string, msisdn: string, iccid: string): Promise<EsimChangeOutcome | null>;
}

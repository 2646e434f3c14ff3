import type { TransferField } from '@kabinet/contract';

// The operator port's part for balance transfers (spec §7 POST /api/customers/transfer-payment).
// Refusals are values carrying the billing system's error name (spec §8 data.errorName); the portal
// maps them to catalogue codes.

export interface TransferRequest {
  msisdnFrom: string;
  msisdnTo: string;
  /** integer tiyn, 1..100,000,000 (spec §9 transfer range) */
  amount: number;
  /** the client's Idempotency-Key: the operator applies a key at most once per company */
  idempotencyKey: string;
}

export type TransferOutcome =
  | {
      ok: true;
      /** the operator's reference of the transfer */
      transferId: string;
      msisdnFrom: string;
      msisdnTo: string;
      amount: number;
      /** true when the key had already been applied: nothing moved this time */
      isReplay: boolean;
    }
  | {
      ok: false;
      /** spec §8: not_enough_balance_cred_limit, not_active_msisdn, no_msisdn_in_bin, same_channel_id, … */
      errorName: string;
      /** the field the refusal is about, when the billing says */
      field: TransferField | null;
    };

export interface TransferPort {
  /**
   * spec §4 Transfer: moves `amount` tiyn between two numbers of the company in one step, or
   * refuses and moves nothing. A key already applied returns the first transfer (isReplay).
   */
  transferBalance(bin: string, request: TransferRequest): Promise<TransferOutcome>;
  /**
   * decision 036: the transfer the operator applied for this request under its key, or null when it
   * applied none (a refused transfer leaves nothing to find). Asked when a transfer's answer was lost.
   */
  findTransfer(bin: string, request: TransferRequest): Promise<AppliedTransfer | null>;
}

export type AppliedTransfer = Extract<TransferOutcome, { ok: true }>;

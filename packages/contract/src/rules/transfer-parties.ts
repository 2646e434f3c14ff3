import type { TransferErrorCode } from '../errors.ts';
import { transferErrorCode } from '../error-mappings.ts';
import { LC_STATE_ACTIVE } from '../constants.ts';

// spec §5 Balance transfer: both numbers belong to the company, neither is blocked, they are not on
// the same account, and the sender gives only what its available funds exceed its credit limit by.
// The reference operator applies this rule under its row locks and the browser applies it to the
// suggestions it shows, so both refuse the same transfer with the same billing name (spec §8).

/** A number as the transfer rule sees it (balances in tiyn; null = not defined). */
export interface TransferParty {
  lcStateId: number;
  /** the personal account (null: not known) */
  accountNumber: string | null;
  /** spec §3 availableByCreditLimitOrPiaBalance */
  availableByCreditLimitOrPiaBalance: number | null;
  creditLimit: number | null;
}

/** The billing names of spec §8 the rule refuses with (the operator may also report others). */
export type TransferErrorName =
  'no_msisdn_in_bin' | 'not_active_msisdn' | 'same_channel_id' | 'not_enough_balance_cred_limit';

/** Which field of the transfer a refusal is about. */
export type TransferField = 'msisdnFrom' | 'msisdnTo' | 'tenge';

export interface TransferRefusal {
  errorName: string;
  field: TransferField | null;
}

/** spec §5: what the sender may give — only what its available funds exceed the credit limit by. */
export function transferableTiyn(
  party: Pick<TransferParty, 'availableByCreditLimitOrPiaBalance' | 'creditLimit'>,
): number {
  const available = party.availableByCreditLimitOrPiaBalance ?? 0;
  const limit = Math.max(0, party.creditLimit ?? 0);
  return Math.max(0, available - limit);
}

/**
 * The first rule a transfer breaks, or null when it may go. `null` parties are numbers the company
 * does not have (unknown and foreign numbers alike: nothing about another company is revealed).
 */
export function checkTransfer(
  from: TransferParty | null,
  to: TransferParty | null,
  amountTiyn: number,
): TransferRefusal | null {
  if (!from) return { errorName: 'no_msisdn_in_bin', field: 'msisdnFrom' };
  if (!to) return { errorName: 'no_msisdn_in_bin', field: 'msisdnTo' };
  if (from.lcStateId !== LC_STATE_ACTIVE) return { errorName: 'not_active_msisdn', field: 'msisdnFrom' };
  if (to.lcStateId !== LC_STATE_ACTIVE) return { errorName: 'not_active_msisdn', field: 'msisdnTo' };
  if (from.accountNumber !== null && from.accountNumber === to.accountNumber)
    return { errorName: 'same_channel_id', field: 'msisdnTo' };
  if (transferableTiyn(from) < amountTiyn)
    return { errorName: 'not_enough_balance_cred_limit', field: 'tenge' };
  return null;
}

// spec §8 "Also": the field-level texts that say which number (or the amount) is at fault
const FIELD_CODES: Partial<Record<TransferErrorCode, Partial<Record<TransferField, TransferErrorCode>>>> = {
  transfer_inactive_number: { msisdnFrom: 'transfer_sender_blocked', msisdnTo: 'transfer_recipient_blocked' },
  transfer_channel_id_failure: {
    msisdnFrom: 'transfer_sender_not_in_company',
    msisdnTo: 'transfer_recipient_not_in_company',
  },
  transfer_same_channel: { msisdnTo: 'transfer_same_account' },
  transfer_insufficient_balance: { tenge: 'transfer_credit_limit' },
};

/** How a refusal is answered: the §8 table's code, and the field text when the field is known. */
export function transferRefusalCodes(refusal: TransferRefusal): {
  code: TransferErrorCode;
  fieldError: { field: TransferField; code: TransferErrorCode } | null;
} {
  const code = transferErrorCode(refusal.errorName);
  const fieldCode = refusal.field ? FIELD_CODES[code]?.[refusal.field] : undefined;
  return { code, fieldError: refusal.field && fieldCode ? { field: refusal.field, code: fieldCode } : null };
}

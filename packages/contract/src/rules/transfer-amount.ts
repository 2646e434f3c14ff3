import { z } from 'zod';
import type { ValidationErrorCode } from '../errors.ts';
import {
  TIYN_PER_TENGE,
  TRANSFER_MAX_TIYN,
  TRANSFER_MIN_TIYN,
  TRANSFER_TENGE_MAX_CHARS,
  TRANSFER_TIYN_MAX_CHARS,
} from '../constants.ts';
import { msisdnSchema } from './msisdn.ts';

// spec §5 Balance transfer: the tenge part has up to 7 characters and is at most 1,000,000; the
// tiyn part up to 2 characters, at most 99; the total is 0.01 to 1,000,000 tenge. Money travels
// as integer tiyn (DESIGN §3), so the result of every parser here is an integer of tiyn.

export type AmountResult = { ok: true; tiyn: number } | { ok: false; code: ValidationErrorCode };

const fail = (code: ValidationErrorCode): AmountResult => ({ ok: false, code });

function checkRange(tiyn: number): AmountResult {
  if (tiyn < TRANSFER_MIN_TIYN) return fail('amount_too_small');
  if (tiyn > TRANSFER_MAX_TIYN) return fail('amount_too_large');
  return { ok: true, tiyn };
}

/** The two fields of the transfer form ('1500', '5' → 150005 tiyn; an empty tiyn part is 0). */
export function amountPartsToTiyn(tengePart: string, tiynPart: string): AmountResult {
  const tenge = tengePart.trim() || '0';
  const tiyn = tiynPart.trim() || '0';
  if (tenge.length > TRANSFER_TENGE_MAX_CHARS || !/^\d+$/.test(tenge)) return fail('invalid_tenge_part');
  if (tiyn.length > TRANSFER_TIYN_MAX_CHARS || !/^\d+$/.test(tiyn)) return fail('invalid_tiyn_part');
  const tengeValue = Number(tenge);
  if (tengeValue > TRANSFER_MAX_TIYN / TIYN_PER_TENGE) return fail('amount_too_large');
  // '5' in the tiyn field is 5 tiyn (0.05), as the separate field reads
  return checkRange(tengeValue * TIYN_PER_TENGE + Number(tiyn));
}

/** A decimal tenge string ('1500', '1500.5', '1 500,05') → tiyn; more than 2 decimals is invalid. */
export function parseTengeAmount(input: string): AmountResult {
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(input.replace(/[\s\u00a0]/g, ''));
  if (!m) return fail('invalid_amount');
  const tenge = m[1]!;
  if (tenge.length > TRANSFER_TENGE_MAX_CHARS + 1) return fail('amount_too_large');
  const fraction = (m[2] ?? '').padEnd(2, '0');
  return checkRange(Number(tenge) * TIYN_PER_TENGE + Number(fraction));
}

/** A transfer amount in tiyn, 1..100,000,000 (0.01..1,000,000 tenge). */
export const transferAmountSchema = z
  .number()
  .int('invalid_amount')
  .min(TRANSFER_MIN_TIYN, 'amount_too_small')
  .max(TRANSFER_MAX_TIYN, 'amount_too_large');

/** The transfer form (spec §2 Balance transfer): sender, recipient, tenge and tiyn parts. */
export const transferFormSchema = z
  .object({
    msisdnFrom: msisdnSchema,
    msisdnTo: msisdnSchema,
    tenge: z.string(),
    tiyn: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.msisdnFrom === form.msisdnTo)
      ctx.addIssue({ code: 'custom', message: 'same_msisdn', path: ['msisdnTo'] });
    const amount = amountPartsToTiyn(form.tenge, form.tiyn);
    if (!amount.ok) {
      const path = amount.code === 'invalid_tiyn_part' ? 'tiyn' : 'tenge';
      ctx.addIssue({ code: 'custom', message: amount.code, path: [path] });
    }
  });

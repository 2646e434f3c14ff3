import { z } from 'zod';
import {
  DEFAULT_SEARCH_MASK,
  SEARCH_ACCOUNT_MAX_DIGITS,
  SEARCH_COMMENT_MAX_LENGTH,
  SEARCH_ICCID_MAX_DIGITS,
  SEARCH_LABEL_MAX_LENGTH,
  SEARCH_MSISDN_MAX_DIGITS,
} from '../constants.ts';
import { normalizeNote } from './label-comment.ts';
import { paymentTypeSchema } from './payment-type.ts';

// spec §5 Search: number mask 10 digits, account number 18, ICCID 20, label and comment max 20
// characters. Empty fields are sent as null; the default number mask is '7'.

const digits = (max: number, tooLong: string, notDigits: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, notDigits)
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

const text = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).nullish().transform(normalizeNote);

/** The numbers search (POST /api/customers/subscribers body); the output has nulls for empty fields. */
export const subscriberSearchSchema = z.object({
  /** the digits the 10-digit number starts with; empty means the default mask '7' */
  msisdnPart: z
    .string()
    .trim()
    .regex(/^\d*$/, 'invalid_msisdn_part')
    .max(SEARCH_MSISDN_MAX_DIGITS, 'search_msisdn_too_long')
    .nullish()
    .transform((v) => v || DEFAULT_SEARCH_MASK),
  accountNumber: digits(SEARCH_ACCOUNT_MAX_DIGITS, 'search_account_too_long', 'invalid_account_number'),
  iccid: digits(SEARCH_ICCID_MAX_DIGITS, 'search_iccid_too_long', 'invalid_iccid'),
  typeAccount: paymentTypeSchema.nullish().transform((v) => v ?? null),
  label: text(SEARCH_LABEL_MAX_LENGTH, 'search_label_too_long'),
  comment: text(SEARCH_COMMENT_MAX_LENGTH, 'search_comment_too_long'),
});
export type SubscriberSearchInput = z.input<typeof subscriberSearchSchema>;
export type SubscriberSearch = z.output<typeof subscriberSearchSchema>;

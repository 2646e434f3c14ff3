import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { msisdnSchema } from './rules/msisdn.ts';
import { tiynSchema } from './rules/money.ts';
import { transferFormSchema } from './rules/transfer-amount.ts';
import { operationResultStatusSchema } from './operation-result.ts';
import { successCodeSchema } from './success-codes.ts';

// spec §7 POST /api/customers/transfer-payment: a balance transfer between two numbers of the company
// (spec §2 Balance transfer page, §5 Balance transfer, §8 Balance transfer).

/** Money moves carry this header; a key is applied at most once per company (DESIGN §3). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A client's key for one money move: 1–255 visible ASCII characters (a UUID in the web app). */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'idempotency_key_required')
  .max(255, 'idempotency_key_invalid')
  .regex(/^[\x21-\x7e]+$/, 'idempotency_key_invalid');

/**
 * The amount travels as the form's two parts (tenge up to 7 characters, tiyn up to 2), so the server
 * refuses the same input as the browser with the same code (spec §5; docs/decisions/013).
 */
export const transferBodySchema = transferFormSchema;
export type TransferBody = z.infer<typeof transferBodySchema>;

/**
 * A transfer that went through (data.errorName null). A refusal is a problem whose code is the
 * spec §8 table's (transferRefusalCodes) and which carries the billing's `errorName`.
 */
export const transferResultSchema = z.object({
  result: operationResultStatusSchema,
  data: z.object({
    /** the operator's reference of the transfer */
    transferId: z.string(),
    msisdnFrom: msisdnSchema,
    msisdnTo: msisdnSchema,
    amount: tiynSchema,
    errorName: z.string().nullable(),
  }),
  message: successCodeSchema.nullable(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const transferRoutes = {
  transferPayment: defineRoute({
    id: 'transfer.transferPayment',
    method: 'POST',
    path: '/api/customers/transfer-payment',
    summary:
      'Transfer balance between two numbers of the company; needs an Idempotency-Key header (a retry with the same key returns the first result)',
    feature: 'subscribers_balance_transfer',
    scope: 'company',
    permission: 'finance.move',
    // spec: rate limit per company on money moves (decision 012)
    rateLimit: RATE_LIMITS.transfer,
    idempotencyKey: 'required',
    body: transferBodySchema,
    bodyNumbers: ['msisdnFrom', 'msisdnTo'],
    response: transferResultSchema,
  }),
};

import { z } from 'zod';

/**
 * spec §3 Subscriber `type`: PREPAID (shown as Advance) or POSTPAID (shown as Credit) — the
 * payment type, searched as `typeAccount` (spec §7). Not the `accountType` INDIVIDUAL / GENERAL,
 * which is ACCOUNT_KINDS (subscriber.ts).
 */
export const PAYMENT_TYPES = ['PREPAID', 'POSTPAID'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES, 'invalid_account_type');
export type PaymentType = z.infer<typeof paymentTypeSchema>;

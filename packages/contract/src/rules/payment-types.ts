/**
 * spec §3 Subscriber `type`: PREPAID (shown as Advance) or POSTPAID (shown as Credit) — the
 * payment type, searched as `typeAccount` (spec §7). Not the `accountType` INDIVIDUAL / GENERAL,
 * which is ACCOUNT_KINDS (subscriber.ts).
 */
export const PAYMENT_TYPES = ['PREPAID', 'POSTPAID'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

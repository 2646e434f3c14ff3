import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { LANGUAGES } from './constants.ts';
import { tiynSchema } from './rules/money.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';

// Decision 030: a number's spend this month and its monthly limit, with alerts at 80 % and 100 % and
// the operator's optional bar on outgoing traffic at 100 %.

/** the largest monthly limit: 100 million tenge, in tiyn */
export const SPEND_LIMIT_MAX_TIYN = 100_000_000 * 100;
/** the shares of the limit at which the administrators are alerted */
export const SPEND_ALERT_THRESHOLDS = [80, 100] as const;

export const spendLimitSchema = z.object({
  /** tiyn; a whole number of tenge */
  monthlyLimit: tiynSchema,
  /** the operator bars outgoing traffic the moment the month's charges reach the limit */
  blockAtLimit: z.boolean(),
  /** outgoing traffic is barred now (this month's charges reached the limit) */
  isOutgoingBlocked: z.boolean(),
});

export const numberSpendSchema = z.object({
  msisdn: msisdnSchema,
  /** the first day of the month counted (YYYY-MM-DD) */
  month: z.string(),
  /** the month's charges so far, in tiyn */
  spent: tiynSchema,
  limit: spendLimitSchema.nullable(),
});
export type NumberSpend = z.infer<typeof numberSpendSchema>;

export const spendLimitInputSchema = z.object({
  monthlyLimit: z
    .number('invalid_spend_limit')
    .int('invalid_spend_limit')
    .min(100, 'invalid_spend_limit')
    .max(SPEND_LIMIT_MAX_TIYN, 'invalid_spend_limit')
    .refine((v) => v % 100 === 0, 'invalid_spend_limit')
    .meta({ description: 'the monthly limit in tiyn: whole tenge, 1 to 100,000,000 ₸' }),
  blockAtLimit: z.boolean().default(false).meta({
    description:
      'bar outgoing traffic the moment the month reaches the limit (lifted on the 1st or when raised)',
  }),
  /** the language the administrator works in: the alerts are written in it */
  language: z.enum(LANGUAGES, 'invalid_language').optional(),
});
export type SpendLimitInput = z.input<typeof spendLimitInputSchema>;

const base = '/api/subscribers/:msisdn';

export const spendRoutes = {
  number: defineRoute({
    id: 'spend.number',
    method: 'GET',
    path: `${base}/spend`,
    summary: "The number's charges this month and its monthly spend limit",
    feature: 'view_subscribers',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    query: z.object({
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_date')
        .optional()
        .meta({ description: 'YYYY-MM: the month counted (default: the current one)', example: '2026-10' }),
    }),
    response: numberSpendSchema,
  }),
  setLimit: defineRoute({
    id: 'spend.limit.set',
    method: 'PUT',
    path: `${base}/spend-limit`,
    summary: "Set the number's monthly spend limit (alerts at 80 % and 100 %, optionally bar outgoing)",
    feature: 'view_subscribers',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    body: spendLimitInputSchema,
    response: numberSpendSchema,
  }),
  removeLimit: defineRoute({
    id: 'spend.limit.remove',
    method: 'DELETE',
    path: `${base}/spend-limit`,
    summary: "Remove the number's spend limit (and the bar on outgoing it caused)",
    feature: 'view_subscribers',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    response: numberSpendSchema,
  }),
};

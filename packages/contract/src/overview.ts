import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { tiynSchema } from './rules/money.ts';
import { msisdnSchema } from './rules/msisdn.ts';
import { localizedTextSchema } from './i18n-text.ts';

// Decision 030: the company overview — one answer from the operator's aggregates, never a scan of
// the company's usage per request.

/** decision 030: the user's choice of the page after sign-in (stored with the user, for every company) */
export const overviewLandingSchema = z.object({
  landsOnOverview: z
    .boolean('validation_error')
    .meta({ description: 'open the overview after sign-in instead of the numbers list' }),
});
export type OverviewLanding = z.infer<typeof overviewLandingSchema>;

export const SPEND_KINDS = ['calls', 'sms', 'data', 'roaming', 'subscription', 'services'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

/** a prepaid number below this balance (tiyn) is counted as low: 500 ₸ */
export const LOW_PREPAID_BALANCE_TIYN = 50_000;
/** "near the limit": the month's charges at 80 % of it or more (the first alert) */
export const NEAR_LIMIT_PERCENT = 80;

const amountByKind = z.object(
  Object.fromEntries(SPEND_KINDS.map((k) => [k, tiynSchema])) as Record<SpendKind, typeof tiynSchema>,
);

export const overviewSchema = z.object({
  /** the first day of the current month (YYYY-MM-DD), the operator's today */
  month: z.string(),
  today: z.string(),
  money: z
    .object({
      /** the company's accounts together (negative: owed) */
      balance: tiynSchema,
      debt: tiynSchema,
      penalty: tiynSchema,
    })
    .nullable()
    .meta({
      description:
        "the company's balance, debt and penalty; null for a user without finance.read or with a number scope (company money is not theirs to see)",
    }),
  spendThisMonth: tiynSchema,
  /** the last 12 months, oldest first, the current one last */
  months: z.array(
    z.object({
      month: z.string(),
      total: tiynSchema,
      byKind: amountByKind.nullable().meta({
        description:
          "by kind of charge; null for a user with a number scope (the kinds are kept per cost centre, not per number: only the month's total is theirs)",
      }),
    }),
  ),
  /** this month by cost centre (id null: numbers without one), largest first; empty for a user with a number scope */
  byCostCentre: z.array(
    z.object({
      id: z.number().int().nullable(),
      code: z.string().nullable(),
      name: z.string().nullable(),
      total: tiynSchema,
    }),
  ),
  /** numbers by lifecycle state */
  states: z.array(
    z.object({ lcStateId: z.number().int(), names: localizedTextSchema, count: z.number().int() }),
  ),
  topSpenders: z.array(z.object({ msisdn: msisdnSchema, label: z.string().nullable(), spent: tiynSchema })),
  limits: z.object({
    /** numbers at 80 % of their limit or more, this month */
    near: z.number().int(),
    /** numbers at or over their limit this month */
    over: z.number().int(),
    /** outgoing barred by the limit now */
    blocked: z.number().int(),
  }),
  lowPrepaid: z.object({ count: z.number().int(), threshold: tiynSchema }),
  /** for a user with a number scope: operations on their groups' numbers, and the jobs and reports they started */
  pending: z.object({
    operations: z.number().int(),
    bulkJobs: z.number().int(),
    reports: z.number().int(),
  }),
  lastActions: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      msisdn: z.string().nullable(),
      success: z.boolean(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

export const overviewRoutes = {
  get: defineRoute({
    id: 'overview.get',
    method: 'GET',
    path: '/api/overview',
    summary:
      "The company at a glance: money, this month's spend and the last 12 months, states, limits, pending work",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    response: overviewSchema,
  }),
  landing: defineRoute({
    id: 'overview.landing.get',
    method: 'GET',
    path: '/api/overview/landing',
    summary: 'Whether the signed-in user opens the overview after sign-in (else the numbers list)',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: overviewLandingSchema,
  }),
  setLanding: defineRoute({
    id: 'overview.landing.set',
    method: 'PUT',
    path: '/api/overview/landing',
    summary:
      'Choose whether to open the overview after sign-in; a link to another page still opens that page',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    rateLimit: RATE_LIMITS.preferences,
    body: overviewLandingSchema,
    response: overviewLandingSchema,
  }),
};

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { successCodeSchema } from './success-codes.ts';
import { subscriberSchema } from './number.ts';
import { pageNumberQuerySchema, pageSizeQuerySchema } from './paging.ts';
import { LANGUAGES, SUBSCRIBERS_PAGE_SIZE } from './constants.ts';
import { subscriberSearchSchema } from './rules/search.ts';
import {
  BALANCE_FILTER_MAX_TIYN,
  CSV_SEPARATORS,
  NUMBER_SORTS,
  NUMBER_STATE_FILTERS,
  NUMBERS_EXPORT_FORMATS,
  NUMBERS_MAX_PAGE_SIZE,
  NUMBERS_PAGE_SIZES,
  SIM_KINDS,
  SPEND_LEVELS,
  SORT_DIRECTIONS,
} from './rules/numbers-view.ts';
import { binaryFileSchema, MEDIA_TYPES } from './files.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { commentEditSchema, labelEditSchema } from './rules/label-comment.ts';
import { costCentreRefSchema } from './cost-centres.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { tiynSchema } from './rules/money.ts';

// spec §2 Numbers list and §3 Subscribers list; spec §7 numbers search, label and comment.

/** What a card of the numbers list shows (spec §2 "Each card shows"). */
export const subscriberCardSchema = subscriberSchema
  .pick({
    msisdn: true,
    lcState: true,
    state: true,
    status: true,
    tariff: true,
    type: true,
    accountNumber: true,
    iccid: true,
    label: true,
    comment: true,
    isM2MSubscriber: true,
    remainingUnitsToSpend: true,
    creditLimit: true,
    availableByCreditLimitOrPiaBalance: true,
    flags: true,
  })
  .extend({
    /** decision 030: the cost centre the number is in, null when none */
    costCentre: costCentreRefSchema.nullable(),
  });
export type SubscriberCard = z.infer<typeof subscriberCardSchema>;

/** spec §3 Subscribers list: mask echoes the search as applied (nulls for empty fields). */
export const subscribersListSchema = z.object({
  data: z.array(subscriberCardSchema),
  status: z.enum(['PROCESSING', 'DONE']),
  totalSubscriptions: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** 1-based */
  pageNumber: z.number().int().min(1),
  mask: z.object({
    masknum: z.string(),
    accountNumber: z.string().nullable(),
    iccid: z.string().nullable(),
    typeAccount: paymentTypeSchema.nullable(),
    label: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  /** the company's debt summary for the debtor notice and the debt tab; null when it owes nothing */
  viewDebtData: z.object({ isDebtor: z.boolean(), totalDebt: tiynSchema }).nullable(),
  /**
   * decision 034: when the portal's index of the company's lines was last reconciled with the
   * operator (ISO 8601); a line changed in the operator's systems since may show as it was. Null:
   * not yet indexed.
   */
  indexedAt: z.string().nullable().meta({
    description: "When the portal's index of the company's lines was last reconciled with the operator",
  }),
});
export type SubscribersList = z.infer<typeof subscribersListSchema>;

/** decision 024: the list's order; every sort ends with the number, so pages never overlap. */
const listOrderSchema = z.object({
  sort: z
    .enum(NUMBER_SORTS, 'invalid_sort')
    .default('msisdn')
    .meta({ description: 'number, label, lifecycle state, tariff name (in `language`) or balance' }),
  direction: z.enum(SORT_DIRECTIONS, 'invalid_sort_direction').default('asc'),
  language: z
    .enum(LANGUAGES, 'invalid_language')
    .default('ru')
    .meta({ description: "the user's language: tariffs sort by their name in it; export headers" }),
});

export const subscribersQuerySchema = listOrderSchema.safeExtend({
  pageNumber: pageNumberQuerySchema,
  // the web offers NUMBERS_PAGE_SIZES; any size up to the largest keeps older clients' smaller pages
  pageSize: pageSizeQuerySchema(NUMBERS_MAX_PAGE_SIZE)
    .default(SUBSCRIBERS_PAGE_SIZE)
    .meta({
      description: `numbers a page, 1 to ${NUMBERS_MAX_PAGE_SIZE} (spec §9: 10; the list offers ${NUMBERS_PAGE_SIZES.join(', ')})`,
    }),
});
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;
export type ListOrder = z.output<typeof listOrderSchema>;

const yesNo = (description: string) =>
  z
    .boolean('invalid_filter_value')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description });
const balanceBound = (description: string) =>
  z
    .number('invalid_balance_filter')
    .int('invalid_balance_filter')
    .min(0, 'invalid_balance_filter')
    .max(BALANCE_FILTER_MAX_TIYN, 'invalid_balance_filter')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description });

/**
 * decision 024: the spec §5 search fields, unchanged, and the list's filters beside them; a filter
 * absent or null is "any". All conditions apply together.
 */
export const numbersSearchSchema = subscriberSearchSchema.safeExtend({
  states: z
    .array(z.enum(NUMBER_STATE_FILTERS, 'invalid_state_filter'), 'invalid_state_filter')
    .max(NUMBER_STATE_FILTERS.length, 'invalid_state_filter')
    .nullish()
    .transform((v) => (v && v.length > 0 ? [...new Set(v)] : null))
    .meta({ description: 'any of the states: active (20), blocked (42), pre-disconnected (44), pending' }),
  tariffId: z
    .string('invalid_tariff')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_tariff')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: "the tariff's id (from filter-options)" }),
  account: z
    .string('invalid_account_number')
    .regex(/^\d{1,18}$/, 'invalid_account_number')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: 'a whole personal account number (accountNumber stays a prefix)' }),
  simKind: z
    .enum(SIM_KINDS, 'invalid_sim_kind')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: 'a physical SIM card or an eSIM' }),
  inRoaming: yesNo('registered in a network outside Kazakhstan now'),
  hasLabel: yesNo('has a label (true) or none (false)'),
  hasComment: yesNo('has a comment (true) or none (false)'),
  balanceBelow: balanceBound('tiyn: the balance is below this amount'),
  balanceAbove: balanceBound('tiyn: the balance is above this amount'),
  deviceRegistered: yesNo('a device (IMEI) is registered in the state register for the number'),
  costCentre: z
    .union([z.literal('none'), z.number().int().positive(), z.null()], 'invalid_filter_value')
    .optional()
    .transform((v) => v ?? null)
    .meta({ description: "decision 030: a cost centre's id, or 'none' for numbers without one" }),
  spendLevel: z
    .enum(SPEND_LEVELS, 'invalid_filter_value')
    .nullish()
    .transform((v) => v ?? null)
    .meta({
      description: 'decision 030: this month against the limit: near (80 %+), over (reached), blocked',
    }),
});
export type NumbersSearchInput = z.input<typeof numbersSearchSchema>;
export type NumbersSearch = z.output<typeof numbersSearchSchema>;

/** decision 024: the export of the filtered list, in the list's order. */
export const numbersExportQuerySchema = listOrderSchema.safeExtend({
  format: z.enum(NUMBERS_EXPORT_FORMATS, 'invalid_file_format').default('xlsx'),
  separator: z
    .enum(CSV_SEPARATORS, 'invalid_csv_separator')
    .default('semicolon')
    .meta({ description: "CSV only: ';' (Excel in a Russian locale, decimal comma) or ','" }),
});
export type NumbersExportQuery = z.output<typeof numbersExportQuerySchema>;

/** What the filters offer to choose from: the company's tariffs and personal accounts. */
export const numbersFilterOptionsSchema = z.object({
  tariffs: z.array(z.object({ id: z.string(), name: localizedTextSchema })),
  accounts: z.array(z.string()),
});
export type NumbersFilterOptions = z.infer<typeof numbersFilterOptionsSchema>;

/** Result of a label or comment save: the stored value (null = deleted) and the success message. */
export const labelResultSchema = z.object({
  msisdn: msisdnSchema,
  label: z.string().nullable(),
  message: successCodeSchema,
});
export const commentResultSchema = z.object({
  msisdn: msisdnSchema,
  comment: z.string().nullable(),
  message: successCodeSchema,
});

/** decision 034: a reconciliation asked for — queued (or one already waiting), and the index's age */
export const numbersReconciliationSchema = z.object({
  isQueued: z.boolean(),
  /** when the index was last reconciled (ISO 8601); null: not yet */
  indexedAt: z.string().nullable(),
});
export type NumbersReconciliation = z.infer<typeof numbersReconciliationSchema>;

// Label and comment edits use the numbers list's feature: they are edited on the list's cards
// (spec §2), and spec §6 has no feature of their own.
export const numbersRoutes = {
  search: defineRoute({
    id: 'numbers.search',
    failure: 'failed_to_get_data',
    method: 'POST',
    path: '/api/customers/subscribers',
    summary: "Search the company's numbers (spec §5 search rules), one page of cards",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    query: subscribersQuerySchema,
    body: numbersSearchSchema,
    response: subscribersListSchema,
  }),
  filterOptions: defineRoute({
    id: 'numbers.filterOptions',
    method: 'GET',
    path: '/api/customers/subscribers/filter-options',
    summary: "The company's tariffs and personal accounts, for the numbers list's filters",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    response: numbersFilterOptionsSchema,
  }),
  export: defineRoute({
    id: 'numbers.export',
    method: 'POST',
    path: '/api/customers/subscribers/export',
    summary:
      'The filtered numbers list as XLSX or CSV (UTF-8 with BOM), any size, streamed in the list order',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    rateLimit: RATE_LIMITS.numbersExport,
    produces: [MEDIA_TYPES.xls, MEDIA_TYPES.csv],
    query: numbersExportQuerySchema,
    body: numbersSearchSchema,
    response: binaryFileSchema,
  }),
  reconcile: defineRoute({
    id: 'numbers.reconcile',
    method: 'POST',
    path: '/api/customers/subscribers/reconciliation',
    summary:
      "decision 034: asks for the portal's index of the company's lines to be read again from the operator now",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    response: numbersReconciliationSchema,
  }),
  setLabel: defineRoute({
    id: 'numbers.label',
    method: 'POST',
    path: '/api/subscribers/:msisdn/label',
    summary: "Set a number's label (≤ 20 characters); absent or blank deletes it",
    feature: 'view_subscribers',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.notes,
    params: msisdnParamsSchema,
    query: z.object({ label: labelEditSchema }),
    response: labelResultSchema,
  }),
  setComment: defineRoute({
    id: 'numbers.comment',
    method: 'POST',
    path: '/api/subscribers/:msisdn/comment',
    summary: "Set a number's comment (≤ 50 characters); absent or blank deletes it",
    feature: 'view_subscribers',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.notes,
    params: msisdnParamsSchema,
    query: z.object({ comment: commentEditSchema }),
    response: commentResultSchema,
  }),
};

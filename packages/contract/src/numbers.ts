import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { successCodeSchema } from './success-codes.ts';
import { subscriberSchema } from './number.ts';
import { pageNumberQuerySchema, pageSizeQuerySchema } from './paging.ts';
import { SUBSCRIBERS_PAGE_SIZE } from './constants.ts';
import { subscriberSearchSchema } from './rules/search.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { commentEditSchema, labelEditSchema } from './rules/label-comment.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { tiynSchema } from './rules/money.ts';

// spec §2 Numbers list and §3 Subscribers list; spec §7 numbers search, label and comment.

/** What a card of the numbers list shows (spec §2 "Each card shows"). */
export const subscriberCardSchema = subscriberSchema.pick({
  msisdn: true,
  lcState: true,
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
});
export type SubscribersList = z.infer<typeof subscribersListSchema>;

export const subscribersQuerySchema = z.object({
  pageNumber: pageNumberQuerySchema,
  pageSize: pageSizeQuerySchema(SUBSCRIBERS_PAGE_SIZE),
});

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
    query: subscribersQuerySchema,
    body: subscriberSearchSchema,
    response: subscribersListSchema,
  }),
  setLabel: defineRoute({
    id: 'numbers.label',
    method: 'POST',
    path: '/api/subscribers/:msisdn/label',
    summary: "Set a number's label (≤ 20 characters); absent or blank deletes it",
    feature: 'view_subscribers',
    scope: 'subscriber',
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
    rateLimit: RATE_LIMITS.notes,
    params: msisdnParamsSchema,
    query: z.object({ comment: commentEditSchema }),
    response: commentResultSchema,
  }),
};

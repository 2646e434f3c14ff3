import { z } from 'zod';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnSchema } from './rules/msisdn.ts';
import { dateTimeSchema, isoDateSchema } from './rules/iso-date.ts';
import { tiynSchema } from './rules/money.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { accountKindSchema } from './number.ts';

// spec §7 Customer-level calls about the company's money and history: payments, action history,
// personal accounts and debts (the balance transfer is transfer.ts). Period rules that need today's
// date (spec §5 picker windows) are checked by the server with rules/report-period.ts; these schemas
// check the format and order.

/** spec §7 payments: start_date, end_date (YYYY-MM-DD) */
export const paymentsQuerySchema = z
  .object({ start_date: isoDateSchema, end_date: isoDateSchema })
  .refine((q) => q.start_date <= q.end_date, { message: 'invalid_period', path: ['end_date'] });

/** The most entries one page of the action history holds (a bulk job logs one per number). */
export const ACTION_HISTORY_PAGE_MAX = 500;

/**
 * spec §7 logs: startDate, endDate (YYYY-MM-DD); beyond the spec, a page at a time (newest first):
 * `limit` entries older than the entry `before` (the previous page's `next`).
 */
export const logsQuerySchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    before: z
      .string()
      .regex(/^[1-9]\d{0,17}$/)
      .optional()
      .describe("the previous page's `next`: entries older than it"),
    limit: z.coerce.number().int().min(1).max(ACTION_HISTORY_PAGE_MAX).default(200),
  })
  .refine((q) => q.startDate <= q.endDate, { message: 'invalid_period', path: ['endDate'] });

/** spec §3 Payment */
export const paymentSchema = z.object({
  paymentDate: dateTimeSchema,
  accountId: z.string(),
  paymentAmount: tiynSchema,
  /** the payment history row (spec §3): comment, balance before and after */
  comment: z.string().nullable(),
  balanceBefore: tiynSchema.nullable(),
  balanceAfter: tiynSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** spec §3 Action history entry: status 'S' is success, anything else a failure; params is JSON text */
export const actionHistoryEntrySchema = z.object({
  id: z.string(),
  /** the action-log code (action-codes.ts); the web names it per language (decision 019) */
  action: z.string(),
  status: z.string(),
  dateTime: dateTimeSchema,
  /** JSON string, may include file_url */
  params: z.string().nullable(),
  userLastname: z.string(),
  userFirstname: z.string(),
  msisdn: msisdnSchema.nullable(),
});
/** A page of the action history; `next` asks for the older entries, null on the last page. */
export const actionHistoryPageSchema = z.object({
  data: z.array(actionHistoryEntrySchema),
  next: z.string().nullable(),
});
export type ActionHistoryEntry = z.infer<typeof actionHistoryEntrySchema>;
export const isActionSuccessful = (entry: Pick<ActionHistoryEntry, 'status'>): boolean =>
  entry.status === 'S';

/** A personal account of the company (invoice breakdown, personal account documents). */
export const customerAccountSchema = z.object({
  accountNumber: z.string(),
  accountType: accountKindSchema.nullable(),
  type: paymentTypeSchema.nullable(),
});

/** spec §3 Debt; the web shows billDate as 'Month, year' in Russian form */
export const customerDebtSchema = z.object({
  account: z.string(),
  /** date of the unpaid invoice */
  billDate: isoDateSchema,
  debt: tiynSchema,
  /** the unpaid invoice's due date: the penalty runs from the day after */
  dueDate: isoDateSchema,
  daysOverdue: z.number().int().nonnegative(),
  /** spec §9: with the overdue penalty (0.1%/day, capped at 10%) */
  debtWithPenalty: tiynSchema,
});
export type CustomerDebt = z.infer<typeof customerDebtSchema>;
export const debtSchema = z.object({
  customerDebts: z.array(customerDebtSchema),
  /** every account's debt, all pages */
  totalDebt: tiynSchema,
  /** every account's debt with its penalty, all pages */
  totalDebtWithPenalty: tiynSchema,
  totalPages: z.number().int().nonnegative(),
  /** zero-based */
  pageNumber: z.number().int().nonnegative(),
  bin: binSchema,
});
export type Debt = z.infer<typeof debtSchema>;

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { DEBTS_PAGE_SIZE, LANGUAGES } from './constants.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { dateTimeSchema, isoDateSchema } from './rules/iso-date.ts';
import { periodSchema } from './rules/report-period-schema.ts';
import { tiynSchema } from './rules/money.ts';
import { invoiceLookupNumberSchema, invoiceNumberSchema } from './rules/invoice-number.ts';
import { pageSizeQuerySchema, zeroBasedPageQuerySchema } from './paging.ts';
import { binaryFileSchema, fileFormatSchema, MEDIA_TYPES, spreadsheetOrPdfSchema } from './files.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { accountKindSchema } from './number.ts';

// spec §7 documents downloaded in the browser (export names of spec §9: report-{invoice}.pdf,
// account-{n}.pdf/xls, topup) and the lookups of the documents tabs.

/** spec §3 Top-up record */
export const topUpRecordSchema = z.object({
  rechargeDate: dateTimeSchema,
  type: localizedTextSchema,
  comments: z.string().nullable(),
  amount: tiynSchema,
  balanceBefore: tiynSchema,
  balanceAfter: tiynSchema,
});
export type TopUpRecord = z.infer<typeof topUpRecordSchema>;

/** spec §3 Invoice lookup result (zero-based pages) */
export const invoiceLookupResultSchema = z.object({
  msisdns: z.array(z.object({ msisdn: msisdnSchema, invoiceNumber: z.string() })),
  totalElements: z.number().int().nonnegative(),
  numberOfElements: z.number().int().nonnegative(),
  pageNumber: z.number().int().nonnegative(),
});
export type InvoiceLookupResult = z.infer<typeof invoiceLookupResultSchema>;

/** The language a downloaded document is written in (the one chosen in the portal; ru by default). */
export const documentLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGES, 'invalid_language').default('ru'),
});

/** spec §5 Personal account document: month, account and format; invoiceDate is YYYY-MM-01 */
export const billingInvoiceQuerySchema = documentLanguageQuerySchema.safeExtend({
  accountNumber: z.string().regex(/^\d{1,18}$/, 'invalid_account_number'),
  invoiceDate: isoDateSchema.refine((d) => d.endsWith('-01'), 'invalid_invoice_date'),
  format: fileFormatSchema.default('pdf'),
});

const pdf = [MEDIA_TYPES.pdf];
const xls = [MEDIA_TYPES.xls];

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

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const documentsRoutes = {
  actOfWork: defineRoute({
    id: 'documents.actOfWork',
    method: 'GET',
    path: '/api/reports/act-of-work',
    summary: 'The certificate of work performed for an invoice number (27 digits), as PDF',
    feature: 'act_of_work',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.documentFiles,
    produces: pdf,
    query: documentLanguageQuerySchema.safeExtend({ invoiceNumber: invoiceNumberSchema }),
    response: binaryFileSchema,
  }),
  billingInvoice: defineRoute({
    id: 'documents.billingInvoice',
    method: 'GET',
    path: '/api/reports/billing-invoice',
    summary: "A personal account's invoice breakdown for a month (pdf, json or xls)",
    feature: 'billing_invoice',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.documentFiles,
    produces: [MEDIA_TYPES.pdf, MEDIA_TYPES.json, MEDIA_TYPES.xls],
    query: billingInvoiceQuerySchema,
    response: binaryFileSchema,
  }),
  msisdnsByInvoice: defineRoute({
    id: 'documents.msisdnsByInvoice',
    method: 'GET',
    path: '/api/reports/msisdns-by-invoice',
    summary: 'Find the numbers billed on an invoice, one page (zero-based)',
    feature: 'find_number_by_invoice',
    scope: 'company',
    permission: 'finance.read',
    query: z.object({
      invoiceNumber: invoiceLookupNumberSchema,
      page: zeroBasedPageQuerySchema,
      size: pageSizeQuerySchema(50),
    }),
    response: invoiceLookupResultSchema,
  }),
  msisdnsByInvoiceXls: defineRoute({
    id: 'documents.msisdnsByInvoice.xls',
    method: 'GET',
    path: '/api/reports/msisdns-by-invoice/xls',
    summary: 'The numbers billed on an invoice, as a spreadsheet',
    feature: 'find_number_by_invoice',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.documentFiles,
    produces: xls,
    query: documentLanguageQuerySchema.safeExtend({ invoiceNumber: invoiceLookupNumberSchema }),
    response: binaryFileSchema,
  }),
  topUps: defineRoute({
    id: 'documents.topUps',
    failure: 'top_up_failed',
    method: 'GET',
    path: '/api/subscribers/:msisdn/top-ups',
    summary: "A prepaid number's top-ups in a period (on screen)",
    feature: 'subscriber_payments_history',
    flag: 'S',
    scope: 'subscriber',
    permission: 'finance.read',
    params: msisdnParamsSchema,
    query: periodSchema,
    response: z.object({ data: z.array(topUpRecordSchema) }),
  }),
  topUpsFile: defineRoute({
    id: 'documents.topUps.file',
    failure: 'top_up_failed',
    method: 'GET',
    path: '/api/subscribers/:msisdn/top-ups/file',
    summary: "A prepaid number's top-ups in a period as pia_top_up_details PDF or a spreadsheet",
    feature: 'subscriber_payments_history',
    flag: 'S',
    scope: 'subscriber',
    permission: 'finance.read',
    produces: [MEDIA_TYPES.pdf, MEDIA_TYPES.xls],
    params: msisdnParamsSchema,
    query: periodSchema.safeExtend({
      format: spreadsheetOrPdfSchema,
      language: z.enum(LANGUAGES, 'invalid_language').optional(),
    }),
    response: binaryFileSchema,
  }),
  debtsXls: defineRoute({
    id: 'documents.debts.xls',
    method: 'GET',
    path: '/api/customers/debts/xls',
    summary: "The company's debts as a spreadsheet",
    feature: 'view_debt',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.documentFiles,
    produces: xls,
    query: documentLanguageQuerySchema,
    response: binaryFileSchema,
  }),
  debtsPdf: defineRoute({
    id: 'documents.debts.pdf',
    method: 'GET',
    path: '/api/customers/:bin/debts/pdf',
    summary: "The company's debt statement as PDF",
    feature: 'view_debt',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.documentFiles,
    produces: pdf,
    params: z.object({ bin: binSchema }),
    query: documentLanguageQuerySchema,
    response: binaryFileSchema,
  }),
  payments: defineRoute({
    id: 'customers.payments',
    method: 'GET',
    path: '/api/customers/payments',
    summary: "The company's payments in a period",
    feature: 'payments_history',
    scope: 'company',
    permission: 'finance.read',
    query: paymentsQuerySchema,
    response: list(paymentSchema),
  }),
  logs: defineRoute({
    id: 'customers.logs',
    method: 'GET',
    path: '/api/customers/logs',
    summary: "Actions history: what the company's administrators did in a period",
    feature: 'actions_history',
    scope: 'company',
    permission: 'finance.read',
    query: logsQuerySchema,
    response: actionHistoryPageSchema,
  }),
  accounts: defineRoute({
    id: 'customers.accounts',
    method: 'GET',
    path: '/api/customers/accounts',
    summary: "The company's personal accounts",
    feature: 'billing_invoice',
    scope: 'company',
    permission: 'finance.read',
    response: list(customerAccountSchema),
  }),
  debts: defineRoute({
    id: 'customers.debts',
    failure: 'debt_check_failed',
    method: 'GET',
    path: '/api/customers/debts',
    summary: "The company's debts by account, one page (zero-based)",
    feature: 'view_debt',
    scope: 'company',
    permission: 'finance.read',
    query: z.object({ page: zeroBasedPageQuerySchema, size: pageSizeQuerySchema(DEBTS_PAGE_SIZE) }),
    response: debtSchema,
  }),
};

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
import {
  actionHistoryPageSchema,
  customerAccountSchema,
  debtSchema,
  logsQuerySchema,
  paymentSchema,
  paymentsQuerySchema,
} from './documents-customer.ts';

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

// the customer-level calls' schemas (payments, action history, accounts, debts) are
// documents-customer.ts, re-exported here
export * from './documents-customer.ts';

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

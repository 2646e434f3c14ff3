import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { binSchema } from './rules/bin-iin.ts';
import { emailSchema } from './rules/email.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { dateTimeSchema, isoDateSchema } from './rules/iso-date.ts';
import { periodSchema } from './rules/report-period-schema.ts';
import { tiynSchema } from './rules/money.ts';
import { operationResultSchema } from './operation-result.ts';
import { binaryFileSchema, MEDIA_TYPES, spreadsheetOrPdfSchema } from './files.ts';
import { LANGUAGES } from './constants.ts';
import { COMPANY_STATUS_KEYS, REPORT_KIND_NAMES, REPORT_STATUSES } from './report-kinds.ts';

// the report kinds' names as a schema (the registry itself, report-kinds.ts, is zod-free: decision 015)
export const reportKindSchema = z.enum(REPORT_KIND_NAMES, 'invalid_report_type');

// spec §7 Reports: requested here, built by a job and sent by e-mail to one recipient (spec §9
// "reports sent by e-mail (beta)", DESIGN §4). The period rules of spec §5 that need today's date
// (report-period.ts) are applied by the server: general 6 months, Atlas Pro 30 days, usage
// details 90 days, reconciliation ~3 years, invoice register after the 3rd.

/** spec §3 Report types and their path-level names */
export const REPORT_TYPES = [
  'ATLAS_PRO',
  'BALANCE',
  'RECONCILIATION_ACT',
  'PAYMENTS_REPORT',
  'REGISTERED_DEVICES',
  'USAGE_DETAILS',
] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES, 'invalid_report_type');
export const REPORT_PATH_NAMES = [
  'reconciliation-act',
  'balance-report',
  'payments-report',
  'registered-devices-report',
  'payments-report-postpaid-by-msisdn',
  'payments-report-prepaid-by-msisdn',
  'atlas-pro-report',
  'usage-detail',
] as const;

/** spec §7 GET /api/reports/status, param report */
export const REPORT_STATUS_KEYS = COMPANY_STATUS_KEYS;

/**
 * spec §4 Reports by e-mail: still processing → not ready; sent → ready; FAILED: not sent (try
 * again later); NONE: never requested. One vocabulary (report-kinds.ts).
 */
export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES),
  /** when the last request was made, and the catalogue code of a failure */
  requestedAt: dateTimeSchema.nullable().optional(),
  failure: z.string().nullable().optional(),
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/**
 * The usage details' status, with the number's latest ownership transfer day (spec §5: after a
 * transfer the start is limited to its date — in the form's picker too, not only by the server).
 */
export const usageDetailsStatusSchema = reportStatusSchema.safeExtend({
  ownershipDate: isoDateSchema
    .nullable()
    .describe("the number's latest ownership transfer day (YYYY-MM-DD): the earliest start; null when none"),
});
export type UsageDetailsStatus = z.infer<typeof usageDetailsStatusSchema>;

/** the language of the request: the e-mail and its files are written in it (ru by default) */
export const reportLanguageSchema = z.enum(LANGUAGES, 'invalid_language').optional();

export const emailPeriodBodySchema = periodSchema.safeExtend({
  email: emailSchema,
  language: reportLanguageSchema,
});

/** spec §7 payload: usage details e-mail — startDate, endDate, email, msisdn */
export const usageDetailsBodySchema = emailPeriodBodySchema.safeExtend({ msisdn: msisdnSchema });

/** spec §7 payload: payments report by e-mail — reportType according to the subscriber's type */
export const subscriberPaymentsReportBodySchema = emailPeriodBodySchema.safeExtend({
  reportType: z.enum(
    ['payments-report-prepaid-by-msisdn', 'payments-report-postpaid-by-msisdn'],
    'invalid_report_type',
  ),
});

export const devicesReportBodySchema = z.object({
  email: emailSchema,
  bin: binSchema,
  /**
   * spec §7 names it in the payload; the portal ignores it (decision 025): the e-mail names the
   * company from the portal's own data, never from free text of the request
   */
  companyName: z
    .string()
    .max(300)
    .optional()
    .describe("ignored: the e-mail names the company from the portal's data"),
  language: reportLanguageSchema,
});

/** the subscribers report is a snapshot of the company's numbers: no period */
export const emailBodySchema = z.object({ email: emailSchema, language: reportLanguageSchema });

/** spec §3 Usage detail row (the e-mailed usage details) */
export const usageDetailRowSchema = z.object({
  dateTime: dateTimeSchema,
  type: localizedTextSchema,
  description: z.string(),
  durationSeconds: z.number().int().nonnegative().nullable(),
  units: z.number().nonnegative().nullable(),
  amount: tiynSchema,
});

/** spec §3 Undisclosed payment: date, payment order number, total */
export const unknownPaymentSchema = z.object({ date: isoDateSchema, number: z.string(), total: tiynSchema });

const send = (
  id: string,
  path: string,
  summary: string,
  feature: 'subscribers_report' | 'payments_report' | 'reconciliation_act',
) =>
  defineRoute({
    id,
    // spec §8: exportSubscribersError is the default of a report request
    failure: 'export_subscribers_error',
    method: 'POST',
    path,
    summary,
    feature,
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.email,
    body: emailPeriodBodySchema,
    response: operationResultSchema,
  });

export const reportsRoutes = {
  atlasPro: defineRoute({
    id: 'reports.atlasPro',
    failure: 'export_subscribers_error',
    method: 'POST',
    path: '/api/customers/:bin/reports/email/:email/atlas-pro-report',
    summary: 'E-mail the Atlas Pro roaming package detailing (≤ 30 days, not after today)',
    feature: 'atlas_pro_report',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.email,
    params: z.object({ bin: binSchema, email: emailSchema }),
    body: periodSchema.safeExtend({ language: reportLanguageSchema }),
    response: operationResultSchema,
  }),
  unknownPayments: defineRoute({
    id: 'reports.unknownPayments',
    failure: 'unknown_payments_failed',
    method: 'GET',
    path: '/api/reports/unknown-payments',
    summary: "The company's undisclosed payments",
    feature: 'unknown_payments',
    scope: 'company',
    permission: 'finance.read',
    response: z.object({ data: z.array(unknownPaymentSchema) }),
  }),
  usageDetails: defineRoute({
    id: 'reports.usageDetails.send',
    failure: 'usage_details_failed',
    method: 'POST',
    path: '/api/reports/subscribers/:msisdn/usage-details/send',
    summary: "E-mail a number's usage details (last 90 days; split beyond 50 thousand records)",
    feature: 'usage_details',
    flag: 'V',
    scope: 'subscriber',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.email,
    params: msisdnParamsSchema,
    body: usageDetailsBodySchema,
    bodyNumbers: ['msisdn'],
    response: operationResultSchema,
  }),
  usageDetailsStatus: defineRoute({
    id: 'reports.usageDetails.status',
    failure: 'check_report_status_error',
    method: 'GET',
    path: '/api/reports/subscribers/:msisdn/usage-details/status',
    summary: "Whether the number's usage details report is still being prepared",
    feature: 'usage_details',
    flag: 'V',
    scope: 'subscriber',
    permission: 'finance.read',
    params: msisdnParamsSchema,
    response: usageDetailsStatusSchema,
  }),
  subscriberPayments: defineRoute({
    id: 'reports.subscriberPayments.send',
    failure: 'payments_report_failed',
    method: 'POST',
    path: '/api/reports/subscribers/:msisdn/payments-report/send',
    summary: "E-mail a number's payments report (prepaid or postpaid by msisdn)",
    feature: 'payments_report',
    flag: 'N',
    scope: 'subscriber',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.email,
    params: msisdnParamsSchema,
    body: subscriberPaymentsReportBodySchema,
    response: operationResultSchema,
  }),
  // the balance report is the documents tab's "subscribers report" (spec §2 /subscribers_report)
  balance: send(
    'reports.balance.send',
    '/api/reports/balance-report/send',
    'E-mail the subscribers balance report',
    'subscribers_report',
  ),
  payments: send(
    'reports.payments.send',
    '/api/reports/payments-report/send',
    "E-mail the company's payments report",
    'payments_report',
  ),
  reconciliation: send(
    'reports.reconciliation.send',
    '/api/reports/reconciliation-act/send',
    'E-mail the reconciliation act (≤ ~3 years; a past month after the 1st of the next)',
    'reconciliation_act',
  ),
  status: defineRoute({
    id: 'reports.status',
    failure: 'check_report_status_error',
    method: 'GET',
    path: '/api/reports/status',
    summary: "Whether the company's last report of a kind is still being prepared",
    feature: 'none',
    scope: 'company',
    permission: 'any',
    query: z.object({ report: z.enum(REPORT_STATUS_KEYS, 'invalid_report_type') }),
    response: reportStatusSchema,
  }),
  invoiceDocuments: defineRoute({
    id: 'reports.invoiceDocuments.send',
    failure: 'invoice_register_failed',
    method: 'GET',
    path: '/api/reports/invoice-documents/send',
    summary: 'E-mail the invoice register (36 months; the previous month after the 3rd)',
    feature: 'invoice_register',
    scope: 'company',
    permission: 'finance.read',
    rateLimit: RATE_LIMITS.email,
    query: emailPeriodBodySchema,
    response: operationResultSchema,
  }),
  devices: defineRoute({
    id: 'reports.devices.send',
    failure: 'export_subscribers_error',
    method: 'POST',
    path: '/api/reports/devices/send',
    summary: "E-mail the report of the company's registered devices",
    feature: 'registered_devices_report',
    scope: 'company',
    permission: 'numbers.read',
    rateLimit: RATE_LIMITS.email,
    body: devicesReportBodySchema,
    response: operationResultSchema,
  }),
  subscribersReport: defineRoute({
    id: 'reports.subscribersReport.send',
    failure: 'export_subscribers_error',
    method: 'POST',
    path: '/api/reports/subscribers-report/send',
    summary: "E-mail the company's subscribers report (every number, as of now)",
    feature: 'subscribers_report',
    scope: 'company',
    permission: 'numbers.read',
    rateLimit: RATE_LIMITS.email,
    body: emailBodySchema,
    response: operationResultSchema,
  }),
  subscriberPaymentsStatus: defineRoute({
    id: 'reports.subscriberPayments.status',
    failure: 'check_report_status_error',
    method: 'GET',
    path: '/api/reports/subscribers/:msisdn/payments-report/status',
    summary: "Whether the number's payments report is still being prepared",
    feature: 'payments_report',
    flag: 'N',
    scope: 'subscriber',
    permission: 'finance.read',
    params: msisdnParamsSchema,
    response: reportStatusSchema,
  }),
  // beyond the spec (decision 018): the two biggest reports also download at once, streamed, any size
  usageDetailsFile: defineRoute({
    id: 'reports.usageDetails.file',
    failure: 'upload_failed',
    method: 'GET',
    path: '/api/reports/subscribers/:msisdn/usage-details/file',
    summary: "A number's usage details downloaded at once (XLSX or PDF, streamed)",
    feature: 'usage_details',
    flag: 'V',
    scope: 'subscriber',
    permission: 'finance.read',
    produces: [MEDIA_TYPES.xls, MEDIA_TYPES.pdf],
    params: msisdnParamsSchema,
    query: periodSchema.safeExtend({ format: spreadsheetOrPdfSchema, language: reportLanguageSchema }),
    response: binaryFileSchema,
  }),
  subscribersReportFile: defineRoute({
    id: 'reports.subscribersReport.file',
    failure: 'export_subscribers_error',
    method: 'GET',
    path: '/api/reports/subscribers-report/file',
    summary: "The company's subscribers report downloaded at once (XLSX or PDF, streamed)",
    feature: 'subscribers_report',
    scope: 'company',
    permission: 'numbers.read',
    produces: [MEDIA_TYPES.xls, MEDIA_TYPES.pdf],
    query: z.object({ format: spreadsheetOrPdfSchema, language: reportLanguageSchema }),
    response: binaryFileSchema,
  }),
};

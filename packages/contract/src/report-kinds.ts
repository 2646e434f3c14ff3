import type { ErrorCode } from './errors.ts';
import type { FeatureName, SubscriberFlag } from './features.ts';
import { RECORD_RECOMMENDATION, USAGE_DETAILS_HISTORY_DAYS } from './constants.ts';
import { addDays, addMonths, addYears, startOfMonth } from './rules/calendar-dates.ts';
import {
  defaultInvoiceRegisterMonth,
  REPORT_PERIOD_CHECKS,
  type Period,
  type ReportPeriodKind,
} from './rules/report-period.ts';

// spec §3 Report types, §4 Reports by e-mail, §5 Report periods, §7 Reports, §9 file names: the ONE
// table of report kinds. The routes, the server's engine and builders, the status endpoint and the
// web screens all read it (decision 018), so a kind is named, gated, windowed and filed once.

/** spec §3 Report types (the operator's names) */
export type SpecReportType =
  'ATLAS_PRO' | 'BALANCE' | 'RECONCILIATION_ACT' | 'PAYMENTS_REPORT' | 'REGISTERED_DEVICES' | 'USAGE_DETAILS';

/** The period rule of a kind: a spec §5 window, the top-ups' 2 months, or no period at all. */
export type KindPeriodRule = ReportPeriodKind | 'topUps' | 'none';

/** The one vocabulary of a report's progress (spec §4: loading → sent; not ready / ready). */
export const REPORT_STATUSES = ['NONE', 'PROCESSING', 'READY', 'FAILED'] as const;
export type ReportStatusWord = (typeof REPORT_STATUSES)[number];

/** A request row's states: queued → building → sent, or failed with a reason. */
export const REPORT_REQUEST_STATES = ['queued', 'building', 'sent', 'failed'] as const;
export type ReportRequestState = (typeof REPORT_REQUEST_STATES)[number];

export const statusOfState = (state: ReportRequestState | null): ReportStatusWord =>
  state === null ? 'NONE' : state === 'sent' ? 'READY' : state === 'failed' ? 'FAILED' : 'PROCESSING';

export type ReportFileFormat = 'xlsx' | 'pdf';

export interface ReportKindDef {
  /** spec §3 report type, where the spec names one */
  type: SpecReportType | null;
  /** spec §3 path-level name */
  pathName: string;
  feature: FeatureName;
  /** the number's letter flag (spec §6) for the number's own reports */
  flag: SubscriberFlag | null;
  /** one request building at a time per company, or per number (usage details) */
  scope: 'company' | 'number';
  period: KindPeriodRule;
  /** the attachments of the e-mail (or the downloads) */
  formats: readonly ReportFileFormat[];
  /** by e-mail through the engine, or downloaded at once */
  delivery: 'email' | 'download';
  /** GET /api/reports/status?report= key (spec §7) */
  statusKey: string;
  /** the documents sub-tab that requests it (spec §2), null for the number's modals */
  tab: string | null;
  /** the attachment's name without extension (spec §9 names `topup`) */
  fileName: string;
  /** spec §9 record recommendation: a request over it is refused before any work */
  maxRecords: number;
}

const kind = (def: Omit<ReportKindDef, 'maxRecords'>): ReportKindDef => ({
  ...def,
  maxRecords: RECORD_RECOMMENDATION,
});

export const REPORT_KINDS = {
  usage_details: kind({
    type: 'USAGE_DETAILS',
    pathName: 'usage-detail',
    feature: 'usage_details',
    flag: 'V',
    scope: 'number',
    period: 'usageDetails',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'usageDetails',
    tab: null,
    fileName: 'usage-details',
  }),
  subscriber_payments: kind({
    type: 'PAYMENTS_REPORT',
    pathName: 'payments-report-by-msisdn',
    feature: 'payments_report',
    flag: 'N',
    scope: 'number',
    period: 'general',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'subscriberPayments',
    tab: null,
    fileName: 'payments-report',
  }),
  top_ups: kind({
    type: null,
    pathName: 'pia_top_up_details',
    feature: 'subscriber_payments_history',
    flag: 'S',
    scope: 'number',
    period: 'topUps',
    formats: ['xlsx', 'pdf'],
    delivery: 'download',
    statusKey: 'topUps',
    tab: null,
    fileName: 'topup',
  }),
  subscribers_report: kind({
    type: null,
    pathName: 'subscribers-report',
    feature: 'subscribers_report',
    flag: null,
    scope: 'company',
    period: 'none',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'subscribersReport',
    tab: 'subscribers_report',
    fileName: 'subscribers-report',
  }),
  balance: kind({
    type: 'BALANCE',
    pathName: 'balance-report',
    feature: 'subscribers_report',
    flag: null,
    scope: 'company',
    period: 'general',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'balanceReport',
    tab: 'subscribers_report',
    fileName: 'balance-report',
  }),
  payments: kind({
    type: 'PAYMENTS_REPORT',
    pathName: 'payments-report',
    feature: 'payments_report',
    flag: null,
    scope: 'company',
    period: 'general',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'paymentsReport',
    tab: 'payments_report',
    fileName: 'payments-report',
  }),
  reconciliation_act: kind({
    type: 'RECONCILIATION_ACT',
    pathName: 'reconciliation-act',
    feature: 'reconciliation_act',
    flag: null,
    scope: 'company',
    period: 'reconciliation',
    formats: ['pdf', 'xlsx'],
    delivery: 'email',
    statusKey: 'reconciliationAct',
    tab: 'reconciliation_docs',
    fileName: 'reconciliation-act',
  }),
  atlas_pro: kind({
    type: 'ATLAS_PRO',
    pathName: 'atlas-pro-report',
    feature: 'atlas_pro_report',
    flag: null,
    scope: 'company',
    period: 'atlasPro',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'atlasProReport',
    tab: 'atlas_pro',
    fileName: 'atlas-pro-report',
  }),
  invoice_register: kind({
    type: null,
    pathName: 'invoice-documents',
    feature: 'invoice_register',
    flag: null,
    scope: 'company',
    period: 'invoiceRegister',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'invoiceDocuments',
    tab: 'invoice_docs',
    fileName: 'invoice-register',
  }),
  devices: kind({
    type: 'REGISTERED_DEVICES',
    pathName: 'registered-devices-report',
    feature: 'registered_devices_report',
    flag: null,
    scope: 'company',
    period: 'none',
    formats: ['xlsx'],
    delivery: 'email',
    statusKey: 'devicesReport',
    tab: 'devices_report',
    fileName: 'registered-devices-report',
  }),
} as const satisfies Record<string, ReportKindDef>;

export type ReportKind = keyof typeof REPORT_KINDS;
export const REPORT_KIND_NAMES = Object.keys(REPORT_KINDS) as [ReportKind, ...ReportKind[]];

/** the kinds a company-wide status key answers for (spec §7 GET /api/reports/status?report=) */
export const COMPANY_STATUS_KEYS = REPORT_KIND_NAMES.filter(
  (k) => REPORT_KINDS[k].scope === 'company' && REPORT_KINDS[k].delivery === 'email',
).map((k) => REPORT_KINDS[k].statusKey) as [string, ...string[]];

export const kindOfStatusKey = (key: string): ReportKind | null =>
  REPORT_KIND_NAMES.find((k) => REPORT_KINDS[k].statusKey === key) ?? null;

/** the kinds a documents sub-tab requests, in the order the tab shows them */
export const kindsOfTab = (tab: string): ReportKind[] =>
  REPORT_KIND_NAMES.filter((k) => REPORT_KINDS[k].tab === tab);

/**
 * spec §5 picker windows, usage details: "minimum 80 days back (start of month)" — the reading
 * decision 021 picks over "the first day of the month 2 months back", held inside the 90 days the
 * usage details exist for (spec §9), so the picker never offers a day the server refuses.
 */
export const USAGE_DETAILS_PICKER_DAYS = 80;

/** spec §5 picker windows: top-up details, 2 months back */
export const TOP_UPS_WINDOW_MONTHS = 2;

function checkTopUpsPeriod(p: Period, today: string): ErrorCode | null {
  if (p.startDate > p.endDate) return 'invalid_period';
  if (p.endDate > today) return 'period_end_in_future';
  return p.startDate < addMonths(today, -TOP_UPS_WINDOW_MONTHS) ? 'period_start_too_early' : null;
}

/**
 * The period check of a kind on `today` (spec §5): the catalogue code of the first broken rule, or
 * null. `ownershipDate` is the number's ownership transfer date (usage details only).
 */
export function checkKindPeriod(
  kind: ReportKind,
  p: Period,
  today: string,
  ownershipDate?: string | null,
): ErrorCode | null {
  const rule: KindPeriodRule = REPORT_KINDS[kind].period;
  if (rule === 'none') return null;
  if (rule === 'topUps') return checkTopUpsPeriod(p, today);
  if (rule === 'usageDetails') return REPORT_PERIOD_CHECKS.usageDetails(p, today, ownershipDate);
  return REPORT_PERIOD_CHECKS[rule](p, today);
}

/** The earliest and latest dates a kind's pickers offer on `today` (spec §5 picker windows). */
export function pickerWindow(
  kind: ReportKind,
  today: string,
  ownershipDate?: string | null,
): { minDate: string; maxDate: string } {
  const rule: KindPeriodRule = REPORT_KINDS[kind].period;
  const max = rule === 'invoiceRegister' ? lastAvailableRegisterDay(today) : today;
  const min = ((): string => {
    switch (rule) {
      case 'usageDetails': {
        const reading = startOfMonth(addDays(today, -USAGE_DETAILS_PICKER_DAYS));
        const history = addDays(today, -USAGE_DETAILS_HISTORY_DAYS);
        const window = reading > history ? reading : history;
        return ownershipDate && ownershipDate > window ? ownershipDate : window;
      }
      case 'topUps':
        return addMonths(today, -TOP_UPS_WINDOW_MONTHS);
      case 'atlasPro':
        return addYears(today, -18);
      case 'reconciliation':
        return startOfMonth(addYears(today, -3));
      case 'invoiceRegister':
        return startOfMonth(addMonths(today, -36));
      case 'comparison':
        return addYears(today, -3);
      default:
        return addMonths(today, -6);
    }
  })();
  return { minDate: min, maxDate: max };
}

/** the last day of the latest month whose invoice register is out (spec §5: after the 3rd) */
function lastAvailableRegisterDay(today: string): string {
  const month = defaultInvoiceRegisterMonth(today);
  return addDays(addMonths(`${month}-01`, 1), -1);
}

/**
 * spec §5 default range: one month back through today, held inside the kind's window; the invoice
 * register defaults to its latest available month (before the 4th, two months back); Atlas Pro to
 * its 30 days.
 */
export function defaultKindPeriod(kind: ReportKind, today: string, ownershipDate?: string | null): Period {
  const rule: KindPeriodRule = REPORT_KINDS[kind].period;
  if (rule === 'invoiceRegister') {
    const month = defaultInvoiceRegisterMonth(today);
    return { startDate: `${month}-01`, endDate: lastAvailableRegisterDay(today) };
  }
  if (rule === 'atlasPro') return { startDate: addDays(today, -30), endDate: today };
  const { minDate } = pickerWindow(kind, today, ownershipDate);
  const start = addMonths(today, -1);
  return { startDate: start < minDate ? minDate : start, endDate: today };
}

/** `YYYY-MM-DD` of today in Kazakhstan (UTC+5), or the fixed day a test or demo sets. */
export function kazakhstanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * the attachment's file name: `{fileName}_{from}_{to}.{ext}`; the top-ups are `topup.{ext}` exactly
 * as spec §9 names them (the period is printed inside the file)
 */
export function reportFileName(kind: ReportKind, format: ReportFileFormat, period?: Period | null): string {
  const base = REPORT_KINDS[kind].fileName;
  const suffix = period && kind !== 'top_ups' ? `_${period.startDate}_${period.endDate}` : '';
  return `${base}${suffix}.${format}`;
}

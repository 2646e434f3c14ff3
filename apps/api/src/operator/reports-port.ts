import type { LocalizedText } from '@kabinet/contract';

// The operator port's part for reports (spec §3 Usage detail row, Top-up record, Payment, Report
// types; §7 Reports). The operator answers rows; the portal renders and mails them (decision 018):
// one query kind per report whose rows the operator holds (the devices report reads the devices
// port). Rows come as an async iterable read in batches: a report never holds them all.

/** 'YYYY-MM-DD' days, inclusive, in Kazakhstan's calendar */
export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

export type ReportDataQuery =
  | { kind: 'usage_details'; msisdn: string; period: ReportPeriod }
  | { kind: 'top_ups'; msisdn: string; period: ReportPeriod }
  | { kind: 'subscriber_payments'; msisdn: string; period: ReportPeriod }
  // decision 029: the number-listing reports of a scoped user hold their groups' numbers only
  | { kind: 'subscribers_report'; groupIds?: readonly string[] | null }
  | { kind: 'balance'; period: ReportPeriod; groupIds?: readonly string[] | null }
  | { kind: 'payments'; period: ReportPeriod }
  | { kind: 'reconciliation_act'; period: ReportPeriod }
  | { kind: 'atlas_pro'; period: ReportPeriod }
  | { kind: 'invoice_register'; period: ReportPeriod };

export type ReportDataKind = ReportDataQuery['kind'];

/**
 * decision 034: the queries the operator answers — every kind but the subscribers report, which is
 * the portal's index of the company's lines (modules/reports/report-rows.ts)
 */
export type OperatorReportQuery = Exclude<ReportDataQuery, { kind: 'subscribers_report' }>;

/** spec §3 Usage detail row */
export interface UsageRow {
  dateTime: Date;
  /** VOICE_OUT, VOICE_IN, SMS_OUT, DATA, ROAMING_DATA, SERVICE_FEE */
  type: string;
  description: string;
  durationSec: number | null;
  units: number;
  unit: 'SEC' | 'PCS' | 'KB';
  /** tiyn */
  amount: number;
}

/** spec §3 Top-up record */
export interface TopUpRow {
  rechargeDate: Date;
  /** CARD, TERMINAL, BANK_TRANSFER, BALANCE_TRANSFER, BONUS */
  type: string;
  comments: string | null;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
}

/** spec §3 Payment (and the payment history row's comment) */
export interface PaymentRow {
  paymentDate: Date;
  accountId: string;
  msisdn: string | null;
  paymentAmount: number;
  documentNumber: string | null;
  comment: string | null;
}

export interface SubscriberReportRow {
  msisdn: string;
  accountNumber: string;
  accountType: string;
  type: 'PREPAID' | 'POSTPAID';
  tariff: LocalizedText;
  status: LocalizedText;
  iccid: string;
  label: string | null;
  comment: string | null;
  activatedAt: Date;
  /** decision 030: "code — name" of the number's cost centre, null when none */
  costCentre: string | null;
}

export interface BalanceReportRow {
  msisdn: string;
  accountNumber: string;
  type: 'PREPAID' | 'POSTPAID';
  /** tiyn: available by credit limit, or the prepaid balance */
  available: number | null;
  creditLimit: number | null;
  debtBalance: number | null;
  /** tiyn charged for usage in the period */
  charges: number;
  /** tiyn topped up in the period */
  topUps: number;
  /** decision 030: "code — name" of the number's cost centre (the portal's: the operator answers null) */
  costCentre: string | null;
}

/** a line of the reconciliation act: the opening balance, an invoice, a payment, the closing balance */
export interface ReconciliationRow {
  line: 'OPENING' | 'INVOICE' | 'PAYMENT' | 'CLOSING';
  date: string;
  accountNumber: string;
  document: string | null;
  /** tiyn the company owes (invoices; a positive opening/closing balance) */
  debit: number;
  /** tiyn paid (payments; an overpaid opening/closing balance) */
  credit: number;
}

/** spec §9 Atlas Pro: one number's day abroad with the pack */
export interface AtlasProRow {
  day: string;
  msisdn: string;
  country: string;
  fee: number;
  addOns: number;
  addOnFee: number;
  dataKb: number;
  fullSpeedKb: number;
}

export interface InvoiceRegisterRow {
  invoiceNumber: string;
  accountNumber: string;
  periodMonth: string;
  issuedAt: Date;
  amount: number;
  paidAmount: number;
}

export interface ReportRowOf {
  usage_details: UsageRow;
  top_ups: TopUpRow;
  subscriber_payments: PaymentRow | TopUpRow;
  subscribers_report: SubscriberReportRow;
  balance: BalanceReportRow;
  payments: PaymentRow;
  reconciliation_act: ReconciliationRow;
  atlas_pro: AtlasProRow;
  invoice_register: InvoiceRegisterRow;
}

export interface ReportsPort {
  /** the latest ownership transfer day of the company's number (spec §5), null when none */
  getOwnershipTransferDate(bin: string, msisdn: string): Promise<string | null>;
  /**
   * the first day the billing holds the number's usage (its activation, Kazakhstan's day; decision
   * 022): an earlier period is the billing's date-error. null when the company has no such number
   */
  getUsageStartDate(bin: string, msisdn: string): Promise<string | null>;
  /** how many rows the report would have: checked against spec §9's 50 thousand before any work */
  countReportRows(bin: string, query: OperatorReportQuery): Promise<number>;
  /** the report's rows in the report's order, read in batches */
  reportRows<Q extends OperatorReportQuery>(bin: string, query: Q): AsyncIterable<ReportRowOf[Q['kind']]>;
}

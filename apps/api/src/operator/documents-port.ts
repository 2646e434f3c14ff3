import type { ACCOUNT_KINDS, LocalizedText, PaymentType } from '@kabinet/contract';

// The operator port's part for the company's money documents (spec §3 Payment, Undisclosed payment,
// Invoice lookup result, Debt; §7 customers payments, accounts, debts, act-of-work, billing-invoice,
// msisdns-by-invoice; decision 019). Every call names the company (BIN): another company's
// invoice or account is answered as missing, never as someone else's.

/** A payment to one of the company's accounts (spec §3 Payment and payment history row). */
export interface PaymentRecord {
  paymentDate: Date;
  accountNumber: string;
  /** tiyn */
  amount: number;
  comment: string | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
}

/** spec §3 Undisclosed payment: a payment order the operator could not match to an account. */
export interface UndisclosedPaymentRecord {
  date: string;
  number: string;
  total: number;
}

export interface CompanyAccount {
  accountNumber: string;
  accountType: (typeof ACCOUNT_KINDS)[number];
  type: PaymentType;
}

/** An unpaid (or partly paid) invoice of an account (spec §3 Debt). */
export interface DebtRecord {
  accountNumber: string;
  /** first day of the bill month */
  billMonth: string;
  invoiceNumber: string | null;
  /** the invoice's due date: the penalty runs from the day after (spec §9) */
  dueDate: string;
  /** tiyn still owed */
  debt: number;
}

/** One line of an invoice: a number's charge of one kind. */
export interface InvoiceLine {
  msisdn: string;
  /** SUBSCRIPTION_FEE, USAGE, … */
  chargeType: string;
  amount: number;
}

export interface InvoiceHeader {
  invoiceNumber: string;
  accountNumber: string;
  /** first day of the accounting month */
  periodMonth: string;
  issuedAt: Date;
  dueDate: string;
  /** tiyn, VAT included */
  amount: number;
  paidAmount: number;
}

/** spec §2 /reportdocs: the certificate of work performed for an invoice. */
export interface WorkAct {
  actNumber: string;
  actDate: string;
  /** spec §9: signed electronically from 4 July 2021; paper acts stopped from 01.12.2023 */
  signing: 'ELECTRONIC' | 'PAPER';
  signedAt: Date | null;
  invoice: InvoiceHeader;
  /** the work performed, summed per charge type, in tiyn with VAT */
  lines: { chargeType: string; numbers: number; amount: number }[];
}

/** A personal account's invoice for a month, with its lines (spec §2 invoice breakdown). */
export type InvoiceBreakdownOutcome =
  | { ok: true; invoice: InvoiceHeader; lines: InvoiceLine[] }
  /** no such account for the company, or no invoice of it for the month */
  | { ok: false; reason: 'NOT_FOUND' }
  /** the month is not closed yet: the billing has not formed the document */
  | { ok: false; reason: 'NOT_FORMED' };

export interface InvoiceNumbersPage {
  /** the page's numbers, ordered by msisdn */
  msisdns: string[];
  /** how many distinct numbers the invoice covers */
  total: number;
}

export interface DocumentsPort {
  /** the company's legal names per language; null when the operator does not know the company */
  getCompanyNames(bin: string): Promise<LocalizedText | null>;
  /** payments to the company's accounts dated in [from, to] (Kazakhstan's days), newest first */
  listPayments(bin: string, from: string, to: string): Promise<PaymentRecord[]>;
  /** the company's undisclosed payments, newest first */
  listUndisclosedPayments(bin: string): Promise<UndisclosedPaymentRecord[]>;
  /** the company's personal accounts, by number */
  listAccounts(bin: string): Promise<CompanyAccount[]>;
  /** the company's debts, by account then bill month */
  listDebts(bin: string): Promise<DebtRecord[]>;
  /** the act of the company's invoice; null for an unknown invoice or another company's */
  getWorkAct(bin: string, invoiceNumber: string): Promise<WorkAct | null>;
  /** `today` ('YYYY-MM-DD') decides whether the month is closed */
  getInvoiceBreakdown(
    bin: string,
    accountNumber: string,
    month: string,
    today: string,
  ): Promise<InvoiceBreakdownOutcome>;
  /**
   * a zero-based page of the numbers an invoice of the company covers; null when it has no such
   * invoice. Always a page (decision 032): every number of an invoice is `exportInvoiceNumbers`.
   */
  findNumbersByInvoice(
    bin: string,
    invoiceNumber: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<InvoiceNumbersPage | null>;
  /**
   * decision 019: every number an invoice of the company covers, by msisdn, read in keyset batches
   * as the caller reads them (an invoice of 100,000 numbers is never held); nothing for an invoice
   * that is not the company's. Stopping the iteration stops the reads.
   */
  exportInvoiceNumbers(bin: string, invoiceNumber: string): AsyncIterable<string>;
}

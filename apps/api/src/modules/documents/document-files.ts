import type { Language, LocalizedText } from '@kabinet/contract';
import type { DebtRecord, InvoiceHeader, InvoiceLine, WorkAct } from '../../operator/documents-port.ts';
import {
  formatDocumentDate,
  formatDocumentDateTime,
  type DocumentInput,
  type DocumentRow,
} from '../../platform/documents/index.ts';
import { DOCUMENT_WORDS, monthYear, OPERATOR_PARTY } from './document-words.ts';

// The documents of decision 019 as the renderers' input (decision 011): one DocumentInput per document,
// rendered as PDF, XLSX or JSON by platform/documents. Amounts are integer tiyn.

/** a document's title and its heading: the company's name in the document's language, its BIN */
const documentHead = (title: string, company: DocumentCompany, language: Language) => ({
  title,
  company: company.names[language],
  bin: company.bin,
  language,
});

export interface DocumentCompany {
  bin: string;
  names: LocalizedText;
}

const lastDayOfMonth = (month: string): string => {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/** Kazakhstan's VAT: 12% until 2025, 16% from 1 January 2026 (Tax Code of 2025). */
export const vatRateOn = (date: string): number => (date >= '2026-01-01' ? 16 : 12);
/** the VAT inside an amount that includes it, to the tiyn */
export const vatOf = (amountWithVat: number, rate: number): number =>
  Math.round((amountWithVat * rate) / (100 + rate));

/** spec §2 /reportdocs, §9: the certificate of work performed for an invoice. */
export function workActDocument(act: WorkAct, company: DocumentCompany, language: Language): DocumentInput {
  const words = DOCUMENT_WORDS[language].act;
  const rate = vatRateOn(act.actDate);
  const lines = act.lines.map((line, index) => {
    const vat = vatOf(line.amount, rate);
    return {
      no: String(index + 1),
      service: words.chargeTypes[line.chargeType] ?? line.chargeType,
      numbers: line.numbers,
      net: line.amount - vat,
      vat,
      amount: line.amount,
    };
  });
  const sum = (key: 'net' | 'vat' | 'amount') => lines.reduce((total, line) => total + line[key], 0);
  const party = (role: string, name: string, bin: string) =>
    `${role}: ${name}, ${DOCUMENT_WORDS[language].bin} ${bin}`;
  const rows: DocumentRow[] = [
    ...lines,
    { service: words.totalWithoutVat, net: sum('net') },
    { service: words.totalVat(rate), vat: sum('vat') },
    { service: words.total, amount: sum('amount') },
    { service: `${words.invoice} ${words.number} ${act.invoice.invoiceNumber}` },
    { service: party(words.contractor, OPERATOR_PARTY.name[language], OPERATOR_PARTY.bin) },
    { service: party(words.customer, company.names[language], company.bin) },
    {
      service:
        act.signing === 'ELECTRONIC' && act.signedAt
          ? words.eSigned(formatDocumentDateTime(act.signedAt))
          : words.paperSigned,
    },
  ];
  return {
    ...documentHead(words.title(act.actNumber, formatDocumentDate(act.actDate)), company, language),
    period: { from: act.invoice.periodMonth, to: lastDayOfMonth(act.invoice.periodMonth) },
    operatorName: party(words.contractor, OPERATOR_PARTY.name[language], OPERATOR_PARTY.bin),
    columns: [
      { key: 'no', header: words.number, type: 'text', width: 5 },
      { key: 'service', header: words.service, type: 'text', width: 60 },
      { key: 'numbers', header: words.numbers, type: 'number', width: 10 },
      { key: 'net', header: words.amountWithoutVat, type: 'money' },
      { key: 'vat', header: words.vat(rate), type: 'money' },
      { key: 'amount', header: words.amount, type: 'money' },
    ],
    rows,
  };
}

/** spec §2 invoice breakdown: a personal account's invoice for a month, by number and charge. */
export function invoiceBreakdownDocument(
  invoice: InvoiceHeader,
  lines: InvoiceLine[],
  company: DocumentCompany,
  language: Language,
): DocumentInput {
  const words = DOCUMENT_WORDS[language].breakdown;
  const charges = DOCUMENT_WORDS[language].act.chargeTypes;
  return {
    ...documentHead(
      words.title(invoice.accountNumber, monthYear(invoice.periodMonth, language)),
      company,
      language,
    ),
    period: { from: invoice.periodMonth, to: lastDayOfMonth(invoice.periodMonth) },
    columns: [
      { key: 'msisdn', header: words.msisdn, type: 'text', width: 20 },
      { key: 'chargeType', header: words.chargeType, type: 'text', width: 50 },
      { key: 'amount', header: words.amount, type: 'money' },
    ],
    rows: [
      ...lines.map((line) => ({
        msisdn: line.msisdn,
        chargeType: charges[line.chargeType] ?? line.chargeType,
        amount: line.amount,
      })),
      {
        chargeType: `${words.total} (${words.dueDate} ${formatDocumentDate(invoice.dueDate)})`,
        amount: invoice.amount,
      },
    ],
  };
}

/** spec §7 msisdns-by-invoice (xls): the numbers an invoice covers, read once as the file is written. */
export function invoiceNumbersDocument(
  invoiceNumber: string,
  msisdns: AsyncIterable<string>,
  company: DocumentCompany,
  language: Language,
): DocumentInput {
  const words = DOCUMENT_WORDS[language].numbersByInvoice;
  return {
    ...documentHead(words.title(invoiceNumber), company, language),
    columns: [
      { key: 'msisdn', header: words.msisdn, type: 'text', width: 20 },
      { key: 'invoiceNumber', header: words.invoice, type: 'text', width: 32 },
    ],
    rows: invoiceRows(invoiceNumber, msisdns),
  };
}

async function* invoiceRows(invoiceNumber: string, msisdns: AsyncIterable<string>) {
  for await (const msisdn of msisdns) yield { msisdn, invoiceNumber };
}

export interface PricedDebt extends DebtRecord {
  daysOverdue: number;
  debtWithPenalty: number;
}

/** spec §2 debt view as a file: per account and unpaid invoice, with the penalty and the totals. */
export function debtsDocument(
  rows: PricedDebt[],
  totals: { debt: number; debtWithPenalty: number },
  company: DocumentCompany,
  language: Language,
): DocumentInput {
  const words = DOCUMENT_WORDS[language].debts;
  return {
    ...documentHead(words.title, company, language),
    columns: [
      { key: 'account', header: words.account, type: 'text', width: 22 },
      { key: 'billDate', header: words.billDate, type: 'text', width: 22 },
      { key: 'dueDate', header: words.dueDate, type: 'date' },
      { key: 'daysOverdue', header: words.daysOverdue, type: 'number', width: 14 },
      { key: 'debt', header: words.debt, type: 'money', width: 20 },
      { key: 'debtWithPenalty', header: words.debtWithPenalty, type: 'money', width: 20 },
    ],
    rows: [
      ...rows.map((row) => ({
        account: row.accountNumber,
        billDate: monthYear(row.billMonth, language),
        dueDate: row.dueDate,
        daysOverdue: row.daysOverdue,
        debt: row.debt,
        debtWithPenalty: row.debtWithPenalty,
      })),
      { account: words.total, debt: totals.debt, debtWithPenalty: totals.debtWithPenalty },
    ],
  };
}

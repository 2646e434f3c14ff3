import type { InvoiceBreakdownOutcome, InvoiceHeader, InvoiceLine } from '../documents-port.ts';
import { customerOfV4, dateTimeOfDay, dayOfDateTime, moneyOf, tiynOf } from './billing-resources.ts';

// An invoice of a personal account as TMF678 resources (decision 032): its header a CustomerBill
// (billNo the invoice number), each line an AppliedCustomerBillingRate (the number as its product,
// the charge kind as its type) of that bill. A month the billing has not closed is a bill in state
// `new` (TMF678: being formed), with no number and no rates yet. The service writes them with
// `to…`, the adapter reads them back with `from…`: one file, so a field cannot be written one way
// and read another.

interface TmfMoney {
  unit: string;
  value: number;
}

export interface TmfInvoiceBill {
  id: string;
  billNo?: string;
  state: 'new' | 'sent' | 'partiallyPaid' | 'settled';
  billDate?: string;
  paymentDueDate?: string;
  amountDue?: TmfMoney;
  remainingAmount?: TmfMoney;
  billingAccount: { id: string; '@referredType': 'BillingAccount' };
  billingPeriod: { startDateTime: string };
  relatedParty: ReturnType<typeof customerOfV4>[];
  '@type': 'CustomerBill';
}

export interface TmfBillingRate {
  id: string;
  /** the charge kind: SUBSCRIPTION_FEE, USAGE, … */
  type: string;
  isBilled: true;
  bill: { id: string; '@referredType': 'CustomerBill' };
  billingAccount: { id: string; '@referredType': 'BillingAccount' };
  product: { id: string; '@referredType': 'Product' };
  /** the bill's month: the rates of an account's month are filtered on it */
  periodCoverage: { startDateTime: string };
  taxIncludedAmount: TmfMoney;
  '@type': 'AppliedCustomerBillingRate';
}

/** a bill's id: its invoice number once the billing formed one, else the account and month */
const billIdOf = (accountNumber: string, month: string, invoiceNumber: string | null) =>
  invoiceNumber ?? `${accountNumber}.${month}`;

const stateOf = (invoice: InvoiceHeader): TmfInvoiceBill['state'] =>
  invoice.paidAmount >= invoice.amount ? 'settled' : invoice.paidAmount > 0 ? 'partiallyPaid' : 'sent';

/** the bill of an account's month as the billing has it: none, being formed, or issued */
export function toInvoiceBill(
  bin: string,
  accountNumber: string,
  month: string,
  outcome: InvoiceBreakdownOutcome,
): TmfInvoiceBill[] {
  if (!outcome.ok && outcome.reason === 'NOT_FOUND') return [];
  const base = {
    billingAccount: { id: accountNumber, '@referredType': 'BillingAccount' as const },
    billingPeriod: { startDateTime: dateTimeOfDay(month) },
    relatedParty: [customerOfV4(bin)],
    '@type': 'CustomerBill' as const,
  };
  if (!outcome.ok) return [{ id: billIdOf(accountNumber, month, null), state: 'new', ...base }];
  const { invoice } = outcome;
  return [
    {
      id: billIdOf(accountNumber, month, invoice.invoiceNumber),
      billNo: invoice.invoiceNumber,
      state: stateOf(invoice),
      billDate: invoice.issuedAt.toISOString(),
      paymentDueDate: dateTimeOfDay(invoice.dueDate),
      amountDue: moneyOf(invoice.amount),
      remainingAmount: moneyOf(invoice.amount - invoice.paidAmount),
      ...base,
    },
  ];
}

export const toBillingRate = (invoice: InvoiceHeader, line: InvoiceLine): TmfBillingRate => ({
  id: `${invoice.invoiceNumber}.${line.msisdn}.${line.chargeType}`,
  type: line.chargeType,
  isBilled: true,
  bill: { id: invoice.invoiceNumber, '@referredType': 'CustomerBill' },
  billingAccount: { id: invoice.accountNumber, '@referredType': 'BillingAccount' },
  product: { id: line.msisdn, '@referredType': 'Product' },
  periodCoverage: { startDateTime: dateTimeOfDay(invoice.periodMonth) },
  taxIncludedAmount: moneyOf(line.amount),
  '@type': 'AppliedCustomerBillingRate',
});

/** the port's breakdown from the month's bill list and its rates */
export function fromInvoiceBill(bills: TmfInvoiceBill[], rates: TmfBillingRate[]): InvoiceBreakdownOutcome {
  const [bill] = bills;
  if (!bill) return { ok: false, reason: 'NOT_FOUND' };
  if (bill.state === 'new' || !bill.billNo) return { ok: false, reason: 'NOT_FORMED' };
  const amount = tiynOf(bill.amountDue!);
  return {
    ok: true,
    invoice: {
      invoiceNumber: bill.billNo,
      accountNumber: bill.billingAccount.id,
      periodMonth: dayOfDateTime(bill.billingPeriod.startDateTime),
      issuedAt: new Date(bill.billDate!),
      dueDate: dayOfDateTime(bill.paymentDueDate!),
      amount,
      paidAmount: amount - tiynOf(bill.remainingAmount!),
    },
    lines: rates.map((rate) => ({
      msisdn: rate.product.id,
      chargeType: rate.type,
      amount: tiynOf(rate.taxIncludedAmount),
    })),
  };
}

/** a page of the invoice's numbers: its rates' products, one item a number (`fields=product`) */
export const toNumberRef = (msisdn: string) => ({ product: { id: msisdn, '@referredType': 'Product' } });

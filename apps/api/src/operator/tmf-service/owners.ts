import type pg from 'pg';
import type { InvoiceHeader } from '../documents-port.ts';

// Whose a number, an account or an invoice is (decision 036): a standard BSS answers a read by id
// and a list filtered on a resource's own attributes without the caller's company — the company is
// in the answer (relatedParty), and the portal checks it there. The service finds the company the
// reference operator's calls take from the resource itself.

export interface Owners {
  ofNumber(msisdn: string): Promise<string | null>;
  ofAccount(accountNumber: string): Promise<string | null>;
  /** the invoice's company and header (TMF678 retrieveCustomerBill) */
  ofInvoice(invoiceNumber: string): Promise<{ bin: string; invoice: InvoiceHeader } | null>;
}

export function createOwners(pool: pg.Pool): Owners {
  const first = async <T>(sql: string, value: string): Promise<T | null> =>
    (await pool.query<T & pg.QueryResultRow>(sql, [value])).rows[0] ?? null;
  return {
    ofNumber: async (msisdn) =>
      (
        await first<{ bin: string }>(
          `select customer_bin as bin from operator.subscribers where msisdn = $1`,
          msisdn,
        )
      )?.bin ?? null,
    ofAccount: async (account) =>
      (
        await first<{ bin: string }>(
          `select customer_bin as bin from operator.billing_accounts where account_number = $1`,
          account,
        )
      )?.bin ?? null,
    async ofInvoice(number) {
      const row = await first<InvoiceHeader & { bin: string; amount: string; paidAmount: string }>(
        `select customer_bin as bin, invoice_number as "invoiceNumber", account_number as "accountNumber",
                to_char(period_month, 'YYYY-MM-DD') as "periodMonth", issued_at as "issuedAt",
                to_char(due_date, 'YYYY-MM-DD') as "dueDate", amount, paid_amount as "paidAmount"
           from operator.invoices where invoice_number = $1`,
        number,
      );
      if (!row) return null;
      const { bin, ...invoice } = row;
      return {
        bin,
        invoice: { ...invoice, amount: Number(invoice.amount), paidAmount: Number(invoice.paidAmount) },
      };
    },
  };
}

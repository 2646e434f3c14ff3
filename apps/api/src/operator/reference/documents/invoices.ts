import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingAccounts, invoiceLines, invoices, workActs } from '../../../db/schema/index.ts';
import type {
  InvoiceBreakdownOutcome,
  InvoiceHeader,
  InvoiceNumbersPage,
  WorkAct,
} from '../../documents-port.ts';

const header = {
  invoiceNumber: invoices.invoiceNumber,
  accountNumber: invoices.accountNumber,
  periodMonth: invoices.periodMonth,
  issuedAt: invoices.issuedAt,
  dueDate: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
  amount: invoices.amount,
  paidAmount: invoices.paidAmount,
};

/** numbers a keyset batch of the invoice-numbers export reads: one index range scan each */
const EXPORT_BATCH = 5_000;

/** The company's invoices, their lines and acts (spec §2 /reportdocs, invoice breakdown, find by invoice). */
export function createInvoiceQueries(db: Db) {
  const companyInvoice = async (bin: string, invoiceNumber: string): Promise<InvoiceHeader | null> => {
    const [row] = await db
      .select(header)
      .from(invoices)
      .where(and(eq(invoices.invoiceNumber, invoiceNumber), eq(invoices.customerBin, bin)));
    return row ?? null;
  };

  return {
    async getWorkAct(bin: string, invoiceNumber: string): Promise<WorkAct | null> {
      const [act] = await db
        .select({
          actNumber: workActs.actNumber,
          actDate: workActs.actDate,
          signing: workActs.signing,
          signedAt: workActs.signedAt,
        })
        .from(workActs)
        .where(and(eq(workActs.invoiceNumber, invoiceNumber), eq(workActs.customerBin, bin)));
      if (!act) return null;
      const invoice = await companyInvoice(bin, invoiceNumber);
      if (!invoice) return null;
      const lines = await db
        .select({
          chargeType: invoiceLines.chargeType,
          numbers: sql<number>`count(distinct ${invoiceLines.msisdn})::int`,
          amount: sql<number>`sum(${invoiceLines.amount})::bigint`,
        })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceNumber, invoiceNumber))
        .groupBy(invoiceLines.chargeType)
        .orderBy(asc(invoiceLines.chargeType));
      return {
        ...act,
        invoice,
        lines: lines.map((l) => ({ ...l, numbers: Number(l.numbers), amount: Number(l.amount) })),
      };
    },

    async getInvoiceBreakdown(
      bin: string,
      accountNumber: string,
      month: string,
      today: string,
    ): Promise<InvoiceBreakdownOutcome> {
      const [account] = await db
        .select({ accountNumber: billingAccounts.accountNumber })
        .from(billingAccounts)
        .where(and(eq(billingAccounts.accountNumber, accountNumber), eq(billingAccounts.customerBin, bin)));
      if (!account) return { ok: false, reason: 'NOT_FOUND' };
      // the billing closes a month when the next one begins: no document for this month or later
      if (month >= `${today.slice(0, 7)}-01`) return { ok: false, reason: 'NOT_FORMED' };
      const [invoice] = await db
        .select(header)
        .from(invoices)
        .where(
          and(
            eq(invoices.accountNumber, accountNumber),
            eq(invoices.customerBin, bin),
            eq(invoices.periodMonth, month),
          ),
        );
      if (!invoice) return { ok: false, reason: 'NOT_FOUND' };
      const lines = await db
        .select({
          msisdn: invoiceLines.msisdn,
          chargeType: invoiceLines.chargeType,
          amount: invoiceLines.amount,
        })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceNumber, invoice.invoiceNumber))
        .orderBy(asc(invoiceLines.msisdn), asc(invoiceLines.chargeType));
      return { ok: true, invoice, lines };
    },

    async findNumbersByInvoice(
      bin: string,
      invoiceNumber: string,
      page: { pageNumber: number; pageSize: number },
    ): Promise<InvoiceNumbersPage | null> {
      if (!(await companyInvoice(bin, invoiceNumber))) return null;
      const [rows, [count]] = await Promise.all([
        db
          .selectDistinct({ msisdn: invoiceLines.msisdn })
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceNumber, invoiceNumber))
          .orderBy(asc(invoiceLines.msisdn))
          .limit(page.pageSize)
          .offset(page.pageNumber * page.pageSize),
        db
          .select({ total: sql<number>`count(distinct ${invoiceLines.msisdn})::int` })
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceNumber, invoiceNumber)),
      ]);
      return { msisdns: rows.map((r) => r.msisdn), total: Number(count?.total ?? 0) };
    },

    async *exportInvoiceNumbers(bin: string, invoiceNumber: string): AsyncGenerator<string> {
      if (!(await companyInvoice(bin, invoiceNumber))) return;
      // keyset on the (invoice_number, msisdn) index: each batch starts where the last ended, so the
      // export costs one pass over the invoice however large, not a growing offset per page
      for (let after = ''; ;) {
        const rows = await db
          .selectDistinct({ msisdn: invoiceLines.msisdn })
          .from(invoiceLines)
          .where(and(eq(invoiceLines.invoiceNumber, invoiceNumber), gt(invoiceLines.msisdn, after)))
          .orderBy(asc(invoiceLines.msisdn))
          .limit(EXPORT_BATCH);
        for (const row of rows) yield row.msisdn;
        if (rows.length < EXPORT_BATCH) return;
        after = rows[rows.length - 1]!.msisdn;
      }
    },
  };
}

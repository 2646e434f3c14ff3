import { sql, type SQL } from 'drizzle-orm';
import type { PaymentRow, ReportPeriod } from '../../reports-port.ts';

// What the reference operator's report queries share (decision 018): the period read in Kazakhstan's
// calendar (UTC+5, spec §9 dates), the row readers and the shape of one report's SQL.

const KZ = "'+05:00'";

/** the first instant of the period's first day and of the day after its last, in Kazakhstan */
export const periodBounds = (p: ReportPeriod) => ({
  from: sql`(${p.startDate}::text || 'T00:00:00' || ${sql.raw(KZ)})::timestamptz`,
  to: sql`((${p.endDate}::date + 1)::text || 'T00:00:00' || ${sql.raw(KZ)})::timestamptz`,
});

export const kzDay = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC' + interval '5 hours', 'YYYY-MM-DD')`;

export type Row = Record<string, unknown>;
export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const str = (v: unknown): string => String(v);
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export interface ReportSql<T> {
  query: SQL;
  map: (row: Row) => T;
}

export const mapPayment = (r: Row): PaymentRow => ({
  paymentDate: date(r.payment_date),
  accountId: str(r.account_number),
  msisdn: strOrNull(r.msisdn),
  paymentAmount: num(r.payment_amount),
  documentNumber: strOrNull(r.document_number),
  comment: strOrNull(r.comment),
});

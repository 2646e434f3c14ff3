import { sql, type SQL } from 'drizzle-orm';
import { inGroupsCondition } from '../numbers/numbers-filter-sql.ts';
import type {
  AtlasProRow,
  BalanceReportRow,
  InvoiceRegisterRow,
  PaymentRow,
  ReconciliationRow,
  ReportDataKind,
  ReportDataQuery,
  ReportPeriod,
  ReportRowOf,
  SubscriberReportRow,
  TopUpRow,
  UsageRow,
} from '../../reports-port.ts';

// The reference operator's report queries (decision 018): one SQL per report, in the report's
// order, with the period read in Kazakhstan's calendar (UTC+5, spec §9 dates).

const KZ = "'+05:00'";

/** the first instant of the period's first day and of the day after its last, in Kazakhstan */
export const periodBounds = (p: ReportPeriod) => ({
  from: sql`(${p.startDate}::text || 'T00:00:00' || ${sql.raw(KZ)})::timestamptz`,
  to: sql`((${p.endDate}::date + 1)::text || 'T00:00:00' || ${sql.raw(KZ)})::timestamptz`,
});

const kzDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC' + interval '5 hours', 'YYYY-MM-DD')`;

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export interface ReportSql<T> {
  query: SQL;
  map: (row: Row) => T;
}

export function usageSql(bin: string, msisdn: string, period: ReportPeriod): ReportSql<UsageRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      select u.occurred_at, u.type, u.description, u.duration_sec, u.units, u.unit, u.amount
      from operator.usage_records u join operator.subscribers s on s.msisdn = u.msisdn
      where u.msisdn = ${msisdn} and s.customer_bin = ${bin} and u.occurred_at >= ${from} and u.occurred_at < ${to}
      order by u.occurred_at, u.id`,
    map: (r) => ({
      dateTime: date(r.occurred_at),
      type: str(r.type),
      description: str(r.description),
      durationSec: numOrNull(r.duration_sec),
      units: num(r.units),
      unit: str(r.unit) as UsageRow['unit'],
      amount: num(r.amount),
    }),
  };
}

export function topUpsSql(bin: string, msisdn: string, period: ReportPeriod): ReportSql<TopUpRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      select t.recharge_date, t.type, t.comments, t.amount, t.balance_before, t.balance_after
      from operator.top_ups t join operator.subscribers s on s.msisdn = t.msisdn
      where t.msisdn = ${msisdn} and s.customer_bin = ${bin} and t.recharge_date >= ${from} and t.recharge_date < ${to}
      order by t.recharge_date, t.id`,
    map: (r) => ({
      rechargeDate: date(r.recharge_date),
      type: str(r.type),
      comments: strOrNull(r.comments),
      amount: num(r.amount),
      balanceBefore: num(r.balance_before),
      balanceAfter: num(r.balance_after),
    }),
  };
}

const mapPayment = (r: Row): PaymentRow => ({
  paymentDate: date(r.payment_date),
  accountId: str(r.account_number),
  msisdn: strOrNull(r.msisdn),
  paymentAmount: num(r.payment_amount),
  documentNumber: strOrNull(r.document_number),
  comment: strOrNull(r.comment),
});

/** a postpaid number's payments: those to its billing account, or made for the number */
export function numberPaymentsSql(bin: string, msisdn: string, period: ReportPeriod): ReportSql<PaymentRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      select p.payment_date, p.account_number, p.msisdn, p.payment_amount, p.document_number, p.comment
      from operator.payments p join operator.subscribers s on s.msisdn = ${msisdn} and s.customer_bin = ${bin}
      where p.customer_bin = ${bin} and (p.msisdn = s.msisdn or (p.msisdn is null and p.account_number = s.account_number))
        and p.payment_date >= ${from} and p.payment_date < ${to}
      order by p.payment_date, p.id`,
    map: mapPayment,
  };
}

export function companyPaymentsSql(bin: string, period: ReportPeriod): ReportSql<PaymentRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      select p.payment_date, p.account_number, p.msisdn, p.payment_amount, p.document_number, p.comment
      from operator.payments p
      where p.customer_bin = ${bin} and p.payment_date >= ${from} and p.payment_date < ${to}
      order by p.payment_date, p.id`,
    map: mapPayment,
  };
}

/** decision 029: a scoped user's groups, as a further condition on `s` */
const inScope = (groupIds?: readonly string[] | null) =>
  groupIds ? sql`and ${inGroupsCondition(groupIds)}` : sql``;

export function subscribersSql(
  bin: string,
  groupIds?: readonly string[] | null,
): ReportSql<SubscriberReportRow> {
  return {
    query: sql`
      select s.msisdn, s.account_number, s.account_type, s.type, s.iccid, s.label, s.comment, s.activated_at,
        t.name_ru as tariff_ru, t.name_en as tariff_en, t.name_kk as tariff_kk,
        l.name_ru as status_ru, l.name_en as status_en, l.name_kk as status_kk,
        cc.code || ' — ' || cc.name as cost_centre
      from operator.subscribers s
      join operator.tariffs t on t.id = s.tariff_id
      join operator.lifecycle_states l on l.id = s.lc_state_id
      left join operator.cost_centres cc on cc.id = s.cost_centre_id
      where s.customer_bin = ${bin} ${inScope(groupIds)}
      -- decision 030: split by cost centre (by code, numbers without one last), then by number
      order by cc.code nulls last, s.msisdn`,
    map: (r) => ({
      msisdn: str(r.msisdn),
      accountNumber: str(r.account_number),
      accountType: str(r.account_type),
      type: str(r.type) as SubscriberReportRow['type'],
      tariff: { ru: str(r.tariff_ru), en: str(r.tariff_en), kk: str(r.tariff_kk) },
      status: { ru: str(r.status_ru), en: str(r.status_en), kk: str(r.status_kk) },
      iccid: str(r.iccid),
      label: strOrNull(r.label),
      comment: strOrNull(r.comment),
      activatedAt: date(r.activated_at),
      costCentre: strOrNull(r.cost_centre),
    }),
  };
}

export function balanceSql(
  bin: string,
  period: ReportPeriod,
  groupIds?: readonly string[] | null,
): ReportSql<BalanceReportRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      select s.msisdn, s.account_number, s.type, s.available_by_credit_limit_or_pia_balance as available,
        s.credit_limit, s.debt_balance,
        coalesce((select sum(u.amount) from operator.usage_records u
          where u.msisdn = s.msisdn and u.occurred_at >= ${from} and u.occurred_at < ${to}), 0) as charges,
        coalesce((select sum(t.amount) from operator.top_ups t
          where t.msisdn = s.msisdn and t.recharge_date >= ${from} and t.recharge_date < ${to}), 0) as top_ups,
        cc.code || ' — ' || cc.name as cost_centre
      from operator.subscribers s
      left join operator.cost_centres cc on cc.id = s.cost_centre_id
      where s.customer_bin = ${bin} ${inScope(groupIds)}
      order by s.msisdn`,
    map: (r) => ({
      msisdn: str(r.msisdn),
      accountNumber: str(r.account_number),
      type: str(r.type) as BalanceReportRow['type'],
      available: numOrNull(r.available),
      creditLimit: numOrNull(r.credit_limit),
      debtBalance: numOrNull(r.debt_balance),
      charges: num(r.charges),
      topUps: num(r.top_ups),
      costCentre: strOrNull(r.cost_centre),
    }),
  };
}

/**
 * The reconciliation act: per billing account, the opening balance on the first day, the period's
 * invoices (debit) and payments (credit) by date, and the closing balance on the last day.
 */
export function reconciliationSql(bin: string, period: ReportPeriod): ReportSql<ReconciliationRow> {
  const { from, to } = periodBounds(period);
  return {
    query: sql`
      with ev as (
        select account_number, issued_at as at, invoice_number as doc, amount as debit, 0::bigint as credit, 'INVOICE' as line
        from operator.invoices where customer_bin = ${bin} and issued_at < ${to}
        union all
        select account_number, payment_date, document_number, 0, payment_amount, 'PAYMENT'
        from operator.payments where customer_bin = ${bin} and payment_date < ${to}
      ),
      acc as (
        select account_number,
          coalesce(sum(debit - credit) filter (where at < ${from}), 0) as opening,
          coalesce(sum(debit - credit), 0) as closing
        from ev group by account_number
      )
      select * from (
        select account_number, 0 as ord, ${period.startDate}::text as day, null::timestamptz as at, null as doc,
          greatest(opening, 0) as debit, greatest(-opening, 0) as credit, 'OPENING' as line from acc
        union all
        select account_number, 1, ${kzDay(sql`at`)}, at, doc, debit, credit, line from ev where at >= ${from}
        union all
        select account_number, 2, ${period.endDate}::text, null, null,
          greatest(closing, 0), greatest(-closing, 0), 'CLOSING' from acc
      ) q
      order by account_number, ord, at, doc`,
    map: (r) => ({
      line: str(r.line) as ReconciliationRow['line'],
      date: str(r.day),
      accountNumber: str(r.account_number),
      document: strOrNull(r.doc),
      debit: num(r.debit),
      credit: num(r.credit),
    }),
  };
}

export function atlasProSql(bin: string, period: ReportPeriod): ReportSql<AtlasProRow> {
  return {
    query: sql`
      select to_char(a.day, 'YYYY-MM-DD') as day, a.msisdn, a.country, a.fee, a.add_ons, a.add_on_fee, a.data_kb, a.full_speed_kb
      from operator.atlas_pro_days a join operator.subscribers s on s.msisdn = a.msisdn
      where s.customer_bin = ${bin} and a.day >= ${period.startDate}::date and a.day <= ${period.endDate}::date
      order by a.day, a.msisdn`,
    map: (r) => ({
      day: str(r.day),
      msisdn: str(r.msisdn),
      country: str(r.country),
      fee: num(r.fee),
      addOns: num(r.add_ons),
      addOnFee: num(r.add_on_fee),
      dataKb: num(r.data_kb),
      fullSpeedKb: num(r.full_speed_kb),
    }),
  };
}

/** the invoices of the accounting months the period touches */
export function invoiceRegisterSql(bin: string, period: ReportPeriod): ReportSql<InvoiceRegisterRow> {
  return {
    query: sql`
      select i.invoice_number, i.account_number, to_char(i.period_month, 'YYYY-MM-DD') as period_month,
        i.issued_at, i.amount, i.paid_amount
      from operator.invoices i
      where i.customer_bin = ${bin}
        and i.period_month >= date_trunc('month', ${period.startDate}::date)::date
        and i.period_month <= ${period.endDate}::date
      order by i.period_month, i.account_number, i.invoice_number`,
    map: (r) => ({
      invoiceNumber: str(r.invoice_number),
      accountNumber: str(r.account_number),
      periodMonth: str(r.period_month),
      issuedAt: date(r.issued_at),
      amount: num(r.amount),
      paidAmount: num(r.paid_amount),
    }),
  };
}

type QueryOf<K extends ReportDataKind> = Extract<ReportDataQuery, { kind: K }>;

/**
 * The SQL of each report the operator answers, keyed by the port's query kind: a kind the port adds
 * and this table lacks fails the typecheck. The number's payment type decides its payments report.
 */
const REPORT_SQL: {
  [K in ReportDataKind]: (bin: string, q: QueryOf<K>, numberType: NumberType) => ReportSql<ReportRowOf[K]>;
} = {
  usage_details: (bin, q) => usageSql(bin, q.msisdn, q.period),
  top_ups: (bin, q) => topUpsSql(bin, q.msisdn, q.period),
  subscriber_payments: (bin, q, numberType) =>
    numberType === 'PREPAID'
      ? topUpsSql(bin, q.msisdn, q.period)
      : numberPaymentsSql(bin, q.msisdn, q.period),
  subscribers_report: (bin, q) => subscribersSql(bin, q.groupIds),
  balance: (bin, q) => balanceSql(bin, q.period, q.groupIds),
  payments: (bin, q) => companyPaymentsSql(bin, q.period),
  reconciliation_act: (bin, q) => reconciliationSql(bin, q.period),
  atlas_pro: (bin, q) => atlasProSql(bin, q.period),
  invoice_register: (bin, q) => invoiceRegisterSql(bin, q.period),
};

type NumberType = 'PREPAID' | 'POSTPAID' | null;

/** the query of a report */
export function reportSql<Q extends ReportDataQuery>(
  bin: string,
  query: Q,
  numberType: NumberType,
): ReportSql<ReportRowOf[Q['kind']]> {
  const build = REPORT_SQL[query.kind] as unknown as (
    bin: string,
    q: Q,
    n: NumberType,
  ) => ReportSql<ReportRowOf[Q['kind']]>;
  return build(bin, query, numberType);
}

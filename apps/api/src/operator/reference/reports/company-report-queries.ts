import { sql } from 'drizzle-orm';
import { inGroupsCondition } from '../numbers/groups-sql.ts';
import type {
  AtlasProRow,
  BalanceReportRow,
  InvoiceRegisterRow,
  PaymentRow,
  ReconciliationRow,
  ReportPeriod,
} from '../../reports-port.ts';
import {
  date,
  kzDay,
  mapPayment,
  num,
  numOrNull,
  periodBounds,
  str,
  strOrNull,
  type ReportSql,
} from './report-sql.ts';

// The reference operator's reports of the whole company (decision 018): its payments, the numbers'
// balances (their cost centres are the portal's, decision 034), reconciliation act, Atlas Pro days and invoice register, each in the report's order;
// a scoped user's (decision 029) only over their groups' numbers.

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
        null as cost_centre
      from operator.subscribers s
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

import { sql } from 'drizzle-orm';
import type { PaymentRow, ReportPeriod, TopUpRow, UsageRow } from '../../reports-port.ts';
import {
  date,
  mapPayment,
  num,
  numOrNull,
  periodBounds,
  str,
  strOrNull,
  type ReportSql,
} from './report-sql.ts';

// The reference operator's reports of one number (decision 018): its usage, its top-ups and its
// payments, each in the report's order; the number must be the company's.

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

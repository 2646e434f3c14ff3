import type { Db } from '../client.ts';
import { sql, type SQL } from 'drizzle-orm';
import { undisclosedPayments } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';

const DAY = 86_400_000;

/** the columns every seeded invoice row fills */
export const INSERT_INVOICES = sql.raw(
  'insert into operator.invoices (invoice_number, customer_bin, account_number, period_month, issued_at, amount, paid_amount)',
);

export const INSERT_INVOICE_LINES = sql.raw(
  'insert into operator.invoice_lines (invoice_number, msisdn, charge_type, amount)',
);

/** A line of each number's monthly fee on the chosen invoices (`i`). */
export const subscriptionFeeLines = (invoices: SQL) => sql`
    select i.invoice_number, s.msisdn, 'SUBSCRIPTION_FEE', t.monthly_fee
    from operator.invoices i
    join operator.subscribers s on s.account_number = i.account_number
    join operator.tariffs t on t.id = s.tariff_id
    where ${invoices}`;

/**
 * One invoice per postpaid account of the chosen companies and month (months back from the reference
 * moment's month in Kazakhstan's calendar, UTC+5; `first, last` of generate_series). spec §9: the
 * 27-digit invoice number is YYYYMM + 12-digit account + 9-digit sequence; issued on the 2nd of the
 * next month.
 */
export const monthlyInvoices = (ref: SQL, months: SQL, companies: SQL) => sql`
    select to_char(p, 'YYYYMM') || lpad(right(a.account_number, 12), 12, '0') || lpad(m::text, 9, '0'),
      -- issued on the 2nd of the next month, or at the seed's moment if that is earlier: nothing in the future
      a.customer_bin, a.account_number, p::date, least(p + interval '1 month 1 day 10 hours', ${ref}), 0, 0
    from operator.billing_accounts a
    cross join generate_series(${months}) m
    cross join lateral (select date_trunc('month', (${ref} at time zone 'UTC') + interval '5 hours') - make_interval(months => m) as p) pm
    where ${companies} and a.payment_type = 'POSTPAID'`;

/**
 * Monthly invoices of the POSTPAID accounts for the `months` closed months before the reference date,
 * their breakdown by number, the payments that settled them and the debts left (spec §3 Payment,
 * Invoice lookup, Debt). `unpaid` chooses which invoices stay (partly) unpaid: 'none', 'latestOfOne'
 * (the last month of one account, 60% paid), or 'all' (a debtor company).
 */
export async function seedInvoicesAndPayments(
  tx: Db,
  opts: {
    customerBins: string[];
    referenceDate: Date;
    months: number;
    unpaid: 'none' | 'latestOfOne' | 'all';
  },
): Promise<void> {
  if (opts.customerBins.length === 0 || opts.months <= 0) return;
  const bins = sql`array[${sql.join(
    opts.customerBins.map((b) => sql`${b}`),
    sql`, `,
  )}]::text[]`;
  const ref = sql`${opts.referenceDate.toISOString()}::timestamptz`;

  await tx.execute(
    sql`${INSERT_INVOICES} ${monthlyInvoices(ref, sql`1, ${opts.months}`, sql`a.customer_bin = any(${bins})`)}`,
  );
  // breakdown: the tariff fee (also the SUBSCRIPTION_FEE usage record of the 1st, decision 030), plus
  // the month's billed usage where there was some
  await tx.execute(sql`
    ${INSERT_INVOICE_LINES}
    ${subscriptionFeeLines(sql`i.customer_bin = any(${bins})`)}
    union all
    select i.invoice_number, u.msisdn, 'USAGE', sum(u.amount)
    from operator.invoices i
    join operator.subscribers s on s.account_number = i.account_number
    join operator.usage_records u on u.msisdn = s.msisdn and u.type <> 'SUBSCRIPTION_FEE'
      -- the month in Kazakhstan's calendar (UTC+5), as the usage details and the overview count it
      and u.occurred_at >= (i.period_month::text || 'T00:00:00+05:00')::timestamptz
      and u.occurred_at < ((i.period_month + interval '1 month')::date::text || 'T00:00:00+05:00')::timestamptz
    where i.customer_bin = any(${bins})
    group by i.invoice_number, u.msisdn
    having sum(u.amount) > 0
  `);
  await tx.execute(sql`
    update operator.invoices i set amount = l.total
    from (select invoice_number, sum(amount) as total from operator.invoice_lines group by invoice_number) l
    where l.invoice_number = i.invoice_number and i.customer_bin = any(${bins})
  `);

  const paid =
    opts.unpaid === 'all'
      ? sql`0`
      : opts.unpaid === 'latestOfOne'
        ? sql`case when (i.account_number, i.period_month) in (
            select min(account_number), max(period_month) from operator.invoices where customer_bin = any(${bins})
          ) then i.amount * 6 / 10 else i.amount end`
        : sql`i.amount`;
  await tx.execute(
    sql`update operator.invoices i set paid_amount = ${paid} where i.customer_bin = any(${bins})`,
  );
  await tx.execute(sql`
    insert into operator.payments (customer_bin, account_number, payment_date, payment_amount, document_number, comment, balance_before, balance_after)
    select i.customer_bin, i.account_number,
      least(i.issued_at + make_interval(days => (5 + abs(hashtext(i.invoice_number)::bigint) % 10)::int), ${ref}),
      i.paid_amount, lpad((abs(hashtext(i.invoice_number || ':pp')::bigint) % 1000000)::text, 6, '0'),
      'Оплата по счёту № ' || i.invoice_number, -i.amount, i.paid_amount - i.amount
    from operator.invoices i
    where i.customer_bin = any(${bins}) and i.paid_amount > 0
  `);
  // spec §3 Debt: per account and bill month; the penalty is computed from due_date (spec §9)
  await tx.execute(sql`
    insert into operator.debts (customer_bin, account_number, bill_month, invoice_number, due_date, debt)
    select i.customer_bin, i.account_number, i.period_month, i.invoice_number, (i.issued_at + interval '20 days')::date,
      i.amount - i.paid_amount
    from operator.invoices i
    where i.customer_bin = any(${bins}) and i.paid_amount < i.amount
  `);
  await tx.execute(sql`
    update operator.billing_accounts a set balance = -coalesce(d.total, 0)
    from (select account_number, sum(debt) as total from operator.debts group by account_number) d
    where d.account_number = a.account_number and a.customer_bin = any(${bins})
  `);
}

/** Undisclosed payments (spec §3): payment orders the operator could not match to an account. */
export async function seedUndisclosedPayments(
  tx: Db,
  customerBin: string,
  referenceDate: Date,
  count: number,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    customerBin,
    paymentDate: new Date(referenceDate.getTime() - (7 + i * 11) * DAY),
    number: String(481_200 + i * 37),
    total: (15_000 + i * 7_350) * 100,
  }));
  await insertRows(tx, undisclosedPayments, rows);
}

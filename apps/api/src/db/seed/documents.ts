import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { INSERT_INVOICE_LINES, INSERT_INVOICES, monthlyInvoices, subscriptionFeeLines } from './billing.ts';

/**
 * The documents of the demo (decision 019), after the invoices of billing.ts:
 * - the debtor company's older unpaid invoices (4 to 12 months back), so its debts run from under
 *   the penalty cap to beyond it, over more than one page (spec §9: 0.1% a day, at most 10%: 100 days);
 * - one invoice of the large company from June 2021, whose act was signed on paper (electronic
 *   signing began on 4 July 2021);
 * - a certificate of work performed for every invoice, dated the last day of its month.
 */
export async function seedDocuments(
  tx: Db,
  opts: { debtorBin: string; paperActBin: string; referenceDate: Date },
): Promise<void> {
  const ref = sql`${opts.referenceDate.toISOString()}::timestamptz`;

  await tx.execute(sql`
    ${INSERT_INVOICES}
    ${monthlyInvoices(ref, sql`4, 12`, sql`a.customer_bin = ${opts.debtorBin}`)}
    union all
    select '202106' || lpad(right(a.account_number, 12), 12, '0') || lpad('1', 9, '0'),
      a.customer_bin, a.account_number, date '2021-06-01', timestamptz '2021-07-02 10:00:00+00', 0, 0
    from (select * from operator.billing_accounts
          where customer_bin = ${opts.paperActBin} and payment_type = 'POSTPAID'
          order by account_number limit 1) a
    on conflict do nothing
  `);
  // their lines: each number's monthly fee
  await tx.execute(sql`
    ${INSERT_INVOICE_LINES}
    ${subscriptionFeeLines(sql`i.amount = 0 and i.customer_bin in (${opts.debtorBin}, ${opts.paperActBin})
      and not exists (select 1 from operator.invoice_lines l where l.invoice_number = i.invoice_number)`)}
  `);
  await tx.execute(sql`
    update operator.invoices i set amount = l.total,
      paid_amount = case when i.customer_bin = ${opts.debtorBin} then 0 else l.total end
    from (select invoice_number, sum(amount) as total from operator.invoice_lines group by invoice_number) l
    where l.invoice_number = i.invoice_number and i.amount = 0
      and i.customer_bin in (${opts.debtorBin}, ${opts.paperActBin})
  `);
  await tx.execute(sql`
    insert into operator.debts (customer_bin, account_number, bill_month, invoice_number, due_date, debt)
    select i.customer_bin, i.account_number, i.period_month, i.invoice_number, i.due_date, i.amount - i.paid_amount
    from operator.invoices i
    where i.customer_bin = ${opts.debtorBin} and i.paid_amount < i.amount
      and not exists (select 1 from operator.debts d where d.invoice_number = i.invoice_number)
  `);
  await tx.execute(sql`
    update operator.billing_accounts a set balance = -d.total
    from (select account_number, sum(debt) as total from operator.debts group by account_number) d
    where d.account_number = a.account_number and a.customer_bin = ${opts.debtorBin}
  `);
  // spec §9: acts signed electronically from 4 July 2021; before that, on paper
  await tx.execute(sql`
    insert into operator.work_acts (act_number, invoice_number, customer_bin, act_date, signing, signed_at)
    select 'AWP-' || i.invoice_number, i.invoice_number, i.customer_bin, e.act_date,
      case when e.act_date >= date '2021-07-04' then 'ELECTRONIC' else 'PAPER' end,
      case when e.act_date >= date '2021-07-04' then i.issued_at end
    from operator.invoices i
    cross join lateral (select (i.period_month + interval '1 month - 1 day')::date as act_date) e
    on conflict do nothing
  `);
}

import { sql } from 'drizzle-orm';
import { SPEND_KINDS, type SpendKind } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import type { SpendPort, SpendSummary } from '../../spend-port.ts';

const isKind = (v: unknown): v is SpendKind => (SPEND_KINDS as readonly unknown[]).includes(v);

type SummaryRow = {
  months: { month: string; kind: string; amount: string | number }[] | null;
  centres:
    | { id: string | number | null; code: string | null; name: string | null; amount: string | number }[]
    | null;
  states: { id: number; ru: string; en: string; kk: string; count: string | number }[] | null;
  top: { msisdn: string; label: string | null; amount: string | number }[] | null;
  near: string;
  over: string;
  blocked: string;
  low: string;
  pending: string;
  balance: string;
};

/**
 * The overview's reads (decision 030), each answered from an aggregate or an index within the
 * company: spend_days (company × day × cost centre × kind), spend_months (number × month), the
 * state counts and the low-prepaid partial index (migration 0024). None reads the company's usage.
 * ONE statement: each part runs in well under a millisecond on a 100,000-number company, so six
 * statements cost six plans, six round trips and six pool connections for nothing (measured).
 */
export function createSpendSummary(db: Db): Pick<SpendPort, 'getSpendSummary'> {
  return {
    async getSpendSummary(bin, opts): Promise<SpendSummary> {
      const month = sql`${opts.month}::date`;
      const first = sql`(${opts.month}::date - make_interval(months => ${opts.months - 1}))`;
      const { rows } = await db.execute<SummaryRow>(sql`
        select
          (select json_agg(m order by m.month, m.kind) from (
            select to_char(date_trunc('month', day), 'YYYY-MM-DD') as month, kind, sum(amount) as amount
            from operator.spend_days
            where customer_bin = ${bin} and day >= ${first} and day < ${month} + interval '1 month'
            group by 1, 2) m) as months,
          (select json_agg(c order by c.amount desc) from (
            select c.id, c.code, c.name, d.amount
            from (
              select cost_centre_id, sum(amount) as amount from operator.spend_days
              where customer_bin = ${bin} and day >= ${month} and day < ${month} + interval '1 month'
              group by 1
            ) d left join operator.cost_centres c on c.id = d.cost_centre_id and c.customer_bin = ${bin}) c) as centres,
          (select json_agg(s order by s.count desc, s.id) from (
            select st.id, st.name_ru as ru, st.name_en as en, st.name_kk as kk, n.count
            from operator.company_state_counts n
            join operator.lifecycle_states st on st.id = n.lc_state_id
            where n.customer_bin = ${bin} and n.count > 0) s) as states,
          (select json_agg(t order by t.amount desc, t.msisdn) from (
            select m.msisdn, s.label, m.amount
            from operator.spend_months m join operator.subscribers s on s.msisdn = m.msisdn
            where m.customer_bin = ${bin} and m.month = ${month} and m.amount > 0
            order by m.amount desc, m.msisdn limit ${opts.top}) t) as top,
          l.near, l.over, l.blocked,
          (select count(*) from operator.subscribers where customer_bin = ${bin} and type = 'PREPAID'
            -- a literal, so the partial index of migration 0024 answers it
            and available_by_credit_limit_or_pia_balance < ${sql.raw(String(Math.trunc(opts.lowPrepaidBelow)))}) as low,
          (select count(*) from operator.pending_operations p join operator.subscribers s on s.msisdn = p.msisdn
            where s.customer_bin = ${bin} and p.status = 'PENDING') as pending,
          (select coalesce(sum(balance), 0) from operator.billing_accounts where customer_bin = ${bin}) as balance
        from (
          select count(*) filter (where m.amount * 100 >= l.monthly_limit * ${opts.nearPercent} and m.amount < l.monthly_limit) as near,
            count(*) filter (where m.amount >= l.monthly_limit) as over,
            count(*) filter (where l.blocked_month = ${month}) as blocked
          from operator.spend_limits l
          left join operator.spend_months m on m.msisdn = l.msisdn and m.month = ${month}
          where l.customer_bin = ${bin}
        ) l`);
      const row = rows[0];
      return {
        months: (row?.months ?? []).flatMap((r) =>
          isKind(r.kind) ? [{ month: r.month, kind: r.kind, amount: Number(r.amount) }] : [],
        ),
        byCostCentre: (row?.centres ?? []).map((r) => ({
          id: r.id === null ? null : Number(r.id),
          code: r.code,
          name: r.name,
          amount: Number(r.amount),
        })),
        states: (row?.states ?? []).map((r) => ({
          lcStateId: Number(r.id),
          names: { ru: r.ru, en: r.en, kk: r.kk },
          count: Number(r.count),
        })),
        topSpenders: (row?.top ?? []).map((r) => ({
          msisdn: r.msisdn,
          label: r.label,
          spent: Number(r.amount),
        })),
        limits: {
          near: Number(row?.near ?? 0),
          over: Number(row?.over ?? 0),
          blocked: Number(row?.blocked ?? 0),
        },
        lowPrepaid: Number(row?.low ?? 0),
        pendingOperations: Number(row?.pending ?? 0),
        balance: Number(row?.balance ?? 0),
      };
    },
  };
}

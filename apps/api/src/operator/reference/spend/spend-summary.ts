import { sql, type SQL } from 'drizzle-orm';
import { SPEND_KINDS, type SpendKind } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import type { SpendPort, SpendSummary } from '../../spend-port.ts';
import { inGroupsCondition } from '../numbers/groups-sql.ts';

const isKind = (v: unknown): v is SpendKind => (SPEND_KINDS as readonly unknown[]).includes(v);

type SummaryRow = {
  months: { month: string; kind: string | null; amount: string | number }[] | null;
  centres:
    | { id: string | number | null; code: string | null; name: string | null; amount: string | number }[]
    | null;
  top: { msisdn: string; label: string | null; amount: string | number }[] | null;
  pending: string;
  balance: string;
};

/**
 * The overview's reads (decision 030), each answered from an aggregate or an index within the
 * company: spend_days (company × day × cost centre × kind) and spend_months (number × month)
 * (migration 0024), the pending operations and the accounts. None reads the company's usage. The
 * states and the low prepaid lines are the portal's index's (decision 030, 2026-12-02).
 * ONE statement: each part runs in well under a millisecond on a 100,000-number company, so six
 * statements cost six plans, six round trips and six pool connections for nothing (measured).
 */
export function createSpendSummary(db: Db): Pick<SpendPort, 'getSpendSummary'> {
  return {
    async getSpendSummary(bin, opts): Promise<SpendSummary> {
      const month = sql`${opts.month}::date`;
      const first = sql`(${opts.month}::date - make_interval(months => ${opts.months - 1}))`;
      const groupIds = opts.groupIds ?? null;
      // decision 029: a scoped user's figures count only the numbers of their groups. The aggregates
      // kept per company (spend_days by cost centre, the accounts) cannot be
      // narrowed, so those parts read the per-number rows instead (decision 030: scoped users are
      // small groups, and the answer is computed per request).
      const inScope = (msisdn: SQL) => (groupIds ? sql`and ${inGroupsCondition(groupIds, msisdn)}` : sql``);
      const monthsPart = groupIds
        ? sql`(select json_agg(x order by x.month) from (
            select to_char(sm.month, 'YYYY-MM-DD') as month, null as kind, sum(sm.amount) as amount
            from operator.spend_months sm
            where sm.customer_bin = ${bin} and sm.month >= ${first} and sm.month <= ${month} ${inScope(sql`sm.msisdn`)}
            group by sm.month) x)`
        : sql`(select json_agg(m order by m.month, m.kind) from (
            select to_char(date_trunc('month', day), 'YYYY-MM-DD') as month, kind, sum(amount) as amount
            from operator.spend_days
            where customer_bin = ${bin} and day >= ${first} and day < ${month} + interval '1 month'
            group by 1, 2) m)`;
      const centresPart = groupIds
        ? sql`null::json`
        : sql`(select json_agg(c order by c.amount desc) from (
            select c.id, c.code, c.name, d.amount
            from (
              select cost_centre_id, sum(amount) as amount from operator.spend_days
              where customer_bin = ${bin} and day >= ${month} and day < ${month} + interval '1 month'
              group by 1
            ) d left join operator.cost_centres c on c.id = d.cost_centre_id and c.customer_bin = ${bin}) c)`;
      const { rows } = await db.execute<SummaryRow>(sql`
        select
          ${monthsPart} as months,
          ${centresPart} as centres,
          (select json_agg(t order by t.amount desc, t.msisdn) from (
            select sm.msisdn, s.label, sm.amount
            from operator.spend_months sm join operator.subscribers s on s.msisdn = sm.msisdn
            where sm.customer_bin = ${bin} and sm.month = ${month} and sm.amount > 0 ${inScope(sql`sm.msisdn`)}
            order by sm.amount desc, sm.msisdn limit ${opts.top}) t) as top,
          (select count(*) from operator.pending_operations p join operator.subscribers s on s.msisdn = p.msisdn
            where s.customer_bin = ${bin} and p.status = 'PENDING' ${inScope(sql`p.msisdn`)}) as pending,
          ${groupIds ? sql`0` : sql`(select coalesce(sum(balance), 0) from operator.billing_accounts where customer_bin = ${bin})`} as balance`);
      const row = rows[0];
      return {
        months: (row?.months ?? []).flatMap((r) =>
          isKind(r.kind) || (groupIds && r.kind === null)
            ? [{ month: r.month, kind: r.kind, amount: Number(r.amount) }]
            : [],
        ),
        byCostCentre: (row?.centres ?? []).map((r) => ({
          id: r.id === null ? null : Number(r.id),
          code: r.code,
          name: r.name,
          amount: Number(r.amount),
        })),
        topSpenders: (row?.top ?? []).map((r) => ({
          msisdn: r.msisdn,
          label: r.label,
          spent: Number(r.amount),
        })),
        pendingOperations: Number(row?.pending ?? 0),
        balance: Number(row?.balance ?? 0),
      };
    },
  };
}

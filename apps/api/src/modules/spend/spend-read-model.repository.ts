import { SPEND_KINDS, type SpendKind } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { NumberMonthCharges } from '../../operator/spend-port.ts';
import { inGroupsCondition } from '../numbers/numbers-filter-sql.ts';

// decision 030: the company's spend as the portal's own read model (migration 0058). line_spend is
// each line's month as the sync last read it from the billing; company_spend the company's months by
// cost centre and kind, summed from it when a month is synced (and again after a cost centre change,
// at the next read). The overview reads only these tables.

type Executor = Pick<Db, 'execute'>;

const kinds = (prefix: string): SQL => sql.raw(SPEND_KINDS.map((kind) => `${prefix}${kind}`).join(', '));
const sums = (prefix = '') =>
  sql.raw([...SPEND_KINDS, 'total'].map((kind) => `sum(${prefix}${kind}) as ${kind}`).join(', '));

type KindsRow = Record<SpendKind, string | number>;
const byKindOf = (row: KindsRow): Record<SpendKind, number> =>
  Object.fromEntries(SPEND_KINDS.map((kind) => [kind, Number(row[kind])])) as Record<SpendKind, number>;

/**
 * decision 030: a line changed cost centre (an assignment, a cost centre removed): the company's
 * open month is summed again at its next read. In the caller's transaction.
 */
export async function markRegroupDue(tx: Executor, bin: string): Promise<void> {
  await tx.execute(sql`
    insert into portal.company_spend_syncs (customer_bin, is_regroup_due) values (${bin}, true)
    on conflict (customer_bin) do update set is_regroup_due = true`);
}

export function createSpendReadModelRepository(db: Db) {
  /** the company's month summed again from its lines, by their cost centre now (one transaction) */
  const regroup = async (tx: Executor, bin: string, month: string) => {
    await tx.execute(
      sql`delete from portal.company_spend where customer_bin = ${bin} and month = ${month}::date`,
    );
    await tx.execute(sql`
      insert into portal.company_spend (customer_bin, month, cost_centre_id, ${kinds('')}, total)
      select ${bin}, ${month}::date, coalesce(l.cost_centre_id, 0), ${sums('s.')}
      from portal.line_spend s
      left join portal.company_lines l on l.msisdn = s.msisdn and l.customer_bin = s.customer_bin
      where s.customer_bin = ${bin} and s.month = ${month}::date
      group by 3`);
  };

  return {
    /** the database's clock at a sync's start: a row read later is newer */
    async now(): Promise<string> {
      const { rows } = await db.execute<{ now: string }>(sql`select now()::text as now`);
      return rows[0]!.now;
    },

    /** the company's lines in the index after `after`, in order: a sync's next batch */
    async linesAfter(bin: string, after: string | null, limit: number): Promise<string[]> {
      const { rows } = await db.execute<{ msisdn: string }>(sql`
        select msisdn from portal.company_lines
        where customer_bin = ${bin} ${after ? sql`and msisdn > ${after}` : sql``}
        order by msisdn limit ${limit}`);
      return rows.map((r) => r.msisdn);
    },

    /** what the billing answered for these lines in the month (lines without charges keep no row) */
    async write(bin: string, month: string, charges: readonly NumberMonthCharges[]): Promise<void> {
      const rows = charges
        .filter((c) => c.spent !== 0)
        .map((c) => ({ msisdn: c.msisdn, total: c.spent, ...c.byKind }));
      if (rows.length === 0) return;
      const columns = sql.raw(SPEND_KINDS.map((kind) => `${kind} bigint`).join(', '));
      await db.execute(sql`
        insert into portal.line_spend (customer_bin, msisdn, month, ${kinds('')}, total, read_at)
        select ${bin}, r.msisdn, ${month}::date, ${kinds('r.')}, r.total, now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(msisdn text, total bigint, ${columns})
        on conflict (customer_bin, month, msisdn) do update set
          ${sql.raw(SPEND_KINDS.map((kind) => `${kind} = excluded.${kind}`).join(', '))},
          total = excluded.total, read_at = excluded.read_at`);
    },

    /**
     * the month's sync is over: rows it did not read again (a line gone from the company, charges
     * back to 0) are removed, and the month is summed by cost centre
     */
    async closeMonth(bin: string, month: string, startedAt: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          delete from portal.line_spend
          where customer_bin = ${bin} and month = ${month}::date and read_at < ${startedAt}::timestamptz`);
        await regroup(tx, bin, month);
      });
    },

    /** the sync of the company is over */
    async synced(bin: string, months: number): Promise<void> {
      await db.execute(sql`
        insert into portal.company_spend_syncs (customer_bin, synced_at, months) values (${bin}, now(), ${months})
        on conflict (customer_bin) do update set synced_at = now(), months = greatest(company_spend_syncs.months, ${months})`);
    },

    /** when the company's spend was last read, and how many months it holds (null: never) */
    async syncOf(bin: string): Promise<{ syncedAt: Date | null; months: number } | null> {
      const { rows } = await db.execute<{ synced_at: string | null; months: number }>(sql`
        select synced_at, months from portal.company_spend_syncs where customer_bin = ${bin}`);
      const row = rows[0];
      return row ? { syncedAt: row.synced_at ? new Date(row.synced_at) : null, months: row.months } : null;
    },

    /** the companies the portal serves (its index's) whose spend was never read */
    async neverSynced(): Promise<string[]> {
      const { rows } = await db.execute<{ bin: string }>(sql`
        select y.customer_bin as bin from portal.company_line_syncs y
        where not exists (select 1 from portal.company_spend_syncs s
          where s.customer_bin = y.customer_bin and s.synced_at is not null)
        order by 1`);
      return rows.map((r) => r.bin);
    },

    /** every company the portal serves (its index's) */
    async companies(): Promise<string[]> {
      const { rows } = await db.execute<{ bin: string }>(sql`
        select customer_bin as bin from portal.company_line_syncs order by 1`);
      return rows.map((r) => r.bin);
    },

    /** the open month summed again when a line changed cost centre since (once: the flag is claimed) */
    async regroupIfDue(bin: string, month: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`
          update portal.company_spend_syncs set is_regroup_due = false
          where customer_bin = ${bin} and is_regroup_due returning 1`);
        if (rows.length > 0) await regroup(tx, bin, month);
      });
    },

    /**
     * The overview's spend (decision 030): the months `first`…`month` by kind, the month by cost
     * centre, the month's top spenders with their labels (decision 034: the portal's). A scoped user's (decision 029) from their groups' lines,
     * without cost centres. One statement.
     */
    async summary(
      bin: string,
      opts: { first: string; month: string; top: number; groupIds: readonly string[] | null },
    ) {
      const { first, month, top, groupIds } = opts;
      const inScope = groupIds ? sql`and ${inGroupsCondition(groupIds, sql`s.msisdn`)}` : sql``;
      const months = groupIds
        ? sql`(select json_agg(m order by m.month) from (
            select to_char(s.month, 'YYYY-MM-DD') as month, ${sums('s.')}
            from portal.line_spend s
            where s.customer_bin = ${bin} and s.month between ${first}::date and ${month}::date ${inScope}
            group by s.month) m)`
        : sql`(select json_agg(m order by m.month) from (
            select to_char(month, 'YYYY-MM-DD') as month, ${sums()}
            from portal.company_spend
            where customer_bin = ${bin} and month between ${first}::date and ${month}::date
            group by month) m)`;
      const centres = groupIds
        ? sql`null::json`
        : sql`(select json_agg(c order by c.total desc, c.id nulls last) from (
            select nullif(d.cost_centre_id, 0) as id, c.code, c.name, d.total
            from portal.company_spend d
            left join portal.cost_centres c on c.id = d.cost_centre_id and c.customer_bin = ${bin}
            where d.customer_bin = ${bin} and d.month = ${month}::date and d.total <> 0) c)`;
      const { rows } = await db.execute<{
        months: ({ month: string; total: string | number } & KindsRow)[] | null;
        centres:
          | { id: string | number | null; code: string | null; name: string | null; total: string | number }[]
          | null;
        top: { msisdn: string; total: string | number; label: string | null }[] | null;
      }>(sql`
        select ${months} as months, ${centres} as centres,
          (select json_agg(t order by t.total desc, t.msisdn) from (
            select s.msisdn, s.total, l.label from portal.line_spend s
            left join portal.company_lines l on l.msisdn = s.msisdn and l.customer_bin = s.customer_bin
            where s.customer_bin = ${bin} and s.month = ${month}::date and s.total > 0 ${inScope}
            order by s.total desc, s.msisdn limit ${top}) t) as top`);
      const row = rows[0];
      return {
        months: (row?.months ?? []).map((m) => ({
          month: m.month,
          byKind: byKindOf(m),
          total: Number(m.total),
        })),
        byCostCentre: (row?.centres ?? []).map((c) => ({
          id: c.id === null ? null : Number(c.id),
          code: c.code,
          name: c.name,
          total: Number(c.total),
        })),
        topSpenders: (row?.top ?? []).map((t) => ({
          msisdn: t.msisdn,
          label: t.label,
          spent: Number(t.total),
        })),
      };
    },
  };
}

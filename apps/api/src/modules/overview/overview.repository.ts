import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inGroupsCondition } from '../numbers/numbers-filter-sql.ts';

export interface PortalWork {
  bulkJobs: number;
  reports: number;
  /** decision 030 (2026-12-02): the company's lines by state, from the portal's index (decision 034) */
  states: { lcStateId: number; names: LocalizedText; count: number }[];
  /** prepaid lines below the threshold, from the index */
  lowPrepaid: number;
  /** decision 030: the portal's limits against the month's charges as its check last read them */
  limits: { near: number; over: number; blocked: number };
  lastActions: { at: string; action: string; msisdn: string | null; success: boolean }[];
}

/** The portal's own part of the overview: its pending jobs and the last actions (decision 030). */
export function createOverviewRepository(db: Db) {
  return {
    /** decision 029: the company's lines in a scoped user's groups (small groups: read at once) */
    async linesInGroups(bin: string, groupIds: readonly string[]): Promise<string[]> {
      const { rows } = await db.execute<{ msisdn: string }>(sql`
        select l.msisdn from portal.company_lines l
        where l.customer_bin = ${bin} and ${inGroupsCondition(groupIds, sql`l.msisdn`)}
        order by l.msisdn`);
      return rows.map((r) => r.msisdn);
    },
    /** one statement (each part is an index lookup; a round trip each cost more than the reads) */
    async portalWork(
      bin: string,
      lastActions: number,
      scope: { groupIds: readonly string[]; userId: string } | null = null,
      spend: { month: string; nearPercent: number; lowPrepaidBelow: number } = {
        month: '1970-01-01',
        nearPercent: 80,
        lowPrepaidBelow: 50_000,
      },
    ): Promise<PortalWork> {
      const groupIds = scope?.groupIds ?? null;
      // decision 029: a scoped user's last actions are those on numbers of their groups only (none
      // that concern the whole company)
      const inGroups = groupIds
        ? sql`and msisdn is not null and exists (select 1 from portal.number_group_members g
            where g.msisdn = action_log.msisdn and g.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
        : sql``;
      // a scoped user's pending work is what they started: the bulk jobs list shows them only theirs
      // (decision 029), and a report goes to its asker's mailbox
      const startedBy = scope ? sql`and user_id = ${scope.userId}` : sql``;
      const inGroupsOf = (msisdn: SQL) =>
        groupIds
          ? sql`and exists (select 1 from portal.number_group_members g
            where g.msisdn = ${msisdn} and g.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
          : sql``;
      const { rows } = await db.execute<{
        bulk: string;
        reports: string;
        near: string;
        over: string;
        blocked: string;
        states: { id: number; ru: string; en: string; kk: string; count: string | number }[] | null;
        low: string;
        actions: { at: string; action: string; msisdn: string | null; status: string }[] | null;
      }>(sql`
        select
          (select count(*) from portal.bulk_jobs where customer_bin = ${bin} and state in ('queued', 'running') ${startedBy}) as bulk,
          (select count(*) from portal.report_requests where customer_bin = ${bin} and state in ('queued', 'building') ${startedBy}) as reports,
          l.near, l.over, l.blocked,
          (select json_agg(x order by x.count desc, x.id) from (
            select c.lc_state_id as id, min(c.lc_name_ru) as ru, min(c.lc_name_en) as en, min(c.lc_name_kk) as kk, count(*) as count
            from portal.company_lines c where c.customer_bin = ${bin} ${inGroupsOf(sql`c.msisdn`)}
            group by c.lc_state_id) x) as states,
          (select count(*) from portal.company_lines c where c.customer_bin = ${bin} and c.type = 'PREPAID'
            -- a literal, so the partial index of migration 0057 answers it
            and c.available_by_credit_limit_or_pia_balance < ${sql.raw(String(Math.trunc(spend.lowPrepaidBelow)))}
            ${inGroupsOf(sql`c.msisdn`)}) as low,
          (select json_agg(a order by a.at desc, a.id desc) from (
            select id, created_at as at, action, msisdn, status from portal.action_log
            where customer_bin = ${bin} ${inGroups} order by created_at desc, id desc limit ${lastActions}) a) as actions
        from (
          select count(*) filter (where l.spent_month = ${spend.month}::date and l.spent * 100 >= l.monthly_limit * ${spend.nearPercent}
              and l.spent < l.monthly_limit) as near,
            count(*) filter (where l.spent_month = ${spend.month}::date and l.spent >= l.monthly_limit) as over,
            count(*) filter (where l.blocked_month = ${spend.month}::date) as blocked
          from portal.spend_limits l where l.customer_bin = ${bin} ${inGroupsOf(sql`l.msisdn`)}
        ) l`);
      const row = rows[0];
      return {
        bulkJobs: Number(row?.bulk ?? 0),
        reports: Number(row?.reports ?? 0),
        states: (row?.states ?? []).map((r) => ({
          lcStateId: Number(r.id),
          names: { ru: r.ru, en: r.en, kk: r.kk },
          count: Number(r.count),
        })),
        lowPrepaid: Number(row?.low ?? 0),
        limits: {
          near: Number(row?.near ?? 0),
          over: Number(row?.over ?? 0),
          blocked: Number(row?.blocked ?? 0),
        },
        lastActions: (row?.actions ?? []).map((r) => ({
          at: new Date(r.at).toISOString(),
          action: r.action,
          msisdn: r.msisdn,
          success: r.status === 'S',
        })),
      };
    },
  };
}

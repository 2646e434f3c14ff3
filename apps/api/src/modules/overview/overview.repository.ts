import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface PortalWork {
  bulkJobs: number;
  reports: number;
  lastActions: { at: string; action: string; msisdn: string | null; success: boolean }[];
}

/** The portal's own part of the overview: its pending jobs and the last actions (decision 030). */
export function createOverviewRepository(db: Db) {
  return {
    /** one statement (each part is an index lookup; a round trip each cost more than the reads) */
    async portalWork(
      bin: string,
      lastActions: number,
      scope: { groupIds: readonly string[]; userId: string } | null = null,
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
      const { rows } = await db.execute<{
        bulk: string;
        reports: string;
        actions: { at: string; action: string; msisdn: string | null; status: string }[] | null;
      }>(sql`
        select
          (select count(*) from portal.bulk_jobs where customer_bin = ${bin} and state in ('queued', 'running') ${startedBy}) as bulk,
          (select count(*) from portal.report_requests where customer_bin = ${bin} and state in ('queued', 'building') ${startedBy}) as reports,
          (select json_agg(a order by a.at desc, a.id desc) from (
            select id, created_at as at, action, msisdn, status from portal.action_log
            where customer_bin = ${bin} ${inGroups} order by created_at desc, id desc limit ${lastActions}) a) as actions`);
      const row = rows[0];
      return {
        bulkJobs: Number(row?.bulk ?? 0),
        reports: Number(row?.reports ?? 0),
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

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The portal's own part of the overview: its pending jobs and the last actions (decision 030). */
export function createOverviewRepository(db: Db) {
  return {
    async pendingWork(bin: string): Promise<{ bulkJobs: number; reports: number }> {
      const { rows } = await db.execute<{ bulk: string; reports: string }>(sql`
        select
          (select count(*) from portal.bulk_jobs where customer_bin = ${bin} and state in ('queued', 'running')) as bulk,
          (select count(*) from portal.report_requests where customer_bin = ${bin} and state in ('queued', 'building')) as reports`);
      return { bulkJobs: Number(rows[0]?.bulk ?? 0), reports: Number(rows[0]?.reports ?? 0) };
    },

    async lastActions(bin: string, limit: number) {
      const { rows } = await db.execute<{
        at: Date | string;
        action: string;
        msisdn: string | null;
        status: string;
      }>(sql`
        select created_at as at, action, msisdn, status from portal.action_log
        where customer_bin = ${bin} order by created_at desc, id desc limit ${limit}`);
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        action: r.action,
        msisdn: r.msisdn,
        success: r.status === 'S',
      }));
    },
  };
}

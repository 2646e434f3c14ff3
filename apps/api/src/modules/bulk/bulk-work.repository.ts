import { sql } from 'drizzle-orm';
import { ERROR_STATUS, type BulkAction, type BulkItemState, type ErrorCode } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { emitEvent } from '../../platform/events.ts';
import { EMPTY_COUNTS, jobColumns, type JobRow } from './bulk.repository.ts';

// Decision 023: the worker's side of the jobs' tables. It claims items with FOR UPDATE SKIP LOCKED,
// so any number of worker processes share a job without acting twice; a claim whose worker has not
// answered within the lease is claimed again.

export interface ItemOutcome {
  state: Extract<BulkItemState, 'done' | 'refused' | 'failed' | 'skipped'>;
  code: ErrorCode | null;
}

/** A refusal (4xx code) is `refused` with its code, a fault (5xx code) `failed` (decision 023). */
export const outcomeOfCode = (code: ErrorCode): ItemOutcome => ({
  state: ERROR_STATUS[code] >= 500 ? 'failed' : 'refused',
  code,
});

export type ClaimedItem = {
  seq: number;
  msisdn: string;
  /** the row's own, in a job from a file; null: the job's */
  action: BulkAction | null;
  argument: string | null;
  /** claims of this item so far, this one included: above 1 it was claimed by a worker that died */
  attempts: number;
};

export function createBulkWorkRepository(db: Db) {
  return {
    /** The job as the worker needs it, or null when it is no longer open. */
    async openJob(jobId: string): Promise<JobRow | null> {
      const { rows } = await db.execute<JobRow>(sql`select ${jobColumns}
        from portal.bulk_jobs j join accounts.users u on u.id = j.user_id
        where j.id = ${jobId} and j.state in ('queued', 'running')`);
      return rows[0] ?? null;
    },

    async isOpen(jobId: string): Promise<boolean> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from portal.bulk_jobs where id = ${jobId} and state in ('queued', 'running')`);
      return (rows[0]?.n ?? 0) > 0;
    },

    async openJobIds(): Promise<string[]> {
      const { rows } = await db.execute<{ id: string }>(
        sql`select id from portal.bulk_jobs where state in ('queued', 'running')`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Claims the next items: queued ones, and running ones whose worker has not answered within the
     * lease (it was killed). The claim commits before the number is acted on.
     */
    async claim(jobId: string, limit: number, leaseSeconds: number): Promise<ClaimedItem[]> {
      await db.execute(
        sql`update portal.bulk_jobs set state = 'running' where id = ${jobId} and state = 'queued'`,
      );
      const { rows } = await db.execute<ClaimedItem>(sql`
        update portal.bulk_job_items i set state = 'running', attempts = i.attempts + 1, updated_at = now()
        from (
          select seq from portal.bulk_job_items
          where job_id = ${jobId} and (state = 'queued'
            or (state = 'running' and updated_at < now() - make_interval(secs => ${leaseSeconds})))
          order by seq limit ${limit} for update skip locked
        ) c
        where i.job_id = ${jobId} and i.seq = c.seq
        returning i.seq, i.msisdn, i.action, i.argument, i.attempts`);
      return rows.sort((a, b) => a.seq - b.seq);
    },

    async finishItem(
      jobId: string,
      seq: number,
      state: BulkItemState,
      code: ErrorCode | null,
    ): Promise<void> {
      await db.execute(sql`
        update portal.bulk_job_items set state = ${state}, code = ${code}, updated_at = now()
        where job_id = ${jobId} and seq = ${seq} and state = 'running'`);
    },

    /** Ends the job when no item is left to act on; whether any is still in hand. */
    async finishJobIfDone(jobId: string): Promise<boolean> {
      // the job's end and its bulk_job.finished event commit together (decision 031)
      return inTransaction(db, async (tx) => {
        const { rows } = await tx.execute<{ id: string; bin: string; action: string; total: number }>(sql`
          update portal.bulk_jobs set state = 'done', finished_at = now()
          where id = ${jobId} and state = 'running' and not exists (
            select 1 from portal.bulk_job_items where job_id = ${jobId} and state in ('queued', 'running'))
          returning id, customer_bin as bin, action, total`);
        const job = rows[0];
        if (job) {
          // decision 035: the counts per outcome, as the job's page shows them
          const counts = await tx.execute<{ counts: Record<string, number> }>(sql`
            select coalesce(jsonb_object_agg(state, n), '{}') as counts from (
              select state, count(*)::int as n from portal.bulk_job_items where job_id = ${jobId} group by state) s`);
          await emitEvent(tx, {
            bin: job.bin,
            type: 'bulk_job.finished',
            data: {
              jobId: job.id,
              action: job.action,
              total: job.total,
              state: 'done',
              counts: { ...EMPTY_COUNTS, ...counts.rows[0]?.counts },
            },
          });
        }
        return rows.length > 0;
      });
    },

    /**
     * The job's entry for a number in the action log (read within the job's lifetime), as the
     * item's outcome: a worker that died after writing it had acted; null when there is none.
     */
    async loggedOutcome(jobId: string, bin: string, msisdn: string): Promise<ItemOutcome | null> {
      const { rows } = await db.execute<{ success: boolean; error: ErrorCode | null }>(sql`
        select status = 'S' as success, params->>'error' as error from portal.action_log
        where customer_bin = ${bin}
          and created_at >= (select created_at from portal.bulk_jobs where id = ${jobId})
          and msisdn = ${msisdn} and params->>'bulkJobId' = ${jobId}
        order by created_at desc limit 1`);
      const row = rows[0];
      if (!row) return null;
      return row.success ? { state: 'done', code: null } : outcomeOfCode(row.error ?? 'system_error');
    },

    async hasWaitingItems(jobId: string): Promise<boolean> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select 1 from portal.bulk_job_items
          where job_id = ${jobId} and state in ('queued', 'running') limit 1) x`);
      return (rows[0]?.n ?? 0) > 0;
    },
  };
}

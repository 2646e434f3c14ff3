import { sql, type SQL } from 'drizzle-orm';
import {
  ERROR_STATUS,
  type BulkAction,
  type BulkCounts,
  type BulkItemState,
  type BulkJob,
  type BulkJobState,
  type ErrorCode,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { emitEvent } from '../../platform/events.ts';

// Decision 023: the jobs and their per-number items in PostgreSQL; the worker claims items with
// FOR UPDATE SKIP LOCKED, so any number of worker processes share a job without acting twice.

export type JobRow = {
  id: string;
  customerBin: string;
  userId: string;
  username: string;
  action: BulkAction | null;
  argument: string | null;
  state: BulkJobState;
  requestHash: string;
  retryOf: string | null;
  total: number;
  createdAt: string;
  finishedAt: string | null;
};

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

const iso = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

const jobColumns = sql`j.id, j.customer_bin as "customerBin", j.user_id as "userId", u.username,
  j.action, j.argument, j.state, j.request_hash as "requestHash", j.retry_of as "retryOf", j.total,
  ${iso(sql`j.created_at`)} as "createdAt", ${iso(sql`j.finished_at`)} as "finishedAt"`;

/** An item's action: its own (a job from a file), else its job's. */
const itemAction = (jobId: string) =>
  sql`coalesce(i.action, (select action from portal.bulk_jobs where id = ${jobId}))`;

/**
 * decision 029: a scoped user's items are the numbers of their groups only (null: every number);
 * a number taken out of the groups since the job leaves its table and its result file.
 */
const inScope = (groupIds: readonly string[] | null) =>
  groupIds
    ? sql`and exists (select 1 from portal.number_group_members m
        where m.msisdn = i.msisdn and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
    : sql``;

/** decision 023: a scoped user sees the jobs they started (null: every job of the company) */
const startedBy = (userId: string | null) => (userId ? sql`and j.user_id = ${userId}` : sql``);

const EMPTY_COUNTS: BulkCounts = { queued: 0, running: 0, done: 0, refused: 0, failed: 0, skipped: 0 };

export function createBulkRepository(db: Db) {
  return {
    async findJob(bin: string, id: string, userId: string | null = null): Promise<JobRow | null> {
      const { rows } = await db.execute<JobRow>(sql`select ${jobColumns}
        from portal.bulk_jobs j join accounts.users u on u.id = j.user_id
        where j.id = ${id} and j.customer_bin = ${bin} ${startedBy(userId)}`);
      return rows[0] ?? null;
    },

    async findByKey(bin: string, key: string, executor: Db = db): Promise<JobRow | null> {
      const { rows } = await executor.execute<JobRow>(sql`select ${jobColumns}
        from portal.bulk_jobs j join accounts.users u on u.id = j.user_id
        where j.customer_bin = ${bin} and j.idempotency_key = ${key}`);
      return rows[0] ?? null;
    },

    /** The job's row, or null when another request took the key first (its job is the answer). */
    async insertJob(
      tx: Db,
      job: {
        bin: string;
        userId: string;
        action: BulkAction | null;
        argument: string | null;
        key: string;
        requestHash: string;
        retryOf: string | null;
        uploadId?: string | null;
      },
    ): Promise<string | null> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into portal.bulk_jobs (customer_bin, user_id, action, argument, idempotency_key, request_hash, retry_of, upload_id)
        values (${job.bin}, ${job.userId}, ${job.action}, ${job.argument}, ${job.key}, ${job.requestHash}, ${job.retryOf}, ${job.uploadId ?? null})
        on conflict (customer_bin, idempotency_key) do nothing returning id`);
      return rows[0]?.id ?? null;
    },

    /** Adds items from `firstSeq` on; a number seen before in the job is skipped as a duplicate. */
    async insertItems(
      tx: Db,
      jobId: string,
      firstSeq: number,
      items: { msisdn: string; duplicate: boolean }[],
    ): Promise<void> {
      if (items.length === 0) return;
      // one parameter for the whole batch (a JSON array), however many numbers it holds
      const rows = JSON.stringify(
        items.map((item) =>
          item.duplicate ? [item.msisdn, 'skipped', 'bulk_duplicate_number'] : [item.msisdn, 'queued', null],
        ),
      );
      await tx.execute(sql`
        insert into portal.bulk_job_items (job_id, seq, msisdn, state, code)
        select ${jobId}, ${firstSeq} + t.ord - 1, t.e->>0, t.e->>1, t.e->>2
        from jsonb_array_elements(${rows}::jsonb) with ordinality as t(e, ord)`);
    },

    /** Retry: the failed numbers of `fromJob` as the new job's queued items; how many. */
    async copyFailedItems(
      tx: Db,
      fromJob: string,
      toJob: string,
      groupIds: readonly string[] | null,
    ): Promise<number> {
      const result = await tx.execute(sql`
        insert into portal.bulk_job_items (job_id, seq, msisdn, action, argument)
        select ${toJob}, row_number() over (order by seq), msisdn, action, argument
        from portal.bulk_job_items i where job_id = ${fromJob} and state = 'failed' ${inScope(groupIds)}`);
      return result.rowCount ?? 0;
    },

    async setTotal(tx: Db, jobId: string, total: number): Promise<void> {
      await tx.execute(sql`update portal.bulk_jobs set total = ${total} where id = ${jobId}`);
    },

    async counts(jobId: string): Promise<BulkCounts> {
      const { rows } = await db.execute<{ state: BulkItemState; n: number }>(sql`
        select state, count(*)::int as n from portal.bulk_job_items where job_id = ${jobId} group by state`);
      const counts = { ...EMPTY_COUNTS };
      for (const row of rows) counts[row.state] = row.n;
      return counts;
    },

    /** Numbers finished in the last minute (the job page's rate). */
    async finishedLastMinute(jobId: string): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from portal.bulk_job_items
        where job_id = ${jobId} and updated_at > now() - interval '60 seconds'
          and state in ('done', 'refused', 'failed', 'skipped')`);
      return rows[0]?.n ?? 0;
    },

    async listJobs(
      bin: string,
      userId: string | null,
      limit: number,
      offset: number,
    ): Promise<{ rows: JobRow[]; total: number }> {
      const [page, count] = await Promise.all([
        db.execute<JobRow>(sql`select ${jobColumns}
          from portal.bulk_jobs j join accounts.users u on u.id = j.user_id
          where j.customer_bin = ${bin} ${startedBy(userId)}
          order by j.created_at desc, j.id limit ${limit} offset ${offset}`),
        db.execute<{ n: number }>(
          sql`select count(*)::int as n from portal.bulk_jobs j where j.customer_bin = ${bin} ${startedBy(userId)}`,
        ),
      ]);
      return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
    },

    async listItems(
      jobId: string,
      query: { state: BulkItemState | undefined; groupIds: readonly string[] | null },
      limit: number,
      offset: number,
    ): Promise<{
      rows: {
        msisdn: string;
        action: BulkAction;
        state: BulkItemState;
        code: ErrorCode | null;
        updatedAt: string;
      }[];
      total: number;
    }> {
      const { state, groupIds } = query;
      const where = sql`job_id = ${jobId} ${state ? sql`and state = ${state}` : sql``} ${inScope(groupIds)}`;
      const [page, count] = await Promise.all([
        db.execute<{
          msisdn: string;
          action: BulkAction;
          state: BulkItemState;
          code: ErrorCode | null;
          updatedAt: string;
        }>(sql`
          select msisdn, ${itemAction(jobId)} as action, state, code, ${iso(sql`updated_at`)} as "updatedAt"
          from portal.bulk_job_items i
          where ${where} order by seq limit ${limit} offset ${offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from portal.bulk_job_items i where ${where}`),
      ]);
      return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** Items in selection order, a batch at a time after `afterSeq` (the result file). */
    async itemsAfter(jobId: string, afterSeq: number, limit: number, groupIds: readonly string[] | null) {
      const { rows } = await db.execute<{
        seq: number;
        msisdn: string;
        action: BulkAction;
        state: BulkItemState;
        code: ErrorCode | null;
      }>(sql`
        select seq, msisdn, ${itemAction(jobId)} as action, state, code from portal.bulk_job_items i
        where job_id = ${jobId} and seq > ${afterSeq} ${inScope(groupIds)} order by seq limit ${limit}`);
      return rows;
    },

    /** Cancels an open job: its queued items are skipped. Null when the job has ended. */
    async cancel(tx: Db, bin: string, jobId: string): Promise<boolean> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        update portal.bulk_jobs set state = 'cancelled', finished_at = now()
        where id = ${jobId} and customer_bin = ${bin} and state in ('queued', 'running') returning id`);
      if (rows.length === 0) return false;
      await tx.execute(sql`
        update portal.bulk_job_items set state = 'skipped', code = 'bulk_cancelled', updated_at = now()
        where job_id = ${jobId} and state = 'queued'`);
      return true;
    },

    // ---- the worker's side ----

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
          await emitEvent(tx, {
            bin: job.bin,
            type: 'bulk_job.finished',
            data: { jobId: job.id, action: job.action, total: job.total, state: 'done' },
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

export type BulkRepository = ReturnType<typeof createBulkRepository>;

/** The contract's view of a job row with its counts. */
export function toBulkJob(row: JobRow, counts: BulkCounts, finishedLastMinute: number): BulkJob {
  const left = counts.queued + counts.running;
  const ratePerSecond = row.state === 'running' ? finishedLastMinute / 60 : null;
  return {
    id: row.id,
    action: row.action,
    argument: row.argument,
    state: row.state,
    createdBy: row.username,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    retryOf: row.retryOf,
    total: row.total,
    counts,
    ratePerSecond,
    secondsLeft: ratePerSecond ? Math.ceil(left / ratePerSecond) : null,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  type BulkAction,
  type BulkCounts,
  type BulkItemState,
  type BulkJob,
  type BulkJobState,
  type ErrorCode,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';

// Decision 023: the jobs and their per-number items in PostgreSQL, as the API makes, lists, reads
// and cancels them; the worker's side (claims, outcomes, a job's end) is bulk-work.repository.ts.

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

const iso = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

export const jobColumns = sql`j.id, j.customer_bin as "customerBin", j.user_id as "userId", u.username,
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

export const EMPTY_COUNTS: BulkCounts = { queued: 0, running: 0, done: 0, refused: 0, failed: 0, skipped: 0 };

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

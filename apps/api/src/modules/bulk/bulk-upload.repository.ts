import { sql } from 'drizzle-orm';
import type { BulkAction, BulkUploadRow, ErrorCode } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { CheckedRow } from './bulk-upload-rows.ts';

// Decision 023: an upload's checked rows wait in PostgreSQL for the user's confirmation; the preview
// and the job are read from them with SQL, never the file's numbers gathered in memory.

const rowColumns = sql`row_no as row, number, msisdn, action, argument, code`;

export function createBulkUploadRepository(db: Db) {
  return {
    async insertUpload(tx: Db, bin: string, userId: string): Promise<string> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into portal.bulk_uploads (customer_bin, user_id) values (${bin}, ${userId}) returning id`);
      return rows[0]!.id;
    },

    /** One statement per batch: the rows travel as one JSON parameter. */
    async insertRows(tx: Db, uploadId: string, rows: CheckedRow[]): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((r) => [r.rowNo, r.number, r.msisdn, r.action, r.argument, r.code]),
      );
      await tx.execute(sql`
        insert into portal.bulk_upload_rows (upload_id, row_no, number, msisdn, action, argument, code)
        select ${uploadId}, (e->>0)::int, e->>1, e->>2, e->>3, e->>4, e->>5
        from jsonb_array_elements(${json}::jsonb) as t(e)`);
    },

    /** A number asked twice for the same action: the later rows are duplicates. */
    async markDuplicates(tx: Db, uploadId: string): Promise<void> {
      // the rows were inserted by this transaction, so the planner's statistics do not know them: it
      // may join the numbered rows back by a nested loop over a materialised subquery, quadratic in
      // the upload (minutes for 100,000 rows). A hash join is linear whatever the estimates say.
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`
        update portal.bulk_upload_rows r set code = 'bulk_duplicate_number'
        from (
          select row_no, row_number() over (partition by msisdn, action order by row_no) as n
          from portal.bulk_upload_rows where upload_id = ${uploadId} and code is null
        ) d
        where r.upload_id = ${uploadId} and r.row_no = d.row_no and d.n > 1`);
    },

    async counts(executor: Db, uploadId: string) {
      const { rows } = await executor.execute<{ code: ErrorCode | null; n: number }>(sql`
        select code, count(*)::int as n from portal.bulk_upload_rows where upload_id = ${uploadId}
        group by code order by count(*) desc, code`);
      return rows;
    },

    async firstRows(executor: Db, uploadId: string, limit: number, isRejected: boolean) {
      const { rows } = await executor.execute<BulkUploadRow>(sql`
        select ${rowColumns} from portal.bulk_upload_rows
        where upload_id = ${uploadId} ${isRejected ? sql`and code is not null` : sql``}
        order by row_no limit ${limit}`);
      return rows;
    },

    /** decision 029: which of the numbers are in the groups (a scoped user's numbers) */
    async inGroups(groupIds: readonly string[], msisdns: readonly string[]): Promise<Set<string>> {
      if (groupIds.length === 0 || msisdns.length === 0) return new Set();
      const { rows } = await db.execute<{ msisdn: string }>(sql`
        select distinct msisdn from portal.number_group_members
        where group_id = any(${`{${groupIds.join(',')}}`}::uuid[]) and msisdn = any(${`{${msisdns.join(',')}}`}::text[])`);
      return new Set(rows.map((row) => row.msisdn));
    },

    async findUpload(bin: string, uploadId: string): Promise<boolean> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select id from portal.bulk_uploads where id = ${uploadId} and customer_bin = ${bin}`);
      return rows.length > 0;
    },

    /**
     * Deletes up to `limit` uploads checked more than `keepHours` ago that no job was made of, with
     * their rows; how many. One being confirmed right now is locked by its job's insert: skipped.
     */
    async deleteUnconfirmed(keepHours: number, limit: number): Promise<number> {
      const result = await db.execute(sql`
        delete from portal.bulk_uploads where id in (
          select u.id from portal.bulk_uploads u
          where u.created_at < now() - make_interval(secs => ${keepHours * 3600})
            and not exists (select 1 from portal.bulk_jobs j where j.upload_id = u.id)
          order by u.created_at limit ${limit} for update skip locked)`);
      return result.rowCount ?? 0;
    },

    /** The action and argument all accepted rows share, each null when they differ. */
    async commonAction(uploadId: string): Promise<{ action: BulkAction | null; argument: string | null }> {
      const { rows } = await db.execute<{
        actions: number;
        action: BulkAction | null;
        arguments: number;
        argument: string | null;
      }>(sql`
        select count(distinct action)::int as actions, min(action) as action,
          count(distinct coalesce(argument, ''))::int as arguments, min(argument) as argument
        from portal.bulk_upload_rows where upload_id = ${uploadId} and code is null`);
      const row = rows[0]!;
      return {
        action: row.actions === 1 ? row.action : null,
        argument: row.actions === 1 && row.arguments === 1 ? row.argument : null,
      };
    },

    /** The job's items: the accepted rows in file order, each with its own action and argument. */
    async copyAcceptedRows(tx: Db, uploadId: string, jobId: string): Promise<number> {
      const result = await tx.execute(sql`
        insert into portal.bulk_job_items (job_id, seq, msisdn, action, argument)
        select ${jobId}, row_number() over (order by row_no), msisdn, action, argument
        from portal.bulk_upload_rows where upload_id = ${uploadId} and code is null`);
      return result.rowCount ?? 0;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Language, ReportKind, ReportRequestState } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { ReportPeriod } from '../../operator/reports-port.ts';

/** One report request row (portal.report_requests, decision 018). */
export interface ReportRequestRow {
  id: string;
  bin: string;
  userId: string | null;
  msisdn: string | null;
  kind: ReportKind;
  email: string;
  language: Language;
  period: ReportPeriod | null;
  params: Record<string, unknown>;
  state: ReportRequestState;
  failure: string | null;
  /** builds started, this one included */
  attempts: number;
  createdAt: Date;
}

export type NewReportRequest = Pick<
  ReportRequestRow,
  'bin' | 'msisdn' | 'kind' | 'email' | 'language' | 'period' | 'params'
> & { userId: string; records: number };

type Raw = Record<string, unknown>;
const toRow = (r: Raw): ReportRequestRow => ({
  id: String(r.id),
  bin: String(r.customer_bin),
  userId: (r.user_id as string | null) ?? null,
  msisdn: (r.msisdn as string | null) ?? null,
  kind: r.report_type as ReportKind,
  email: String(r.email),
  language: r.language as Language,
  period: r.start_date ? { startDate: String(r.start_date), endDate: String(r.end_date) } : null,
  params: (r.params as Record<string, unknown>) ?? {},
  state: r.state as ReportRequestState,
  failure: (r.failure as string | null) ?? null,
  attempts: Number(r.attempts ?? 0),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
});

const COLUMNS = sql`id, customer_bin, user_id, msisdn, report_type, email, language,
  to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
  params, state, failure, attempts, created_at`;

/**
 * A building request older than this is taken to be lost with its process, and may be taken again:
 * shorter than the report job's expiry (QUEUES.reportBuild, 10 minutes), so the job pg-boss delivers
 * again after an expiry finds the row claimable instead of leaving it building for ever.
 */
export const STALE_BUILD_MINUTES = 9;

export function createReportsRepository(db: Db) {
  return {
    /**
     * Inserts a queued request; null when one of the kind is already queued or building for the
     * company (or the number): the unique partial index decides, so two racing requests get one row.
     */
    async insert(tx: Db, req: NewReportRequest): Promise<string | null> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into portal.report_requests
          (customer_bin, user_id, msisdn, report_type, email, language, start_date, end_date, params, records)
        values (${req.bin}, ${req.userId}, ${req.msisdn}, ${req.kind}, ${req.email}, ${req.language},
          ${req.period?.startDate ?? null}, ${req.period?.endDate ?? null}, ${JSON.stringify(req.params)}::jsonb, ${req.records})
        on conflict do nothing
        returning id`);
      return rows[0]?.id ?? null;
    },

    /** the latest request of a kind for the company (or the number) */
    async latest(bin: string, kind: ReportKind, msisdn: string | null): Promise<ReportRequestRow | null> {
      const { rows } = await db.execute<Raw>(sql`
        select ${COLUMNS} from portal.report_requests
        where customer_bin = ${bin} and report_type = ${kind} and coalesce(msisdn, '') = ${msisdn ?? ''}
        order by created_at desc limit 1`);
      return rows[0] ? toRow(rows[0]) : null;
    },

    /**
     * The job's claim: queued → building (or a building row gone stale). One of two concurrent
     * jobs gets the row; a request already sent or failed is left alone.
     */
    async claim(id: string): Promise<ReportRequestRow | null> {
      const { rows } = await db.execute<Raw>(sql`
        update portal.report_requests set state = 'building', started_at = now(), attempts = attempts + 1
        where id = ${id} and (state = 'queued'
          or (state = 'building' and started_at < now() - make_interval(mins => ${STALE_BUILD_MINUTES})))
        returning ${COLUMNS}`);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async markSent(tx: Db, id: string, mailId: string): Promise<void> {
      await tx.execute(sql`
        update portal.report_requests set state = 'sent', mail_id = ${mailId}, completed_at = now(), failure = null
        where id = ${id} and state = 'building'`);
    },

    async markFailed(id: string, failure: string): Promise<void> {
      await db.execute(sql`
        update portal.report_requests set state = 'failed', failure = ${failure}, completed_at = now()
        where id = ${id} and state in ('queued', 'building')`);
    },

    /** back to queued for the queue's next attempt */
    async release(id: string): Promise<void> {
      await db.execute(sql`
        update portal.report_requests set state = 'queued' where id = ${id} and state = 'building'`);
    },

    async companyName(bin: string, language: Language): Promise<string> {
      // one name, whatever the language
      void language;
      return companyNameOf(db, bin);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

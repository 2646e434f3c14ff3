import {
  checkKindPeriod,
  kazakhstanToday,
  REPORT_KINDS,
  statusOfState,
  type Language,
  type OperationResult,
  type Period,
  type ReportKind,
  type ReportStatus,
  type UsageDetailsStatus,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { ReportDataKind, ReportDataQuery, ReportRowOf } from '../../operator/reports-port.ts';
import { countReportRows, reportRows, reportSourceOf } from './report-rows.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { REPORT_KIND_SERVERS } from './kinds/index.ts';
import { queryInput } from './kinds/report-kind.ts';
import { reportFile } from './report-documents.ts';
import { createReportsRepository } from './reports.repository.ts';

/** What a report request asks for (spec §7 payloads): one recipient, the period, the language. */
export interface ReportAsk {
  email: string;
  language?: Language | undefined;
  period: Period | null;
  msisdn?: string | null;
  /** extra parameters kept with the request (the devices report's company name) */
  params?: Record<string, unknown>;
}

/** What a download asks for: the number (a number's reports), the period, the format, the language. */
export interface ReportDownload {
  msisdn: string | null;
  period: Period | null;
  format: 'pdf' | 'xls';
  language?: Language | undefined;
}

export interface ReportJob {
  requestId: string;
}

export interface ReportsService {
  /** spec §4 Reports by e-mail: checks, then a queued request and its build job; 'report is being prepared' */
  request(
    company: CompanyContext,
    userId: string,
    kind: ReportKind,
    ask: ReportAsk,
  ): Promise<OperationResult>;
  /** spec §4: the latest request of the kind for the company (or number) */
  status(company: CompanyContext, kind: ReportKind, msisdn?: string | null): Promise<ReportStatus>;
  /** the usage details' status with the number's ownership transfer day (spec §5, the form's window) */
  usageDetailsStatus(company: CompanyContext, msisdn: string): Promise<UsageDetailsStatus>;
  /** a number's report rows read at once after its period check on today (the top-ups on screen) */
  numberRows<K extends ReportDataKind>(
    company: CompanyContext,
    kind: K,
    msisdn: string,
    period: Period,
  ): Promise<AsyncIterable<ReportRowOf[K]>>;
  /** a report downloaded at once (decision 018): its period checked on today, then streamed */
  download(company: CompanyContext, kind: ReportKind, ask: ReportDownload): Promise<FileResponse>;
  today(): string;
  companyName(bin: string): Promise<string>;
}

export interface ReportsServiceDeps {
  db: Db;
  operator: OperatorPort;
  queue: Pick<JobQueue, 'send'> | null;
  /** FIXED_TODAY (tests, demos) or null: today in Kazakhstan */
  fixedToday: string | null;
}

/** The operator's query of a request (the engine's job reads the same), null when not counted. */
export function dataQueryOf(
  kind: ReportKind,
  msisdn: string | null,
  period: Period | null,
  groupIds: readonly string[] | null = null,
): ReportDataQuery | null {
  return REPORT_KIND_SERVERS[kind].query(queryInput({ msisdn, period, groupIds }));
}

export function createReportsService(deps: ReportsServiceDeps): ReportsService {
  const { db, operator } = deps;
  const repo = createReportsRepository(db);
  const today = () => deps.fixedToday ?? kazakhstanToday();

  async function checkPeriod(
    company: CompanyContext,
    kind: ReportKind,
    msisdn: string | null,
    period: Period | null,
  ) {
    const def = REPORT_KINDS[kind];
    if (def.period === 'none') return;
    if (!period) throw new ApiError('invalid_period');
    // spec §5: the usage details window starts no earlier than the number's ownership transfer
    const ownership =
      def.period === 'usageDetails' && msisdn
        ? await operator.getOwnershipTransferDate(company.bin, msisdn)
        : null;
    const code = checkKindPeriod(kind, period, today(), ownership);
    if (code) throw new ApiError(code);
    if (def.period === 'usageDetails' && msisdn) {
      // spec §8 date-error, shown with the server's message: the billing holds no usage of the
      // number before its activation (decision 022)
      const usageFrom = await operator.getUsageStartDate(company.bin, msisdn);
      if (usageFrom && period.startDate < usageFrom)
        throw new ApiError('date_error', { detail: `date-error: usage is recorded from ${usageFrom}` });
    }
  }

  async function status(
    company: CompanyContext,
    kind: ReportKind,
    msisdn: string | null = null,
  ): Promise<ReportStatus> {
    const row = await repo.latest(company.bin, kind, REPORT_KINDS[kind].scope === 'number' ? msisdn : null);
    return {
      status: statusOfState(row?.state ?? null),
      requestedAt: row ? row.createdAt.toISOString() : null,
      failure: row?.failure ?? null,
    };
  }

  return {
    today,
    companyName: (bin) => repo.companyName(bin, 'ru'),

    async request(company, userId, kind, ask) {
      const def = REPORT_KINDS[kind];
      const msisdn = def.scope === 'number' ? (ask.msisdn ?? null) : null;
      const period = def.period === 'none' ? null : ask.period;
      await checkPeriod(company, kind, msisdn, period);

      const server = REPORT_KIND_SERVERS[kind];
      const params: Record<string, unknown> = {
        ...(ask.params ?? {}),
        ...(server.requestParams && msisdn ? await server.requestParams(operator, company.bin, msisdn) : {}),
        // decision 029: the report is built later, for the scope the user has now
        ...(company.numberScope ? { groupIds: company.numberScope } : {}),
      };

      // spec §9, §8: over 50 thousand records the request is refused before any work ('divide the period')
      const query = dataQueryOf(kind, msisdn, period, company.numberScope);
      const records = query ? await countReportRows(db, operator, company.bin, query) : 0;
      if (records > def.maxRecords) throw new ApiError('limit_exceeded');
      if (records === 0 && server.emptyError) throw new ApiError(server.emptyError);

      if (!deps.queue) throw new ApiError('report_not_sent');
      const queue = deps.queue;
      const language = ask.language ?? 'ru';
      const id = await inTransaction(db, async (tx, executor) => {
        const requestId = await repo.insert(tx, {
          bin: company.bin,
          userId,
          msisdn,
          kind,
          email: ask.email,
          language,
          period,
          params,
          records,
        });
        if (!requestId) return null;
        await queue.send<ReportJob>(QUEUES.reportBuild.name, { requestId }, { executor });
        return requestId;
      });
      await recordAction(db, {
        customerBin: company.bin,
        userId,
        msisdn,
        action: 'report_request',
        success: id !== null,
        params: {
          kind,
          email: ask.email,
          ...(period ?? {}),
          ...(id ? { requestId: id, records } : { error: 'report_in_progress' }),
        },
      });
      // spec §4: one report of a kind being prepared at a time (per number for the number's reports)
      if (!id) throw new ApiError('report_in_progress');
      return { result: 'SUCCESS', message: 'export_request_accepted' };
    },

    status,

    async usageDetailsStatus(company, msisdn) {
      const [latest, ownershipDate] = await Promise.all([
        status(company, 'usage_details', msisdn),
        operator.getOwnershipTransferDate(company.bin, msisdn),
      ]);
      return { ...latest, ownershipDate };
    },

    async numberRows<K extends ReportDataKind>(
      company: CompanyContext,
      kind: K,
      msisdn: string,
      period: Period,
    ): Promise<AsyncIterable<ReportRowOf[K]>> {
      await checkPeriod(company, kind, msisdn, period);
      const query = dataQueryOf(kind, msisdn, period) as Extract<ReportDataQuery, { kind: K }>;
      return reportRows(db, operator, company.bin, query) as AsyncIterable<ReportRowOf[K]>;
    },

    async download(company, kind, ask) {
      await checkPeriod(company, kind, ask.msisdn, ask.period);
      const subject = {
        bin: company.bin,
        companyName: await repo.companyName(company.bin, 'ru'),
        language: ask.language ?? 'ru',
        msisdn: ask.msisdn,
        period: ask.period,
        groupIds: company.numberScope,
      };
      return reportFile(kind, ask.format === 'pdf' ? 'pdf' : 'xlsx', subject, reportSourceOf(db, operator));
    },
  };
}

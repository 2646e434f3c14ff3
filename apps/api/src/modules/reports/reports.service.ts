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
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { ReportDataQuery } from '../../operator/reports-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
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
  /** checks a number's report period on today and answers its data query (top-ups on screen, downloads) */
  checkedNumberQuery(
    company: CompanyContext,
    kind: 'top_ups' | 'usage_details',
    msisdn: string,
    period: Period,
  ): Promise<ReportDataQuery>;
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

/** The data query of a request (the engine's job reads the same). */
export function dataQueryOf(
  kind: ReportKind,
  msisdn: string | null,
  period: Period | null,
): ReportDataQuery | null {
  const p = period ?? { startDate: '1970-01-01', endDate: '1970-01-01' };
  const m = msisdn ?? '';
  switch (kind) {
    case 'usage_details':
    case 'top_ups':
    case 'subscriber_payments':
      return { kind, msisdn: m, period: p };
    case 'subscribers_report':
      return { kind };
    case 'devices':
      return null;
    default:
      return { kind, period: p };
  }
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
    const ownership =
      kind === 'usage_details' && msisdn
        ? await operator.getOwnershipTransferDate(company.bin, msisdn)
        : null;
    const code = checkKindPeriod(kind, period, today(), ownership);
    if (code) throw new ApiError(code);
  }

  return {
    today,
    companyName: (bin) => repo.companyName(bin, 'ru'),

    async request(company, userId, kind, ask) {
      const def = REPORT_KINDS[kind];
      const msisdn = def.scope === 'number' ? (ask.msisdn ?? null) : null;
      const period = def.period === 'none' ? null : ask.period;
      await checkPeriod(company, kind, msisdn, period);

      const params: Record<string, unknown> = { ...(ask.params ?? {}) };
      if (kind === 'subscriber_payments' && msisdn) {
        const subscriber = await operator.getSubscriber(company.bin, msisdn);
        if (!subscriber) throw new ApiError('msisdn_not_in_company');
        params.numberType = subscriber.type;
      }

      // spec §9, §8: over 50 thousand records the request is refused before any work ('divide the period')
      const query = dataQueryOf(kind, msisdn, period);
      const records = query ? await operator.countReportRows(company.bin, query) : 0;
      if (records > def.maxRecords) throw new ApiError('limit_exceeded');
      if (kind === 'usage_details' && records === 0) throw new ApiError('usage_details_not_found');

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

    async status(company, kind, msisdn = null) {
      const row = await repo.latest(company.bin, kind, REPORT_KINDS[kind].scope === 'number' ? msisdn : null);
      return {
        status: statusOfState(row?.state ?? null),
        requestedAt: row ? row.createdAt.toISOString() : null,
        failure: row?.failure ?? null,
      };
    },

    async checkedNumberQuery(company, kind, msisdn, period) {
      await checkPeriod(company, kind, msisdn, period);
      return { kind, msisdn, period };
    },
  };
}

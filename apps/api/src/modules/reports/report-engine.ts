import { buffer } from 'node:stream/consumers';
import { REPORT_KINDS, type ReportKind } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { recordOutcome } from '../../platform/events.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import type { MailAttachmentInput } from '../../platform/mail/mail-outbox.repository.ts';
import type { ReportSource } from './kinds/report-kind.ts';
import { reportFile, reportTitle, type ReportSubject } from './report-documents.ts';
import { reportSourceOf } from './report-rows.ts';
import { createReportsRepository, type ReportRequestRow } from './reports.repository.ts';

export interface ReportEngineDeps {
  db: Db;
  operator: Pick<OperatorPort, 'reportRows' | 'listRegisteredDevices'>;
  mail: Pick<Mail, 'enqueue'>;
}

/** how many times the queue runs a build (the first and its retries): QUEUES.reportBuild */
export const REPORT_BUILD_ATTEMPTS = 3;

export type BuildOutcome = 'sent' | 'failed' | 'not-queued';

/** The files of a request: one attachment per format of its kind, rendered from the operator's rows. */
export async function renderReportFiles(
  kind: ReportKind,
  subject: ReportSubject,
  source: ReportSource,
): Promise<MailAttachmentInput[]> {
  const files: MailAttachmentInput[] = [];
  for (const format of REPORT_KINDS[kind].formats) {
    const file = reportFile(kind, format, subject, source);
    files.push({ filename: file.filename, contentType: file.contentType, content: await buffer(file.body) });
  }
  return files;
}

/**
 * The report engine's job (decision 018): claims the request (queued → building), renders its files
 * from the operator's data, then in ONE transaction writes the e-mail to the outbox and marks the
 * request sent — so a build run twice (a redelivered job) mails once, and a relay that is down is
 * the mail queue's retry (decision 010), never a second report. A failed build is retried by the
 * queue; after the last attempt the request is failed with `report_not_sent`.
 */
export function createReportEngine(deps: ReportEngineDeps) {
  const repo = createReportsRepository(deps.db);
  // decision 034: the lists of the company's numbers from the portal's index
  const source = reportSourceOf(deps.db, deps.operator);

  async function build(request: ReportRequestRow): Promise<void> {
    // decision 025: every value of the e-mail comes from our data or a closed list; the company's
    // name is the operator's, whatever a request (or a row queued by an older server) carried
    const companyName = await repo.companyName(request.bin, request.language);
    const subject: ReportSubject = {
      bin: request.bin,
      companyName,
      language: request.language,
      msisdn: request.msisdn,
      period: request.period,
      numberType: (request.params.numberType as ReportSubject['numberType']) ?? null,
      groupIds: (request.params.groupIds as string[] | undefined) ?? null,
    };
    const attachments = await renderReportFiles(request.kind, subject, source);
    const reportName = reportTitle(request.kind, subject);
    await inTransaction(deps.db, async (tx, executor) => {
      const { id } = await deps.mail.enqueue(
        {
          to: request.email,
          language: request.language,
          template: 'report',
          data: {
            reportName,
            companyName,
            bin: request.bin,
            ...(request.period
              ? { period: { from: request.period.startDate, to: request.period.endDate } }
              : {}),
          },
          attachments,
          userId: request.userId,
          bin: request.bin,
        },
        { transaction: { tx, executor } },
      );
      await repo.markSent(tx, request.id, id);
    });
  }

  return {
    async run(requestId: string): Promise<BuildOutcome> {
      const request = await repo.claim(requestId);
      if (!request) return 'not-queued';
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(deps.db, {
          customerBin: request.bin,
          userId: request.userId,
          msisdn: request.msisdn,
          action: 'report_completed',
          success,
          params: { kind: request.kind, requestId: request.id, ...params },
        });
      try {
        await build(request);
        await recordOutcome(
          deps.db,
          {
            customerBin: request.bin,
            userId: request.userId,
            msisdn: request.msisdn,
            action: 'report_completed',
            success: true,
            params: { kind: request.kind, requestId: request.id, email: request.email },
          },
          // the files went by e-mail; the event says so without carrying them (decision 031)
          {
            type: 'report.ready',
            data: { requestId: request.id, kind: request.kind, msisdn: request.msisdn, email: request.email },
          },
        );
        return 'sent';
      } catch (error) {
        if (request.attempts < REPORT_BUILD_ATTEMPTS) {
          await repo.release(request.id);
          throw error;
        }
        await repo.markFailed(request.id, 'report_not_sent');
        await log(false, { error: 'report_not_sent', reason: (error as Error).message.slice(0, 300) });
        return 'failed';
      }
    },
  };
}

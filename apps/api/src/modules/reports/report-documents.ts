import type { Readable } from 'node:stream';
import { MEDIA_TYPES, reportFileName, type ReportFileFormat, type ReportKind } from '@kabinet/contract';
import { renderPdf, renderXlsx, type DocumentInput } from '../../platform/documents/index.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { REPORT_KIND_SERVERS } from './kinds/index.ts';
import type { ReportSource, ReportSubject } from './kinds/report-kind.ts';

export type { ReportSubject } from './kinds/report-kind.ts';

// spec §5: numbers in reports are the 10 digits (a cell starting with + would read as a formula)
const formatTitlePhone = (msisdn: string) =>
  `+7 (${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6, 8)}-${msisdn.slice(8, 10)}`;

/** a kind's name in a language: the document's title and the e-mail's report name */
export const reportTitle = (kind: ReportKind, subject: Pick<ReportSubject, 'language'>): string =>
  REPORT_KIND_SERVERS[kind].words[subject.language].title;

/** The columns and rows of a report, in its language (decision 011's DocumentInput). */
export function reportDocument(
  kind: ReportKind,
  subject: ReportSubject,
  source: ReportSource,
): DocumentInput {
  const title = reportTitle(kind, subject);
  const table = REPORT_KIND_SERVERS[kind].table(subject, source);
  return {
    title: table.title ?? (subject.msisdn ? `${title} ${formatTitlePhone(subject.msisdn)}` : title),
    company: subject.companyName,
    bin: subject.bin,
    language: subject.language,
    ...(subject.period ? { period: { from: subject.period.startDate, to: subject.period.endDate } } : {}),
    columns: table.columns,
    rows: table.rows,
  };
}

/** a report's file in one format, streamed from the operator's rows through the renderer */
export function reportFile(
  kind: ReportKind,
  format: ReportFileFormat,
  subject: ReportSubject,
  source: ReportSource,
): FileResponse & { body: Readable } {
  const document = reportDocument(kind, subject, source);
  const isPdf = format === 'pdf';
  return {
    body: isPdf ? renderPdf(document) : renderXlsx(document),
    contentType: isPdf ? MEDIA_TYPES.pdf : MEDIA_TYPES.xls,
    filename: reportFileName(kind, format, subject.period),
  };
}

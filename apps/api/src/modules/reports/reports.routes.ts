import {
  documentsRoutes,
  kindOfStatusKey,
  MEDIA_TYPES,
  reportFileName,
  reportsRoutes,
  type ReportKind,
  type TopUpRecord,
} from '@kabinet/contract';
import type { OperatorPort } from '../../operator/port.ts';
import type { TopUpRow } from '../../operator/reports-port.ts';
import { renderPdf, renderXlsx } from '../../platform/documents/index.ts';
import { ApiError } from '../../platform/problem.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import { reportDocument, type ReportSubject } from './report-documents.ts';
import { REPORT_TEXTS } from './report-texts.ts';
import type { ReportsService } from './reports.service.ts';

const topUpType = (type: string) => ({
  ru: REPORT_TEXTS.ru.topUpTypes[type] ?? type,
  en: REPORT_TEXTS.en.topUpTypes[type] ?? type,
  kk: REPORT_TEXTS.kk.topUpTypes[type] ?? type,
});

const toTopUpRecord = (r: TopUpRow): TopUpRecord => ({
  rechargeDate: r.rechargeDate.toISOString(),
  type: topUpType(r.type),
  comments: r.comments,
  amount: r.amount,
  balanceBefore: r.balanceBefore,
  balanceAfter: r.balanceAfter,
});

const sameNumber = (path: string, body: string): never | null => {
  if (path !== body) throw new ApiError('msisdn_not_in_company');
  return null;
};

/** a report streamed at once as a download (XLSX or PDF) */
export function reportFile(
  operator: OperatorPort,
  kind: ReportKind,
  format: 'pdf' | 'xls',
  period: { startDate: string; endDate: string } | null,
  subject: ReportSubject,
) {
  const document = reportDocument(kind, subject, operator);
  const isPdf = format === 'pdf';
  return {
    body: isPdf ? renderPdf(document) : renderXlsx(document),
    contentType: isPdf ? MEDIA_TYPES.pdf : MEDIA_TYPES.xls,
    filename: reportFileName(kind, isPdf ? 'pdf' : 'xlsx', period),
  };
}

/** spec §7 Reports (decision 018): every report requested by e-mail, its status, and the top-ups. */
export function reportsHandlers(service: ReportsService, operator: OperatorPort) {
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;
  const fileOf = (
    kind: ReportKind,
    format: 'pdf' | 'xls',
    period: { startDate: string; endDate: string } | null,
    subject: ReportSubject,
  ) => reportFile(operator, kind, format, period, subject);
  return [
    defineHandler(
      reportsRoutes.usageDetails,
      ({ params, body, request }) =>
        // spec §7 payload names the number too: it must be the path's
        sameNumber(params.msisdn, body.msisdn) ??
        service.request(requireCompany(request), user(request), 'usage_details', {
          email: body.email,
          language: body.language,
          period: body,
          msisdn: params.msisdn,
        }),
    ),
    defineHandler(reportsRoutes.usageDetailsStatus, ({ params, request }) =>
      service.status(requireCompany(request), 'usage_details', params.msisdn),
    ),
    defineHandler(reportsRoutes.subscriberPayments, ({ params, body, request }) =>
      service.request(requireCompany(request), user(request), 'subscriber_payments', {
        email: body.email,
        language: body.language,
        period: body,
        msisdn: params.msisdn,
      }),
    ),
    defineHandler(reportsRoutes.subscriberPaymentsStatus, ({ params, request }) =>
      service.status(requireCompany(request), 'subscriber_payments', params.msisdn),
    ),
    defineHandler(reportsRoutes.subscribersReport, ({ body, request }) =>
      service.request(requireCompany(request), user(request), 'subscribers_report', {
        email: body.email,
        language: body.language,
        period: null,
      }),
    ),
    defineHandler(reportsRoutes.balance, ({ body, request }) =>
      service.request(requireCompany(request), user(request), 'balance', {
        email: body.email,
        language: body.language,
        period: body,
      }),
    ),
    defineHandler(reportsRoutes.payments, ({ body, request }) =>
      service.request(requireCompany(request), user(request), 'payments', {
        email: body.email,
        language: body.language,
        period: body,
      }),
    ),
    defineHandler(reportsRoutes.reconciliation, ({ body, request }) =>
      service.request(requireCompany(request), user(request), 'reconciliation_act', {
        email: body.email,
        language: body.language,
        period: body,
      }),
    ),
    defineHandler(reportsRoutes.atlasPro, ({ params, body, request }) =>
      service.request(requireCompany(request), user(request), 'atlas_pro', {
        email: params.email,
        language: body.language,
        period: body,
      }),
    ),
    defineHandler(reportsRoutes.invoiceDocuments, ({ query, request }) =>
      service.request(requireCompany(request), user(request), 'invoice_register', {
        email: query.email,
        language: query.language,
        period: query,
      }),
    ),
    defineHandler(reportsRoutes.devices, ({ body, request }) => {
      const company = requireCompany(request);
      // the body's BIN names the company the report is for: it must be the one acted for
      if (body.bin !== company.bin) throw new ApiError('msisdn_not_in_company');
      return service.request(company, user(request), 'devices', {
        email: body.email,
        language: body.language,
        period: null,
        params: { companyName: body.companyName },
      });
    }),
    defineHandler(reportsRoutes.status, async ({ query, request }) => {
      const kind = kindOfStatusKey(query.report);
      if (!kind) throw new ApiError('invalid_report_type');
      return service.status(requireCompany(request), kind);
    }),
    defineHandler(documentsRoutes.topUps, async ({ params, query, request }) => {
      const company = requireCompany(request);
      const data = await service.checkedNumberQuery(company, 'top_ups', params.msisdn, query);
      const rows: TopUpRecord[] = [];
      for await (const row of operator.reportRows(
        company.bin,
        data as { kind: 'top_ups'; msisdn: string; period: typeof query },
      ))
        rows.push(toTopUpRecord(row));
      return { data: rows };
    }),
    defineFileHandler(reportsRoutes.usageDetailsFile, async ({ params, query, request }) => {
      const company = requireCompany(request);
      const period = { startDate: query.startDate, endDate: query.endDate };
      await service.checkedNumberQuery(company, 'usage_details', params.msisdn, period);
      return fileOf('usage_details', query.format, period, {
        bin: company.bin,
        companyName: await service.companyName(company.bin),
        language: query.language ?? 'ru',
        msisdn: params.msisdn,
        period,
      });
    }),
    defineFileHandler(reportsRoutes.subscribersReportFile, async ({ query, request }) => {
      const company = requireCompany(request);
      return fileOf('subscribers_report', query.format, null, {
        bin: company.bin,
        companyName: await service.companyName(company.bin),
        language: query.language ?? 'ru',
        msisdn: null,
        period: null,
      });
    }),
    defineFileHandler(documentsRoutes.topUpsFile, async ({ params, query, request }) => {
      const company = requireCompany(request);
      await service.checkedNumberQuery(company, 'top_ups', params.msisdn, query);
      const period = { startDate: query.startDate, endDate: query.endDate };
      const document = reportDocument(
        'top_ups',
        {
          bin: company.bin,
          companyName: await service.companyName(company.bin),
          language: query.language ?? 'ru',
          msisdn: params.msisdn,
          period,
        },
        operator,
      );
      const isPdf = query.format === 'pdf';
      return {
        body: isPdf ? renderPdf(document) : renderXlsx(document),
        contentType: isPdf ? MEDIA_TYPES.pdf : MEDIA_TYPES.xls,
        filename: reportFileName('top_ups', isPdf ? 'pdf' : 'xlsx', period),
      };
    }),
  ];
}

import { kindOfStatusKey, reportsRoutes, type Language, type ReportKind } from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { ReportsService } from './reports.service.ts';

const sameNumber = (path: string, body: string): never | null => {
  if (path !== body) throw new ApiError('msisdn_not_in_company');
  return null;
};

type Request = Parameters<typeof requireAuth>[0];

/**
 * spec §7 Reports (decision 018): every report requested by e-mail, its status, and the downloads.
 * A handler reads where its route keeps the e-mail, the period and the number; what the kind is,
 * the service looks up (kinds/index.ts).
 */
export function reportsHandlers(service: ReportsService) {
  const user = (request: Request) => requireAuth(request).userId;
  /** the documents tabs' requests: an e-mail and a period in the body (spec §7 payloads) */
  const byEmail = (
    route: typeof reportsRoutes.balance | typeof reportsRoutes.payments | typeof reportsRoutes.reconciliation,
    kind: ReportKind,
  ) =>
    defineHandler(route, ({ body, request }) =>
      service.request(requireCompany(request), user(request), kind, {
        email: body.email,
        language: body.language,
        period: body,
      }),
    );
  /** a number's report: an e-mail and a period in the body, the number in the path */
  const ofNumber = (
    request: Request,
    kind: ReportKind,
    msisdn: string,
    body: { email: string; language?: Language; startDate: string; endDate: string },
  ) =>
    service.request(requireCompany(request), user(request), kind, {
      email: body.email,
      language: body.language,
      period: body,
      msisdn,
    });
  return [
    defineHandler(
      reportsRoutes.usageDetails,
      ({ params, body, request }) =>
        // spec §7 payload names the number too: it must be the path's
        sameNumber(params.msisdn, body.msisdn) ?? ofNumber(request, 'usage_details', params.msisdn, body),
    ),
    defineHandler(reportsRoutes.usageDetailsStatus, ({ params, request }) =>
      service.usageDetailsStatus(requireCompany(request), params.msisdn),
    ),
    defineHandler(reportsRoutes.subscriberPayments, ({ params, body, request }) =>
      ofNumber(request, 'subscriber_payments', params.msisdn, body),
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
    byEmail(reportsRoutes.balance, 'balance'),
    byEmail(reportsRoutes.payments, 'payments'),
    byEmail(reportsRoutes.reconciliation, 'reconciliation_act'),
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
      });
    }),
    defineHandler(reportsRoutes.status, async ({ query, request }) => {
      const kind = kindOfStatusKey(query.report);
      if (!kind) throw new ApiError('invalid_report_type');
      return service.status(requireCompany(request), kind);
    }),
    defineFileHandler(reportsRoutes.usageDetailsFile, ({ params, query, request }) =>
      service.download(requireCompany(request), 'usage_details', {
        msisdn: params.msisdn,
        period: { startDate: query.startDate, endDate: query.endDate },
        format: query.format,
        language: query.language,
      }),
    ),
    defineFileHandler(reportsRoutes.subscribersReportFile, ({ query, request }) =>
      service.download(requireCompany(request), 'subscribers_report', {
        msisdn: null,
        period: null,
        format: query.format,
        language: query.language,
      }),
    ),
  ];
}

import { documentsRoutes, reportsRoutes } from '@kabinet/contract';
import { requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * spec §7 customers payments, logs, accounts, debts; reports act-of-work, billing-invoice,
 * msisdns-by-invoice, unknown-payments; a number's top-ups on screen and as a file.
 */
export function documentsHandlers(service: DocumentsService) {
  const bin = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).bin;
  return [
    defineHandler(documentsRoutes.payments, ({ query, request }) =>
      service.payments(bin(request), { startDate: query.start_date, endDate: query.end_date }),
    ),
    defineHandler(documentsRoutes.logs, ({ query, request }) =>
      service.actions(bin(request), query, requireCompany(request).numberScope),
    ),
    defineHandler(documentsRoutes.accounts, ({ request }) => service.accounts(bin(request))),
    defineHandler(documentsRoutes.debts, ({ query, request }) =>
      service.debts(bin(request), query.page, query.size),
    ),
    defineHandler(reportsRoutes.unknownPayments, ({ request }) => service.unknownPayments(bin(request))),
    defineHandler(documentsRoutes.msisdnsByInvoice, ({ query, request }) =>
      service.numbersByInvoice(bin(request), query.invoiceNumber, query.page, query.size),
    ),
    defineFileHandler(documentsRoutes.msisdnsByInvoiceXls, ({ query, request }) =>
      service.numbersByInvoiceFile(bin(request), query.invoiceNumber, query.language),
    ),
    defineFileHandler(documentsRoutes.actOfWork, ({ query, request }) =>
      service.actOfWork(bin(request), query.invoiceNumber, query.language),
    ),
    defineFileHandler(documentsRoutes.billingInvoice, ({ query, request }) =>
      service.billingInvoice(bin(request), query),
    ),
    defineFileHandler(documentsRoutes.debtsXls, ({ query, request }) =>
      service.debtsFile(bin(request), 'xls', query.language),
    ),
    defineFileHandler(documentsRoutes.debtsPdf, ({ query, request }) =>
      service.debtsFile(bin(request), 'pdf', query.language),
    ),
    defineHandler(documentsRoutes.topUps, ({ params, query, request }) =>
      service.topUps(requireCompany(request), params.msisdn, query),
    ),
    defineFileHandler(documentsRoutes.topUpsFile, ({ params, query, request }) =>
      service.topUpsFile(requireCompany(request), params.msisdn, query),
    ),
  ];
}

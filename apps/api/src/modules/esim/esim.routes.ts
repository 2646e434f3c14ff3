import { esimRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { EsimService } from './esim.service.ts';
import type { EsimSmsLinks } from './esim-sms-link.ts';

/** spec §7 eSIM: status check, reserve, QR image and e-mail, change. */
export function esimHandlers(service: EsimService, smsLinks: EsimSmsLinks) {
  return [
    defineHandler(esimRoutes.activationCode, ({ params, request }) =>
      service.status(requireCompany(request), params.msisdn),
    ),
    defineHandler(esimRoutes.reserve, ({ params, request }) =>
      service.reserve(requireCompany(request), requireAuth(request).userId, params.msisdn),
    ),
    defineFileHandler(esimRoutes.generateQr, ({ params, body, request }) =>
      service.qrImage(requireCompany(request), params.msisdn, body.code),
    ),
    defineHandler(esimRoutes.sendQr, ({ params, body, request }) =>
      service.sendQr(requireCompany(request), requireAuth(request).userId, params.msisdn, body),
    ),
    defineHandler(esimRoutes.sendQrSms, ({ params, body, request }) =>
      smsLinks.send(requireCompany(request), requireAuth(request).userId, params.msisdn, body),
    ),
    defineHandler(esimRoutes.qrLink, ({ params, request, reply }) =>
      smsLinks.open(params.token, request, reply),
    ),
    defineHandler(esimRoutes.change, ({ params, query, request }) =>
      service.change(requireCompany(request), requireAuth(request).userId, params.msisdn, query.iccId),
    ),
  ];
}

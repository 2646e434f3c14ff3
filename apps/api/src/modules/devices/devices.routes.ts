import { devicesRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { DevicesService } from './devices.service.ts';

/** spec §7 Devices: the number's registrations and the orders to the state register (CEIR). */
export function devicesHandlers(service: DevicesService) {
  return [
    defineHandler(devicesRoutes.list, ({ params, request }) =>
      service.list(requireCompany(request), params.msisdn),
    ),
    defineHandler(devicesRoutes.registrations, ({ params, query, request }) =>
      service.registrationsByImei(requireCompany(request), params.msisdn, query.imei),
    ),
    defineHandler(devicesRoutes.register, ({ params, body, request }) =>
      service.order(requireCompany(request), requireAuth(request).userId, params.msisdn, {
        type: 'REGISTER',
        imei: body.imei,
        ownerDocNumber: body.ownerDocNumber ?? null,
      }),
    ),
    defineHandler(devicesRoutes.remove, ({ params, query, request }) =>
      service.order(requireCompany(request), requireAuth(request).userId, params.msisdn, {
        type: 'REMOVE',
        imei: query.imei,
      }),
    ),
    defineHandler(devicesRoutes.reregister, ({ params, query, request }) =>
      service.order(requireCompany(request), requireAuth(request).userId, params.msisdn, {
        type: 'REREGISTER',
        oldMsisdn: query.oldMsisdn,
        oldDocNumber: query.oldBin,
      }),
    ),
    defineHandler(devicesRoutes.duplicate, ({ params, query, request }) =>
      service.order(requireCompany(request), requireAuth(request).userId, params.msisdn, {
        type: 'DUPLICATE',
        imei: query.imei,
      }),
    ),
  ];
}

import { simRoutes as routes } from '@kabinet/contract';
import { numberChangeRequest } from '../../platform/number-change.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { SimService } from './sim.service.ts';

/** spec §7 Subscriber: change-sim and ics_pin (spec §2 SIM modal and secret code). */
export function simHandlers(service: SimService) {
  return [
    defineHandler(routes.changeSim, ({ params, query, request }) =>
      service.changeSim(numberChangeRequest(request, params.msisdn), query.iccId),
    ),
    defineHandler(routes.sendSecretCode, ({ params, request }) =>
      service.sendSecretCode(numberChangeRequest(request, params.msisdn)),
    ),
    defineHandler(routes.deleteSecretCode, ({ params, request }) =>
      service.deleteSecretCode(numberChangeRequest(request, params.msisdn)),
    ),
  ];
}

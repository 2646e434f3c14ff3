import { forwardingRoutes as routes } from '@kabinet/contract';
import { numberChangeRequest } from '../../platform/number-change.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { ForwardingService } from './forwarding.service.ts';

/** spec §7 Subscriber: callforwards and forwarding — two APIs that change one state (decision 014). */
export function forwardingHandlers(service: ForwardingService) {
  return [
    defineHandler(routes.setCallForward, ({ params, query, request }) =>
      service.changeForwarding(numberChangeRequest(request, params.msisdn), {
        type: query.type,
        msisdnTo: query.to_msisdn,
      }),
    ),
    defineHandler(routes.removeCallForward, ({ params, query, request }) =>
      service.changeForwarding(numberChangeRequest(request, params.msisdn), {
        type: query.type,
        remove: true,
      }),
    ),
    defineHandler(routes.getForwarding, ({ params, request }) =>
      service.forwarding(requireCompany(request), params.msisdn),
    ),
    defineHandler(routes.setForwarding, ({ params, query, request }) => {
      const { type, msisdnTo } = query;
      const change =
        type === 'FORWARDING_ON' || type === 'FORWARDING_OFF' ? { type } : { type, msisdnTo: msisdnTo! };
      return service.changeForwarding(numberChangeRequest(request, params.msisdn), change);
    }),
    defineHandler(routes.removeForwarding, ({ params, query, request }) =>
      service.changeForwarding(numberChangeRequest(request, params.msisdn), {
        type: query.type,
        remove: true,
      }),
    ),
  ];
}

import { servicesRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { LifecycleService } from './lifecycle.service.ts';

/** spec §7 Subscriber: /state/eligible, PUT /suspend and /activate (spec §4 Number lifecycle). */
export function lifecycleHandlers(service: LifecycleService) {
  return [
    defineHandler(servicesRoutes.stateEligible, ({ params, request }) =>
      service.getEligibility(requireCompany(request), params.msisdn),
    ),
    defineHandler(servicesRoutes.suspend, ({ params, request }) =>
      service.changeState(requireCompany(request), requireAuth(request).userId, params.msisdn, 'suspend'),
    ),
    defineHandler(servicesRoutes.activate, ({ params, request }) =>
      service.changeState(requireCompany(request), requireAuth(request).userId, params.msisdn, 'activate'),
    ),
  ];
}

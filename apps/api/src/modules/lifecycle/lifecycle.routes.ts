import { lifecycleRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { LifecycleService } from './lifecycle.service.ts';

/** spec §7 Subscriber: /state/eligible, PUT /suspend and /activate (spec §4 Number lifecycle). */
export function lifecycleHandlers(service: LifecycleService) {
  return [
    defineHandler(lifecycleRoutes.stateEligible, ({ params, request }) =>
      service.getEligibility(requireCompany(request), params.msisdn),
    ),
    defineHandler(lifecycleRoutes.suspend, ({ params, request }) =>
      service.changeState(requireCompany(request), requireAuth(request).userId, params.msisdn, 'suspend'),
    ),
    defineHandler(lifecycleRoutes.activate, ({ params, request }) =>
      service.changeState(requireCompany(request), requireAuth(request).userId, params.msisdn, 'activate'),
    ),
  ];
}

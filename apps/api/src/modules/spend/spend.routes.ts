import { spendRoutes as routes } from '@kabinet/contract';
import { numberChangeRequest } from '../../platform/number-change.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { SpendService } from './spend.service.ts';

/** Decision 030: a number's spend this month and its monthly limit. */
export function spendHandlers(service: SpendService) {
  return [
    defineHandler(routes.number, ({ params, query, request }) =>
      service.numberSpend(requireCompany(request), params.msisdn, query.month),
    ),
    defineHandler(routes.setLimit, ({ params, body, request }) =>
      service.setLimit(numberChangeRequest(request, params.msisdn), body),
    ),
    defineHandler(routes.removeLimit, ({ params, request }) =>
      service.removeLimit(numberChangeRequest(request, params.msisdn)),
    ),
  ];
}

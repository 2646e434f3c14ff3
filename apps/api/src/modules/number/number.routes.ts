import { numberRoutes } from '@kabinet/contract';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { NumberService } from './number.service.ts';

/** spec §7 Subscriber: the number detail, its contract phones and its balance. */
export function numberHandlers(service: NumberService) {
  return [
    defineHandler(numberRoutes.get, ({ params, request }) =>
      service.getSubscriber(requireCompany(request), params.msisdn),
    ),
    defineHandler(numberRoutes.contractPhone, ({ params, request }) =>
      service.getContractPhones(requireCompany(request), params.msisdn),
    ),
    defineHandler(numberRoutes.balance, ({ params, request }) =>
      service.getBalance(requireCompany(request), params.msisdn),
    ),
  ];
}

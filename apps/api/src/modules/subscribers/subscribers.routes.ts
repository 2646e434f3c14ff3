import { subscriberRoutes } from '@kabinet/contract';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { SubscribersService } from './subscribers.service.ts';

export function subscribersHandlers(service: SubscribersService) {
  return [
    defineHandler(subscriberRoutes.get, ({ params, request }) =>
      service.getSubscriber(requireCompany(request), params.msisdn),
    ),
  ];
}

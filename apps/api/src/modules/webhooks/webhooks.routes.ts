import { webhooksRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** Webhook endpoints, their delivery log, test events and resends (decision 031). */
export function webhooksHandlers(service: WebhooksService) {
  const binOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).bin;
  return [
    defineHandler(webhooksRoutes.listEndpoints, ({ request }) => service.list(binOf(request))),
    defineHandler(webhooksRoutes.createEndpoint, ({ body, request }) =>
      service.create(binOf(request), requireAuth(request).userId, body),
    ),
    defineHandler(webhooksRoutes.updateEndpoint, ({ params, body, request }) =>
      service.update(binOf(request), requireAuth(request).userId, params.endpointId, body),
    ),
    defineHandler(webhooksRoutes.deleteEndpoint, ({ params, request }) =>
      service.remove(binOf(request), requireAuth(request).userId, params.endpointId),
    ),
    defineHandler(webhooksRoutes.listDeliveries, ({ params, query, request }) =>
      service.deliveries(binOf(request), params.endpointId, query),
    ),
    defineHandler(webhooksRoutes.sendTest, ({ params, request }) =>
      service.sendTest(binOf(request), params.endpointId),
    ),
    defineHandler(webhooksRoutes.resend, ({ params, request }) =>
      service.resend(binOf(request), params.deliveryId),
    ),
  ];
}

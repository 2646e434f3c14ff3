import { servicesRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { ServicesService } from './services.service.ts';

/** spec §7 Subscriber: the number's products and the product operations (spec §4 Service). */
export function servicesHandlers(service: ServicesService) {
  return [
    defineHandler(servicesRoutes.products, ({ params, request }) =>
      service.listProducts(requireCompany(request), params.msisdn),
    ),
    defineHandler(servicesRoutes.incompatible, ({ params, query, request }) =>
      service.getIncompatible(requireCompany(request), params.msisdn, query.productOfferingId),
    ),
    defineHandler(servicesRoutes.enableProduct, ({ params, query, request }) =>
      service.changeProduct({
        company: requireCompany(request),
        userId: requireAuth(request).userId,
        msisdn: params.msisdn,
        productOfferingId: query.productOfferingId,
        action: 'ENABLE',
        deactivateIncompatible: query.deactivateIncompatible ?? false,
      }),
    ),
    defineHandler(servicesRoutes.disableProduct, ({ params, query, request }) =>
      service.changeProduct({
        company: requireCompany(request),
        userId: requireAuth(request).userId,
        msisdn: params.msisdn,
        productOfferingId: query.productOfferingId,
        action: 'DISABLE',
        deactivateIncompatible: false,
      }),
    ),
    // the service id of spec §7 services/{id}/state is the product offering id (subscriber services)
    defineHandler(servicesRoutes.setServiceState, ({ params, query, request }) =>
      service.changeProduct({
        company: requireCompany(request),
        userId: requireAuth(request).userId,
        msisdn: params.msisdn,
        productOfferingId: params.id,
        action: params.state === 'ENABLED' ? 'ENABLE' : 'DISABLE',
        deactivateIncompatible: query.deactivateIncompatible ?? false,
      }),
    ),
  ];
}

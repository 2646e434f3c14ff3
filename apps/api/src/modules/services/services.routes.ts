import type { FastifyRequest } from 'fastify';
import { servicesRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { ServicesService } from './services.service.ts';

/** spec §7 Subscriber: the number's products and the product operations (spec §4 Service). */
export function servicesHandlers(service: ServicesService) {
  const change = (
    request: FastifyRequest,
    msisdn: string,
    productOfferingId: string,
    action: 'ENABLE' | 'DISABLE',
    deactivateIncompatible: boolean | undefined,
  ) =>
    service.changeProduct({
      company: requireCompany(request),
      userId: requireAuth(request).userId,
      msisdn,
      productOfferingId,
      action,
      deactivateIncompatible: deactivateIncompatible ?? false,
    });
  return [
    defineHandler(servicesRoutes.products, ({ params, request }) =>
      service.listProducts(requireCompany(request), params.msisdn),
    ),
    defineHandler(servicesRoutes.incompatible, ({ params, query, request }) =>
      service.getIncompatible(requireCompany(request), params.msisdn, query.productOfferingId),
    ),
    defineHandler(servicesRoutes.enableProduct, ({ params, query, request }) =>
      change(request, params.msisdn, query.productOfferingId, 'ENABLE', query.deactivateIncompatible),
    ),
    defineHandler(servicesRoutes.disableProduct, ({ params, query, request }) =>
      change(request, params.msisdn, query.productOfferingId, 'DISABLE', false),
    ),
    // the service id of spec §7 services/{id}/state is the product offering id (subscriber services)
    defineHandler(servicesRoutes.setServiceState, ({ params, query, request }) =>
      change(
        request,
        params.msisdn,
        params.id,
        params.state === 'ENABLED' ? 'ENABLE' : 'DISABLE',
        query.deactivateIncompatible,
      ),
    ),
  ];
}

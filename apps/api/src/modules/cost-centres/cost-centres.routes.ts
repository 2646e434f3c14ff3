import { costCentresRoutes as routes } from '@kabinet/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { CompanyRequest, CostCentresService } from './cost-centres.service.ts';

const companyRequest = (request: FastifyRequest): CompanyRequest => ({
  bin: requireCompany(request).bin,
  userId: requireAuth(request).userId,
});

/** Decision 030: cost centres — list, create, rename, delete, assign numbers. */
export function costCentresHandlers(service: CostCentresService) {
  return [
    defineHandler(routes.list, ({ request }) => service.list(requireCompany(request).bin)),
    defineHandler(routes.create, ({ body, request }) => service.create(companyRequest(request), body)),
    defineHandler(routes.update, ({ params, body, request }) =>
      service.update(companyRequest(request), params.id, body),
    ),
    defineHandler(routes.remove, ({ params, request }) => service.remove(companyRequest(request), params.id)),
    defineHandler(routes.assign, ({ body, request }) => service.assign(companyRequest(request), body)),
  ];
}

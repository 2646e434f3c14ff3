import { numbersRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { NumbersService } from './numbers.service.ts';

export function numbersHandlers(service: NumbersService) {
  return [
    defineHandler(numbersRoutes.search, ({ query, body, request }) =>
      service.search(requireCompany(request), body, query),
    ),
    defineHandler(numbersRoutes.filterOptions, ({ request }) =>
      service.filterOptions(requireCompany(request)),
    ),
    defineFileHandler(numbersRoutes.export, ({ query, body, request }) =>
      service.exportList(requireCompany(request), requireAuth(request).userId, body, query),
    ),
    defineHandler(numbersRoutes.setLabel, async ({ params, query, request }) => {
      const change = await service.setNote({
        company: requireCompany(request),
        userId: requireAuth(request).userId,
        msisdn: params.msisdn,
        kind: 'label',
        value: query.label,
      });
      return { msisdn: params.msisdn, label: change.current, message: change.message };
    }),
    defineHandler(numbersRoutes.setComment, async ({ params, query, request }) => {
      const change = await service.setNote({
        company: requireCompany(request),
        userId: requireAuth(request).userId,
        msisdn: params.msisdn,
        kind: 'comment',
        value: query.comment,
      });
      return { msisdn: params.msisdn, comment: change.current, message: change.message };
    }),
  ];
}

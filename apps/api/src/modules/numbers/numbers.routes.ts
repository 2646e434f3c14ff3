import { numbersRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { NoteKind, NumbersService } from './numbers.service.ts';

export function numbersHandlers(service: NumbersService) {
  const setNote = (request: FastifyRequest, msisdn: string, kind: NoteKind, value: string | null) =>
    service.setNote({
      company: requireCompany(request),
      userId: requireAuth(request).userId,
      msisdn,
      kind,
      value,
    });
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
      const change = await setNote(request, params.msisdn, 'label', query.label);
      return { msisdn: params.msisdn, label: change.current, message: change.message };
    }),
    defineHandler(numbersRoutes.setComment, async ({ params, query, request }) => {
      const change = await setNote(request, params.msisdn, 'comment', query.comment);
      return { msisdn: params.msisdn, comment: change.current, message: change.message };
    }),
  ];
}

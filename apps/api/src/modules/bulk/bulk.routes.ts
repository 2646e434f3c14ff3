import type { FastifyRequest } from 'fastify';
import { bulkRoutes, bulkUploadRoutes } from '@kabinet/contract';
import { requireIdempotencyKey } from '../../platform/idempotency.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { BulkService } from './bulk.service.ts';

/** The company and the user a request acts for (a scoped user sees their own jobs: decision 023). */
const who = (request: FastifyRequest) => [requireCompany(request), requireAuth(request).userId] as const;

/** Bulk actions (decision 023): start, read, list, cancel and retry jobs. */
export function bulkHandlers(service: BulkService) {
  return [
    defineHandler(bulkRoutes.create, ({ body, request }) =>
      service.create(...who(request), requireIdempotencyKey(request), body),
    ),
    defineHandler(bulkRoutes.preview, ({ body, request }) => service.preview(requireCompany(request), body)),
    defineHandler(bulkRoutes.catalogue, async ({ request }) => ({
      products: await service.catalogue(requireCompany(request)),
    })),
    defineHandler(bulkUploadRoutes.upload, ({ request }) => service.upload(...who(request), request.body)),
    defineHandler(bulkUploadRoutes.uploadJob, ({ params, request }) =>
      service.fromUpload(...who(request), requireIdempotencyKey(request), params.uploadId),
    ),
    defineFileHandler(bulkUploadRoutes.template, ({ query }) => service.template(query)),
    defineHandler(bulkRoutes.list, ({ query, request }) => service.list(...who(request), query)),
    defineHandler(bulkRoutes.get, ({ params, request }) => service.get(...who(request), params.jobId)),
    defineHandler(bulkRoutes.items, ({ params, query, request }) =>
      service.items(...who(request), params.jobId, query),
    ),
    defineFileHandler(bulkRoutes.result, ({ params, query, request }) =>
      service.resultFile(...who(request), params.jobId, query),
    ),
    defineHandler(bulkRoutes.cancel, ({ params, request }) => service.cancel(...who(request), params.jobId)),
    defineHandler(bulkRoutes.retry, ({ params, request }) =>
      service.retry(...who(request), requireIdempotencyKey(request), params.jobId),
    ),
  ];
}

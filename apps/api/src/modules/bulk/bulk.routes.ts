import { bulkRoutes, bulkUploadRoutes } from '@kabinet/contract';
import { requireIdempotencyKey } from '../../platform/idempotency.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { BulkService } from './bulk.service.ts';

/** Bulk actions (decision 023): start, read, list, cancel and retry jobs. */
export function bulkHandlers(service: BulkService) {
  return [
    defineHandler(bulkRoutes.create, ({ body, request }) =>
      service.create(
        requireCompany(request),
        requireAuth(request).userId,
        requireIdempotencyKey(request),
        body,
      ),
    ),
    defineHandler(bulkRoutes.preview, ({ body, request }) => service.preview(requireCompany(request), body)),
    defineHandler(bulkRoutes.catalogue, async ({ request }) => ({
      products: await service.catalogue(requireCompany(request)),
    })),
    defineHandler(bulkUploadRoutes.upload, ({ request }) =>
      service.upload(requireCompany(request), requireAuth(request).userId, request.body),
    ),
    defineHandler(bulkUploadRoutes.uploadJob, ({ params, request }) =>
      service.fromUpload(
        requireCompany(request),
        requireAuth(request).userId,
        requireIdempotencyKey(request),
        params.uploadId,
      ),
    ),
    defineFileHandler(bulkUploadRoutes.template, ({ query }) => service.template(query)),
    defineHandler(bulkRoutes.list, ({ query, request }) =>
      service.list(requireCompany(request), requireAuth(request).userId, query),
    ),
    defineHandler(bulkRoutes.get, ({ params, request }) =>
      service.get(requireCompany(request), requireAuth(request).userId, params.jobId),
    ),
    defineHandler(bulkRoutes.items, ({ params, query, request }) =>
      service.items(requireCompany(request), requireAuth(request).userId, params.jobId, query),
    ),
    defineFileHandler(bulkRoutes.result, ({ params, query, request }) =>
      service.resultFile(requireCompany(request), requireAuth(request).userId, params.jobId, query),
    ),
    defineHandler(bulkRoutes.cancel, ({ params, request }) =>
      service.cancel(requireCompany(request), requireAuth(request).userId, params.jobId),
    ),
    defineHandler(bulkRoutes.retry, ({ params, request }) =>
      service.retry(
        requireCompany(request),
        requireAuth(request).userId,
        requireIdempotencyKey(request),
        params.jobId,
      ),
    ),
  ];
}

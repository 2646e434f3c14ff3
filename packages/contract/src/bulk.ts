import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { errorCodeSchema } from './errors.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { pageNumberQuerySchema, pageSizeQuerySchema } from './paging.ts';
import { binaryFileSchema, MEDIA_TYPES } from './files.ts';
import { LANGUAGES } from './constants.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { bulkActionSchema, bulkCreateBodySchema } from './bulk-request.ts';

// Bulk actions (decision 023): one action on many of the company's numbers, run by the job workers
// at a bounded rate, with a result for every number. Each number is checked by the same server code
// as the single action (its route's feature and letter flag, the operator's spec §8 refusals).

// the request's half (its action, argument and selection) is bulk-request.ts, re-exported here
export * from './bulk-request.ts';

export const BULK_JOB_STATES = ['queued', 'running', 'done', 'cancelled'] as const;
export const BULK_ITEM_STATES = ['queued', 'running', 'done', 'refused', 'failed', 'skipped'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];
export type BulkItemState = (typeof BULK_ITEM_STATES)[number];
export const bulkItemStateSchema = z.enum(BULK_ITEM_STATES, 'validation_error');

export const bulkCountsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  refused: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type BulkCounts = z.infer<typeof bulkCountsSchema>;

export const bulkJobSchema = z.object({
  id: z.uuid(),
  /** null: a job from an uploaded file whose rows ask for several actions (each item has its own) */
  action: bulkActionSchema.nullable(),
  argument: z.string().nullable(),
  state: z.enum(BULK_JOB_STATES),
  /** who started it (the user's login) */
  createdBy: z.string(),
  createdAt: dateTimeSchema,
  finishedAt: dateTimeSchema.nullable(),
  /** the job whose failed numbers this one retries */
  retryOf: z.uuid().nullable(),
  total: z.number().int(),
  counts: bulkCountsSchema,
  /** numbers acted on per second over the last minute, and the seconds left at that rate */
  ratePerSecond: z.number().nullable(),
  secondsLeft: z.number().int().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkItemSchema = z.object({
  msisdn: z.string(),
  /** the number's action: the job's, or its row's in a job from a file */
  action: bulkActionSchema,
  label: z.string().nullable(),
  state: bulkItemStateSchema,
  /** why a number was refused, failed or skipped (a catalogue code, translated by the web app) */
  code: errorCodeSchema.nullable(),
  updatedAt: dateTimeSchema,
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

const jobParams = z.object({ jobId: z.uuid('bulk_job_not_found') });

export const bulkJobsQuerySchema = z.object({
  pageNumber: pageNumberQuerySchema,
  pageSize: pageSizeQuerySchema(50),
});
export const bulkItemsQuerySchema = z.object({
  state: bulkItemStateSchema.optional(),
  pageNumber: pageNumberQuerySchema,
  pageSize: pageSizeQuerySchema(100),
});

export const bulkJobsListSchema = z.object({ jobs: z.array(bulkJobSchema), total: z.number().int() });
export const bulkItemsListSchema = z.object({ items: z.array(bulkItemSchema), total: z.number().int() });

/** The per-number result as a file: XLSX, or CSV as Excel in a Russian locale reads it (';', BOM). */
export const bulkResultQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv'], 'invalid_file_format').default('xlsx'),
  language: z.enum(LANGUAGES, 'validation_error').default('ru'),
});
export const BULK_CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';

/**
 * What a job would do, counted on the server before it is made (one statement over the selection):
 * the confirmation says "312 numbers: block; 5 will be skipped: already blocked".
 */
export const bulkPreviewSchema = z.object({
  /** numbers in the selection (a number listed twice counts twice) */
  total: z.number().int(),
  /** numbers the action will be tried on */
  toAct: z.number().int(),
  /** numbers that will be skipped: already as the action leaves them, or listed again */
  alreadyInState: z.number().int(),
  duplicates: z.number().int(),
  /** numbers that will be refused before the operator is asked: not the company's, or without the letter flag (spec §6) */
  notInCompany: z.number().int(),
  withoutFlag: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** A product of the operator's catalogue a bulk job can connect or disconnect (the bar's picker). */
export const bulkCatalogueProductSchema = z.object({
  productOfferingId: z.string(),
  name: localizedTextSchema,
  type: z.string(),
  /** 'enable': it can only be connected (a one-time pack); 'toggle': connected and disconnected */
  action: z.enum(['enable', 'toggle']),
});
export const bulkCatalogueSchema = z.object({ products: z.array(bulkCatalogueProductSchema) });
export type BulkCatalogueProduct = z.infer<typeof bulkCatalogueProductSchema>;

const base = '/api/bulk/jobs';

export const bulkRoutes = {
  create: defineRoute({
    id: 'bulk.create',
    method: 'POST',
    path: base,
    summary:
      "Start a bulk action on a list of the company's numbers or on all numbers matching a search; needs an Idempotency-Key header (a re-sent request answers with the same job)",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    idempotencyKey: 'required',
    body: bulkCreateBodySchema,
    bodyNumbers: ['selection.msisdns'],
    response: bulkJobSchema,
  }),
  preview: defineRoute({
    id: 'bulk.preview',
    method: 'POST',
    path: '/api/bulk/preview',
    summary:
      "What a bulk action would do to a selection, counted on the server before the job is made: numbers to act on, to skip (already in that state, listed twice) and to refuse (not the company's, no letter flag); changes nothing",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    body: bulkCreateBodySchema,
    bodyNumbers: ['selection.msisdns'],
    response: bulkPreviewSchema,
  }),
  catalogue: defineRoute({
    id: 'bulk.catalogue',
    method: 'GET',
    path: '/api/bulk/catalogue',
    summary:
      "The catalogue's products on sale for the company's tariffs, which a bulk job can connect or disconnect by id",
    feature: 'manage_service',
    scope: 'company',
    permission: 'numbers.manage',
    response: bulkCatalogueSchema,
  }),
  list: defineRoute({
    id: 'bulk.list',
    method: 'GET',
    path: base,
    summary: "The company's bulk jobs, newest first, with their counts by state",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    query: bulkJobsQuerySchema,
    response: bulkJobsListSchema,
  }),
  get: defineRoute({
    id: 'bulk.get',
    method: 'GET',
    path: `${base}/:jobId`,
    summary: 'A bulk job: its state, counts by state, rate and time left',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    params: jobParams,
    response: bulkJobSchema,
  }),
  items: defineRoute({
    id: 'bulk.items',
    method: 'GET',
    path: `${base}/:jobId/items`,
    summary: "A bulk job's per-number results, in selection order, optionally of one state",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    params: jobParams,
    query: bulkItemsQuerySchema,
    response: bulkItemsListSchema,
  }),
  result: defineRoute({
    id: 'bulk.result',
    method: 'GET',
    path: `${base}/:jobId/result`,
    summary:
      "A bulk job's per-number result (number, action, result, reason in the language asked for) as XLSX or CSV, streamed",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    produces: [MEDIA_TYPES.xls, BULK_CSV_MEDIA_TYPE],
    params: jobParams,
    query: bulkResultQuerySchema,
    response: binaryFileSchema,
  }),
  cancel: defineRoute({
    id: 'bulk.cancel',
    method: 'POST',
    path: `${base}/:jobId/cancel`,
    summary: 'Cancel a bulk job: its queued numbers are skipped; numbers already acted on stay so',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    params: jobParams,
    response: bulkJobSchema,
  }),
  retry: defineRoute({
    id: 'bulk.retry',
    method: 'POST',
    path: `${base}/:jobId/retry`,
    summary:
      "A new bulk job of a finished job's failed numbers; needs an Idempotency-Key header (a re-sent request answers with the same job)",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    idempotencyKey: 'required',
    params: jobParams,
    response: bulkJobSchema,
  }),
};

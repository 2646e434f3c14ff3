import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { errorCodeSchema } from './errors.ts';
import { bulkActionSchema, bulkJobSchema } from './bulk.ts';
import { binaryFileSchema, MEDIA_TYPES } from './files.ts';
import { LANGUAGES } from './constants.ts';

// Bulk actions from a spreadsheet (decision 023): a CSV or XLSX with the columns number, action,
// argument is read and checked before anything happens; the preview says what each row would
// give, and the user confirms to make a job of the accepted rows.

/** What an upload may be: 5 MB and 100,000 rows (more: split the file). */
export const BULK_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 100_000;
/** How many rows of each kind the preview shows. */
export const BULK_UPLOAD_SAMPLE_ROWS = 20;

/** What a browser or a client sends a CSV or XLSX as (Windows names a CSV application/vnd.ms-excel). */
export const BULK_UPLOAD_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  MEDIA_TYPES.xls,
  'application/octet-stream',
] as const;

export const bulkUploadRowSchema = z.object({
  /** the row's number in the file (the header is row 1) */
  row: z.number().int(),
  /** the number as written in the file */
  number: z.string(),
  /** the national number read from it, null when it is not one (spec §5) */
  msisdn: z.string().nullable(),
  action: bulkActionSchema.nullable(),
  argument: z.string().nullable(),
  /** why the row is left out (a catalogue code), null when it is accepted */
  code: errorCodeSchema.nullable(),
});
export type BulkUploadRow = z.infer<typeof bulkUploadRowSchema>;

export const bulkUploadPreviewSchema = z.object({
  uploadId: z.uuid(),
  /** rows under the header, empty rows not counted */
  rows: z.number().int(),
  accepted: z.number().int(),
  /** empty rows, left out without a word */
  emptyRows: z.number().int(),
  /** the left-out rows by reason, the most frequent first */
  rejected: z.array(z.object({ code: errorCodeSchema, count: z.number().int() })),
  /** the file's first rows, and its first left-out rows, as read */
  firstRows: z.array(bulkUploadRowSchema),
  firstRejected: z.array(bulkUploadRowSchema),
});
export type BulkUploadPreview = z.infer<typeof bulkUploadPreviewSchema>;

export const bulkTemplateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv'], 'invalid_file_format').default('xlsx'),
  language: z.enum(LANGUAGES, 'validation_error').default('ru'),
});

const uploadParams = z.object({ uploadId: z.uuid('bulk_upload_not_found') });

export const bulkUploadRoutes = {
  upload: defineRoute({
    id: 'bulk.upload',
    method: 'POST',
    path: '/api/bulk/uploads',
    summary:
      'Upload a CSV (";" or ",", UTF-8 with or without BOM, or Windows-1251) or XLSX with the columns number, action, argument (at most 5 MB and 100,000 rows): every row is checked and nothing is done yet; the answer is the preview',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    consumes: BULK_UPLOAD_MEDIA_TYPES,
    // the bytes are bounded here, above the 5 MB the service answers with its own refusal
    maxBodyBytes: BULK_UPLOAD_MAX_BYTES + 1024 * 1024,
    response: bulkUploadPreviewSchema,
  }),
  uploadJob: defineRoute({
    id: 'bulk.upload.job',
    method: 'POST',
    path: '/api/bulk/uploads/:uploadId/job',
    summary:
      "A bulk job of an upload's accepted rows, each number with its row's action and argument; needs an Idempotency-Key header (a re-sent request answers with the same job)",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.bulkJobs,
    idempotencyKey: 'required',
    params: uploadParams,
    response: bulkJobSchema,
  }),
  template: defineRoute({
    id: 'bulk.template',
    method: 'GET',
    path: '/api/bulk/template',
    summary: 'The upload template (number, action, argument, with examples and the actions) as XLSX or CSV',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    produces: [MEDIA_TYPES.xls, 'text/csv; charset=utf-8'],
    query: bulkTemplateQuerySchema,
    response: binaryFileSchema,
  }),
};

import { z } from 'zod';

// File responses (spec §9: pdf, json, xls — xls is produced as XLSX, DESIGN §9).

export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  png: 'image/png',
  /** decision 024: the numbers list export */
  csv: 'text/csv; charset=utf-8',
} as const;

/** The body of a file response, for OpenAPI; see RouteDef.produces. */
export const binaryFileSchema = z.string().meta({ format: 'binary' });

export const fileFormatSchema = z.enum(['pdf', 'json', 'xls'], 'invalid_file_format');
export const spreadsheetOrPdfSchema = z.enum(['pdf', 'xls'], 'invalid_file_format');

import { z } from 'zod';

/** A page size from a query string: default and maximum `max` (spec §9: 10). */
export const pageSizeQuerySchema = (max: number) =>
  z.coerce
    .number('invalid_page_size')
    .int('invalid_page_size')
    .min(1, 'invalid_page_size')
    .max(max, 'invalid_page_size')
    .default(max);

/** A 1-based page number (numbers list). */
export const pageNumberQuerySchema = z.coerce
  .number('invalid_page')
  .int('invalid_page')
  .min(1, 'invalid_page')
  .default(1);

/** A zero-based page number (spec §7 view debt). */
export const zeroBasedPageQuerySchema = z.coerce
  .number('invalid_page')
  .int('invalid_page')
  .min(0, 'invalid_page')
  .default(0);

import { z } from 'zod';
import { ISO_DATE, isIsoDate } from './calendar-dates.ts';

// The schemas of calendar dates and timestamps; the date arithmetic is zod-free in calendar-dates.ts.
export * from './calendar-dates.ts';

export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'invalid_date')
  .refine(isIsoDate, 'invalid_date')
  .meta({ format: 'date' });

/** A timestamp as the API carries it: ISO 8601 with an offset (the web formats DD.MM.YYYY HH:mm). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

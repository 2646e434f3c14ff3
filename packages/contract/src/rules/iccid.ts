import { z } from 'zod';
import { isValidIccid, normalizeIccid } from './iccid-format.ts';

export * from './iccid-format.ts';

/** An ICCID as the API carries it. */
export const iccidSchema = z
  .string()
  .regex(/^\d{20}$/, 'invalid_iccid')
  .refine(isValidIccid, 'invalid_iccid')
  .meta({ example: '89997021234567890120' });

/** Form input: the masked value, spaces removed, then checked. */
export const iccidInputSchema = z.string().transform(normalizeIccid).pipe(iccidSchema);

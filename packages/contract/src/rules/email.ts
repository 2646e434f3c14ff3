import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.ts';

// spec §5: an e-mail for reports must be a valid format, else invalidEmailFormat. Length bounds are
// not shown: 254 (RFC 5321 path limit). One recipient only (DESIGN §4), so lists are rejected.
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'invalid_email_format')
  .pipe(z.email('invalid_email_format'));

export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

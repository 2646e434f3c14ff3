import { z } from 'zod';

/**
 * The error catalogue of spec §8 as codes. The server answers RFC 9457 problem details whose
 * `code` and `message` are one of these; the web app translates them (locales errors.<code>).
 * Grouped as in spec §8.
 */
export const SESSION_ERRORS = [
  'unauthorized',
  'offer_not_approved',
  'user_not_found',
  'fraud_block',
  'feature_not_available',
  'company_not_assigned', // X-Client-Bin is not one of the user's companies
  'client_bin_required', // a state-changing or company call without X-Client-Bin
  'msisdn_not_in_company', // the number does not belong to the company
  'service_unavailable',
  'failed_to_get_data',
  'validation_error', // generic bad input (details name the field)
  'not_found',
  'system_error',
  'rate_limited',
] as const;

export const ERROR_CODES = [...SESSION_ERRORS] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** RFC 9457 problem details, with `code` and `message` set to the catalogue code. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: errorCodeSchema,
  message: errorCodeSchema,
  /** for validation errors: which field broke which rule */
  errors: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

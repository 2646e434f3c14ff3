import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export * from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

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
  /**
   * incompatible_product, reconnect_not_possible: the connected products in the way (spec §4
   * Service: the user is told which, by name in their language)
   */
  incompatibleProducts: z
    .array(
      z.object({
        productOfferingId: z.string(),
        name: z.object({ ru: z.string(), en: z.string(), kk: z.string() }),
        incompatibleType: z.enum(['BLOCKED', 'DEACTIVATED', 'OTHER']),
      }),
    )
    .optional(),
  /** rate_limited: seconds until the request may be repeated (also the Retry-After header) */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** balance transfer refusals: the billing system's name (spec §7 data.errorName) */
  errorName: z.string().optional(),
  /**
   * workmate_block_not_allowed, workmate_unblock_not_allowed: the operator's HTML text per language
   * (spec §2 Workmate modal), shown sanitised
   */
  refusalHtml: z.object({ ru: z.string(), en: z.string(), kk: z.string() }).optional(),
  /** status_change_blocked_by_products: the message to show in the current language (spec §3) */
  blockedProducts: z
    .object({
      blockedChangeStatus: z.enum(['FULL', 'SUSPEND', 'ACTIVE']).nullable(),
      messageActive: z.object({ ru: z.string(), en: z.string(), kk: z.string() }).nullable(),
      messageSuspend: z.object({ ru: z.string(), en: z.string(), kk: z.string() }).nullable(),
    })
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;

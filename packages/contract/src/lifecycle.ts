import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { DISPLAY_STATUSES, NUMBER_STATES } from './rules/lifecycle.ts';
import { errorCodeSchema } from './errors.ts';
import { operationResultStatusSchema } from './operation-result.ts';
import { successCodeSchema } from './success-codes.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { blockedProductsSchema } from './services.ts';

// spec §4 Number lifecycle: block (suspend) and unblock (activate) a number, and whether its products
// allow it now. The rules themselves are zod-free in rules/lifecycle.ts (the browser's first screen
// reads them, decision 015).

export const numberStateSchema = z.enum(NUMBER_STATES);
export const displayStatusSchema = z.enum(DISPLAY_STATUSES);

/** spec §3 lcState: lifecycle state id (20 active, 42 blocked), its name and since when */
export const lcStateSchema = z.object({
  lcStateId: z.number().int(),
  name: localizedTextSchema,
  lcStateDate: dateTimeSchema.nullable(),
});
export type LcState = z.infer<typeof lcStateSchema>;

/**
 * spec §3 Blocked products for status change, plus whether block (suspend) and unblock (activate)
 * are possible now and, when not, the catalogue code the server would refuse with (spec §8).
 */
export const stateEligibilitySchema = blockedProductsSchema.extend({
  canSuspend: z.boolean(),
  canActivate: z.boolean(),
  suspendRefusal: errorCodeSchema.nullable(),
  activateRefusal: errorCodeSchema.nullable(),
  /** spec §2 Workmate modal: the operator's HTML text of the refusal, per language (or null) */
  suspendRefusalHtml: localizedTextSchema
    .nullable()
    .optional()
    .describe(
      "the operator's HTML text of a Workmate number's block refusal, per language; the browser sanitises it",
    ),
  activateRefusalHtml: localizedTextSchema
    .nullable()
    .optional()
    .describe(
      "the operator's HTML text of a Workmate number's unblock refusal, per language; the browser sanitises it",
    ),
});
export type StateEligibility = z.infer<typeof stateEligibilitySchema>;

/** spec §4 Number lifecycle: block → SUSPENDED, unblock → ACTIVE, with the new lcState. */
export const stateChangeResultSchema = z.object({
  result: operationResultStatusSchema,
  msisdn: msisdnSchema,
  state: numberStateSchema,
  lcState: lcStateSchema,
  message: successCodeSchema.nullable(),
});

const base = '/api/subscribers/:msisdn';

export const lifecycleRoutes = {
  stateEligible: defineRoute({
    id: 'services.stateEligible',
    method: 'GET',
    path: `${base}/state/eligible`,
    summary: 'Products on the number that forbid a status change, with the message to show',
    feature: 'view_subscribers_card',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: stateEligibilitySchema,
  }),
  suspend: defineRoute({
    id: 'services.suspend',
    method: 'PUT',
    path: `${base}/suspend`,
    summary: 'Block an active number (lcStateId 20 → SUSPENDED); not for Workmate or contract phones',
    feature: 'block_msisdn',
    flag: 'C',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.stateChange,
    params: msisdnParamsSchema,
    response: stateChangeResultSchema,
  }),
  activate: defineRoute({
    id: 'services.activate',
    method: 'PUT',
    path: `${base}/activate`,
    summary: 'Unblock a blocked number (lcStateId 42 → ACTIVE); not for Workmate or contract phones',
    feature: 'unblock_msisdn',
    flag: 'T',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.stateChange,
    params: msisdnParamsSchema,
    response: stateChangeResultSchema,
  }),
};

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { operationResultSchema } from './operation-result.ts';
import { FORWARDING_SERVICE_NUMBERS } from './constants.ts';
import { isValidMsisdn, msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';

// spec §3 Call forwarding: types and targets (a number, or one of the special service numbers).

/** the conditions a forward applies to (DEFAULT = unconditional) */
export const FORWARDING_TYPES = ['DEFAULT', 'BUSY', 'NO_ANSWER', 'UNAVAILABLE'] as const;
export const forwardingTypeSchema = z.enum(FORWARDING_TYPES, 'invalid_forwarding_type');
export type ForwardingType = z.infer<typeof forwardingTypeSchema>;

/** spec §3: the call types including the master switch (spec §4: on/off then reload) */
export const CALL_FORWARD_TYPES = [...FORWARDING_TYPES, 'FORWARDING_ON', 'FORWARDING_OFF'] as const;
export const callForwardTypeSchema = z.enum(CALL_FORWARD_TYPES, 'invalid_forwarding_type');

const flag = z.union([z.literal(0), z.literal(1)]);

/** spec §3 Subscriber.forwarding: each condition a 0/1 flag with its target */
export const forwardingSchema = z.object({
  forward: flag,
  default: flag,
  defaultTo: msisdnSchema.nullable(),
  busy: flag,
  busyTo: msisdnSchema.nullable(),
  noAnswer: flag,
  noAnswerTo: msisdnSchema.nullable(),
  unavailable: flag,
  unavailableTo: msisdnSchema.nullable(),
});
export type Forwarding = z.infer<typeof forwardingSchema>;

export const callForwardSchema = z.object({ type: forwardingTypeSchema, msisdnTo: msisdnSchema });
export type CallForward = z.infer<typeof callForwardSchema>;

/** The short code shown for a forwarding target (2000, 2050, 2055), or null for an ordinary number. */
export function forwardingServiceOf(msisdn: string): (typeof FORWARDING_SERVICE_NUMBERS)[number] | null {
  return FORWARDING_SERVICE_NUMBERS.find((s) => s.msisdn === msisdn) ?? null;
}

/**
 * spec §5 Forwarding: the target is typed as digits only; the form's mask drops the first digit (the
 * country's 7), and an 11-digit number (7… or 8…) is normalised the same way (spec §5 Phone format).
 * A service's short code (2000, 2050, 2055) stands for its number. Null when it is not a target.
 */
export function normalizeForwardingTarget(input: string): string | null {
  if (!/^\d+$/.test(input)) return null;
  const service = FORWARDING_SERVICE_NUMBERS.find((s) => s.shown === input);
  if (service) return service.msisdn;
  const digits = input.length === 11 && (input[0] === '7' || input[0] === '8') ? input.slice(1) : input;
  return isValidMsisdn(digits) ? digits : null;
}

/** A forwarding target as the API takes it (to_msisdn, msisdnTo): normalised to the 10-digit number. */
export const forwardingTargetSchema = z
  .string()
  .max(20, 'invalid_forwarding_number')
  .transform((value, ctx) => {
    const target = normalizeForwardingTarget(value);
    if (target === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid_forwarding_number' });
      return z.NEVER;
    }
    return target;
  })
  .meta({ example: '7012000000' });

/** The condition a forwarding flag/target pair of spec §3 stands for. */
export const FORWARDING_FIELDS = {
  DEFAULT: { flag: 'default', to: 'defaultTo' },
  BUSY: { flag: 'busy', to: 'busyTo' },
  NO_ANSWER: { flag: 'noAnswer', to: 'noAnswerTo' },
  UNAVAILABLE: { flag: 'unavailable', to: 'unavailableTo' },
} as const satisfies Record<ForwardingType, { flag: keyof Forwarding; to: keyof Forwarding }>;

// spec §7 Subscriber: the two forwarding APIs — callforwards (per condition, by company) and forwarding
// (the master switch and per-condition targets) change one state (decision 014).

const binMsisdn = z.object({ bin: binSchema, msisdn: msisdnSchema });
const companyBase = '/api/customers/:bin/subscribers/:msisdn';
const base = '/api/subscribers/:msisdn';

/** spec §7 callforwards: to_msisdn (a number or a special service number) and type */
export const callForwardsQuerySchema = z.object({
  to_msisdn: forwardingTargetSchema,
  type: forwardingTypeSchema,
});
export const callForwardsDeleteQuerySchema = z.object({ type: forwardingTypeSchema });

/**
 * spec §7 forwarding: type and msisdnTo. FORWARDING_ON/OFF is the master switch (no target); a
 * condition type needs a target — a number or a chosen service (spec §5).
 */
export const forwardingQuerySchema = z
  .object({ type: callForwardTypeSchema, msisdnTo: forwardingTargetSchema.optional() })
  .refine((q) => q.type === 'FORWARDING_ON' || q.type === 'FORWARDING_OFF' || q.msisdnTo !== undefined, {
    message: 'forwarding_service_required',
    path: ['msisdnTo'],
  });
export const forwardingDeleteQuerySchema = z.object({ type: forwardingTypeSchema });

export const forwardingRoutes = {
  setCallForward: defineRoute({
    id: 'controls.callforwards.set',
    method: 'POST',
    path: `${companyBase}/callforwards`,
    summary: 'Set a call divert of one type to a number or service',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    query: callForwardsQuerySchema,
    response: operationResultSchema,
  }),
  removeCallForward: defineRoute({
    id: 'controls.callforwards.remove',
    method: 'DELETE',
    path: `${companyBase}/callforwards`,
    summary: 'Remove the call divert of one type',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    query: callForwardsDeleteQuerySchema,
    response: operationResultSchema,
  }),
  getForwarding: defineRoute({
    id: 'controls.forwarding.get',
    method: 'GET',
    path: `${base}/forwarding`,
    summary: "The number's forwarding flags and targets",
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: forwardingSchema,
  }),
  setForwarding: defineRoute({
    id: 'controls.forwarding.set',
    method: 'POST',
    path: `${base}/forwarding`,
    summary: 'Switch forwarding on/off, or forward one condition to a number or service',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    query: forwardingQuerySchema,
    response: operationResultSchema,
  }),
  removeForwarding: defineRoute({
    id: 'controls.forwarding.remove',
    method: 'DELETE',
    path: `${base}/forwarding`,
    summary: 'Remove the forwarding of one condition',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    query: forwardingDeleteQuerySchema,
    response: operationResultSchema,
  }),
};

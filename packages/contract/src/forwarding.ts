import { z } from 'zod';
import { FORWARDING_SERVICE_NUMBERS } from './constants.ts';
import { msisdnSchema } from './rules/msisdn.ts';

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

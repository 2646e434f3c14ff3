import { FORWARDING_SERVICE_NUMBERS, type ForwardingService } from '@kabinet/contract/constants';
import { forwardingServiceOf, normalizeForwardingTarget } from '@kabinet/contract/forwarding';

export type Destination = 'number' | 'service';

export interface TargetInput {
  destination: Destination;
  /** the masked field's digits after its fixed +7: the ten digits of the number */
  phoneDigits: string;
  service: ForwardingService | null;
}

export type TargetDecision =
  | { ok: true; msisdnTo: string }
  | { ok: false; code: 'invalid_forwarding_number' | 'forwarding_service_required' };

/**
 * spec §5 Forwarding: the number is digits only and the first digit of the 11 (the country's 7, the
 * mask's fixed +7) is dropped; a service needs a chosen service. What the server would refuse, the
 * form refuses first.
 */
export function decideTarget(input: TargetInput): TargetDecision {
  if (input.destination === 'service') {
    const service = FORWARDING_SERVICE_NUMBERS.find((s) => s.service === input.service);
    return service
      ? { ok: true, msisdnTo: service.msisdn }
      : { ok: false, code: 'forwarding_service_required' };
  }
  const digits = `7${input.phoneDigits.replace(/\D/g, '')}`;
  const msisdnTo = digits.length === 11 ? normalizeForwardingTarget(digits.slice(1)) : null;
  return msisdnTo ? { ok: true, msisdnTo } : { ok: false, code: 'invalid_forwarding_number' };
}

/** What a stored target is: one of the four services, or a number. */
export function describeTarget(msisdn: string):
  | { kind: 'service'; service: ForwardingService; shown: string }
  | {
      kind: 'number';
      msisdn: string;
    } {
  const service = forwardingServiceOf(msisdn);
  return service
    ? { kind: 'service', service: service.service, shown: service.shown }
    : { kind: 'number', msisdn };
}

/** The form's starting point for a condition: its current target, else an empty number. */
export function initialTarget(current: string | null): TargetInput {
  if (current === null) return { destination: 'number', phoneDigits: '', service: null };
  const target = describeTarget(current);
  return target.kind === 'service'
    ? { destination: 'service', phoneDigits: '', service: target.service }
    : { destination: 'number', phoneDigits: current, service: null };
}

import type { ErrorCode, Forwarding, ForwardingType } from '@kabinet/contract';
import type { ControlOutcome } from './outcome.ts';

// The operator port's part for call forwarding (spec §4 Call forwarding; decision 014): one state
// behind the two APIs of spec §7 (callforwards and forwarding). Applied at once; every call returns
// null when the company has no such number.

/** One change of the forwarding state, through either API of spec §7 (callforwards or forwarding). */
export type ForwardingChange =
  | { type: 'FORWARDING_ON' | 'FORWARDING_OFF' }
  | { type: ForwardingType; msisdnTo: string }
  | { type: ForwardingType; remove: true };

export interface ForwardingPort {
  /** spec §3 forwarding, the one state behind both APIs */
  getForwarding(bin: string, msisdn: string): Promise<Forwarding | null>;
  /** spec §4 Call forwarding: the master switch, or one condition set or removed */
  changeForwarding(
    bin: string,
    msisdn: string,
    change: ForwardingChange,
    /** decision 023: a key the operator applies at most once per company (a bulk item's `<jobId>:<seq>`) */
    requestKey?: string,
  ): Promise<ControlOutcome<ErrorCode, { forwarding: Forwarding }> | null>;
}

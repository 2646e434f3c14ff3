import { isValidMsisdn, type CallForward, type Forwarding } from '@kabinet/contract';
import type { forwardingSettings } from '../../../db/schema/index.ts';

type ForwardingRow = typeof forwardingSettings.$inferSelect;

/** A stored target as the contract carries it: a 10-digit number (service numbers are numbers too). */
const targetOf = (value: string | null): string | null => (value && isValidMsisdn(value) ? value : null);

/**
 * spec §3 forwarding {forward, default, defaultTo, busy, busyTo, …}: each condition a 0/1 flag with
 * its target, `forward` the master switch; callforwards lists the conditions that have a target.
 * A number without a forwarding row forwards nothing.
 */
export function toForwarding(row: ForwardingRow | null): {
  forwarding: Forwarding;
  callforwards: CallForward[];
} {
  const targets = {
    DEFAULT: targetOf(row?.defaultTo ?? null),
    BUSY: targetOf(row?.busyTo ?? null),
    NO_ANSWER: targetOf(row?.noAnswerTo ?? null),
    UNAVAILABLE: targetOf(row?.unavailableTo ?? null),
  } as const;
  const on = (to: string | null) => (to ? 1 : 0) as 0 | 1;
  return {
    forwarding: {
      forward: row?.isForwardingOn ? 1 : 0,
      default: on(targets.DEFAULT),
      defaultTo: targets.DEFAULT,
      busy: on(targets.BUSY),
      busyTo: targets.BUSY,
      noAnswer: on(targets.NO_ANSWER),
      noAnswerTo: targets.NO_ANSWER,
      unavailable: on(targets.UNAVAILABLE),
      unavailableTo: targets.UNAVAILABLE,
    },
    callforwards: (Object.entries(targets) as [CallForward['type'], string | null][])
      .filter((entry): entry is [CallForward['type'], string] => entry[1] !== null)
      .map(([type, msisdnTo]) => ({ type, msisdnTo })),
  };
}

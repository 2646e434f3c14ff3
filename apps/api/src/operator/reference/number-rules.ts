import { LC_STATE_ACTIVE, type ErrorCode } from '@kabinet/contract';
import type { NumberRow } from './number-row.ts';

// Decision 014: when the reference operator refuses a change of a number (SIM, bans, forwarding),
// written out as data.
// Every change needs the number active (spec §8 msisdn_blocked: not on a blocked number; spec §2
// shows the app bans for state 20 only). M2M numbers have no subscriber of their own: no account in
// the mobile app, no SMS/USSD self-service, nobody to read a secret code, no voice calls to forward.

/** null when the number may be changed at all; otherwise why not. */
export const activeRefusal = (number: NumberRow): 'msisdn_blocked' | null =>
  number.s.lcStateId === LC_STATE_ACTIVE ? null : 'msisdn_blocked';

/** The refusal of a control an M2M number does not have, or null. */
export const m2mRefusal = <C extends ErrorCode>(number: NumberRow, code: C): C | null =>
  number.s.isM2mSubscriber ? code : null;

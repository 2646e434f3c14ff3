import { randomBytes } from 'node:crypto';
import { ESIM_ISSUE_FEE_TIYN, QR_CODE_VALIDITY_DAYS } from '@kabinet/contract';
import type { ESIM_LIFECYCLE_STATES } from '../../../db/schema/index.ts';
import type { EsimRefusal, EsimStatusAnswer } from '../../esim-port.ts';

// The reference operator's eSIM lifecycle (spec §3 eSIM, §4 eSIM flow statuses and sequence, §5, §9;
// decision 016), written out as data: the profile's transitions, the number's eligibility, and
// how the status check answers.

export type ProfileState = (typeof ESIM_LIFECYCLE_STATES)[number];

/** What happens to a profile. */
export type ProfileEvent =
  /** the reserve request takes a free profile for the number */
  | 'reserve'
  /** the SM-DP+ prepared the download: an activation code is issued (valid 1 day) */
  | 'issue'
  /** the reservation failed (timeout, funds, number no longer eligible): back to the pool */
  | 'fail'
  /** the activation code expired unused (qr-not-found): a new reserve releases the profile */
  | 'release'
  /** the change: the number moves to the eSIM */
  | 'install'
  /** a later change to another eSIM retires the installed one */
  | 'retire';

/** Every allowed transition of a profile; anything else is a bug the request must not commit. */
export const PROFILE_TRANSITIONS: Readonly<
  Record<ProfileEvent, { from: readonly ProfileState[]; to: ProfileState }>
> = {
  reserve: { from: ['AVAILABLE'], to: 'RESERVED' },
  issue: { from: ['RESERVED'], to: 'READY' },
  fail: { from: ['RESERVED'], to: 'AVAILABLE' },
  release: { from: ['READY'], to: 'RELEASED' },
  install: { from: ['READY', 'DOWNLOADED'], to: 'INSTALLED' },
  retire: { from: ['INSTALLED'], to: 'RELEASED' },
};

export function transition(from: ProfileState, event: ProfileEvent): ProfileState {
  const rule = PROFILE_TRANSITIONS[event];
  if (!rule.from.includes(from)) throw new Error(`eSIM profile: no transition '${event}' from ${from}`);
  return rule.to;
}

/** What the operator knows about the number when it decides. */
export interface NumberFacts {
  /** spec §4: only an active number (lifecycle 20) */
  isActive: boolean;
  isM2m: boolean;
  /** the visited network's country; 'KZ' at home */
  countryCode: string;
  /** what fees are charged to (tiyn) */
  balance: number;
}

/**
 * spec §5: eSIM is unavailable in roaming, on a blocked number, outside Kazakhstan (and, spec §6,
 * for M2M numbers, which have no eSIM change). Answers the refusal, or null when eligible.
 */
export function eligibilityRefusal(n: NumberFacts): 'esim_replacement_unavailable' | null {
  if (!n.isActive || n.isM2m || n.countryCode !== 'KZ') return 'esim_replacement_unavailable';
  return null;
}

/** spec §9: the issue fee is 0 tenge; the balance must still cover it (a number in debt cannot). */
export const coversFee = (n: NumberFacts): boolean => n.balance - ESIM_ISSUE_FEE_TIYN >= 0;

/**
 * spec §4 'has balance (customer must visit a store)': a change to eSIM moves the number to a
 * profile anyone holding the QR code can download, the usual route of a SIM-swap theft; above
 * this balance (500,000 tenge) the operator changes the SIM only in a store, against the owner's
 * documents (decision 022).
 */
export const REMOTE_CHANGE_BALANCE_LIMIT_TIYN = 500_000_00;

/** Whether the balance asks for a store visit instead of a remote change. */
export const needsStoreVisit = (n: NumberFacts): boolean => n.balance > REMOTE_CHANGE_BALANCE_LIMIT_TIYN;

/** The number's eSIM as the status check reads it. */
export interface EsimFacts {
  /** a RESERVE operation is running: its profile */
  running: { icc: string } | null;
  /** the number's READY profile and its latest activation code */
  ready: { icc: string; code: string; expiresAt: Date } | null;
  /** how the number's last reservation ended, when it failed */
  lastReserveFailure: string | null;
  /** whether the SM-DP+ pool still has a free profile to reserve */
  hasFreeProfile: boolean;
}

/**
 * spec §4 eSIM sequence, the status check: state fail → replacement unavailable; a reservation
 * running → NOT_READY ('in process'); a ready profile → SUCCESS with its code, or qr-not-found
 * once the code has expired (release); the last reservation timed out → timeout; a balance above
 * the remote limit → HAS_BALANCE (a store visit); no free profile → EMPTY; otherwise NOT_FOUND (reserve offered, disabled when the balance does not cover the fee).
 */
export function statusAnswer(n: NumberFacts, e: EsimFacts, now: Date): EsimStatusAnswer {
  const refusal = eligibilityRefusal(n);
  if (refusal) return { state: 'FAILED', failure: refusal };
  if (e.running) return { state: 'NOT_READY', icc: e.running.icc };
  if (e.ready) {
    if (e.ready.expiresAt.getTime() <= now.getTime())
      return { state: 'FAILED', failure: 'esim_qr_not_found' };
    return { state: 'SUCCESS', icc: e.ready.icc, activationCode: e.ready.code, expiresAt: e.ready.expiresAt };
  }
  if (e.lastReserveFailure === 'esim_timeout') return { state: 'FAILED', failure: 'esim_timeout' };
  if (needsStoreVisit(n)) return { state: 'HAS_BALANCE' };
  if (!e.hasFreeProfile) return { state: 'EMPTY' };
  return { state: 'NOT_FOUND', isBalanceEnough: coversFee(n) };
}

/**
 * spec §7 reserve, checked at the request: eligibility, one operation at a time, no second
 * reservation while one is ready (an expired one is released instead), the fee covered.
 */
export function reserveRefusal(n: NumberFacts, e: EsimFacts, now: Date): EsimRefusal | null {
  const refusal = eligibilityRefusal(n);
  if (refusal) return refusal;
  if (e.running) return 'esim_operation_in_progress';
  if (e.ready && e.ready.expiresAt.getTime() > now.getTime()) return 'esim_order_exists';
  if (needsStoreVisit(n)) return 'esim_store_visit_required';
  if (!coversFee(n)) return 'esim_insufficient_funds';
  return null;
}

/** spec §4, at the reservation's completion: what the SM-DP+ and the billing answer. */
export function issueFailure(
  n: NumberFacts,
  smdpResponding: boolean,
): 'esim_replacement_unavailable' | 'esim_insufficient_funds' | 'esim_timeout' | null {
  const refusal = eligibilityRefusal(n);
  if (refusal) return refusal;
  if (!coversFee(n)) return 'esim_insufficient_funds';
  if (!smdpResponding) return 'esim_timeout';
  return null;
}

const MATCHING_ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A fresh matching id: four groups of five, from the SM-DP+'s alphabet (no I, no O). */
export function newMatchingId(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => MATCHING_ID_ALPHABET[b % MATCHING_ID_ALPHABET.length]!);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** spec §7 activation code, GSMA SGP.22 form: LPA:1$<SM-DP+ address>$<matching id>. */
export const activationCodeOf = (smdpAddress: string, matchingId: string): string =>
  `LPA:1$${smdpAddress}$${matchingId}`;

/** spec §9: the QR code (the activation code) is valid for 1 day. */
export const codeExpiry = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + QR_CODE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);

import { LC_STATE_ACTIVE, LC_STATE_BLOCKED } from '../constants.ts';
import type { BlockedProducts } from '../services.ts';

// spec §4 Number lifecycle (DESIGN §9): lcStateId 20 is active and can be blocked (→ SUSPENDED);
// 42 is blocked and can be unblocked (→ ACTIVE). The header shows active for 20, otherwise
// blocked (a pre-disconnected number too). Without zod: the browser's first screen imports it
// (decision 015); the schemas are in ../lifecycle.ts.

export const NUMBER_STATES = [
  'ACTIVE',
  'SUSPENDED',
  'SUSPENDED_DUE_TO_DEBT',
  'PENDING',
  'PRE_DISCONNECTED',
] as const;
export type NumberState = (typeof NUMBER_STATES)[number];

export const DISPLAY_STATUSES = ['ACTIVE', 'BLOCKED', 'PENDING'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * spec §4 named state PENDING (decision 027): a block or unblock the operator accepted and has not
 * applied yet reads PENDING whatever the state id; otherwise active for 20, blocked for the rest.
 */
export const displayStatusOf = (lcStateId: number, state?: NumberState): DisplayStatus =>
  state === 'PENDING' ? 'PENDING' : lcStateId === LC_STATE_ACTIVE ? 'ACTIVE' : 'BLOCKED';

/** spec §8 still_pending: no block or unblock while the last one is still being applied */
export const canBlock = (lcStateId: number, state?: NumberState): boolean =>
  lcStateId === LC_STATE_ACTIVE && state !== 'PENDING';
export const canUnblock = (lcStateId: number, state?: NumberState): boolean =>
  lcStateId === LC_STATE_BLOCKED && state !== 'PENDING';
/** spec §4 Service / §8: services change only on an active number; otherwise msisdn_blocked */
export const canChangeProducts = (lcStateId: number): boolean => lcStateId === LC_STATE_ACTIVE;

export type CardMenuEntry =
  | 'unblock'
  | 'block'
  | 'call_details_block'
  | 'app_access_block'
  | 'sim_change'
  | 'top_up_details'
  // spec §2 number modals without a state rule of their own (decision 014)
  | 'secret_code_send'
  | 'secret_code_delete'
  | 'sms_ussd_ban'
  | 'call_forwarding'
  // the number detail's report modals (spec §2 Modals; letters V and N)
  | 'usage_details'
  | 'payments_report';

/**
 * spec §2 Numbers list menu: unblock only for state 42; block, call-details block and app access
 * block only for state 20; SIM change only when the ICCID is a string; top-up details only for
 * PREPAID. (Feature flags are applied on top by the caller.)
 */
export function cardMenuEntries(card: {
  lcStateId: number;
  /** the named state: a PENDING number offers neither block nor unblock (decision 027) */
  state?: NumberState;
  iccid: string | null;
  type: 'PREPAID' | 'POSTPAID';
}): CardMenuEntry[] {
  const entries: CardMenuEntry[] = [];
  if (canUnblock(card.lcStateId, card.state)) entries.push('unblock');
  if (canBlock(card.lcStateId)) {
    if (card.state !== 'PENDING') entries.push('block');
    entries.push('call_details_block', 'app_access_block');
  }
  if (typeof card.iccid === 'string') entries.push('sim_change');
  if (card.type === 'PREPAID') entries.push('top_up_details');
  entries.push('secret_code_send', 'secret_code_delete', 'sms_ussd_ban', 'call_forwarding');
  return entries;
}

/** Whether blockedChangeStatus forbids suspending (block) or activating (unblock). */
export function isStatusChangeBlocked(
  blocked: BlockedProducts['blockedChangeStatus'],
  action: 'suspend' | 'activate',
): boolean {
  if (blocked === 'FULL') return true;
  return action === 'suspend' ? blocked === 'SUSPEND' : blocked === 'ACTIVE';
}

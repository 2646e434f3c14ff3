import type { BlockedProducts, StateEligibility } from '@kabinet/contract';
import { isStatusChangeBlocked } from '@kabinet/contract/rules/lifecycle';
import type { Language } from '@kabinet/contract/i18n-text';

/** spec §4: suspend blocks an active number (state 20), activate unblocks a blocked one (42). */
export type StateChangeAction = 'suspend' | 'activate';

/** spec §8: CONFLICT answers of a status change that send the user to corporate support. */
export const SUPPORT_CONFLICT_CODES = [
  'workmate_block_not_allowed',
  'workmate_unblock_not_allowed',
  'contract_phone_block_not_allowed',
  'contract_phone_unblock_not_allowed',
  'contract_phone_suspended_unpaid',
] as const;
export type SupportConflictCode = (typeof SUPPORT_CONFLICT_CODES)[number];

export const isSupportConflict = (code: string | null | undefined): code is SupportConflictCode =>
  !!code && (SUPPORT_CONFLICT_CODES as readonly string[]).includes(code);

/**
 * spec §3 Blocked products for status change: the message of the forbidden direction in the
 * current language (messageActive when blocking an active number, messageSuspend when unblocking),
 * or null when the change is allowed.
 */
export function blockedProductsMessage(
  blocked: BlockedProducts | undefined,
  action: StateChangeAction,
  language: Language,
): string | null {
  if (!blocked || !isStatusChangeBlocked(blocked.blockedChangeStatus, action)) return null;
  const message = action === 'suspend' ? blocked.messageActive : blocked.messageSuspend;
  return message?.[language]?.trim() || '';
}

/** What the state-change modal shows: the question, the support text, or a refusal. */
export type StateChangeGate =
  | { kind: 'allowed' }
  /** `html`: the operator's own HTML text (spec §2 Workmate modal), shown sanitised instead */
  | { kind: 'support'; code: SupportConflictCode; html?: string }
  /** a blocked-products message ('' when the operator sent none: the generic text) */
  | { kind: 'blocked'; message: string }
  | { kind: 'refused'; code: string };

/**
 * spec §4/§8: Workmate and contract-phone numbers go to corporate support (9099, e-mail); products
 * on the number may forbid the change with their own message; other refusals by their code.
 */
export function stateChangeGate(
  eligibility: StateEligibility | undefined,
  action: StateChangeAction,
  language: Language,
): StateChangeGate {
  if (!eligibility) return { kind: 'allowed' };
  const can = action === 'suspend' ? eligibility.canSuspend : eligibility.canActivate;
  const refusal = action === 'suspend' ? eligibility.suspendRefusal : eligibility.activateRefusal;
  if (isSupportConflict(refusal)) {
    const html = (action === 'suspend' ? eligibility.suspendRefusalHtml : eligibility.activateRefusalHtml)?.[
      language
    ];
    return html ? { kind: 'support', code: refusal, html } : { kind: 'support', code: refusal };
  }
  const message = blockedProductsMessage(eligibility, action, language);
  if (message !== null) return { kind: 'blocked', message };
  if (!can)
    return { kind: 'refused', code: refusal ?? (action === 'suspend' ? 'block_failed' : 'unblock_failed') };
  return { kind: 'allowed' };
}

/** The same reading of a refused PUT /suspend or /activate (its problem may carry blockedProducts). */
export function gateOfFailure(
  code: string,
  problem: { blockedProducts?: BlockedProducts; refusalHtml?: Record<Language, string> } | undefined,
  action: StateChangeAction,
  language: Language,
): StateChangeGate | null {
  if (isSupportConflict(code)) {
    const html = problem?.refusalHtml?.[language];
    return html ? { kind: 'support', code, html } : { kind: 'support', code };
  }
  if (code === 'status_change_blocked_by_products')
    return {
      kind: 'blocked',
      message: blockedProductsMessage(problem?.blockedProducts, action, language) ?? '',
    };
  return null;
}

import type { BlockedProducts } from '@kabinet/contract';
import { isStatusChangeBlocked } from '@kabinet/contract/products';
import type { Language } from '@kabinet/contract/i18n-text';
import type { StateChangeAction } from './number-status.ts';

/** spec §8: CONFLICT answers of a status change that send the user to corporate support. */
export const SUPPORT_CONFLICT_CODES = [
  'workmate_block_not_allowed',
  'workmate_unblock_not_allowed',
  'contract_phone_block_not_allowed',
  'contract_phone_unblock_not_allowed',
  'contract_phone_suspended_unpaid',
] as const;
export type SupportConflictCode = (typeof SUPPORT_CONFLICT_CODES)[number];

export const isSupportConflict = (code: string): code is SupportConflictCode =>
  (SUPPORT_CONFLICT_CODES as readonly string[]).includes(code);

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

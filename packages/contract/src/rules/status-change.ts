import type { BlockedProducts } from '../products.ts';

// without zod: the browser's first screen imports it (decision 015)

/** Whether blockedChangeStatus forbids suspending (block) or activating (unblock). */
export function isStatusChangeBlocked(
  blocked: BlockedProducts['blockedChangeStatus'],
  action: 'suspend' | 'activate',
): boolean {
  if (blocked === 'FULL') return true;
  return action === 'suspend' ? blocked === 'SUSPEND' : blocked === 'ACTIVE';
}

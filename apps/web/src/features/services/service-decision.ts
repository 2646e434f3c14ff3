import type { IncompatibleProduct, Product } from '@kabinet/contract';

export type ServiceIntent = 'connect' | 'disconnect' | 'reconnect';

/**
 * What asking for a product leads to (spec §4 Service):
 * - refuse: a BLOCKED conflict is active; the user is told which pack (connect and reconnect);
 * - confirm-replace: DEACTIVATED conflicts are disabled after the user confirms;
 * - confirm: a plain back / continue confirmation (disconnecting always asks).
 */
export type ServiceDecision =
  | { kind: 'refuse'; conflicts: IncompatibleProduct[] }
  | { kind: 'confirm-replace'; conflicts: IncompatibleProduct[] }
  | { kind: 'confirm' };

export function decideServiceRequest(
  intent: ServiceIntent,
  incompatible: readonly IncompatibleProduct[],
): ServiceDecision {
  if (intent === 'disconnect') return { kind: 'confirm' };
  const blocked = incompatible.filter((p) => p.incompatibleType === 'BLOCKED');
  if (blocked.length > 0) return { kind: 'refuse', conflicts: blocked };
  const replaced = incompatible.filter((p) => p.incompatibleType === 'DEACTIVATED');
  if (replaced.length > 0 && intent === 'connect') return { kind: 'confirm-replace', conflicts: replaced };
  return { kind: 'confirm' };
}

/** Whether the intent needs GET /products/incompatible first (connecting and reconnecting). */
export const needsIncompatibilityCheck = (intent: ServiceIntent): boolean => intent !== 'disconnect';

/** spec §3 Product action: enable only connects, disable only disconnects, full both, other none. */
export function canToggle(action: Product['action'] | undefined, isEnabled: boolean): boolean {
  const effective = action ?? 'full';
  if (effective === 'full') return true;
  if (effective === 'enable') return !isEnabled;
  if (effective === 'disable') return isEnabled;
  return false;
}

/** spec §2: the reconnect button is for active renewable products. */
export const canReconnect = (product: Pick<Product, 'isActive' | 'isRenewable'> | undefined): boolean =>
  !!product && product.isActive && product.isRenewable;

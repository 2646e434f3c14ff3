import { and, asc, eq, or } from 'drizzle-orm';
import {
  LC_STATE_ACTIVE,
  LC_STATE_BLOCKED,
  isStatusChangeBlocked,
  type BlockedProducts,
} from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { statusChangeBlocks, subscriberProducts } from '../../../db/schema/index.ts';
import type { StateChangeAction, StateChangeRefusal } from '../../lifecycle-port.ts';
import { localized } from '../row-values.ts';
import type { NumberRow } from '../number-row.ts';

/**
 * spec §3 Blocked products for status change: the number's products (connected, or pending a
 * disconnection) that forbid blocking (SUSPEND), unblocking (ACTIVE) or both (FULL). Several
 * products combine; the message of each direction is the first product's that forbids it.
 */
export async function blockedProductsOf(db: Db, msisdn: string): Promise<BlockedProducts> {
  const rows = await db
    .select({ block: statusChangeBlocks })
    .from(statusChangeBlocks)
    .innerJoin(
      subscriberProducts,
      and(
        eq(subscriberProducts.productId, statusChangeBlocks.productId),
        eq(subscriberProducts.msisdn, msisdn),
      ),
    )
    .where(
      or(
        eq(subscriberProducts.status, 'CONNECTED'),
        and(eq(subscriberProducts.status, 'PENDING'), eq(subscriberProducts.pendingAction, 'DISABLE')),
      ),
    )
    .orderBy(asc(statusChangeBlocks.productId));
  const forbidsSuspend = rows.find((r) => isStatusChangeBlocked(r.block.blockedChangeStatus, 'suspend'));
  const forbidsActivate = rows.find((r) => isStatusChangeBlocked(r.block.blockedChangeStatus, 'activate'));
  const status: BlockedProducts['blockedChangeStatus'] =
    forbidsSuspend && forbidsActivate
      ? 'FULL'
      : forbidsSuspend
        ? 'SUSPEND'
        : forbidsActivate
          ? 'ACTIVE'
          : null;
  // messageActive is shown to an active number (why it cannot be blocked), messageSuspend to a
  // blocked one (why it cannot be unblocked, or what happens when it is)
  const first = rows[0]?.block;
  const active = forbidsSuspend?.block ?? first;
  const suspend = forbidsActivate?.block ?? first;
  return {
    blockedChangeStatus: status,
    messageActive: active
      ? localized(active.messageActiveRu, active.messageActiveEn, active.messageActiveKk)
      : null,
    messageSuspend: suspend
      ? localized(suspend.messageSuspendRu, suspend.messageSuspendEn, suspend.messageSuspendKk)
      : null,
  };
}

/**
 * Why the number cannot be blocked (suspend) or unblocked (activate) now, or null when it can.
 * spec §4 Number lifecycle: block only from 20, unblock only from 42 (a pre-disconnected number,
 * 44, is not unblocked here); never for the Workmate tariff or a running contract phone (spec §8
 * CONFLICT, corporate support 9099); and not while a product forbids it (spec §3). A change the
 * operator has accepted and not applied yet (state PENDING) refuses every other (spec §8 still_pending).
 */
export function refusalOf(
  number: NumberRow,
  blocked: BlockedProducts,
  action: StateChangeAction,
): StateChangeRefusal | null {
  if (number.s.state === 'PENDING') return 'still_pending';
  const isSuspend = action === 'suspend';
  const from = isSuspend ? LC_STATE_ACTIVE : LC_STATE_BLOCKED;
  if (number.s.lcStateId !== from) return isSuspend ? 'block_failed' : 'unblock_failed';
  if (number.tariff.isWorkmate)
    return isSuspend ? 'workmate_block_not_allowed' : 'workmate_unblock_not_allowed';
  if (number.contractStatuses.length) {
    if (!isSuspend && number.contractStatuses.includes('SUSPENDED')) return 'contract_phone_suspended_unpaid';
    return isSuspend ? 'contract_phone_block_not_allowed' : 'contract_phone_unblock_not_allowed';
  }
  if (isStatusChangeBlocked(blocked.blockedChangeStatus, action)) return 'status_change_blocked_by_products';
  return null;
}

import type { Subscriber } from '@kabinet/contract';
import { canBlock, canUnblock, displayStatusOf, type DisplayStatus } from '@kabinet/contract/rules/lifecycle';
import type { Access } from '../../shared/access/access.ts';
import type { StateChangeAction } from '../../shared/state-change/state-change-decision.ts';

/** spec §2/§4: active when lcStateId is 20, otherwise blocked (pre-disconnected 44 too). */
export const numberDisplayStatus = (lcStateId: number): DisplayStatus => displayStatusOf(lcStateId);

/**
 * spec §2 header button, §4 lifecycle, §6 flags: block for state 20 with `block_msisdn` and
 * flag C; unblock for state 42 with `unblock_msisdn` and flag T; nothing otherwise (44).
 */
export function stateChangeActionOf(
  subscriber: Pick<Subscriber, 'lcState' | 'flags'>,
  access: Pick<Access, 'features'>,
): StateChangeAction | null {
  const { lcStateId } = subscriber.lcState;
  if (canBlock(lcStateId) && access.features.has('block_msisdn') && subscriber.flags.includes('C'))
    return 'suspend';
  if (canUnblock(lcStateId) && access.features.has('unblock_msisdn') && subscriber.flags.includes('T'))
    return 'activate';
  return null;
}

export type NumberMenuEntry = 'sim_change' | 'esim_change';

/**
 * spec §2 actions menu, only the screens that exist: SIM change when the ICCID is a string,
 * with `change_sim` and flag E; eSIM change with `esim_change` and flag F.
 */
export function numberMenuEntries(
  subscriber: Pick<Subscriber, 'iccid' | 'flags'>,
  access: Pick<Access, 'features'>,
): NumberMenuEntry[] {
  const entries: NumberMenuEntry[] = [];
  if (
    typeof subscriber.iccid === 'string' &&
    access.features.has('change_sim') &&
    subscriber.flags.includes('E')
  )
    entries.push('sim_change');
  if (access.features.has('esim_change') && subscriber.flags.includes('F')) entries.push('esim_change');
  return entries;
}

/** spec §2/§6: the contract phone block needs flag W and the `view_contract_phone` feature. */
export const canViewContractPhone = (
  subscriber: Pick<Subscriber, 'flags'>,
  access: Pick<Access, 'features'>,
): boolean => subscriber.flags.includes('W') && access.features.has('view_contract_phone');

import {
  bulkCostCentreOf,
  bulkSpendLimitOf,
  LC_STATE_ACTIVE,
  LC_STATE_BLOCKED,
  type BulkAction,
} from '@kabinet/contract';
import type { BulkNumber, BulkTargetState } from './bulk-selection.repository.ts';

/**
 * What a number is once the action is done, for the actions whose result the number shows (spec §4
 * states and toggles). One table read by the worker ("already blocked": skipped) and by the
 * confirmation's pre-count, so the two agree (decision 023).
 */
export const BULK_TARGET_STATES: Partial<Record<BulkAction, BulkTargetState>> = {
  block: { kind: 'lc_state', lcStateId: LC_STATE_BLOCKED },
  unblock: { kind: 'lc_state', lcStateId: LC_STATE_ACTIVE },
  sms_ussd_ban_on: { kind: 'sms_ussd_ban', isSet: true },
  sms_ussd_ban_off: { kind: 'sms_ussd_ban', isSet: false },
  app_block_on: { kind: 'app_access_blocked', isSet: true },
  app_block_off: { kind: 'app_access_blocked', isSet: false },
  spend_limit_clear: { kind: 'spend_limit', limit: null },
};

/**
 * The target of an action with its argument: the table's, or (decision 030) the cost centre or the
 * limit the argument names — a number already in that cost centre or with that limit is skipped.
 */
export function bulkTargetOf(action: BulkAction, argument: string | null): BulkTargetState | null {
  if (action === 'cost_centre_assign') {
    const costCentreId = bulkCostCentreOf(argument);
    return costCentreId === undefined ? null : { kind: 'cost_centre', costCentreId };
  }
  if (action === 'spend_limit_set') {
    const limit = bulkSpendLimitOf(argument);
    return limit ? { kind: 'spend_limit', limit } : null;
  }
  return BULK_TARGET_STATES[action] ?? null;
}

export function isInTargetState(
  number: Pick<BulkNumber, 'state' | 'costCentreId' | 'spendLimit'>,
  target: BulkTargetState,
): boolean {
  const { state } = number;
  switch (target.kind) {
    case 'lc_state':
      return state.lcStateId === target.lcStateId;
    case 'sms_ussd_ban':
      return state.isSMS_USSDMgmBanEnabled === target.isSet;
    case 'app_access_blocked':
      return state.isMyKcellAccessBlocked === target.isSet;
    case 'cost_centre':
      return number.costCentreId === target.costCentreId;
    case 'spend_limit':
      return target.limit === null
        ? number.spendLimit === null
        : number.spendLimit?.monthlyLimit === target.limit.monthlyLimit &&
            number.spendLimit.blockAtLimit === target.limit.blockAtLimit;
  }
}

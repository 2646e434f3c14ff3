import { LC_STATE_ACTIVE, LC_STATE_BLOCKED, type BansState, type BulkAction } from '@kabinet/contract';
import type { BulkTargetState } from '../../operator/bulk-port.ts';

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
};

export function isInTargetState(state: BansState, target: BulkTargetState): boolean {
  switch (target.kind) {
    case 'lc_state':
      return state.lcStateId === target.lcStateId;
    case 'sms_ussd_ban':
      return state.isSMS_USSDMgmBanEnabled === target.isSet;
    case 'app_access_blocked':
      return state.isMyKcellAccessBlocked === target.isSet;
  }
}

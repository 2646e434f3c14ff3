import type { ActionCode, BansState, OperationResult, SuccessCode } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { ToggleKind } from '../../operator/bans-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { createNumberChanges, foundNumber, type NumberChangeRequest } from '../../platform/number-change.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

export interface BansService {
  state(company: CompanyContext, msisdn: string): Promise<BansState>;
  setBan(request: NumberChangeRequest, kind: ToggleKind, isSet: boolean): Promise<OperationResult>;
}

/** spec §8 Number operations: the action-log code and the success text of each toggle, set and remove. */
const BAN_TEXTS: Record<
  ToggleKind,
  Record<'set' | 'remove', { action: ActionCode; message: SuccessCode }>
> = {
  SMS_USSD_MGM: {
    set: { action: 'sms_ussd_ban_set', message: 'sms_ussd_ban_set' },
    remove: { action: 'sms_ussd_ban_remove', message: 'sms_ussd_ban_removed' },
  },
  APP_CALL_DETAILS: {
    set: { action: 'app_details_ban_set', message: 'app_details_ban_set' },
    remove: { action: 'app_details_ban_remove', message: 'app_details_ban_removed' },
  },
  APP_ACCESS: {
    set: { action: 'app_ban_set', message: 'app_ban_set' },
    remove: { action: 'app_ban_remove', message: 'app_ban_removed' },
  },
};

/** spec §4 Toggles: each change goes to the operator and to the action log. */
export function createBansService(db: Db, operator: OperatorPort): BansService {
  const changes = createNumberChanges(db);
  return {
    async state(company, msisdn) {
      return foundNumber(await operator.getBansState(company.bin, msisdn));
    },

    async setBan(request, kind, isSet) {
      const { action, message } = BAN_TEXTS[kind][isSet ? 'set' : 'remove'];
      const outcome = await changes.run(request, action, {}, () =>
        operator.setBan(request.company.bin, request.msisdn, kind, isSet, request.requestKey),
      );
      await changes.logSuccess(request, action, outcome.isRepeat ? { repeat: true } : {});
      return { result: 'SUCCESS', message };
    },
  };
}

import type { ActionCode, Forwarding, OperationResult, SuccessCode } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { ForwardingChange } from '../../operator/forwarding-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { createNumberChanges, foundNumber, type NumberChangeRequest } from '../../platform/number-change.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

export interface ForwardingService {
  forwarding(company: CompanyContext, msisdn: string): Promise<Forwarding>;
  changeForwarding(request: NumberChangeRequest, change: ForwardingChange): Promise<OperationResult>;
}

/** The action-log code and success text of a forwarding change. */
function forwardingTexts(change: ForwardingChange): { action: ActionCode; message: SuccessCode } {
  if (change.type === 'FORWARDING_ON') return { action: 'forwarding_on', message: 'call_divert_set' };
  if (change.type === 'FORWARDING_OFF') return { action: 'forwarding_off', message: 'call_divert_removed' };
  return 'remove' in change
    ? { action: 'call_divert_remove', message: 'call_divert_removed' }
    : { action: 'call_divert_set', message: 'call_divert_set' };
}

/** spec §4 Call forwarding: each change goes to the operator and to the action log. */
export function createForwardingService(db: Db, operator: OperatorPort): ForwardingService {
  const changes = createNumberChanges(db);
  return {
    async forwarding(company, msisdn) {
      return foundNumber(await operator.getForwarding(company.bin, msisdn));
    },

    async changeForwarding(request, change) {
      const { action, message } = forwardingTexts(change);
      const params = {
        type: change.type,
        ...('msisdnTo' in change ? { msisdnTo: change.msisdnTo } : {}),
      };
      await changes.run(request, action, params, () =>
        operator.changeForwarding(request.company.bin, request.msisdn, change, request.requestKey),
      );
      await changes.logSuccess(request, action, params);
      return { result: 'SUCCESS', message };
    },
  };
}

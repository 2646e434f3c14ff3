import type { OperationCompletion } from '../../operator/operations-port.ts';
import type { CompletionLog } from '../../platform/audit.ts';

/**
 * How a completed product change reads in the action log (decision 008): the connection or
 * disconnection the user asked for, what was charged and which conflicting packs went with it.
 */
export function productChangeLog(completion: OperationCompletion<'PRODUCT_CHANGE'>): CompletionLog {
  const { productOfferingId, action, charged, deactivated } = completion.result;
  return {
    action: action === 'ENABLE' ? 'service_enable_completed' : 'service_disable_completed',
    params: {
      productOfferingId,
      ...(charged ? { charged } : {}),
      ...(deactivated.length ? { deactivated } : {}),
    },
  };
}

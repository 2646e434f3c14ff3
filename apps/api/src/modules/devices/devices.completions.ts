import type { OperationCompletion } from '../../operator/operations-port.ts';
import type { CompletionLog } from '../../platform/audit.ts';

/** How the register's answer to an order reads in the action log (decision 008). */
export function ceirOrderLog(completion: OperationCompletion<'CEIR_ORDER'>): CompletionLog {
  const { orderId, imei, requestType, state, failureMessage } = completion.result;
  return {
    action: 'device_order_completed',
    params: { orderId, imei, requestType, state, ...(failureMessage ? { failureMessage } : {}) },
  };
}

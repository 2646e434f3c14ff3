import type { OperationCompletion } from '../../operator/operations-port.ts';
import type { CompletionLog } from '../../platform/audit.ts';

/** How the operator's answer to an eSIM reservation reads in the action log (decision 008). */
export function esimReserveLog(completion: OperationCompletion<'ESIM_RESERVE'>): CompletionLog {
  const { iccid, state } = completion.result;
  return {
    action: 'esim_reserve_completed',
    params: { iccid, state, ...(completion.error ? { error: completion.error } : {}) },
  };
}

import type { OperationCompletion } from '../../operator/operations-port.ts';
import type { CompletionLog } from '../../platform/audit.ts';

/**
 * How the network's applying of a block or unblock reads in the action log (decision 008, 027): an
 * applied change adds nothing — the request's own `number_block`/`number_unblock` entry already
 * records the change, and the history would otherwise show each block twice; a failed one is
 * written as a failure of the same action.
 */
export function stateChangeLog(completion: OperationCompletion<'STATE_CHANGE'>): CompletionLog | null {
  if (completion.success) return null;
  return {
    action: completion.result.action === 'suspend' ? 'number_block' : 'number_unblock',
    params: { applied: false },
  };
}

import { ceirOrderLog } from '../modules/devices/devices.completions.ts';
import { productChangeLog } from '../modules/services/services.completions.ts';
import { esimReserveLog } from '../modules/esim/esim.completions.ts';
import { stateChangeLog } from '../modules/lifecycle/lifecycle.completions.ts';
import type { OperationCompletion, OperationKind } from '../operator/operations-port.ts';
import type { CompletionLog } from '../platform/audit.ts';
import type { WebhookEventType } from '@kabinet/contract';

/**
 * The portal's side of each operation kind (decision 008): how its completion is written to the
 * action log (null: the request's own entry already says it all). One entry per kind of the port's
 * OperationResults; a missing one does not compile.
 */
export const COMPLETION_LOG: {
  [K in OperationKind]: (completion: OperationCompletion<K>) => CompletionLog | null;
} = {
  PRODUCT_CHANGE: productChangeLog,
  CEIR_ORDER: ceirOrderLog,
  ESIM_RESERVE: esimReserveLog,
  STATE_CHANGE: stateChangeLog,
};

/**
 * decision 031: the webhook event of each kind's completion; null: none (an eSIM that failed to
 * reserve is told by the page). A state change is announced when accepted (pending) and again when
 * the network has applied it (decision 035).
 */
export const COMPLETION_EVENT: {
  [K in OperationKind]: { success: WebhookEventType | null; failure: WebhookEventType | null };
} = {
  PRODUCT_CHANGE: { success: 'service_request.completed', failure: 'service_request.failed' },
  CEIR_ORDER: { success: 'device_order.finished', failure: 'device_order.failed' },
  ESIM_RESERVE: { success: 'esim.ready', failure: null },
  STATE_CHANGE: { success: 'number.state_changed', failure: null },
};

/** What an event without an action-log row of its own carries beside the number and the operation. */
export function eventData(completion: OperationCompletion<OperationKind>): Record<string, unknown> {
  if (completion.kind !== 'STATE_CHANGE') return {};
  const { state, lcStateId } = (completion as OperationCompletion<'STATE_CHANGE'>).result;
  // the number.state_changed of the request, now applied: the same fields, pending false
  return { state, to: lcStateId, pending: false };
}

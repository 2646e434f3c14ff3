import type { DeviceOrder, DeviceRegistrationsData } from '@kabinet/contract';
import { deviceErrorCode, deviceOrderFailureCode } from '@kabinet/contract/error-mappings';
import type { DeviceErrorCode } from '@kabinet/contract/errors';
import { deviceOrderOutcome } from '@kabinet/contract/rules/device-state';

// spec §4 Device order as the request history shows it: done, application sent, or the failure
// in words — each code its own text, an unknown message shown raw (spec §8).

export type OrderCondition =
  | { kind: 'done' }
  | { kind: 'sent' }
  | { kind: 'failed'; code: DeviceErrorCode }
  | { kind: 'failed_raw'; message: string };

export function orderCondition(
  order: Pick<DeviceOrder, 'state' | 'failureMessage' | 'requestType'>,
): OrderCondition {
  const outcome = deviceOrderOutcome(order.state);
  if (outcome !== 'failed') return { kind: outcome };
  // the register names the failure in failureMessage; some answers carry it in the state itself;
  // without either, the request type's own failure text (spec §4 'each has its own text')
  const code = deviceErrorCode(order.failureMessage ?? order.state);
  if (code) return { kind: 'failed', code };
  if (order.failureMessage) return { kind: 'failed_raw', message: order.failureMessage };
  return { kind: 'failed', code: deviceOrderFailureCode(order.requestType) };
}

/** While an order waits for the register's answer, the screen asks again. */
export const hasPendingOrder = (data: DeviceRegistrationsData | undefined): boolean =>
  !!data?.orders.some((o) => deviceOrderOutcome(o.state) === 'sent');

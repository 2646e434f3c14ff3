import type { DeviceRegistrationsData } from '../devices.ts';

// spec §4 device states and buttons, as pure functions over the number's registrations data.

/** spec §4 Device order: FINISHED is done, PENDING or CEIR_ASYNC_ACCEPTED is sent, anything else failed. */
export function deviceOrderOutcome(state: string): 'done' | 'sent' | 'failed' {
  if (state === 'FINISHED') return 'done';
  if (state === 'PENDING' || state === 'CEIR_ASYNC_ACCEPTED') return 'sent';
  return 'failed';
}

/**
 * spec §4 Current IMEI state: not registered if absent from the registrations list; WHITE_RNN is
 * registered (new style); WHITE_AMNESTY and WHITE_PROVEN registered (pending style); BLACK
 * registered but blocked; any other state registered and active.
 */
export type CurrentImeiStatus =
  'not_registered' | 'registered_new' | 'registered_pending' | 'blocked' | 'active';
export function currentImeiStatus(data: DeviceRegistrationsData): CurrentImeiStatus {
  const imei = data.currentImei;
  if (!imei || !data.registrations.some((r) => r.imei === imei)) return 'not_registered';
  switch (data.currentImeiState) {
    case 'WHITE_RNN':
      return 'registered_new';
    case 'WHITE_AMNESTY':
    case 'WHITE_PROVEN':
      return 'registered_pending';
    case 'BLACK':
      return 'blocked';
    default:
      return 'active';
  }
}

/**
 * spec §4 Device buttons: re-register and register-duplicate appear when the current IMEI is not
 * registered, the number is not M2M and another owner's document exists; otherwise Register.
 * M2M numbers see only an info alert (spec §5: they cannot register devices).
 */
export function deviceActions(
  data: DeviceRegistrationsData,
  isM2M: boolean,
): 'm2m_info' | 'reregister' | 'register' {
  if (isM2M) return 'm2m_info';
  if (currentImeiStatus(data) === 'not_registered' && data.registrationsByImei.length > 0)
    return 'reregister';
  return 'register';
}

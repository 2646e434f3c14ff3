import { z } from 'zod';
import { dateTimeSchema } from './rules/iso-date.ts';

// spec §3 Device registration data of a number (the device registry, CEIR). The device routes of
// spec §7 "Devices" are to be added here.

/** spec §4 Device order request types */
export const DEVICE_REQUEST_TYPES = ['REGISTER', 'REMOVE', 'REREGISTRATION', 'REGISTER_PROVEN'] as const;
export const deviceRequestTypeSchema = z.enum(DEVICE_REQUEST_TYPES);

export const deviceOrderSchema = z.object({
  insertTime: dateTimeSchema,
  imei: z.string(),
  requestType: deviceRequestTypeSchema,
  /** FINISHED, PENDING, CEIR_ASYNC_ACCEPTED, or a failure code/name (spec §8 device table) */
  state: z.string(),
  failureMessage: z.string().nullable(),
});
export type DeviceOrder = z.infer<typeof deviceOrderSchema>;

export const deviceRegistrationsDataSchema = z.object({
  registrations: z.array(z.object({ imei: z.string(), isPending: z.boolean() })),
  /** documents (IIN/BIN) the current IMEI is registered under, when another owner holds it */
  registrationsByImei: z.array(z.object({ documentId: z.string() })),
  orders: z.array(deviceOrderSchema),
  currentImei: z.string().nullable(),
  /** WHITE_RNN, WHITE_AMNESTY, WHITE_PROVEN, BLACK or another registry state */
  currentImeiState: z.string().nullable(),
});
export type DeviceRegistrationsData = z.infer<typeof deviceRegistrationsDataSchema>;

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

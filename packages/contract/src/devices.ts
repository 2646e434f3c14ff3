import { z } from 'zod';
import { RATE_LIMITS } from './rate-limits.ts';
import { defineRoute } from './route.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { imeiSchema } from './rules/imei.ts';
import { oldDocNumberSchema, oldMsisdnSchema, stripMask } from './rules/reregistration.ts';
import { operationResultStatusSchema } from './operation-result.ts';
import { successCodeSchema } from './success-codes.ts';
import { msisdnParamsSchema } from './rules/msisdn.ts';

// spec §3 Device registration data of a number (the device registry, CEIR) and the device calls of
// spec §7 "Devices". The device report by e-mail is in reports.ts.

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

/** spec §4: an order was placed; its result arrives by SMS within 8 hours and shows in the history */
export const deviceOrderResultSchema = z.object({
  result: operationResultStatusSchema,
  order: deviceOrderSchema,
  message: successCodeSchema.nullable(),
});

/**
 * spec §5: the IMEI must be correct; when it is registered with another BIN/IIN of the sole
 * proprietor, the owner's BIN/IIN must be given (ownerDocNumber).
 */
export const registerDeviceBodySchema = z.object({
  imei: imeiSchema,
  ownerDocNumber: oldDocNumberSchema.nullish(),
});

/**
 * spec §5 the registration form: the owner's BIN/IIN, entered when the IMEI is registered with the
 * sole proprietor's other BIN/IIN — empty otherwise (sent as null); 12 digits when given.
 */
export const registerDeviceFormSchema = z.object({
  ownerDocNumber: z
    .string()
    .transform(stripMask)
    .pipe(z.union([z.literal(''), oldDocNumberSchema]))
    .transform((value) => (value === '' ? null : value)),
});

/** spec §7 reregister: oldMsisdn (11 digits) and oldBin (the previous owner's IIN/BIN) */
export const reregisterQuerySchema = z.object({ oldMsisdn: oldMsisdnSchema, oldBin: oldDocNumberSchema });

export const imeiQuerySchema = z.object({ imei: imeiSchema });

/**
 * decision 025: the owner documents (IIN/BIN) are personal data. They are answered for the number's
 * own device (its current IMEI, spec §4: re-registration needs the previous owner's document) and for
 * the company's own registrations; for any other IMEI only that another owner holds it.
 */
export const registrationsByImeiSchema = z.object({
  imei: z.string(),
  registrationsByImei: z
    .array(z.object({ documentId: z.string() }))
    .describe(
      "owner documents other than the company's BIN: the number's own device, or the company's registrations",
    ),
  registeredToAnotherOwner: z
    .boolean()
    .describe('the IMEI is registered to an owner outside the company (whose document is not shown)'),
});

const base = '/api/subscribers/:msisdn/devices';

// M2M numbers are refused with device_m2m_not_subject (spec §5); duplicate registration is
// prohibited from 01.01.2019 (DESIGN §9) — the server answers device_duplicate_prohibited.
export const devicesRoutes = {
  list: defineRoute({
    id: 'devices.list',
    method: 'GET',
    path: base,
    summary: "The number's device registrations, orders and current IMEI state",
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: deviceRegistrationsDataSchema,
  }),
  register: defineRoute({
    id: 'devices.register',
    method: 'POST',
    path: base,
    summary: 'Register an IMEI with the number (order goes PENDING)',
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.manage',
    params: msisdnParamsSchema,
    body: registerDeviceBodySchema,
    response: deviceOrderResultSchema,
  }),
  remove: defineRoute({
    id: 'devices.remove',
    method: 'DELETE',
    path: base,
    summary: "Remove an IMEI's registration from the number",
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.manage',
    params: msisdnParamsSchema,
    query: imeiQuerySchema,
    response: deviceOrderResultSchema,
  }),
  registrations: defineRoute({
    id: 'devices.registrations',
    method: 'GET',
    path: `${base}/registrations`,
    summary: 'The owner documents an IMEI is registered under',
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    query: imeiQuerySchema,
    rateLimit: RATE_LIMITS.imeiLookup,
    response: registrationsByImeiSchema,
  }),
  reregister: defineRoute({
    id: 'devices.reregister',
    method: 'POST',
    path: `${base}/reregister`,
    summary: "Move the current IMEI's registration from the previous owner to this number",
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.manage',
    params: msisdnParamsSchema,
    query: reregisterQuerySchema,
    response: deviceOrderResultSchema,
  }),
  duplicate: defineRoute({
    id: 'devices.duplicate',
    method: 'POST',
    path: `${base}/duplicate`,
    summary: 'Register a duplicate of the IMEI with this number, keeping the current registration',
    feature: 'imei_register',
    flag: 'H',
    scope: 'subscriber',
    permission: 'numbers.manage',
    params: msisdnParamsSchema,
    query: imeiQuerySchema,
    response: deviceOrderResultSchema,
  }),
};

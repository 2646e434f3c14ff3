import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { LANGUAGES } from './i18n-text.ts';
import { iccidSchema } from './rules/iccid.ts';
import { emailSchema } from './rules/email.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { operationResultSchema } from './operation-result.ts';
import { binaryFileSchema, MEDIA_TYPES } from './files.ts';
import { successCodeSchema } from './success-codes.ts';

// spec §3 eSIM and spec §4 eSIM sequence: status check → (reserve → re-check) → QR → send → change.
// Only one eSIM operation per number may be in progress (esim_operation_in_progress). A status
// failure 'timeout' is the problem esim_timeout; 'qr-not-found' is esim_qr_not_found.

/**
 * spec §3 eSIM status response. SUCCESS: icc and activationCode are set (the wizard generates the
 * QR); NOT_READY: the eSIM is reserved but not ready yet; NOT_FOUND: nothing reserved, reserve is
 * offered. spec §4 flow statuses, decision 022: EMPTY — nothing reserved and no free eSIM to
 * offer now (try later); HAS_BALANCE — the balance is above what a remote change may carry, the
 * customer must visit a store. Neither offers a reserve.
 */
export const ESIM_STATUS_RESULTS = ['SUCCESS', 'NOT_READY', 'NOT_FOUND', 'EMPTY', 'HAS_BALANCE'] as const;
export const esimStatusSchema = z.object({
  state: z.enum(ESIM_STATUS_RESULTS),
  /** the reserved profile's ICCID (NOT_READY, SUCCESS) */
  icc: z.string().nullable(),
  /** SUCCESS: LPA:1$<SM-DP+ address>$<matching id> */
  activationCode: z.string().nullable(),
  /** SUCCESS: when the activation code (and so its QR code) stops working (spec §9: 1 day) */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** NOT_FOUND: whether the balance covers the issue fee (spec §4 'balance not enough': reserve disabled) */
  isBalanceEnough: z.boolean(),
});
export type EsimStatus = z.infer<typeof esimStatusSchema>;

/** spec §3 eSIM reserve result */
export const esimReserveResultSchema = z.object({
  msisdn: msisdnSchema,
  iccid: z.string(),
  /** the reservation is asynchronous: the status check answers NOT_READY until it is done */
  message: successCodeSchema,
});

/** spec §7 activation code: LPA:1$<SM-DP+ address>$<matching id> (GSMA SGP.22) */
export const ACTIVATION_CODE_PATTERN = /^LPA:1\$[a-z0-9.-]+\$[A-Z0-9-]+$/;
const activationCodeSchema = z
  .string('invalid_activation_code')
  .max(200, 'invalid_activation_code')
  .regex(ACTIVATION_CODE_PATTERN, 'invalid_activation_code');

export const activationCodeBodySchema = z.object({ code: activationCodeSchema });

/** spec §7 qr/send: one recipient (DESIGN §4), in the user's language */
export const esimQrSendBodySchema = z.object({
  email: emailSchema,
  code: activationCodeSchema,
  language: z.enum(LANGUAGES, 'invalid_language'),
});

/** spec §4 'the QR is sent by SMS link' (decision 027): the SMS goes to the number itself, in a language */
export const esimQrSmsBodySchema = z.object({
  code: activationCodeSchema,
  language: z.enum(LANGUAGES, 'invalid_language'),
});

/** the secret of an SMS link: 32 random bytes, base64url */
export const ESIM_QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const esimQrLinkParamsSchema = z.object({
  token: z
    .string('esim_qr_link_not_found')
    .regex(ESIM_QR_TOKEN_PATTERN, 'esim_qr_link_not_found')
    .describe('the secret token of the link sent by SMS'),
});

/** What the SMS link's page shows to whoever holds it (in the device session that opened it first). */
export const esimQrLinkSchema = z.object({
  msisdn: msisdnSchema,
  /** LPA:1$<SM-DP+ address>$<matching id>, to type in by hand when the camera cannot be used */
  activationCode: z.string(),
  /** the QR code stops working then, with its activation code (spec §9: 1 day) */
  expiresAt: z.iso.datetime({ offset: true }),
  /** the QR code as a PNG data: URL */
  qrPng: z.string(),
});
export type EsimQrLink = z.infer<typeof esimQrLinkSchema>;

export const esimChangeQuerySchema = z.object({ iccId: iccidSchema });

const base = '/api/subscribers/:msisdn/esim';

export const esimRoutes = {
  reserve: defineRoute({
    id: 'esim.reserve',
    method: 'PUT',
    path: `${base}/reserve`,
    summary: 'Reserve an eSIM for the number (fee 0 tenge); not in roaming or on a blocked number',
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.esim,
    params: msisdnParamsSchema,
    response: esimReserveResultSchema,
  }),
  activationCode: defineRoute({
    id: 'esim.activationCode',
    method: 'GET',
    path: `${base}/activation-code`,
    summary: "The number's eSIM status with its ICCID and activation code",
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    params: msisdnParamsSchema,
    response: esimStatusSchema,
  }),
  generateQr: defineRoute({
    id: 'esim.qr.generate',
    method: 'POST',
    path: `${base}/qr/generate`,
    summary: 'The QR code image of an activation code (valid 1 day)',
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    produces: [MEDIA_TYPES.png],
    params: msisdnParamsSchema,
    body: activationCodeBodySchema,
    response: binaryFileSchema,
  }),
  sendQr: defineRoute({
    id: 'esim.qr.send',
    method: 'POST',
    path: `${base}/qr/send`,
    summary: 'E-mail the QR code to one address',
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: [...RATE_LIMITS.email, ...RATE_LIMITS.esimQrSend],
    params: msisdnParamsSchema,
    body: esimQrSendBodySchema,
    response: operationResultSchema,
  }),
  sendQrSms: defineRoute({
    id: 'esim.qr.sms',
    method: 'POST',
    path: `${base}/qr/sms`,
    summary: 'Send the number an SMS with a link to its QR code (the link works until the code expires)',
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.esimQrSend,
    params: msisdnParamsSchema,
    body: esimQrSmsBodySchema,
    response: operationResultSchema,
  }),
  qrLink: defineRoute({
    id: 'esim.qrLink',
    method: 'GET',
    path: '/api/esim-qr/:token',
    summary:
      'The QR code behind an SMS link, for whoever holds the link: the first browser to open it keeps it (a cookie), another gets esim_qr_link_opened_elsewhere; it expires with the activation code',
    feature: 'none',
    permission: 'any',
    scope: 'public',
    params: esimQrLinkParamsSchema,
    response: esimQrLinkSchema,
  }),
  change: defineRoute({
    id: 'esim.change',
    method: 'PUT',
    path: `${base}/change`,
    summary: 'Replace the SIM with the reserved eSIM (the plastic SIM stops working)',
    feature: 'esim_change',
    flag: 'F',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.esim,
    params: msisdnParamsSchema,
    query: esimChangeQuerySchema,
    response: operationResultSchema,
  }),
};

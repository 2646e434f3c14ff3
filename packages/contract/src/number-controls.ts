import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { ICCID_LENGTH, ICCID_PREFIX } from './constants.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import {
  callForwardTypeSchema,
  forwardingSchema,
  forwardingTargetSchema,
  forwardingTypeSchema,
} from './forwarding.ts';
import { operationResultSchema } from './operation-result.ts';

// spec §7 Subscriber: SIM change, secret code, call forwarding, SMS/USSD ban and the operator's
// mobile app bans (number modals, spec §2). Every call answers an operation result with the
// success code of spec §8 "Number operations"; failures are problems with that group's codes.

const binMsisdn = z.object({ bin: binSchema, msisdn: msisdnSchema });
const companyBase = '/api/customers/:bin/subscribers/:msisdn';
const base = '/api/subscribers/:msisdn';

/**
 * spec §5 SIM change: exactly 20 digits with the prefix 8999 702 (the form removes the spaces). The
 * check digit and the card itself are the operator's to judge: a card that fails its Luhn check, is
 * not in the company's stock of blank SIMs or is in use is refused with sim_change_failed (spec §8).
 */
export const simChangeIccidSchema = z
  .string()
  .regex(new RegExp(`^${ICCID_PREFIX}\\d{${ICCID_LENGTH - ICCID_PREFIX.length}}$`), 'invalid_iccid')
  .meta({ example: '89997025000000000013' });
export const changeSimQuerySchema = z.object({ iccId: simChangeIccidSchema });

/** spec §7 callforwards: to_msisdn (a number or a special service number) and type */
export const callForwardsQuerySchema = z.object({
  to_msisdn: forwardingTargetSchema,
  type: forwardingTypeSchema,
});
export const callForwardsDeleteQuerySchema = z.object({ type: forwardingTypeSchema });

/**
 * spec §7 forwarding: type and msisdnTo. FORWARDING_ON/OFF is the master switch (no target); a
 * condition type needs a target — a number or a chosen service (spec §5).
 */
export const forwardingQuerySchema = z
  .object({ type: callForwardTypeSchema, msisdnTo: forwardingTargetSchema.optional() })
  .refine((q) => q.type === 'FORWARDING_ON' || q.type === 'FORWARDING_OFF' || q.msisdnTo !== undefined, {
    message: 'forwarding_service_required',
    path: ['msisdnTo'],
  });
export const forwardingDeleteQuerySchema = z.object({ type: forwardingTypeSchema });

export const BAN_ACTIONS = ['block', 'unblock'] as const;
const banParams = msisdnParamsSchema.extend({ action: z.enum(BAN_ACTIONS) });

/** spec §4 SIM modal: the number now on its new card (the PINs and PUKs are read on the detail page). */
export const simChangeResultSchema = operationResultSchema.extend({
  msisdn: msisdnSchema,
  iccid: z.string(),
  iccidChangeDate: dateTimeSchema,
});

/**
 * spec §4 Toggles: what each toggle modal needs to offer Set or Remove — the Subscriber's ban and
 * app-access fields (spec §3) and the lifecycle state (app bans only on an active number, spec §2).
 */
export const numberControlsStateSchema = z.object({
  msisdn: msisdnSchema,
  lcStateId: z.number().int(),
  isSMS_USSDMgmBanEnabled: z.boolean(),
  isMyKcellAccessBlocked: z.boolean(),
  accessToDetailOfMyKcell: z.boolean(),
});
export type NumberControlsState = z.infer<typeof numberControlsStateSchema>;

export const numberControlsRoutes = {
  state: defineRoute({
    id: 'controls.state',
    method: 'GET',
    path: `${base}/controls`,
    summary: "The number's bans and app access, read by the toggle modals before Set or Remove",
    feature: 'view_subscribers',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: numberControlsStateSchema,
  }),
  changeSim: defineRoute({
    id: 'controls.changeSim',
    method: 'PUT',
    path: `${base}/change-sim`,
    summary: 'Replace the SIM card by ICCID',
    feature: 'change_sim',
    flag: 'E',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.simChange,
    params: msisdnParamsSchema,
    query: changeSimQuerySchema,
    response: simChangeResultSchema,
  }),
  sendSecretCode: defineRoute({
    id: 'controls.secretCode.send',
    method: 'POST',
    path: `${companyBase}/ics_pin`,
    summary: "Send the number's secret code to it",
    feature: 'manage_secret_code',
    flag: 'J',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.secretCode,
    params: binMsisdn,
    response: operationResultSchema,
  }),
  deleteSecretCode: defineRoute({
    id: 'controls.secretCode.delete',
    method: 'DELETE',
    path: `${companyBase}/ics_pin`,
    summary: "Delete the number's secret code",
    feature: 'manage_secret_code',
    flag: 'J',
    scope: 'subscriber',
    params: binMsisdn,
    response: operationResultSchema,
  }),
  setCallForward: defineRoute({
    id: 'controls.callforwards.set',
    method: 'POST',
    path: `${companyBase}/callforwards`,
    summary: 'Set a call divert of one type to a number or service',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    query: callForwardsQuerySchema,
    response: operationResultSchema,
  }),
  removeCallForward: defineRoute({
    id: 'controls.callforwards.remove',
    method: 'DELETE',
    path: `${companyBase}/callforwards`,
    summary: 'Remove the call divert of one type',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    query: callForwardsDeleteQuerySchema,
    response: operationResultSchema,
  }),
  setSmsUssdBan: defineRoute({
    id: 'controls.smsUssdBan.set',
    method: 'POST',
    path: `${companyBase}/sms_ussd_mgm_ban`,
    summary: 'Ban managing the number by SMS/USSD',
    feature: 'sms_ussd_control',
    flag: 'Q',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    response: operationResultSchema,
  }),
  removeSmsUssdBan: defineRoute({
    id: 'controls.smsUssdBan.remove',
    method: 'DELETE',
    path: `${companyBase}/sms_ussd_mgm_ban`,
    summary: 'Remove the SMS/USSD management ban',
    feature: 'sms_ussd_control',
    flag: 'Q',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
    response: operationResultSchema,
  }),
  getForwarding: defineRoute({
    id: 'controls.forwarding.get',
    method: 'GET',
    path: `${base}/forwarding`,
    summary: "The number's forwarding flags and targets",
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: forwardingSchema,
  }),
  setForwarding: defineRoute({
    id: 'controls.forwarding.set',
    method: 'POST',
    path: `${base}/forwarding`,
    summary: 'Switch forwarding on/off, or forward one condition to a number or service',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    query: forwardingQuerySchema,
    response: operationResultSchema,
  }),
  removeForwarding: defineRoute({
    id: 'controls.forwarding.remove',
    method: 'DELETE',
    path: `${base}/forwarding`,
    summary: 'Remove the forwarding of one condition',
    feature: 'call_forwarding',
    flag: 'D',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: msisdnParamsSchema,
    query: forwardingDeleteQuerySchema,
    response: operationResultSchema,
  }),
  appCallDetails: defineRoute({
    id: 'controls.app.callDetails',
    method: 'PUT',
    path: `${base}/mykcell/call-details/:action`,
    summary: "Block or unblock call-details access in the operator's mobile app",
    feature: 'mykcell_usage_details_access',
    flag: 'L',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: banParams,
    response: operationResultSchema,
  }),
  appAccess: defineRoute({
    id: 'controls.app.access',
    method: 'PUT',
    path: `${base}/mykcell/:action`,
    summary: "Block or unblock the number's account in the operator's mobile app",
    feature: 'mykcell_access',
    flag: 'K',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.numberControls,
    params: banParams,
    response: operationResultSchema,
  }),
};

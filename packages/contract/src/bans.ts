import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { operationResultSchema } from './operation-result.ts';

// spec §7 Subscriber: the number's bans — managing it by SMS/USSD, and the operator's mobile app
// (account access and call details); spec §2 toggle modals, §4 Toggles.

const binMsisdn = z.object({ bin: binSchema, msisdn: msisdnSchema });
const companyBase = '/api/customers/:bin/subscribers/:msisdn';
const base = '/api/subscribers/:msisdn';

export const BAN_ACTIONS = ['block', 'unblock'] as const;
const banParams = msisdnParamsSchema.extend({ action: z.enum(BAN_ACTIONS) });

/**
 * spec §4 Toggles: what each toggle modal needs to offer Set or Remove — the Subscriber's ban and
 * app-access fields (spec §3) and the lifecycle state (app bans only on an active number, spec §2).
 */
export const bansStateSchema = z.object({
  msisdn: msisdnSchema,
  lcStateId: z.number().int(),
  isSMS_USSDMgmBanEnabled: z.boolean(),
  isMyKcellAccessBlocked: z.boolean(),
  accessToDetailOfMyKcell: z.boolean(),
});
export type BansState = z.infer<typeof bansStateSchema>;

export const bansRoutes = {
  state: defineRoute({
    id: 'controls.state',
    method: 'GET',
    path: `${base}/controls`,
    summary: "The number's bans and app access, read by the toggle modals before Set or Remove",
    feature: 'view_subscribers',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: bansStateSchema,
  }),
  setSmsUssdBan: defineRoute({
    id: 'controls.smsUssdBan.set',
    method: 'POST',
    path: `${companyBase}/sms_ussd_mgm_ban`,
    summary: 'Ban managing the number by SMS/USSD',
    feature: 'sms_ussd_control',
    flag: 'Q',
    scope: 'subscriber',
    permission: 'numbers.manage',
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
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: binMsisdn,
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
    permission: 'numbers.manage',
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
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.numberControls,
    params: banParams,
    response: operationResultSchema,
  }),
};

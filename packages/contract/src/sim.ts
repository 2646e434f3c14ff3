import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { ICCID_LENGTH, ICCID_PREFIX } from './constants.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { operationResultSchema } from './operation-result.ts';

// spec §7 Subscriber: the SIM card — replace it by ICCID (spec §2 SIM modal, §4 SIM change) and send
// or delete its secret code. Every call answers an operation result with the success code of spec §8
// "Number operations"; failures are problems with that group's codes.

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

/** spec §4 SIM modal: the number now on its new card (the PINs and PUKs are read on the detail page). */
export const simChangeResultSchema = operationResultSchema.extend({
  msisdn: msisdnSchema,
  iccid: z.string(),
  iccidChangeDate: dateTimeSchema,
});

export const simRoutes = {
  changeSim: defineRoute({
    id: 'controls.changeSim',
    method: 'PUT',
    path: `${base}/change-sim`,
    summary: 'Replace the SIM card by ICCID',
    feature: 'change_sim',
    flag: 'E',
    scope: 'subscriber',
    permission: 'numbers.manage',
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
    permission: 'numbers.manage',
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
    permission: 'numbers.manage',
    params: binMsisdn,
    response: operationResultSchema,
  }),
};

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { subscriberFlagSchema } from './features.ts';
import { subscriberServicesSchema } from './products.ts';
import { callForwardSchema, forwardingSchema } from './forwarding.ts';
import { deviceRegistrationsDataSchema } from './devices.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { tiynSchema } from './rules/money.ts';
import { displayStatusSchema, numberStateSchema } from './rules/lifecycle.ts';

// spec §3 Subscriber (keyed by msisdn): the number detail screen's data.

/** spec §3: INDIVIDUAL is shown as Separate, GENERAL as General */
export const ACCOUNT_KINDS = ['INDIVIDUAL', 'GENERAL'] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS);

/** spec §3 tariff: the plan's name by language; Workmate numbers are blocked only via support */
export const tariffSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  isWorkmate: z.boolean(),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** spec §3 lcState: lifecycle state id (20 active, 42 blocked), its name and since when */
export const lcStateSchema = z.object({
  lcStateId: z.number().int(),
  name: localizedTextSchema,
  lcStateDate: dateTimeSchema.nullable(),
});
export type LcState = z.infer<typeof lcStateSchema>;

/** spec §3 balance fields, integer tiyn; null when the operator has no such figure (card hidden) */
export const subscriberBalanceSchema = z.object({
  remainingUnitsToSpend: tiynSchema.nullable(),
  personalLimit: tiynSchema.nullable(),
  personalAvailableBalance: tiynSchema.nullable(),
  creditLimit: tiynSchema.nullable(),
  availableByCreditLimitOrPiaBalance: tiynSchema.nullable(),
  spendingUnitsLimit: tiynSchema.nullable(),
  debtBalance: tiynSchema.nullable(),
});
export type SubscriberBalance = z.infer<typeof subscriberBalanceSchema>;

export const subscriberSchema = z.object({
  // identity and account
  msisdn: msisdnSchema,
  accountNumber: z.string().nullable(),
  accountType: accountKindSchema.nullable(),
  /** a string when the number has a SIM (then SIM change is offered) */
  iccid: z.string().nullable(),
  iccidChangeDate: dateTimeSchema.nullable(),
  pin1: z.string().nullable(),
  pin2: z.string().nullable(),
  puk1: z.string().nullable(),
  puk2: z.string().nullable(),
  imei: z.string().nullable(),
  esim: z.boolean(),
  /** registration form/number */
  regNo: z.string().nullable(),
  // tariff and type
  tariff: tariffSchema.nullable(),
  /** PREPAID is shown as Advance, POSTPAID as Credit */
  type: paymentTypeSchema,
  isM2MSubscriber: z.boolean(),
  isContractPhone: z.boolean(),
  // state
  lcState: lcStateSchema,
  state: numberStateSchema,
  /** what the header shows: ACTIVE for lcStateId 20, otherwise BLOCKED (spec §2) */
  status: displayStatusSchema,
  label: z.string().nullable(),
  comment: z.string().nullable(),
  // balance
  ...subscriberBalanceSchema.shape,
  services: subscriberServicesSchema,
  // bans and access (spec §4 toggles: Remove when on, Set when off)
  isSMS_USSDMgmBanEnabled: z.boolean(),
  isMyKcellAccessBlocked: z.boolean(),
  accessToDetailOfMyKcell: z.boolean(),
  // forwarding
  callforwards: z.array(callForwardSchema),
  forwarding: forwardingSchema,
  deviceRegistrationsData: deviceRegistrationsDataSchema,
  /** the subscriber-level letter flags (spec §6) on for this number */
  flags: z.array(subscriberFlagSchema),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberRoutes = {
  get: defineRoute({
    id: 'subscribers.get',
    method: 'GET',
    path: '/api/subscribers/:msisdn',
    summary: 'Number detail: identity, SIM, tariff, state, balances, services, bans, forwarding, devices',
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: subscriberSchema,
  }),
};

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { subscriberFlagSchema } from './features.ts';
import { subscriberServicesSchema } from './services.ts';
import { callForwardSchema, forwardingSchema } from './forwarding.ts';
import { deviceRegistrationsDataSchema } from './devices.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { tiynSchema } from './rules/money.ts';
import { displayStatusSchema, lcStateSchema, numberStateSchema } from './lifecycle.ts';
import { binSchema } from './rules/bin-iin.ts';
import { bonusGroupSchema } from './services.ts';

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

// spec §3 Contract phone (a device sold on contract with the number) and spec §2 Contract phone
// block. Dates are ISO 8601 here; the web shows them DD.MM.YYYY HH:mm:ss.

/** spec §4: ACTIVE (Activated, green), SUSPENDED (grey, blocked tooltip), TERMINATED (red) */
export const CONTRACT_PHONE_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export const contractPhoneStatusSchema = z.enum(CONTRACT_PHONE_STATUSES);

/** the kinds of device sold on contract (shown translated, spec §2 Contract phone block) */
export const CONTRACT_DEVICE_TYPES = ['SMARTPHONE', 'TABLET', 'ROUTER', 'WATCH', 'LAPTOP', 'OTHER'] as const;
export const contractDeviceTypeSchema = z.enum(CONTRACT_DEVICE_TYPES);

export const contractPhoneSchema = z.object({
  productId: z.string(),
  /** contract name */
  name: z.string(),
  deviceName: z.string(),
  deviceType: contractDeviceTypeSchema,
  status: contractPhoneStatusSchema,
  /** activation date */
  startDate: dateTimeSchema,
  /** termination date */
  endDate: dateTimeSchema.nullable(),
  /** contract term in months */
  duration: z.number().int().nonnegative(),
  /** monthly payment, tiyn */
  recurring: tiynSchema,
  /** contract price (total sum), tiyn */
  priceFactor: tiynSchema,
  /**
   * spec §4: why the number left the contract for the Standard Corp tariff (decision 027) — a missed
   * monthly payment (SUSPENDED) or the contract's end (TERMINATED); null while it runs as agreed
   */
  standardCorpReason: z
    .enum(['missed_payment', 'contract_end'])
    .nullable()
    .optional()
    .describe(
      'why the number moved to the Standard Corp tariff: a missed monthly payment or the contract end',
    ),
  /** when: the missed instalment's due date, or the contract's end */
  standardCorpSince: dateTimeSchema
    .nullable()
    .optional()
    .describe('when the number moved to Standard Corp: the missed instalment was due, or the contract ended'),
});
export type ContractPhone = z.infer<typeof contractPhoneSchema>;

/** Empty content gives the not-found message; more than one shows a select. */
export const contractPhonesSchema = z.object({ content: z.array(contractPhoneSchema) });
export type ContractPhones = z.infer<typeof contractPhonesSchema>;

export const binMsisdnParamsSchema = z.object({ bin: binSchema, msisdn: msisdnSchema });

/** spec §2 balance cards (each only if defined) and bonus groups of the number */
export const balanceResponseSchema = subscriberBalanceSchema.extend({
  msisdn: msisdnSchema,
  type: paymentTypeSchema,
  tariff: tariffSchema.nullable(),
  bonusGroups: z.array(bonusGroupSchema),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

const base = '/api/subscribers/:msisdn';

export const numberRoutes = {
  get: defineRoute({
    id: 'subscribers.get',
    failure: 'subscriber_info_failed',
    method: 'GET',
    path: '/api/subscribers/:msisdn',
    summary: 'Number detail: identity, SIM, tariff, state, balances, services, bans, forwarding, devices',
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: subscriberSchema,
  }),
  contractPhone: defineRoute({
    id: 'services.contractPhone',
    failure: 'failed_to_get_data',
    method: 'GET',
    path: `${base}/contract-phone`,
    summary: 'Contract devices sold with the number',
    feature: 'view_contract_phone',
    flag: 'W',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: contractPhonesSchema,
  }),
  balance: defineRoute({
    id: 'services.balance',
    failure: 'failed_to_get_data',
    method: 'GET',
    path: '/api/customers/:bin/subscribers/:msisdn/balance',
    summary: "The number's balance figures (integer tiyn, null when not defined)",
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: binMsisdnParamsSchema,
    response: balanceResponseSchema,
  }),
};

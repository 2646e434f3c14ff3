import { z } from 'zod';
import { localizedTextSchema, partialLocalizedTextSchema } from './i18n-text.ts';
import { isoDateSchema } from './rules/iso-date.ts';
import { tiynSchema } from './rules/money.ts';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { operationResultStatusSchema } from './operation-result.ts';
import { successCodeSchema } from './success-codes.ts';

// spec §3 entities of a number's services and packages (number detail, decision 005).

export const PRODUCT_TYPES = ['PACKAGE', 'SERVICE'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);

export const FEE_TYPES = ['MONTHLY_FEE', 'DAILY_FEE', 'ONE_TIME_FEE'] as const;
export const feeTypeSchema = z.enum(FEE_TYPES);

/** spec §3: service state FULL, ENABLE, DISABLE, NOT_ACTIVE or UNKNOWN */
export const SERVICE_STATES = ['FULL', 'ENABLE', 'DISABLE', 'NOT_ACTIVE', 'UNKNOWN'] as const;
export const serviceStateSchema = z.enum(SERVICE_STATES);

/** spec §3 categories; ANY is the "all" tab */
export const SERVICE_CATEGORIES = ['INTERNET', 'VOICE', 'SERVICE', 'PACKAGE', 'ANY'] as const;
export const serviceCategorySchema = z.enum(SERVICE_CATEGORIES);
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const trafficVolumeSchema = z.object({
  amount: z.number().nonnegative().nullable(),
  unit: z.enum(['MB', 'GB', 'MIN', 'SMS']),
  isUnlimited: z.boolean(),
});

/** spec §3 Service or package */
export const serviceSchema = z.object({
  /** the id of PUT …/services/:id/state/:state */
  id: z.string(),
  productOfferingId: z.string().nullable(),
  name: localizedTextSchema,
  productType: productTypeSchema,
  category: serviceCategorySchema,
  feeType: feeTypeSchema.nullable(),
  fee: tiynSchema.nullable(),
  connectionDate: isoDateSchema.nullable(),
  availableUntil: isoDateSchema.nullable(),
  validityDays: z.number().int().nonnegative().nullable(),
  trafficVolume: trafficVolumeSchema.nullable(),
  bonuses: z.array(localizedTextSchema),
  isEnabled: z.boolean(),
  state: serviceStateSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceGroupSchema = z.object({ name: localizedTextSchema, services: z.array(serviceSchema) });

/**
 * spec §3/§4 a number's services: available → pending → connected (added); a disconnection
 * request moves a connected one to pending; available are grouped by type.
 */
export const subscriberServicesSchema = z.object({
  added: z.array(serviceSchema),
  pending: z.array(serviceSchema),
  available: z.array(z.object({ type: serviceCategorySchema, groups: z.array(serviceGroupSchema) })),
});
export type SubscriberServices = z.infer<typeof subscriberServicesSchema>;

/** spec §4 Service: where a product of the number stands */
export const PRODUCT_STATUSES = ['AVAILABLE', 'PENDING', 'CONNECTED'] as const;

/** spec §3 Product action: what the toggle does (full: both ways; other: nothing) */
export const PRODUCT_ACTIONS = ['enable', 'disable', 'full', 'other'] as const;

/** spec §3 Product; the description link shows only if ru, en and kk are present (hasEveryLanguage) */
export const productSchema = z.object({
  productOfferingId: z.string(),
  productOfferingType: productTypeSchema,
  name: localizedTextSchema,
  productDescription: z.object({
    link: partialLocalizedTextSchema.nullable(),
    description: partialLocalizedTextSchema.nullable(),
  }),
  category: serviceCategorySchema,
  /** spec §2: connected on the number (with isRenewable, the reconnect button) */
  isActive: z.boolean(),
  isRenewable: z.boolean(),
  action: z.enum(PRODUCT_ACTIONS),
  feeType: feeTypeSchema.nullable(),
  fee: tiynSchema.nullable(),
  /** spec §4 Service: available → pending → connected; connected → pending on disconnection */
  status: z.enum(PRODUCT_STATUSES),
  /** spec §3 service state (NOT_ACTIVE while available) */
  state: serviceStateSchema,
  /** while pending: what the operator is completing */
  pendingAction: z.enum(['ENABLE', 'DISABLE']).nullable(),
  connectionDate: isoDateSchema.nullable(),
  availableUntil: isoDateSchema.nullable(),
  validityDays: z.number().int().nonnegative().nullable(),
  trafficVolume: trafficVolumeSchema.nullable(),
  bonuses: z.array(localizedTextSchema),
});
export type Product = z.infer<typeof productSchema>;

/** spec §3 Bonus group: shown as "amount of maxAmount" or unlimited, dates DD.MM.YYYY */
export const bonusSchema = z.object({
  name: localizedTextSchema,
  isUnlim: z.boolean(),
  amount: z.number().nonnegative().nullable(),
  maxAmount: z.number().nonnegative().nullable(),
  unit: z.enum(['MB', 'GB', 'MIN', 'SMS', 'TIYN']).nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
});
export const bonusGroupSchema = z.object({ name: localizedTextSchema, bonuses: z.array(bonusSchema) });
export type BonusGroup = z.infer<typeof bonusGroupSchema>;

/**
 * spec §3 Incompatible product; spec §4: connecting a product incompatible with a connected one
 * tells the user and, after confirmation, disables the current one (DEACTIVATED); while a
 * conflicting pack is active, (re)connecting is not possible (BLOCKED).
 */
export const INCOMPATIBLE_TYPES = ['BLOCKED', 'DEACTIVATED', 'OTHER'] as const;
export const incompatibleProductSchema = z.object({
  productOfferingId: z.string(),
  name: localizedTextSchema,
  incompatibleType: z.enum(INCOMPATIBLE_TYPES),
});
export type IncompatibleProduct = z.infer<typeof incompatibleProductSchema>;

/**
 * spec §3 Blocked products for status change: a product on the number forbids a state change.
 * FULL: neither block nor unblock; SUSPEND: block is forbidden; ACTIVE: unblock is forbidden;
 * null: nothing is forbidden. The message for the forbidden direction is shown in the current language.
 */
export const BLOCKED_CHANGE_STATUSES = ['FULL', 'SUSPEND', 'ACTIVE'] as const;
export const blockedProductsSchema = z.object({
  blockedChangeStatus: z.enum(BLOCKED_CHANGE_STATUSES).nullable(),
  messageActive: localizedTextSchema.nullable(),
  messageSuspend: localizedTextSchema.nullable(),
});
export type BlockedProducts = z.infer<typeof blockedProductsSchema>;

// spec §7 Subscriber: the number's products — list, incompatibilities, connect, disconnect and
// enable/disable a service (each goes pending and completes asynchronously, spec §4 Service).

export const productOfferingQuerySchema = z.object({
  productOfferingId: z
    .string()
    .trim()
    .min(1, 'invalid_product_offering_id')
    .max(100, 'invalid_product_offering_id'),
});

/**
 * spec §4 Service: connecting a product that has DEACTIVATED conflicts among the connected ones
 * disables them, but only after the user confirmed it; without `deactivateIncompatible=true` the
 * request is refused with incompatible_product and the conflicts.
 */
export const productChangeQuerySchema = productOfferingQuerySchema.extend({
  deactivateIncompatible: z.stringbool().optional(),
});

export const serviceStateQuerySchema = z.object({
  deactivateIncompatible: z.stringbool().optional(),
});

export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  bonusGroups: z.array(bonusGroupSchema),
});

export const incompatibleProductsResponseSchema = z.object({
  productOfferingId: z.string(),
  incompatibleProducts: z.array(incompatibleProductSchema),
});

/** spec §4 Service: enable/disable moves the product to pending (asynchronous completion). */
export const productOperationResultSchema = z.object({
  result: operationResultStatusSchema,
  productOfferingId: z.string(),
  state: serviceStateSchema,
  isPending: z.boolean(),
  message: successCodeSchema.nullable(),
});

export const SERVICE_TARGET_STATES = ['ENABLED', 'DISABLED'] as const;

export const serviceStateParamsSchema = z.object({
  bin: binSchema,
  msisdn: msisdnSchema,
  id: z.string().min(1).max(100),
  state: z.enum(SERVICE_TARGET_STATES),
});

const base = '/api/subscribers/:msisdn';

export const servicesRoutes = {
  products: defineRoute({
    id: 'services.products',
    method: 'GET',
    path: `${base}/products`,
    summary: "The number's products (toggles, descriptions) and bonus groups",
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    response: productsResponseSchema,
  }),
  incompatible: defineRoute({
    id: 'services.incompatible',
    method: 'GET',
    path: `${base}/products/incompatible`,
    summary: 'Connected products that conflict with the one to connect',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.read',
    params: msisdnParamsSchema,
    query: productOfferingQuerySchema,
    response: incompatibleProductsResponseSchema,
  }),
  enableProduct: defineRoute({
    id: 'services.products.enable',
    method: 'POST',
    path: `${base}/products/enable`,
    summary: 'Connect a product (goes pending; disables DEACTIVATED incompatible ones)',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.serviceRequest,
    params: msisdnParamsSchema,
    query: productChangeQuerySchema,
    response: productOperationResultSchema,
  }),
  disableProduct: defineRoute({
    id: 'services.products.disable',
    method: 'POST',
    path: `${base}/products/disable`,
    summary: 'Disconnect a product (goes pending)',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.serviceRequest,
    params: msisdnParamsSchema,
    query: productOfferingQuerySchema,
    response: productOperationResultSchema,
  }),
  setServiceState: defineRoute({
    id: 'services.state',
    method: 'PUT',
    path: '/api/customers/:bin/subscribers/:msisdn/services/:id/state/:state',
    summary: 'Enable or disable a service of the number (goes pending)',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
    permission: 'numbers.manage',
    rateLimit: RATE_LIMITS.serviceRequest,
    params: serviceStateParamsSchema,
    query: serviceStateQuerySchema,
    response: productOperationResultSchema,
  }),
};

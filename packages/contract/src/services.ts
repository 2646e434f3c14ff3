import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { binSchema } from './rules/bin-iin.ts';
import { msisdnParamsSchema, msisdnSchema } from './rules/msisdn.ts';
import { numberStateSchema } from './rules/lifecycle.ts';
import { lcStateSchema, subscriberBalanceSchema, tariffSchema } from './subscriber.ts';
import { errorCodeSchema } from './errors.ts';
import { paymentTypeSchema } from './rules/payment-type.ts';
import { operationResultStatusSchema } from './operation-result.ts';
import { successCodeSchema } from './success-codes.ts';
import {
  blockedProductsSchema,
  bonusGroupSchema,
  incompatibleProductSchema,
  productSchema,
  serviceStateSchema,
} from './products.ts';
import { contractPhonesSchema } from './contract-phone.ts';

// spec §7 Subscriber: number detail calls for state, products, contract phone, services and balance.

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

/**
 * spec §3 Blocked products for status change, plus whether block (suspend) and unblock (activate)
 * are possible now and, when not, the catalogue code the server would refuse with (spec §8).
 */
export const stateEligibilitySchema = blockedProductsSchema.extend({
  canSuspend: z.boolean(),
  canActivate: z.boolean(),
  suspendRefusal: errorCodeSchema.nullable(),
  activateRefusal: errorCodeSchema.nullable(),
});
export type StateEligibility = z.infer<typeof stateEligibilitySchema>;

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

/** spec §4 Number lifecycle: block → SUSPENDED, unblock → ACTIVE, with the new lcState. */
export const stateChangeResultSchema = z.object({
  result: operationResultStatusSchema,
  msisdn: msisdnSchema,
  state: numberStateSchema,
  lcState: lcStateSchema,
  message: successCodeSchema.nullable(),
});

export const SERVICE_TARGET_STATES = ['ENABLED', 'DISABLED'] as const;

export const serviceStateParamsSchema = z.object({
  bin: binSchema,
  msisdn: msisdnSchema,
  id: z.string().min(1).max(100),
  state: z.enum(SERVICE_TARGET_STATES),
});

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

export const servicesRoutes = {
  stateEligible: defineRoute({
    id: 'services.stateEligible',
    method: 'GET',
    path: `${base}/state/eligible`,
    summary: 'Products on the number that forbid a status change, with the message to show',
    feature: 'view_subscribers_card',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: stateEligibilitySchema,
  }),
  products: defineRoute({
    id: 'services.products',
    method: 'GET',
    path: `${base}/products`,
    summary: "The number's products (toggles, descriptions) and bonus groups",
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: productsResponseSchema,
  }),
  contractPhone: defineRoute({
    id: 'services.contractPhone',
    method: 'GET',
    path: `${base}/contract-phone`,
    summary: 'Contract devices sold with the number',
    feature: 'view_contract_phone',
    flag: 'W',
    scope: 'subscriber',
    params: msisdnParamsSchema,
    response: contractPhonesSchema,
  }),
  incompatible: defineRoute({
    id: 'services.incompatible',
    method: 'GET',
    path: `${base}/products/incompatible`,
    summary: 'Connected products that conflict with the one to connect',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
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
    rateLimit: RATE_LIMITS.serviceRequest,
    params: msisdnParamsSchema,
    query: productOfferingQuerySchema,
    response: productOperationResultSchema,
  }),
  suspend: defineRoute({
    id: 'services.suspend',
    method: 'PUT',
    path: `${base}/suspend`,
    summary: 'Block an active number (lcStateId 20 → SUSPENDED); not for Workmate or contract phones',
    feature: 'block_msisdn',
    flag: 'C',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.stateChange,
    params: msisdnParamsSchema,
    response: stateChangeResultSchema,
  }),
  activate: defineRoute({
    id: 'services.activate',
    method: 'PUT',
    path: `${base}/activate`,
    summary: 'Unblock a blocked number (lcStateId 42 → ACTIVE); not for Workmate or contract phones',
    feature: 'unblock_msisdn',
    flag: 'T',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.stateChange,
    params: msisdnParamsSchema,
    response: stateChangeResultSchema,
  }),
  setServiceState: defineRoute({
    id: 'services.state',
    method: 'PUT',
    path: '/api/customers/:bin/subscribers/:msisdn/services/:id/state/:state',
    summary: 'Enable or disable a service of the number (goes pending)',
    feature: 'manage_service',
    flag: 'Y',
    scope: 'subscriber',
    rateLimit: RATE_LIMITS.serviceRequest,
    params: serviceStateParamsSchema,
    query: serviceStateQuerySchema,
    response: productOperationResultSchema,
  }),
  balance: defineRoute({
    id: 'services.balance',
    method: 'GET',
    path: '/api/customers/:bin/subscribers/:msisdn/balance',
    summary: "The number's balance figures (integer tiyn, null when not defined)",
    feature: 'view_subscribers_card',
    flag: 'Y',
    scope: 'subscriber',
    params: binMsisdnParamsSchema,
    response: balanceResponseSchema,
  }),
};

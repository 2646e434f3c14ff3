import type { BansState, ContractPhone, Product } from '@kabinet/contract';
import { moneyOf, tiynOf } from './billing-resources.ts';
import { characteristic, type Characteristic } from './wire.ts';

// A number's services and packages as TMF637 products (decision 032): each one a product related to
// the number's product (`productRelationship` reliesOn the number), its offering, status, start
// and price in the TMF fields, and what spec §3 Product has beyond TMF as named characteristics.
// The service writes them with `toServiceProduct`, the adapter reads them back with
// `fromServiceProduct`: one file, so a field cannot be written one way and read another.

const KZ_OFFSET = '+05:00';

/**
 * spec §4 Service's states as TMF637 product states: connected is active, a pending connection
 * pendingActive, a pending disconnection pendingTerminate; an offer the number may take is a
 * product not yet ordered, `created` (the portal's screen lists it beside the number's own)
 */
const STATUS_OF = {
  active: { status: 'CONNECTED', pendingAction: null },
  pendingActive: { status: 'PENDING', pendingAction: 'ENABLE' },
  pendingTerminate: { status: 'PENDING', pendingAction: 'DISABLE' },
  created: { status: 'AVAILABLE', pendingAction: null },
} as const satisfies Record<string, Pick<Product, 'status' | 'pendingAction'>>;

const tmfStatusOf = (product: Product) =>
  (Object.entries(STATUS_OF).find(
    ([, s]) => s.status === product.status && s.pendingAction === product.pendingAction,
  )?.[0] ?? 'created') as keyof typeof STATUS_OF;

/** the spec §3 fields carried as characteristics, under their own names (docs/tmf-profile.md) */
export const SERVICE_CHARACTERISTICS = [
  'productOfferingType',
  'name',
  'productDescription',
  'category',
  'isActive',
  'isRenewable',
  'action',
  'state',
  'availableUntil',
  'validityDays',
  'trafficVolume',
  'bonuses',
] as const satisfies readonly (keyof Product)[];

/** which of the number's related products a list asks for: its services, or its device contracts */
export const PRODUCT_SPECIFICATIONS = ['service', 'contractPhone'] as const;

export interface TmfServiceProduct {
  id: string;
  name: string;
  status: string;
  startDate?: string;
  productOffering: { id: string; name: string; '@type': 'ProductOfferingRef' };
  productRelationship: { id: string; relationshipType: 'reliesOn'; '@type': 'ProductRelationship' }[];
  productPrice?: {
    priceType: string;
    recurringChargePeriod?: string;
    price: { taxIncludedAmount: { unit: string; value: number }; '@type': 'Price' };
    '@type': 'ProductPrice';
  }[];
  productCharacteristic: Characteristic[];
  relatedParty: unknown[];
  '@type': 'Product';
}

const PRICE_OF_FEE = {
  MONTHLY_FEE: { priceType: 'recurring', recurringChargePeriod: 'month' },
  DAILY_FEE: { priceType: 'recurring', recurringChargePeriod: 'day' },
  ONE_TIME_FEE: { priceType: 'oneTime' },
} as const;

export function toServiceProduct(msisdn: string, product: Product, party: unknown[]): TmfServiceProduct {
  const hasPrice = product.fee !== null && product.feeType !== null;
  return {
    id: `${msisdn}.${product.productOfferingId}`,
    name: product.name.ru,
    status: tmfStatusOf(product),
    ...(product.connectionDate ? { startDate: `${product.connectionDate}T00:00:00${KZ_OFFSET}` } : {}),
    productOffering: { id: product.productOfferingId, name: product.name.ru, '@type': 'ProductOfferingRef' },
    productRelationship: [{ id: msisdn, relationshipType: 'reliesOn', '@type': 'ProductRelationship' }],
    ...(hasPrice
      ? {
          productPrice: [
            {
              ...PRICE_OF_FEE[product.feeType!],
              price: { taxIncludedAmount: moneyOf(product.fee!), '@type': 'Price' as const },
              '@type': 'ProductPrice' as const,
            },
          ],
        }
      : {}),
    productCharacteristic: [
      ...SERVICE_CHARACTERISTICS.map((name) => characteristic(name, product[name])),
      // a fee without its kind (or a kind without its fee) is no TMF price: carried as it is
      ...(hasPrice ? [] : [characteristic('fee', product.fee), characteristic('feeType', product.feeType)]),
    ],
    relatedParty: party,
    '@type': 'Product',
  };
}

export function fromServiceProduct(resource: TmfServiceProduct): Product {
  const chars = Object.fromEntries(resource.productCharacteristic.map((c) => [c.name, c.value])) as Pick<
    Product,
    (typeof SERVICE_CHARACTERISTICS)[number] | 'fee' | 'feeType'
  >;
  const state = STATUS_OF[resource.status as keyof typeof STATUS_OF] ?? STATUS_OF.created;
  const price = resource.productPrice?.[0];
  const feeType = price
    ? ((Object.entries(PRICE_OF_FEE).find(
        ([, p]) =>
          p.priceType === price.priceType &&
          ('recurringChargePeriod' in p ? p.recurringChargePeriod : undefined) ===
            price.recurringChargePeriod,
      )?.[0] ?? null) as Product['feeType'])
    : (chars.feeType ?? null);
  return {
    productOfferingId: resource.productOffering.id,
    productOfferingType: chars.productOfferingType,
    name: chars.name,
    productDescription: chars.productDescription,
    category: chars.category,
    isActive: chars.isActive,
    isRenewable: chars.isRenewable,
    action: chars.action,
    feeType,
    fee: price ? tiynOf(price.price.taxIncludedAmount) : (chars.fee ?? null),
    status: state.status,
    state: chars.state,
    pendingAction: state.pendingAction,
    connectionDate: resource.startDate ? resource.startDate.slice(0, 10) : null,
    availableUntil: chars.availableUntil,
    validityDays: chars.validityDays,
    trafficVolume: chars.trafficVolume,
    bonuses: chars.bonuses,
  };
}

// ---- a device sold on contract with the number (spec §3 Contract phone) as a TMF637 product ----

const CONTRACT_STATUS = { ACTIVE: 'active', SUSPENDED: 'suspended', TERMINATED: 'terminated' } as const;

export interface TmfContractProduct {
  id: string;
  name: string;
  status: (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
  startDate: string;
  terminationDate?: string;
  productSpecification: { id: 'contractPhone'; '@type': 'ProductSpecificationRef' };
  productRelationship: TmfServiceProduct['productRelationship'];
  productTerm: { name: string; duration: { amount: number; units: 'month' }; '@type': 'ProductTerm' }[];
  productPrice: {
    priceType: 'recurring' | 'oneTime';
    name: string;
    recurringChargePeriod?: 'month';
    price: { taxIncludedAmount: { unit: string; value: number }; '@type': 'Price' };
    '@type': 'ProductPrice';
  }[];
  productCharacteristic: Characteristic[];
  relatedParty: unknown[];
  '@type': 'Product';
}

const priceOf = (tiyn: number) => ({ taxIncludedAmount: moneyOf(tiyn), '@type': 'Price' as const });

export function toContractProduct(
  msisdn: string,
  phone: ContractPhone,
  party: unknown[],
): TmfContractProduct {
  return {
    id: phone.productId,
    name: phone.name,
    status: CONTRACT_STATUS[phone.status],
    startDate: phone.startDate,
    ...(phone.endDate ? { terminationDate: phone.endDate } : {}),
    productSpecification: { id: 'contractPhone', '@type': 'ProductSpecificationRef' },
    productRelationship: [{ id: msisdn, relationshipType: 'reliesOn', '@type': 'ProductRelationship' }],
    productTerm: [
      { name: 'contract term', duration: { amount: phone.duration, units: 'month' }, '@type': 'ProductTerm' },
    ],
    productPrice: [
      {
        priceType: 'recurring',
        name: 'monthly payment',
        recurringChargePeriod: 'month',
        price: priceOf(phone.recurring),
        '@type': 'ProductPrice',
      },
      {
        priceType: 'oneTime',
        name: 'contract price',
        price: priceOf(phone.priceFactor),
        '@type': 'ProductPrice',
      },
    ],
    productCharacteristic: [
      characteristic('deviceName', phone.deviceName),
      characteristic('deviceType', phone.deviceType),
      // decision 027: why (and since when) the number moved to Standard Corp; absent when the
      // operator says nothing of it
      ...(phone.standardCorpReason !== undefined
        ? [characteristic('standardCorpReason', phone.standardCorpReason)]
        : []),
      ...(phone.standardCorpSince !== undefined
        ? [characteristic('standardCorpSince', phone.standardCorpSince)]
        : []),
    ],
    relatedParty: party,
    '@type': 'Product',
  };
}

export function fromContractProduct(resource: TmfContractProduct): ContractPhone {
  const chars = new Map(resource.productCharacteristic.map((c) => [c.name, c.value]));
  const price = (type: 'recurring' | 'oneTime') =>
    tiynOf(resource.productPrice.find((p) => p.priceType === type)!.price.taxIncludedAmount);
  const status = (Object.keys(CONTRACT_STATUS) as ContractPhone['status'][]).find(
    (key) => CONTRACT_STATUS[key] === resource.status,
  )!;
  return {
    productId: resource.id,
    name: resource.name,
    deviceName: chars.get('deviceName') as string,
    deviceType: chars.get('deviceType') as ContractPhone['deviceType'],
    status,
    startDate: resource.startDate,
    endDate: resource.terminationDate ?? null,
    duration: resource.productTerm[0]!.duration.amount,
    recurring: price('recurring'),
    priceFactor: price('oneTime'),
    ...(chars.has('standardCorpReason')
      ? { standardCorpReason: chars.get('standardCorpReason') as ContractPhone['standardCorpReason'] }
      : {}),
    ...(chars.has('standardCorpSince')
      ? { standardCorpSince: chars.get('standardCorpSince') as ContractPhone['standardCorpSince'] }
      : {}),
  };
}

// ---- the number's product: its characteristics (docs/tmf-profile.md) ----

/** spec §3 bans and app access with the lifecycle state: one characteristic each, by field name */
export const BAN_CHARACTERISTICS = [
  'lcStateId',
  'isSMS_USSDMgmBanEnabled',
  'isMyKcellAccessBlocked',
  'accessToDetailOfMyKcell',
] as const satisfies readonly (keyof BansState)[];

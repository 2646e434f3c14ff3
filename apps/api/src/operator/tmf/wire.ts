import type { OperatorPort } from '../port.ts';
import type { TransferRequest } from '../transfer-port.ts';

// What the TMF adapter and the operator service agree on (decision 032): the API paths, how each
// operator port request that is a TMF622 product order is written as one order item, and the
// extension properties. Both sides import this one file, so a request cannot be written one way
// and read another.

export const TMF_PATHS = {
  /** TMF637 Product Inventory v5: a number is a product; its facts are characteristics */
  productInventory: '/tmf-api/productInventory/v5',
  /** TMF622 Product Ordering v5: every change of a number is a product order */
  productOrdering: '/tmf-api/productOrdering/v5',
  /** TMF654 Prepay Balance Management v4: balance transfers */
  prepayBalance: '/tmf-api/prepayBalanceManagement/v4',
  /** TMF678 Customer Bill Management v4: the company's bills (a debt is a bill not settled) */
  customerBill: '/tmf-api/customerBillManagement/v4',
  /** TMF676 Payment Management v4: payments to the company's accounts */
  payment: '/tmf-api/paymentManagement/v4',
  /** TMF666 Account Management v5: the company's party account (its standing) and billing accounts */
  account: '/tmf-api/accountManagement/v5',
  /** TMF681 Communication Management v4: a text the portal asks the operator to send a number */
  communication: '/tmf-api/communicationManagement/v4',
  /** TMF688 Event: the hub the portal registers its listener with */
  event: '/tmf-api/event/v4',
  /** TMF679 Product Offering Qualification v5: may a number take an offering, change its state (decision 038) */
  qualification: '/tmf-api/productOfferingQualification/v5',
  /** TMF639 Resource Inventory v5: a number's eSIM profile, its activation code, its IMEI registrations */
  resourceInventory: '/tmf-api/resourceInventory/v5',
  /** TMF632 Party Management v5: the company as an organization (its names) */
  party: '/tmf-api/partyManagement/v5',
  /** TMF667 Document Management v4: the act of work performed of an invoice */
  document: '/tmf-api/document/v4',
  /** Kabinet extension (decision 032): the port's reads TMF has no resource for, in TMF style */
  extension: '/tmf-api/kabinetExtension/v1',
} as const;

/** which circuit breaker and metric label a call belongs to */
export type TmfApi =
  | 'TMF637'
  | 'TMF622'
  | 'TMF654'
  | 'TMF666'
  | 'TMF676'
  | 'TMF678'
  | 'TMF681'
  | 'TMF688'
  | 'TMF679'
  | 'TMF639'
  | 'TMF632'
  | 'TMF667'
  | 'extension';

/** the company (its BIN) as a TMF v5 related party: the customer */
export const customerParty = (bin: string) => [
  {
    role: 'customer',
    '@type': 'RelatedPartyRefOrPartyRoleRef',
    partyOrPartyRole: { id: bin, '@type': 'PartyRef', '@referredType': 'Organization' },
  },
];

/** the customer's party id (the company's BIN) among a TMF v5 resource's related parties, or null */
export const customerOf = (relatedParty: unknown): string | null => {
  if (!Array.isArray(relatedParty)) return null;
  const customer = relatedParty.find((p: { role?: string }) => p?.role === 'customer') as
    { partyOrPartyRole?: { id?: unknown } } | undefined;
  const id = customer?.partyOrPartyRole?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * TMF654 v4 TransferBalance_Create with every field it requires (decision 036): a transfer of
 * integer tiyn from the number's spendable monetary bucket to the receiver's, both numbers as
 * MSISDN logical resources and as products. The client's Idempotency-Key travels as `externalId`,
 * an extension property of the `KabinetTransferBalance` subtype (docs/tmf-profile.md): TMF654 v4
 * has no field for it.
 */
export function transferBalanceBody(bin: string, request: TransferRequest) {
  const msisdn = (id: string) => ({ id, '@referredType': 'MSISDN' });
  const bucket = (id: string) => ({ id: `${id}.${SPENDABLE_BUCKET}`, '@referredType': 'Bucket' });
  return {
    '@type': 'KabinetTransferBalance',
    '@baseType': 'TransferBalance',
    externalId: request.idempotencyKey,
    reason: 'balance transfer between numbers of the company',
    channel: { id: 'kabinet', name: 'Kabinet' },
    amount: { amount: request.amount, units: 'tiyn' },
    usageType: 'monetary',
    bucket: bucket(request.msisdnFrom),
    logicalResource: [msisdn(request.msisdnFrom)],
    product: [{ id: request.msisdnFrom, '@referredType': 'Product' }],
    receiverBucket: bucket(request.msisdnTo),
    receiverBucketUsageType: 'monetary',
    receiverLogicalResource: msisdn(request.msisdnTo),
    receiverProduct: { id: request.msisdnTo, '@referredType': 'Product' },
    relatedParty: [{ id: bin, role: 'customer', '@referredType': 'Organization' }],
  };
}

/** the number's monetary bucket a transfer spends from (the first balance card, TMF654 `totalBalance`) */
export const SPENDABLE_BUCKET = 'remainingUnitsToSpend';

/** the customer's party id among a TMF v4 resource's related parties (`{id, role}`), or null */
export const customerIdInV4 = (relatedParty: unknown): string | null => {
  if (!Array.isArray(relatedParty)) return null;
  const id = (
    relatedParty.find((p: { role?: string }) => p?.role === 'customer') as { id?: unknown } | undefined
  )?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * TMF630 attribute filtering on a TMF v5 list by the customer: the dotted path to the party's id
 * (v5's related party is a role and a `partyOrPartyRole` reference)
 */
export const V5_CUSTOMER_FILTER = 'relatedParty.partyOrPartyRole.id';

/** the header carrying the portal's request id to the operator (decision 026) */
export const CORRELATION_HEADER = 'x-correlation-id';

export interface Characteristic {
  name: string;
  valueType: 'string' | 'number' | 'boolean' | 'object' | 'array';
  value: unknown;
  '@type': 'Characteristic';
}

export const characteristic = (name: string, value: unknown): Characteristic => ({
  name,
  valueType:
    typeof value === 'boolean'
      ? 'boolean'
      : typeof value === 'number'
        ? 'number'
        : Array.isArray(value)
          ? 'array'
          : value !== null && typeof value === 'object'
            ? 'object'
            : 'string',
  value,
  '@type': 'Characteristic',
});

export interface OrderItem {
  id: string;
  action: 'add' | 'modify' | 'delete';
  '@type': 'ProductOrderItem';
  product: {
    id: string;
    '@type': 'Product';
    status?: 'active' | 'suspended';
    productCharacteristic?: Characteristic[];
  };
  productOffering?: { id: string; '@type': 'ProductOfferingRef' };
}

/**
 * The operator port's ordering calls, each one TMF622 order category. The arguments after
 * (bin, msisdn) travel in the order item: the TMF fields where TMF has one (the product's status for
 * suspend/activate, add/delete of a product offering for a service), named characteristics for
 * the rest (decision 032 lists them).
 */
export const ORDER_METHODS = {
  lifecycle: 'changeNumberState',
  productChange: 'requestProductChange',
  ban: 'setBan',
  simChange: 'changeSim',
  secretCodeSend: 'sendSecretCode',
  secretCodeDelete: 'deleteSecretCode',
  forwarding: 'changeForwarding',
  deviceOrder: 'requestDeviceOrder',
  esimReservation: 'reserveEsim',
  esimChange: 'changeToEsim',
} as const satisfies Record<string, keyof OperatorPort>;

export type OrderCategory = keyof typeof ORDER_METHODS;

/**
 * decision 023: the orders whose port method takes the caller's request key, and where among the
 * arguments after (bin, msisdn) it is: the adapter sends it as the order's externalId, so the
 * operator applies the change once however often it is asked.
 */
export const ORDER_KEY_ARGUMENT: Partial<Record<OrderCategory, number>> = {
  lifecycle: 1,
  productChange: 1,
  ban: 2,
  forwarding: 1,
};

const charsOf = (item: OrderItem) =>
  Object.fromEntries((item.product.productCharacteristic ?? []).map((c) => [c.name, c.value]));

/** the order item of a port call: `args` are the port method's arguments after (bin, msisdn) */
export function orderItemOf(category: OrderCategory, msisdn: string, args: unknown[]): OrderItem {
  const base = { id: '1', '@type': 'ProductOrderItem' as const };
  const product = (extra: Partial<OrderItem['product']> = {}) => ({
    id: msisdn,
    '@type': 'Product' as const,
    ...extra,
  });
  const withChars = (chars: Record<string, unknown>) =>
    product({
      productCharacteristic: Object.entries(chars).map(([name, value]) => characteristic(name, value)),
    });
  switch (category) {
    case 'lifecycle':
      return {
        ...base,
        action: 'modify',
        product: product({ status: args[0] === 'suspend' ? 'suspended' : 'active' }),
      };
    case 'productChange': {
      const request = args[0] as {
        productOfferingId: string;
        action: 'ENABLE' | 'DISABLE';
        deactivateIncompatible: boolean;
        requestedBy: string | null;
      };
      return {
        ...base,
        action: request.action === 'ENABLE' ? 'add' : 'delete',
        productOffering: { id: request.productOfferingId, '@type': 'ProductOfferingRef' },
        product: withChars({
          deactivateIncompatible: request.deactivateIncompatible,
          requestedBy: request.requestedBy,
        }),
      };
    }
    case 'ban':
      return { ...base, action: 'modify', product: withChars({ [`ban.${String(args[0])}`]: args[1] }) };
    case 'simChange':
      return { ...base, action: 'modify', product: withChars({ iccid: args[0] }) };
    case 'secretCodeSend':
    case 'secretCodeDelete':
      return {
        ...base,
        action: category === 'secretCodeSend' ? 'add' : 'delete',
        product: withChars({ secretCode: true }),
      };
    case 'forwarding':
      return { ...base, action: 'modify', product: withChars({ forwarding: args[0] }) };
    case 'deviceOrder':
      return { ...base, action: 'add', product: withChars({ deviceOrder: args[0] }) };
    case 'esimReservation':
      return { ...base, action: 'add', product: withChars({ esimReservation: true, requestedBy: args[0] }) };
    case 'esimChange':
      return { ...base, action: 'modify', product: withChars({ esimIccid: args[0] }) };
  }
}

/** the port call's arguments after (bin, msisdn), read back from its order item */
export function argsOfOrderItem(category: OrderCategory, item: OrderItem): unknown[] {
  const chars = charsOf(item);
  switch (category) {
    case 'lifecycle':
      return [item.product.status === 'suspended' ? 'suspend' : 'activate'];
    case 'productChange':
      return [
        {
          productOfferingId: item.productOffering?.id ?? '',
          action: item.action === 'add' ? 'ENABLE' : 'DISABLE',
          deactivateIncompatible: chars.deactivateIncompatible === true,
          requestedBy: (chars.requestedBy as string | null | undefined) ?? null,
        },
      ];
    case 'ban': {
      const ban = Object.keys(chars).find((name) => name.startsWith('ban.')) ?? '';
      return [ban.slice('ban.'.length), chars[ban]];
    }
    case 'simChange':
      return [chars.iccid];
    case 'secretCodeSend':
    case 'secretCodeDelete':
      return [];
    case 'forwarding':
      return [chars.forwarding];
    case 'deviceOrder':
      return [chars.deviceOrder];
    case 'esimReservation':
      return [(chars.requestedBy as string | null | undefined) ?? null];
    case 'esimChange':
      return [chars.esimIccid];
  }
}

/**
 * The port's reads with no TMF resource, served by the extension API (decision 032), each a
 * `POST {extension}/query/{method}` with the port call's arguments. The list is closed: the
 * service answers only these.
 */
export const EXTENSION_READS = [
  'listRegisteredDevices',
  'countReportRows',
] as const satisfies readonly (keyof OperatorPort)[];

/** the port's row streams, answered as NDJSON lines by `POST {extension}/stream/{method}` */
export const EXTENSION_STREAMS = ['reportRows'] as const satisfies readonly (keyof OperatorPort)[];

/** the port's writes that are not product orders: none left (the portal's own data is the portal's) */
export const EXTENSION_WRITES = [] as const satisfies readonly (keyof OperatorPort)[];

/**
 * The extension calls that take no company: the operator's own lists and sweeps. Every other
 * call's first argument is the company's BIN.
 */
export const COMPANYLESS_METHODS: readonly string[] = [];

/**
 * The operator's reference of the pending operation an order left (`KIND:id`), as one of the order's
 * TMF622 externalIds: the polling fallback finds the order by `externalId.id` (decision 036)
 */
export const operationRef = (operation: string) => ({
  id: operation,
  owner: 'operator',
  externalIdentifierType: OPERATION_REF,
  '@type': 'ExternalIdentifier' as const,
});
export const OPERATION_REF = 'PendingOperation';

/** the extension property of a product order with what the port answered (dates as `{$date}`) */
export interface KabinetOrderExtension {
  '@type': 'KabinetProductOrder';
  '@baseType': 'ProductOrder';
  /** the port's outcome of the request */
  outcome?: unknown;
  /** `KIND:operationId` of the pending operation the order left */
  operation?: string;
  /** the completion of that operation, once the operator is done */
  completion?: unknown;
}

import type {
  BulkCatalogueProduct,
  DeviceRegistrationsData,
  IncompatibleProduct,
  LocalizedText,
  StateEligibility,
} from '@kabinet/contract';
import type { WorkAct } from '../documents-port.ts';
import type { EsimStatusAnswer } from '../esim-port.ts';
import type { OperationKind, PendingOperation } from '../operations-port.ts';
import { characteristic, operationRef, OPERATION_REF, type Characteristic } from './wire.ts';

// decision 038: the rest of the port's reads as standard resources — TMF679 qualifications (an
// offering's conflicts, a state change's eligibility, the offerings a company may take), TMF639
// resources (a number as an MSISDN logical resource, its IMEI registrations), TMF632 the company as
// an organization, TMF667 the act of an invoice, TMF622 orders (in flight; an ownership transfer).
// What the documents have no attribute for is a named characteristic of the profile
// (docs/tmf-profile.md). The service writes each with `to…`, the adapter reads it with `from…`.

type Json = Record<string, unknown>;

const valueOf = (characteristics: unknown, name: string): unknown =>
  (Array.isArray(characteristics) ? (characteristics as Characteristic[]) : []).find((c) => c?.name === name)
    ?.value;

/** TMF v5 (TMF679, TMF639) related party: the company as the customer, `@type` as those documents name it */
export const customerV5 = (bin: string, type = 'RelatedPartyOrPartyRole') => [
  {
    role: 'customer',
    '@type': type,
    partyOrPartyRole: { id: bin, '@type': 'PartyRef', '@referredType': 'Organization' },
  },
];

/** Kazakhstan's day as a TMF date-time at its start (+05:00), and back */
export const startOfDay = (day: string) => `${day}T00:00:00+05:00`;
export const dayOf = (dateTime: unknown) => (typeof dateTime === 'string' ? dateTime.slice(0, 10) : null);

// ---- TMF679 checkProductOfferingQualification ----------------------------------------------------

export interface QualificationItem {
  id: string;
  action: 'add' | 'modify';
  '@type': 'CheckProductOfferingQualificationItem';
  productOffering?: { id: string; '@type': 'ProductOfferingRef' };
  product: {
    id: string;
    '@type': 'Product';
    status?: 'active' | 'suspended';
    productCharacteristic?: Characteristic[];
  };
  qualificationItemResult?: 'qualified' | 'unqualified';
  eligibilityResultReason?: { code: string; label: string; '@type': 'EligibilityResultReason' }[];
  state?: string;
}

export interface Qualification {
  '@type': 'CheckProductOfferingQualification';
  instantSyncQualification: true;
  provideResultReason: true;
  relatedParty: ReturnType<typeof customerV5>;
  checkProductOfferingQualificationItem: QualificationItem[];
  id?: string;
  state?: string;
  qualificationResult?: string;
}

const qualification = (bin: string, items: QualificationItem[]): Qualification => ({
  '@type': 'CheckProductOfferingQualification',
  instantSyncQualification: true,
  provideResultReason: true,
  relatedParty: customerV5(bin, 'RelatedPartyOrPartyRole'),
  checkProductOfferingQualificationItem: items,
});

/** may the number take the offering: one item, `add` of the offering to the number's product */
export const offeringQualification = (bin: string, msisdn: string, productOfferingId: string) =>
  qualification(bin, [
    {
      id: '1',
      action: 'add',
      '@type': 'CheckProductOfferingQualificationItem',
      productOffering: { id: productOfferingId, '@type': 'ProductOfferingRef' },
      product: { id: msisdn, '@type': 'Product' },
    },
  ]);

/** may the number be blocked, unblocked: two items, `modify` of the product's status */
export const stateQualification = (bin: string, msisdn: string) =>
  qualification(
    bin,
    (['suspended', 'active'] as const).map((status) => ({
      id: status === 'suspended' ? 'suspend' : 'activate',
      action: 'modify' as const,
      '@type': 'CheckProductOfferingQualificationItem' as const,
      product: { id: msisdn, '@type': 'Product' as const, status },
    })),
  );

const answered = (asked: Qualification, items: QualificationItem[]): Qualification => ({
  ...asked,
  state: 'done',
  qualificationResult: items.every((i) => i.qualificationItemResult === 'qualified')
    ? 'qualified'
    : 'unqualified',
  checkProductOfferingQualificationItem: items,
});

const reason = (code: string, label = code) => ({ code, label, '@type': 'EligibilityResultReason' as const });

/** the service's answer: the conflicts as reasons (code the kind) and, named, the `incompatibleProducts` characteristic */
export function toOfferingQualification(
  asked: Qualification,
  conflicts: IncompatibleProduct[],
): Qualification {
  const [item] = asked.checkProductOfferingQualificationItem;
  return answered(asked, [
    {
      ...item!,
      state: 'done',
      qualificationItemResult: conflicts.length ? 'unqualified' : 'qualified',
      ...(conflicts.length
        ? { eligibilityResultReason: conflicts.map((c) => reason(c.incompatibleType, c.productOfferingId)) }
        : {}),
      product: {
        ...item!.product,
        productCharacteristic: [characteristic('incompatibleProducts', conflicts)],
      },
    },
  ]);
}

export const fromOfferingQualification = (answer: Qualification): IncompatibleProduct[] =>
  valueOf(
    answer.checkProductOfferingQualificationItem[0]?.product.productCharacteristic,
    'incompatibleProducts',
  ) as IncompatibleProduct[];

/**
 * the service's answer of a state change: each direction qualified or not, its refusal (spec §8)
 * the reason's code; spec §3 Blocked products and the Workmate refusal text as characteristics
 */
export function toStateQualification(asked: Qualification, e: StateEligibility): Qualification {
  const direction = (item: QualificationItem): QualificationItem => {
    const isSuspend = item.id === 'suspend';
    const can = isSuspend ? e.canSuspend : e.canActivate;
    const refusal = isSuspend ? e.suspendRefusal : e.activateRefusal;
    const html = isSuspend ? e.suspendRefusalHtml : e.activateRefusalHtml;
    return {
      ...item,
      state: 'done',
      qualificationItemResult: can ? 'qualified' : 'unqualified',
      ...(refusal ? { eligibilityResultReason: [reason(refusal)] } : {}),
      product: {
        ...item.product,
        productCharacteristic: [
          characteristic('blockedChangeStatus', e.blockedChangeStatus),
          characteristic('blockedMessage', isSuspend ? e.messageSuspend : e.messageActive),
          ...(html === undefined ? [] : [characteristic('refusalHtml', html)]),
        ],
      },
    };
  };
  return answered(asked, asked.checkProductOfferingQualificationItem.map(direction));
}

export function fromStateQualification(answer: Qualification): StateEligibility {
  const item = (id: string) => answer.checkProductOfferingQualificationItem.find((i) => i.id === id)!;
  const suspend = item('suspend');
  const activate = item('activate');
  const chars = (i: QualificationItem) => i.product.productCharacteristic;
  const html = (i: QualificationItem) =>
    (chars(i) ?? []).some((c) => c.name === 'refusalHtml')
      ? { value: valueOf(chars(i), 'refusalHtml') as LocalizedText | null }
      : null;
  const suspendHtml = html(suspend);
  const activateHtml = html(activate);
  return {
    blockedChangeStatus: valueOf(
      chars(suspend),
      'blockedChangeStatus',
    ) as StateEligibility['blockedChangeStatus'],
    messageActive: valueOf(chars(activate), 'blockedMessage') as LocalizedText | null,
    messageSuspend: valueOf(chars(suspend), 'blockedMessage') as LocalizedText | null,
    canSuspend: suspend.qualificationItemResult === 'qualified',
    canActivate: activate.qualificationItemResult === 'qualified',
    suspendRefusal: (suspend.eligibilityResultReason?.[0]?.code ??
      null) as StateEligibility['suspendRefusal'],
    activateRefusal: (activate.eligibilityResultReason?.[0]?.code ??
      null) as StateEligibility['activateRefusal'],
    ...(suspendHtml ? { suspendRefusalHtml: suspendHtml.value } : {}),
    ...(activateHtml ? { activateRefusalHtml: activateHtml.value } : {}),
  };
}

// ---- TMF679 queryProductOfferingQualification: the offerings a company may take -----------------

export const catalogueQuery = (bin: string) => ({
  '@type': 'QueryProductOfferingQualification',
  instantSyncQualification: true,
  relatedParty: customerV5(bin, 'RelatedPartyOrPartyRole'),
  searchCriteria: { '@type': 'QueryProductOfferingQualificationItem', id: 'onSale' },
});

interface QualifiedOffering {
  id: string;
  '@type': 'QueryProductOfferingQualificationItem';
  productOffering: { id: string; name: string; '@type': 'ProductOfferingRef' };
  product: { '@type': 'Product'; productCharacteristic: Characteristic[] };
}

/** each offering on sale for one of the company's tariffs: its localized name, type and bulk action */
export const toCatalogueQualification = (
  asked: ReturnType<typeof catalogueQuery>,
  products: BulkCatalogueProduct[],
) => ({
  ...asked,
  state: 'done',
  qualifiedProductOfferingItem: products.map((p, index): QualifiedOffering => ({
    id: String(index + 1),
    '@type': 'QueryProductOfferingQualificationItem',
    productOffering: { id: p.productOfferingId, name: p.name.ru, '@type': 'ProductOfferingRef' },
    product: {
      '@type': 'Product',
      productCharacteristic: [
        characteristic('name', p.name),
        characteristic('type', p.type),
        characteristic('bulkAction', p.action),
      ],
    },
  })),
});

export const fromCatalogueQualification = (answer: { qualifiedProductOfferingItem?: QualifiedOffering[] }) =>
  (answer.qualifiedProductOfferingItem ?? []).map((item): BulkCatalogueProduct => ({
    productOfferingId: item.productOffering.id,
    name: valueOf(item.product.productCharacteristic, 'name') as LocalizedText,
    type: valueOf(item.product.productCharacteristic, 'type') as string,
    action: valueOf(item.product.productCharacteristic, 'bulkAction') as BulkCatalogueProduct['action'],
  }));

// ---- TMF639: the number as an MSISDN logical resource, its IMEI registrations ---------------------

/** the resource specifications of TMF639 the portal reads (the profile's) */
export const MSISDN_SPECIFICATION = 'msisdn';
export const IMEI_HOLDER = 'imeiHolder';

const specification = (id: string) => ({ id, '@type': 'ResourceSpecificationRef' });
const resourceParty = (bin: string) => customerV5(bin, 'RelatedPartyRefOrPartyRoleRef');

export interface TmfMsisdnResource {
  id: string;
  '@type': 'LogicalResource';
  value: string;
  relatedParty: ReturnType<typeof resourceParty>;
  resourceCharacteristic?: Characteristic[];
}

/** the eSIM status check (ES2+ facts) and the CEIR registrations as the MSISDN's characteristics */
export const toMsisdnResource = (
  bin: string,
  msisdn: string,
  esim: EsimStatusAnswer | null,
  devices: DeviceRegistrationsData | null,
): TmfMsisdnResource =>
  ({
    id: msisdn,
    '@type': 'LogicalResource',
    value: msisdn,
    resourceSpecification: specification(MSISDN_SPECIFICATION),
    relatedParty: resourceParty(bin),
    resourceCharacteristic: [
      ...(esim
        ? [
            characteristic(
              'esimStatus',
              'expiresAt' in esim ? { ...esim, expiresAt: esim.expiresAt.toISOString() } : esim,
            ),
          ]
        : []),
      ...(devices ? [characteristic('deviceRegistrations', devices)] : []),
    ],
  }) as TmfMsisdnResource;

export function fromEsimStatus(resource: TmfMsisdnResource): EsimStatusAnswer {
  const status = valueOf(resource.resourceCharacteristic, 'esimStatus') as Json;
  return (
    typeof status.expiresAt === 'string' ? { ...status, expiresAt: new Date(status.expiresAt) } : status
  ) as EsimStatusAnswer;
}

export const fromDeviceRegistrations = (resource: TmfMsisdnResource) =>
  valueOf(resource.resourceCharacteristic, 'deviceRegistrations') as DeviceRegistrationsData;

/** another owner document holding an IMEI: the holder's id, and whether it is on a number of the company */
export const toImeiHolder = (imei: string, holder: { documentId: string; ofCompany: boolean }) => ({
  id: `${imei}:${holder.documentId}`,
  '@type': 'PhysicalResource',
  name: imei,
  resourceSpecification: specification(IMEI_HOLDER),
  relatedParty: [
    {
      role: 'owner',
      '@type': 'RelatedPartyRefOrPartyRoleRef',
      partyOrPartyRole: { id: holder.documentId, '@type': 'PartyRef' },
    },
  ],
  resourceCharacteristic: [characteristic('ofCompany', holder.ofCompany)],
});
export type TmfImeiHolder = ReturnType<typeof toImeiHolder>;

export const fromImeiHolder = (h: TmfImeiHolder) => ({
  documentId: h.relatedParty[0]!.partyOrPartyRole.id,
  ofCompany: valueOf(h.resourceCharacteristic, 'ofCompany') === true,
});

// ---- TMF632: the company as an organization ------------------------------------------------------

export const toOrganization = (bin: string, names: LocalizedText) => ({
  id: bin,
  '@type': 'Organization',
  name: names.ru,
  isLegalEntity: true,
  organizationIdentification: [
    { identificationId: bin, identificationType: 'BIN', '@type': 'OrganizationIdentification' },
  ],
  partyCharacteristic: [characteristic('legalName', names)],
});

export const fromOrganization = (o: { partyCharacteristic?: unknown }) =>
  valueOf(o.partyCharacteristic, 'legalName') as LocalizedText;

// ---- TMF667: the act of work performed of an invoice ---------------------------------------------

export const WORK_ACT = 'workAct';

export const toWorkActDocument = (bin: string, act: WorkAct) => ({
  id: act.actNumber,
  '@type': 'Document',
  name: act.actNumber,
  documentType: WORK_ACT,
  creationDate: startOfDay(act.actDate),
  lifecycleState: act.signedAt ? 'signed' : 'issued',
  relatedEntity: {
    id: act.invoice.invoiceNumber,
    role: 'invoice',
    '@referredType': 'CustomerBill',
  },
  relatedParty: [{ id: bin, role: 'customer', '@referredType': 'Organization' }],
  characteristic: [
    characteristic('actDate', act.actDate),
    characteristic('signing', act.signing),
    characteristic('signedAt', act.signedAt?.toISOString() ?? null),
    characteristic('invoice', { ...act.invoice, issuedAt: act.invoice.issuedAt.toISOString() }),
    characteristic('lines', act.lines),
  ],
});
export type TmfWorkActDocument = ReturnType<typeof toWorkActDocument>;

export function fromWorkActDocument(d: TmfWorkActDocument): WorkAct {
  const of = (name: string) => valueOf(d.characteristic, name);
  const invoice = of('invoice') as WorkAct['invoice'] & { issuedAt: string };
  const signedAt = of('signedAt') as string | null;
  return {
    actNumber: d.id,
    actDate: of('actDate') as string,
    signing: of('signing') as WorkAct['signing'],
    signedAt: signedAt ? new Date(signedAt) : null,
    invoice: { ...invoice, issuedAt: new Date(invoice.issuedAt) },
    lines: of('lines') as WorkAct['lines'],
  };
}

// ---- TMF622: the orders in flight (the operator's pending operations), an ownership transfer ------

export const OWNERSHIP_TRANSFER = 'ownershipTransfer';

export const toPendingOrder = (operation: PendingOperation) => {
  const key = `${operation.kind}:${operation.operationId}`;
  return {
    id: key,
    '@type': 'ProductOrder',
    state: 'inProgress',
    expectedCompletionDate: operation.dueAt.toISOString(),
    externalId: [operationRef(key)],
    productOrderItem: operation.msisdn
      ? [
          {
            id: '1',
            action: 'modify',
            '@type': 'ProductOrderItem',
            product: { id: operation.msisdn, '@type': 'ProductRef' },
          },
        ]
      : [],
  };
};
export type TmfPendingOrder = ReturnType<typeof toPendingOrder>;

export function fromPendingOrder(order: TmfPendingOrder): PendingOperation {
  const key = order.externalId.find((e) => e.externalIdentifierType === OPERATION_REF)?.id ?? order.id;
  const [kind, id] = key.split(':') as [OperationKind, string];
  return {
    kind,
    operationId: Number(id),
    msisdn: order.productOrderItem[0]?.product.id ?? null,
    dueAt: new Date(order.expectedCompletionDate),
  };
}

/** the latest ownership transfer of a number as the completed order that moved it (its day at +05:00) */
export const toOwnershipTransferOrder = (msisdn: string, day: string, party: unknown) => ({
  id: `${OWNERSHIP_TRANSFER}:${msisdn}:${day}`,
  '@type': 'ProductOrder',
  category: OWNERSHIP_TRANSFER,
  state: 'completed',
  completionDate: startOfDay(day),
  relatedParty: party,
  productOrderItem: [
    {
      id: '1',
      action: 'modify',
      '@type': 'ProductOrderItem',
      product: { id: msisdn, '@type': 'ProductRef' },
    },
  ],
});

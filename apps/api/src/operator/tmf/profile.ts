import {
  bansStateSchema,
  bulkCatalogueProductSchema,
  contractPhoneSchema,
  deviceRegistrationsDataSchema,
  errorCodeSchema,
  forwardingSchema,
  incompatibleProductSchema,
  localizedTextSchema,
  productSchema,
  SPEND_KINDS,
  stateEligibilitySchema,
  subscriberFlagSchema,
  subscriberSchema,
} from '@kabinet/contract';
import { z } from 'zod';
import { BAN_CHARACTERISTICS, SERVICE_CHARACTERISTICS } from './product-resources.ts';

// The profile (decision 036, docs/tmf-profile.md): the characteristics the portal needs of a BSS's
// TMF637 products, one JSON Schema per product specification, made from the contract's own schemas
// so the document cannot drift from what the portal reads (docs/tmf-profile.json is this, written
// out; a unit test compares them).

/** decision 038: the port's eSIM status check (ES2+ facts), dates as ISO 8601 */
const esimStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('NOT_FOUND'), isBalanceEnough: z.boolean() }),
  z.object({ state: z.literal('EMPTY') }),
  z.object({ state: z.literal('HAS_BALANCE') }),
  z.object({ state: z.literal('NOT_READY'), icc: z.string() }),
  z.object({
    state: z.literal('SUCCESS'),
    icc: z.string(),
    activationCode: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ state: z.literal('FAILED'), failure: errorCodeSchema }),
]);

/** decision 038: an invoice's header as the act carries it (tiyn, VAT included; dates ISO 8601) */
const invoiceHeaderSchema = z.object({
  invoiceNumber: z.string(),
  accountNumber: z.string(),
  periodMonth: z.iso.date(),
  issuedAt: z.iso.datetime({ offset: true }),
  dueDate: z.iso.date(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
});

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });

/** a product's characteristics as a JSON Schema of `{name: value}` (TMF's Characteristic name and value) */
const characteristics = (
  title: string,
  description: string,
  fields: Record<string, z.ZodType>,
  required: string[],
) => ({
  title,
  description,
  type: 'object',
  properties: Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schemaOf(schema)])),
  required,
});

export function tmfProfile() {
  const bans = bansStateSchema.shape;
  const product = productSchema.shape;
  const phone = contractPhoneSchema.shape;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://kabinet.example/docs/tmf-profile.json',
    title: 'Kabinet TMF profile: the characteristics of the TMF resources the portal reads',
    description:
      "Each product specification's characteristics, by TMF Characteristic name, with the JSON Schema of its value. Generated from the portal's contract (apps/api/src/operator/tmf/profile.ts); see docs/tmf-profile.md.",
    $defs: {
      mobileLine: characteristics(
        'mobileLine',
        'A number (MSISDN) as a TMF637 Product: GET /productInventory/v5/product/{msisdn}. relatedParty[role=customer].partyOrPartyRole.id is the company (its BIN).',
        {
          ownFlags: subscriberFlagSchema.array().nullable(),
          forwarding: forwardingSchema,
          ...Object.fromEntries(BAN_CHARACTERISTICS.map((name) => [name, bans[name]])),
          subscriber: subscriberSchema,
        },
        ['ownFlags', 'forwarding', ...BAN_CHARACTERISTICS],
      ),
      service: characteristics(
        'service',
        'A service or package of a number: GET /productInventory/v5/product?productSpecification.id=service&productRelationship.id={msisdn}&relatedParty.partyOrPartyRole.id={BIN}.',
        Object.fromEntries(
          [...SERVICE_CHARACTERISTICS, 'fee' as const, 'feeType' as const].map((name) => [
            name,
            product[name],
          ]),
        ),
        ['name'],
      ),
      contractPhone: characteristics(
        'contractPhone',
        'A device sold on contract with a number: GET /productInventory/v5/product?productSpecification.id=contractPhone&productRelationship.id={msisdn}&relatedParty.partyOrPartyRole.id={BIN}.',
        Object.fromEntries(
          (['deviceName', 'deviceType', 'standardCorpReason', 'standardCorpSince'] as const).map((name) => [
            name,
            phone[name],
          ]),
        ),
        ['deviceName', 'deviceType'],
      ),
      // decision 038: the characteristics of the other resources the portal reads
      offeringQualification: characteristics(
        'offeringQualification',
        "TMF679 POST /productOfferingQualification/v5/checkProductOfferingQualification, one item `add` of the offering to the number's product: the item's product characteristics. qualificationItemResult unqualified with one eligibilityResultReason per conflict (code the incompatibleType, label the offering).",
        { incompatibleProducts: incompatibleProductSchema.array() },
        ['incompatibleProducts'],
      ),
      stateQualification: characteristics(
        'stateQualification',
        "TMF679 checkProductOfferingQualification with the items `suspend` and `activate` (`modify` of the product's status): each item's product characteristics. qualificationItemResult is whether the change may be asked; eligibilityResultReason[0].code its spec §8 refusal.",
        {
          blockedChangeStatus: stateEligibilitySchema.shape.blockedChangeStatus,
          blockedMessage: localizedTextSchema.nullable(),
          refusalHtml: localizedTextSchema.nullable(),
        },
        ['blockedChangeStatus', 'blockedMessage'],
      ),
      catalogueOffering: characteristics(
        'catalogueOffering',
        'TMF679 POST /productOfferingQualification/v5/queryProductOfferingQualification for the customer: each qualifiedProductOfferingItem (productOffering.id the offering) and its product characteristics.',
        {
          name: bulkCatalogueProductSchema.shape.name,
          type: bulkCatalogueProductSchema.shape.type,
          bulkAction: bulkCatalogueProductSchema.shape.action,
        },
        ['name', 'type', 'bulkAction'],
      ),
      msisdn: characteristics(
        'msisdn',
        'A number as a TMF639 LogicalResource: GET /resourceInventory/v5/resource/{msisdn}, relatedParty[role=customer] the company. Its resourceCharacteristic: the eSIM status check and the CEIR registrations.',
        { esimStatus: esimStatusSchema, deviceRegistrations: deviceRegistrationsDataSchema },
        ['esimStatus', 'deviceRegistrations'],
      ),
      imeiHolder: characteristics(
        'imeiHolder',
        'Another owner document holding an IMEI: GET /resourceInventory/v5/resource?resourceSpecification.id=imeiHolder&name={imei}&resourceRelationship.resource.id={msisdn}&relatedParty.partyOrPartyRole.id={BIN}; relatedParty[role=owner] the document (IIN/BIN).',
        { ofCompany: z.boolean() },
        ['ofCompany'],
      ),
      organization: characteristics(
        'organization',
        'The company as a TMF632 Organization: GET /partyManagement/v5/organization/{BIN}; its partyCharacteristic.',
        { legalName: localizedTextSchema },
        ['legalName'],
      ),
      workAct: characteristics(
        'workAct',
        "An invoice's act of work performed as a TMF667 Document: GET /document/v4/document?documentType=workAct&relatedEntity.id={invoice}; relatedParty[role=customer].id the company; its characteristic.",
        {
          actDate: z.iso.date(),
          signing: z.enum(['ELECTRONIC', 'PAPER']),
          signedAt: z.iso.datetime({ offset: true }).nullable(),
          invoice: invoiceHeaderSchema,
          lines: z
            .object({ chargeType: z.string(), numbers: z.number().int(), amount: z.number().int() })
            .array(),
        },
        ['actDate', 'signing', 'signedAt', 'invoice', 'lines'],
      ),
      monthToDateRate: characteristics(
        'monthToDateRate',
        "A number's charges of a month so far, one TMF678 AppliedCustomerBillingRate per kind: GET /customerBillManagement/v4/appliedCustomerBillingRate?product.id={msisdn,…}&periodCoverage.startDateTime={month}&name=monthToDate; billingAccount the number's account (the company's by TMF666), taxIncludedAmount the amount; its characteristic.",
        { spendKind: z.enum(SPEND_KINDS) },
        ['spendKind'],
      ),
    },
  };
}

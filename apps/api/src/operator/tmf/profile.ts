import {
  bansStateSchema,
  contractPhoneSchema,
  forwardingSchema,
  productSchema,
  subscriberFlagSchema,
  subscriberSchema,
} from '@kabinet/contract';
import { z } from 'zod';
import { BAN_CHARACTERISTICS, SERVICE_CHARACTERISTICS } from './product-resources.ts';

// The profile (decision 036, docs/tmf-profile.md): the characteristics the portal needs of a BSS's
// TMF637 products, one JSON Schema per product specification, made from the contract's own schemas
// so the document cannot drift from what the portal reads (docs/tmf-profile.json is this, written
// out; a unit test compares them).

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
    title: 'Kabinet TMF profile: the characteristics of the TMF637 products the portal reads',
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
    },
  };
}

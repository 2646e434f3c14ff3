import subset from './schemas/tmf-subset.schema.json' with { type: 'json' };
import type { JsonSchema } from './json-schema.ts';

// The TMF schema subsets (./schemas, sources named in the file) by name, for the service to check
// what it receives and the tests to check what the adapter sends (decision 032).

const root = subset as unknown as JsonSchema;
const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` });

export const TMF_SCHEMAS = {
  root,
  ProductOrder_FVO: ref('ProductOrder_FVO'),
  Hub_FVO: ref('Hub_FVO'),
  Error: ref('Error'),
  TransferBalance_Create: ref('TransferBalance_Create'),
  AccumulatedBalance: ref('AccumulatedBalance'),
  Payment: ref('Payment'),
  CustomerBill: ref('CustomerBill'),
  Product: ref('Product'),
  PartyAccount: ref('PartyAccount'),
  BillingAccount: ref('BillingAccount'),
  AppliedCustomerBillingRate: ref('AppliedCustomerBillingRate'),
};

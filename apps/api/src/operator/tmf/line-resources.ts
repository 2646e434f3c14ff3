import type { CompanyLine } from '../numbers-port.ts';
import { characteristic, customerParty, type Characteristic } from './wire.ts';

// decision 034: a line of the company as a TMF637 product — `id` the number, `productOffering` its
// tariff, `status` from its lifecycle state, the company its `relatedParty` customer — with the rest
// of what the portal's index holds as characteristics of the documented profile, by field name. The
// service writes it with `toLineProduct`, the adapter reads it back with `fromLineProduct`.

/** the profile's characteristics of a line, under the port's field names */
export const LINE_CHARACTERISTICS = [
  'accountNumber',
  'accountType',
  'activatedAt',
  'iccid',
  'isEsim',
  'tariff',
  'type',
  'isM2MSubscriber',
  'lcState',
  'state',
  'remainingUnitsToSpend',
  'creditLimit',
  'availableByCreditLimitOrPiaBalance',
  'ownFlags',
  'isInRoaming',
  'hasRegisteredDevice',
  'isSMS_USSDMgmBanEnabled',
  'isMyKcellAccessBlocked',
] as const satisfies readonly Exclude<keyof CompanyLine, 'msisdn'>[];

/** the product specification of a line: the list of the company's lines asks for it */
export const LINE_SPECIFICATION = 'mobileLine';

/** spec §4: lifecycle state 20 is active, anything else suspended (blocked, pre-disconnected) */
const LC_STATE_ACTIVE = 20;

export interface TmfLineProduct {
  id: string;
  name: string;
  status: 'active' | 'suspended';
  isBundle: false;
  productSpecification: { id: typeof LINE_SPECIFICATION; '@type': 'ProductSpecificationRef' };
  productOffering: { id: string; name: string; '@type': 'ProductOfferingRef' };
  relatedParty: ReturnType<typeof customerParty>;
  productCharacteristic: Characteristic[];
  '@type': 'Product';
}

export function toLineProduct(bin: string, line: CompanyLine): TmfLineProduct {
  return {
    id: line.msisdn,
    name: line.msisdn,
    status: line.lcState.lcStateId === LC_STATE_ACTIVE ? 'active' : 'suspended',
    isBundle: false,
    productSpecification: { id: LINE_SPECIFICATION, '@type': 'ProductSpecificationRef' },
    productOffering: { id: line.tariff.id, name: line.tariff.name.ru, '@type': 'ProductOfferingRef' },
    relatedParty: customerParty(bin),
    productCharacteristic: LINE_CHARACTERISTICS.map((name) => characteristic(name, line[name])),
    '@type': 'Product',
  };
}

/** the line a product describes, or null when it is no line of the company `bin` (relatedParty) */
export function fromLineProduct(bin: string, product: TmfLineProduct): CompanyLine | null {
  const isCompanys = product.relatedParty?.some(
    (party) => party.role === 'customer' && party.partyOrPartyRole?.id === bin,
  );
  if (!isCompanys) return null;
  const valueOf = (name: string) => product.productCharacteristic.find((c) => c.name === name)?.value;
  return {
    msisdn: product.id,
    ...(Object.fromEntries(LINE_CHARACTERISTICS.map((name) => [name, valueOf(name) ?? null])) as Omit<
      CompanyLine,
      'msisdn'
    >),
  };
}

import { SPEND_KINDS, type SpendKind } from '@kabinet/contract';
import type { NumberMonthCharges } from '../spend-port.ts';
import { dateTimeOfDay, moneyOf, tiynOf } from './billing-resources.ts';

// A number's charges of a month as TMF678 resources (decision 030): one AppliedCustomerBillingRate
// per number, month and kind of charge, `type` appliedBillingCharge (TMF678: any charge but taxes),
// `name` monthToDate, the kind its `spendKind` characteristic (the profile's), the number its
// `product`, its personal account the `billingAccount` (TMF678: an unbilled rate names its
// account), `periodCoverage` the month, and `taxIncludedAmount` what the billing rated so far (0
// for a kind without charges: every kind is answered). The portal's spend read model and its
// limits read it, a batch of numbers at a time (`product.id=a,b,…`, TMF630: any of). The service writes it with `to…`,
// the adapter reads it back with `from…`: one file, so a field cannot be written one way and read
// another.

export const MONTH_TO_DATE = 'monthToDate';
/** the rate's characteristic naming its kind of charge (spec §9 spend kinds) */
export const SPEND_KIND = 'spendKind';

export interface TmfMonthChargeRate {
  id: string;
  type: 'appliedBillingCharge';
  name: typeof MONTH_TO_DATE;
  billingAccount: { id: string; '@referredType': 'BillingAccount' };
  product: { id: string; '@referredType': 'Product' };
  periodCoverage: { startDateTime: string };
  characteristic: [{ name: typeof SPEND_KIND; valueType: 'string'; value: SpendKind }];
  taxIncludedAmount: { unit: string; value: number };
  '@type': 'AppliedCustomerBillingRate';
}

/** the adapter's selection: these numbers' rates of the month */
export const monthChargesQuery = (msisdns: readonly string[], month: string) => ({
  'product.id': msisdns.join(','),
  'periodCoverage.startDateTime': dateTimeOfDay(month),
  name: MONTH_TO_DATE,
});

export const toMonthChargeRates = (
  charges: NumberMonthCharges,
  accountNumber: string,
  month: string,
): TmfMonthChargeRate[] =>
  SPEND_KINDS.map((kind) => ({
    id: `${month.slice(0, 7)}.${charges.msisdn}.${kind}`,
    type: 'appliedBillingCharge',
    name: MONTH_TO_DATE,
    billingAccount: { id: accountNumber, '@referredType': 'BillingAccount' },
    product: { id: charges.msisdn, '@referredType': 'Product' },
    periodCoverage: { startDateTime: dateTimeOfDay(month) },
    characteristic: [{ name: SPEND_KIND, valueType: 'string', value: kind }],
    taxIncludedAmount: moneyOf(charges.byKind[kind]),
    '@type': 'AppliedCustomerBillingRate',
  }));

const kindOf = (rate: TmfMonthChargeRate): SpendKind => {
  const value = rate.characteristic?.find((c) => c.name === SPEND_KIND)?.value;
  // a rate of a kind the portal does not know is a service's charge (spec §9: "other services")
  return (SPEND_KINDS as readonly unknown[]).includes(value) ? (value as SpendKind) : 'services';
};

const noCharges = (): Record<SpendKind, number> =>
  Object.fromEntries(SPEND_KINDS.map((kind) => [kind, 0])) as Record<SpendKind, number>;

/** the port's charges from the rates (a number's rates summed, by kind; numbers not answered are left out) */
export function fromMonthChargeRates(rates: TmfMonthChargeRate[]): NumberMonthCharges[] {
  const byNumber = new Map<string, NumberMonthCharges>();
  for (const rate of rates) {
    const msisdn = rate.product.id;
    const charges = byNumber.get(msisdn) ?? { msisdn, spent: 0, byKind: noCharges() };
    const amount = tiynOf(rate.taxIncludedAmount);
    charges.spent += amount;
    charges.byKind[kindOf(rate)] += amount;
    byNumber.set(msisdn, charges);
  }
  return [...byNumber.values()].sort((a, b) => (a.msisdn < b.msisdn ? -1 : 1));
}

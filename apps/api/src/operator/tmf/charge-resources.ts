import type { NumberMonthCharges } from '../spend-port.ts';
import { dateTimeOfDay, moneyOf, tiynOf } from './billing-resources.ts';

// A number's charges of a month as TMF678 resources (decision 030, 2026-12-02): one
// AppliedCustomerBillingRate per number and month, `type` appliedBillingCharge (TMF678: any charge
// but taxes), `name` monthToDate, the number its `product`, its personal account the
// `billingAccount` (TMF678: an unbilled rate names its account), `periodCoverage` the month, and
// `taxIncludedAmount` what the billing rated so far. The portal's spend limits read it for their
// numbers, a batch at a time (`product.id=a,b,…`, TMF630: any of). The service writes it with `to…`,
// the adapter reads it back with `from…`: one file, so a field cannot be written one way and read
// another.

export const MONTH_TO_DATE = 'monthToDate';

export interface TmfMonthChargeRate {
  id: string;
  type: 'appliedBillingCharge';
  name: typeof MONTH_TO_DATE;
  billingAccount: { id: string; '@referredType': 'BillingAccount' };
  product: { id: string; '@referredType': 'Product' };
  periodCoverage: { startDateTime: string };
  taxIncludedAmount: { unit: string; value: number };
  '@type': 'AppliedCustomerBillingRate';
}

/** the adapter's selection: these numbers' rates of the month */
export const monthChargesQuery = (msisdns: readonly string[], month: string) => ({
  'product.id': msisdns.join(','),
  'periodCoverage.startDateTime': dateTimeOfDay(month),
  name: MONTH_TO_DATE,
});

export const toMonthChargeRate = (
  charges: NumberMonthCharges,
  accountNumber: string,
  month: string,
): TmfMonthChargeRate => ({
  id: `${month.slice(0, 7)}.${charges.msisdn}`,
  type: 'appliedBillingCharge',
  name: MONTH_TO_DATE,
  billingAccount: { id: accountNumber, '@referredType': 'BillingAccount' },
  product: { id: charges.msisdn, '@referredType': 'Product' },
  periodCoverage: { startDateTime: dateTimeOfDay(month) },
  taxIncludedAmount: moneyOf(charges.spent),
  '@type': 'AppliedCustomerBillingRate',
});

/** the port's charges from the rates (a number's rates summed; numbers not answered are left out) */
export function fromMonthChargeRates(rates: TmfMonthChargeRate[]): NumberMonthCharges[] {
  const byNumber = new Map<string, number>();
  for (const rate of rates)
    byNumber.set(rate.product.id, (byNumber.get(rate.product.id) ?? 0) + tiynOf(rate.taxIncludedAmount));
  return [...byNumber]
    .map(([msisdn, spent]) => ({ msisdn, spent }))
    .sort((a, b) => (a.msisdn < b.msisdn ? -1 : 1));
}

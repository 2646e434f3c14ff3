import type pg from 'pg';
import type { SpendPort } from '../spend-port.ts';
import { MONTH_CHARGES_BATCH } from '../spend-port.ts';
import { toMonthChargeRates, type TmfMonthChargeRate } from '../tmf/charge-resources.ts';

// TMF678 appliedCustomerBillingRate, a month's charges of listed numbers by kind (decision 030): the selection `product.id=a,b,…&periodCoverage.startDateTime=…&name=monthToDate`.
// A rate has no relatedParty: as a standard BSS, the service answers any existing number's rate,
// with its personal account; the portal asks only the numbers its index holds as the company's.

const MSISDN = /^\d{10}$/;

/** null: not this selection (the handler answers the others); else the rates, or a refusal text */
export function createMonthChargeRates(pool: pg.Pool, reference: Pick<SpendPort, 'getMonthCharges'>) {
  return async (numbers: string, month: string): Promise<TmfMonthChargeRate[] | string> => {
    const msisdns = [...new Set(numbers.split(','))];
    if (msisdns.length > MONTH_CHARGES_BATCH || !msisdns.every((m) => MSISDN.test(m)))
      return `product.id: up to ${MONTH_CHARGES_BATCH} numbers of 10 digits`;
    const { rows } = await pool.query<{ msisdn: string; bin: string; account: string }>(
      `select msisdn, customer_bin as bin, account_number as account from operator.subscribers where msisdn = any($1::text[])`,
      [msisdns],
    );
    const byCompany = new Map<string, typeof rows>();
    for (const row of rows) byCompany.set(row.bin, [...(byCompany.get(row.bin) ?? []), row]);
    const accountOf = new Map(rows.map((row) => [row.msisdn, row.account]));
    const rates: TmfMonthChargeRate[] = [];
    for (const [bin, owned] of byCompany)
      for (const charges of await reference.getMonthCharges(
        bin,
        owned.map((row) => row.msisdn),
        month,
      ))
        rates.push(...toMonthChargeRates(charges, accountOf.get(charges.msisdn)!, month));
    return rates.sort((a, b) => (a.id < b.id ? -1 : 1));
  };
}

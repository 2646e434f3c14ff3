import type { SpendKind } from '@kabinet/contract';

/** A number's charges in a month as the billing rated them (decision 030): tiyn, in all and by kind. */
export interface NumberMonthCharges {
  msisdn: string;
  spent: number;
  /** the month's charges by kind (spec §9 spend kinds); they sum to `spent` */
  byKind: Record<SpendKind, number>;
}

export interface SpendPort {
  /**
   * The month's (YYYY-MM-01) charges of these numbers of the company (at most
   * MONTH_CHARGES_BATCH); a number the company does not have is left out, one without charges is 0.
   * Over the wire TMF678 appliedCustomerBillingRate, one rate per kind (decision 030). The portal
   * keeps what it read (its spend read model, the overview's) and checks the limits with it.
   */
  getMonthCharges(bin: string, msisdns: readonly string[], month: string): Promise<NumberMonthCharges[]>;
}

/** the most numbers one getMonthCharges call asks (a TMF630 `product.id` list in one URL) */
export const MONTH_CHARGES_BATCH = 200;

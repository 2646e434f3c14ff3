import type { SpendKind } from '@kabinet/contract';

/** A number's charges in a month as the billing rated them (decision 030): tiyn. */
export interface NumberMonthCharges {
  msisdn: string;
  spent: number;
}

/** What the overview reads from the operator's aggregates (decision 030), for one company. */
export interface SpendSummary {
  /**
   * per month (YYYY-MM-01) and kind, tiyn: the months asked for, zero rows left out; kind null when
   * narrowed to groups (the per-number month rows have no kinds)
   */
  months: { month: string; kind: SpendKind | null; amount: number }[];
  /** the given month by cost centre (null: none), tiyn */
  byCostCentre: { id: number | null; code: string | null; name: string | null; amount: number }[];
  topSpenders: { msisdn: string; label: string | null; spent: number }[];
  pendingOperations: number;
  /** the company's accounts together, tiyn */
  balance: number;
}

export interface SpendPort {
  /**
   * The month's (YYYY-MM-01) charges of these numbers of the company (at most
   * MONTH_CHARGES_BATCH); a number the company does not have is left out, one without charges is 0.
   * Over the wire TMF678 appliedCustomerBillingRate (decision 030, 2026-12-02).
   */
  getMonthCharges(bin: string, msisdns: readonly string[], month: string): Promise<NumberMonthCharges[]>;
  /** the company's spend aggregates: `months` months ending with `month`, the top spenders, pending work */
  getSpendSummary(
    bin: string,
    opts: {
      month: string;
      months: number;
      top: number;
      /** decision 029: only the numbers of these groups (null: all of the company's) */
      groupIds?: readonly string[] | null;
    },
  ): Promise<SpendSummary>;
}

/** the most numbers one getMonthCharges call asks (a TMF630 `product.id` list in one URL) */
export const MONTH_CHARGES_BATCH = 200;

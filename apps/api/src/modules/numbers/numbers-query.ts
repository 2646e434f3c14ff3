import type { Language, NumberFilters, NumberSort, SortDirection, SubscriberSearch } from '@kabinet/contract';

// decision 034: the numbers list's search, filters and order as the portal's index answers them
// (spec §2 Numbers list, §5 Search; decisions 004, 024, 029).

/**
 * The numbers search as applied (spec §5 Search; nulls for empty fields, mask '7' by default) and
 * the list's filters beside it (decision 024; absent or null: any).
 */
export type SubscriberSearchFilters = SubscriberSearch &
  Partial<NumberFilters> & {
    /**
     * decision 029: a scoped user's number groups (the portal's); only their numbers match.
     * Absent or null: every number of the company.
     */
    groupIds?: readonly string[] | null;
  };

/** decision 024: the list's order; every sort ends with the number. */
export interface ListOrder {
  sort: NumberSort;
  direction: SortDirection;
  /** tariffs sort by their name in this language */
  language: Language;
}

/** A 1-based page of the numbers list (spec §9: page size 10). */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** A row of the numbers export (decision 024): what a card shows, in the user's language. */
export interface NumberExportRow {
  msisdn: string;
  state: string;
  tariff: string;
  type: 'PREPAID' | 'POSTPAID';
  /** tiyn; null when the operator has none */
  balance: number | null;
  accountNumber: string | null;
  iccid: string | null;
  label: string | null;
  comment: string | null;
  /** decision 030: "code — name" of the number's cost centre, null when none */
  costCentre: string | null;
}

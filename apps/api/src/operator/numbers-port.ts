import type {
  Language,
  LocalizedText,
  NumberState,
  NumberFilters,
  NumberSort,
  SortDirection,
  SubscriberCard,
  SubscriberFlag,
  SubscriberSearch,
} from '@kabinet/contract';
import type { CompanyStanding, SubscriberContext } from './port.ts';

// The operator port's part for the company's numbers list (spec §2 Numbers, §5 Search) and the
// labels and comments the portal keeps on its numbers.

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

/** A 1-based page of the numbers list (spec §9: page size 10). */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export interface SubscriberSearchPage {
  /** the cards of the requested page, ordered by msisdn; empty beyond the last page */
  cards: SubscriberCard[];
  /** how many of the company's numbers match the filters */
  total: number;
  /** the company's standing, answered with the page (the list shows the debt); null when unknown */
  standing: CompanyStanding | null;
}

/** A label or comment change: the value before and after (null = none). */
export interface NoteChange {
  previous: string | null;
  current: string | null;
}

/**
 * decision 034: one of the company's lines as the portal's index holds it — what the numbers list
 * shows, filters and sorts on (TMF637: a product of the company with the profile's characteristics).
 */
export interface CompanyLine {
  msisdn: string;
  accountNumber: string;
  iccid: string;
  isEsim: boolean;
  tariff: { id: string; name: LocalizedText; isWorkmate: boolean };
  type: 'PREPAID' | 'POSTPAID';
  isM2MSubscriber: boolean;
  lcState: { lcStateId: number; name: LocalizedText; lcStateDate: string | null };
  /** spec §4 named state (PENDING while a block or unblock is being applied) */
  state: NumberState;
  remainingUnitsToSpend: number | null;
  creditLimit: number | null;
  availableByCreditLimitOrPiaBalance: number | null;
  /** the number's own spec §6 letter flags; null: the company profile's */
  ownFlags: SubscriberFlag[] | null;
  /** spec §5 roaming: the number is in a network abroad now */
  isInRoaming: boolean;
  /** a device registered to the number in the register (CEIR), not pending */
  hasRegisteredDevice: boolean;
}

/** decision 034: how many lines one read of `getCompanyLines` may ask for */
export const COMPANY_LINES_BATCH = 100;

/** decision 034: a TMF630 page of the company's lines, in msisdn order, with how many it has in all */
export interface CompanyLinesPage {
  lines: CompanyLine[];
  total: number;
}

export interface NumbersPort {
  /**
   * decision 034: a page of the company's lines in a stable order (msisdn), `offset` lines in, with
   * the company's count: the portal's index is filled from it batch by batch
   */
  listCompanyLines(bin: string, page: { offset: number; limit: number }): Promise<CompanyLinesPage>;
  /**
   * decision 034: lines of the company read again (after events, actions), at most
   * COMPANY_LINES_BATCH; a number the company does not have is left out of the answer
   */
  getCompanyLines(bin: string, msisdns: readonly string[]): Promise<CompanyLine[]>;
  /**
   * spec §2 Numbers list / §5 Search: one page of the company's numbers matching the filters,
   * in a stable order (msisdn), with the total count of matches.
   */
  searchSubscribers(
    bin: string,
    filters: SubscriberSearchFilters,
    page: PageRequest,
    context?: SubscriberContext,
    order?: ListOrder,
  ): Promise<SubscriberSearchPage>;
  /**
   * decision 024: every number matching the filters, in the list's order, read from a database
   * cursor in batches: memory does not grow with the company. Stopping the iteration closes it.
   */
  exportSubscribers(
    bin: string,
    filters: SubscriberSearchFilters,
    order: ListOrder,
  ): AsyncIterable<NumberExportRow>;
  /**
   * decision 023: the next batch of the company's numbers matching the filters, after `after` in
   * msisdn order (keyset), so a bulk job over "all N matching this search" never holds them all
   */
  selectSubscribers(
    bin: string,
    filters: SubscriberSearchFilters,
    after: string | null,
    limit: number,
  ): Promise<string[]>;
  /** sets (or with null deletes) a number's label; null when the company has no such number */
  setLabel(bin: string, msisdn: string, label: string | null): Promise<NoteChange | null>;
  /** sets (or with null deletes) a number's comment; null when the company has no such number */
  setComment(bin: string, msisdn: string, comment: string | null): Promise<NoteChange | null>;
}

import type { SubscriberCard, SubscriberSearch } from '@kabinet/contract';
import type { CompanyStanding, SubscriberContext } from './port.ts';

// The operator port's part for the company's numbers list (spec §2 Numbers, §5 Search) and the
// labels and comments the portal keeps on its numbers.

/** The numbers search as applied (spec §5 Search; nulls for empty fields, mask '7' by default). */
export type SubscriberSearchFilters = SubscriberSearch;

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

export interface NumbersPort {
  /**
   * spec §2 Numbers list / §5 Search: one page of the company's numbers matching the filters,
   * in a stable order (msisdn), with the total count of matches.
   */
  searchSubscribers(
    bin: string,
    filters: SubscriberSearchFilters,
    page: PageRequest,
    context?: SubscriberContext,
  ): Promise<SubscriberSearchPage>;
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

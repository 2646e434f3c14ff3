import type { Subscriber, SubscriberCard, SubscriberFlag, SubscriberSearch } from '@kabinet/contract';
import type { ControlsPort } from './controls-port.ts';
import type { DevicesPort } from './devices-port.ts';
import type { DocumentsPort } from './documents-port.ts';
import type { LifecyclePort } from './lifecycle-port.ts';
import type { OperationsPort } from './operations-port.ts';
import type { ProductsPort } from './products-port.ts';
import type { TransferPort } from './transfer-port.ts';
import type { EsimPort } from './esim-port.ts';
import type { ReportsPort } from './reports-port.ts';

/** The company as the operator's billing sees it. */
export interface CompanyStanding {
  /** overdue debt on the company's accounts (spec §6 is_debtor) */
  isDebtor: boolean;
  /** the overdue penalty notice applies (spec §6 penalty_notice, §9 0.1%/day capped at 10%) */
  isPenaltyNotice: boolean;
  /** total debt in tiyn */
  totalDebt: number;
}

/**
 * What the operator needs to know about the portal's company context to answer for a number:
 * spec §6 subscriber-level letter flags apply per number, and a number without its own flags
 * takes those of the company's feature profile.
 */
export interface SubscriberContext {
  /** the company profile's subscriberFlags (spec §6), used when the number has none of its own */
  defaultFlags: readonly SubscriberFlag[];
}

/** A number of the company, as the tenancy guard needs it: its own spec §6 letter flags, if any. */
export interface CompanyNumber {
  /** null when the number has no flags of its own: it takes the company profile's subscriberFlags */
  ownFlags: SubscriberFlag[] | null;
}

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

/**
 * Everything the portal needs from the operator's systems (DESIGN §1). Portal code talks only to
 * this port; the reference operator (./reference) implements it on the `operator` schema, and a
 * real operator's BSS adapter implements it against their APIs.
 * Every call names the company (BIN): an implementation must never answer for another company.
 */
export interface OperatorPort
  extends ProductsPort, LifecyclePort, OperationsPort, TransferPort, DevicesPort, DocumentsPort {
  /** the company's number with its own letter flags, or null when the company has no such number */
  findCompanyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null>;
  /** the full Subscriber of spec §3, or null when the company has no such number */
  getSubscriber(bin: string, msisdn: string, context?: SubscriberContext): Promise<Subscriber | null>;
  /** null when the operator does not know the company */
  getCompanyStanding(bin: string): Promise<CompanyStanding | null>;
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
  /** sets (or with null deletes) a number's label; null when the company has no such number */
  setLabel(bin: string, msisdn: string, label: string | null): Promise<NoteChange | null>;
  /** sets (or with null deletes) a number's comment; null when the company has no such number */
  setComment(bin: string, msisdn: string, comment: string | null): Promise<NoteChange | null>;
}

/** issue 10: the eSIM part of the port (declaration merging keeps the list above untouched). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperatorPort extends EsimPort {}
/**
 * issue 9: the number controls (controls-port.ts). Declared apart, so areas add their part of the
 * port without touching the line above; TypeScript merges the two declarations.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperatorPort extends ControlsPort {}
// issue 13: the reports' data (reports-port.ts), merged into the port
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperatorPort extends ReportsPort {}

import type { LocalizedText, NumberState, SubscriberFlag } from '@kabinet/contract';

// The operator port's part for the company's lines (decision 034): what the portal's index is filled
// from. The numbers list, its search, selection and export read that index; labels, comments and
// cost centres are the portal's own.

/**
 * decision 034: one of the company's lines as the portal's index holds it — what the numbers list
 * shows, filters and sorts on (TMF637: a product of the company with the profile's characteristics).
 */
export interface CompanyLine {
  msisdn: string;
  accountNumber: string;
  /** the billing account's kind (INDIVIDUAL, GENERAL): the subscribers report shows it */
  accountType: string;
  /** when the line was connected (ISO 8601) */
  activatedAt: string;
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
  /** spec §3 bans a bulk action switches (decision 034: its preview counts them in the index) */
  isSMS_USSDMgmBanEnabled: boolean;
  isMyKcellAccessBlocked: boolean;
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
}

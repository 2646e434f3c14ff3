import type { Subscriber } from '@kabinet/contract';

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
 * Everything the portal needs from the operator's systems (DESIGN §1). Portal code talks only to
 * this port; the reference operator (./reference) implements it on the `operator` schema, and a
 * real operator's BSS adapter implements it against their APIs.
 * Every call names the company (BIN): an implementation must never answer for another company.
 */
export interface OperatorPort {
  /** does the number belong to the company? */
  isCompanyNumber(bin: string, msisdn: string): Promise<boolean>;
  /** the full Subscriber of spec §3, or null when the company has no such number */
  getSubscriber(bin: string, msisdn: string): Promise<Subscriber | null>;
  /** null when the operator does not know the company */
  getCompanyStanding(bin: string): Promise<CompanyStanding | null>;
}

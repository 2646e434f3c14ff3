import type { SubscriberFlag } from '@kabinet/contract';
import type { BansPort } from './bans-port.ts';
import type { BulkPort } from './bulk-port.ts';
import type { DevicesPort } from './devices-port.ts';
import type { DocumentsPort } from './documents-port.ts';
import type { EsimPort } from './esim-port.ts';
import type { ForwardingPort } from './forwarding-port.ts';
import type { LifecyclePort } from './lifecycle-port.ts';
import type { MailboxPort } from './mailbox-port.ts';
import type { NumberPort } from './number-port.ts';
import type { NumbersPort } from './numbers-port.ts';
import type { OperationsPort } from './operations-port.ts';
import type { ReportsPort } from './reports-port.ts';
import type { ServicesPort } from './services-port.ts';
import type { SimPort } from './sim-port.ts';
import type { SpendPort } from './spend-port.ts';
import type { TransferPort } from './transfer-port.ts';

/** The company as the operator's billing sees it. */
export interface CompanyStanding {
  /** overdue debt on the company's accounts (spec §6 is_debtor) */
  isDebtor: boolean;
  /** the overdue penalty notice applies (spec §6 penalty_notice, §9 0.1%/day capped at 10%) */
  isPenaltyNotice: boolean;
  /** total debt in tiyn */
  totalDebt: number;
  /** the company's personal accounts' balances together, tiyn (the overview's money tile) */
  balance: number;
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

/**
 * Everything the portal needs from the operator's systems (DESIGN §1), one part per area
 * (`<area>-port.ts`). Portal code talks only to this port; the reference operator (./reference)
 * implements it on the `operator` schema, and a real operator's BSS adapter implements it against
 * their APIs. Every call names the company (BIN): an implementation must never answer for another
 * company.
 */
export interface OperatorPort
  extends
    NumbersPort,
    NumberPort,
    ServicesPort,
    LifecyclePort,
    SimPort,
    EsimPort,
    ForwardingPort,
    BansPort,
    DevicesPort,
    TransferPort,
    DocumentsPort,
    ReportsPort,
    MailboxPort,
    OperationsPort,
    BulkPort,
    SpendPort {
  /** the company's number with its own letter flags, or null when the company has no such number */
  findCompanyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null>;
  /** null when the operator does not know the company */
  getCompanyStanding(bin: string): Promise<CompanyStanding | null>;
}

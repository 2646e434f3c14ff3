import type { BansState, BulkCatalogueProduct, SubscriberFlag } from '@kabinet/contract';
import type { SubscriberSearchFilters } from './numbers-port.ts';

// The operator port's part for bulk actions (decision 023): what a selection would give before a
// job is made, the catalogue a job can connect from, and the labels its result shows.

/** What a number already is when an action would leave it unchanged (spec §4 states and toggles). */
export type BulkTargetState =
  | { kind: 'lc_state'; lcStateId: number }
  | { kind: 'sms_ussd_ban'; isSet: boolean }
  | { kind: 'app_access_blocked'; isSet: boolean }
  // decision 030: the cost centre the number is in (null: none), its limit (null: none)
  | { kind: 'cost_centre'; costCentreId: number | null }
  | { kind: 'spend_limit'; limit: BulkSpendLimit | null };

export interface BulkSpendLimit {
  /** tiyn */
  monthlyLimit: number;
  blockAtLimit: boolean;
}

/** A bulk job's numbers: listed (in order, repeats kept) or all matching the numbers search. */
export type BulkPortSelection = { msisdns: readonly string[] } | { search: SubscriberSearchFilters };

export interface BulkSelectionCounts {
  total: number;
  /** a number listed again after its first place */
  duplicates: number;
  /** not a number of the company (first listings only) */
  notInCompany: number;
  /** the company's, without the letter flag the action needs (spec §6) */
  withoutFlag: number;
  /** the company's, with the flag, already as the action leaves it */
  alreadyInState: number;
}

/** A number of the company as bulk work sees it: its label, its own letter flags, its state. */
export interface BulkNumber {
  label: string | null;
  /** null: the company profile's flags (spec §6) */
  ownFlags: SubscriberFlag[] | null;
  state: BansState;
  /** decision 030 */
  costCentreId: number | null;
  spendLimit: BulkSpendLimit | null;
}

export interface BulkPort {
  /**
   * decision 023: one statement over the selection counts what a job would skip or refuse before
   * the operator is asked; the numbers never leave the database
   */
  countBulkSelection(
    bin: string,
    selection: BulkPortSelection,
    check: {
      flag: SubscriberFlag | null;
      /** the company profile's letter flags, for numbers without their own (spec §6) */
      defaultFlags: readonly SubscriberFlag[];
      target: BulkTargetState | null;
    },
  ): Promise<BulkSelectionCounts>;
  /** the catalogue's products on sale for any of the company's tariffs, in display order */
  bulkCatalogue(bin: string): Promise<BulkCatalogueProduct[]>;
  /**
   * those of `msisdns` that are the company's numbers (others are left out), as a job's page, its
   * result file and an upload's checks need them
   */
  bulkNumbersOf(bin: string, msisdns: readonly string[]): Promise<Map<string, BulkNumber>>;
}

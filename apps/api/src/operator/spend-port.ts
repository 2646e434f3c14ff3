import type { LocalizedText, SpendKind } from '@kabinet/contract';

/** A number's monthly spend limit as the operator keeps it (decision 030). */
export interface SpendLimit {
  /** tiyn */
  monthlyLimit: number;
  blockAtLimit: boolean;
  /** the month whose charges reached the limit with blockAtLimit (YYYY-MM-01): outgoing barred in it */
  blockedMonth: string | null;
}

export interface NumberSpendRecord {
  /** the month's charges, tiyn */
  spent: number;
  limit: SpendLimit | null;
}

/** The operator's event: a number's charges reached 80 % or 100 % of its limit in a month. */
export interface SpendCrossing {
  id: number;
  bin: string;
  msisdn: string;
  month: string;
  threshold: 80 | 100;
  monthlyLimit: number;
  spent: number;
  /** outgoing traffic was barred at this crossing */
  blocked: boolean;
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
  states: { lcStateId: number; names: LocalizedText; count: number }[];
  topSpenders: { msisdn: string; label: string | null; spent: number }[];
  limits: { near: number; over: number; blocked: number };
  lowPrepaid: number;
  pendingOperations: number;
  /** the company's accounts together, tiyn */
  balance: number;
}

export interface SpendPort {
  /** the number's charges in the month (YYYY-MM-01) and its limit; null when not the company's */
  getNumberSpend(bin: string, msisdn: string, month: string): Promise<NumberSpendRecord | null>;
  /**
   * Sets the limit, counting from `month`. A bar on outgoing is lifted when the month's charges are
   * now under the limit (raised) or blockAtLimit is off, and set when they already reach it with it on.
   * Returns what the bar was and is; null when not the company's number.
   */
  setSpendLimit(
    bin: string,
    msisdn: string,
    limit: { monthlyLimit: number; blockAtLimit: boolean; month: string },
  ): Promise<{ wasBlocked: boolean; isBlocked: boolean } | null>;
  /** removes the limit and the bar it caused; null when not the company's number */
  removeSpendLimit(bin: string, msisdn: string): Promise<{ wasBlocked: boolean } | null>;
  /** crossings not yet acknowledged, oldest first */
  listSpendCrossings(limit: number): Promise<SpendCrossing[]>;
  acknowledgeSpendCrossings(ids: readonly number[]): Promise<void>;
  /** lifts the bars of months before `month` (the 1st came): the numbers lifted */
  liftSpendBlocks(month: string): Promise<{ bin: string; msisdn: string }[]>;
  /** the company's spend aggregates: `months` months ending with `month`, its states, limits, pending work */
  getSpendSummary(
    bin: string,
    opts: {
      month: string;
      months: number;
      top: number;
      lowPrepaidBelow: number;
      nearPercent: number;
      /** decision 029: only the numbers of these groups (null: all of the company's) */
      groupIds?: readonly string[] | null;
    },
  ): Promise<SpendSummary>;
}

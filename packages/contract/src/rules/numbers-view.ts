// The numbers list as a working tool (decision 024): the filters beside spec §5's search, the
// sorts, the page sizes and the export's choices. Without zod: the browser's first screen reads
// them (decision 015); the schemas are in ../numbers.ts.

/**
 * A number's state as the filter offers it: the lifecycle states of spec §4 (20 active, 42 blocked,
 * 44 pre-disconnected) and the operator's PENDING state (a change not yet completed).
 */
export const NUMBER_STATE_FILTERS = ['ACTIVE', 'BLOCKED', 'PRE_DISCONNECTED', 'PENDING'] as const;
export type NumberStateFilter = (typeof NUMBER_STATE_FILTERS)[number];

/** What the list can be sorted by; every sort ends with the number, so pages are stable. */
export const NUMBER_SORTS = ['msisdn', 'label', 'state', 'tariff', 'balance'] as const;
export type NumberSort = (typeof NUMBER_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** spec §9 shows 10 numbers a page; the list offers more for administrators of large companies. */
export const NUMBERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export type NumbersPageSize = (typeof NUMBERS_PAGE_SIZES)[number];
export const NUMBERS_MAX_PAGE_SIZE = 100;

export const SIM_KINDS = ['SIM', 'ESIM'] as const;
export type SimKind = (typeof SIM_KINDS)[number];

/** The export's formats; CSV with ';' (Excel in a Russian locale) or ','. */
export const NUMBERS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type NumbersExportFormat = (typeof NUMBERS_EXPORT_FORMATS)[number];
export const CSV_SEPARATORS = ['semicolon', 'comma'] as const;
/** decision 030: a number's spend this month against its limit (80 % and more, reached, outgoing barred) */
export const SPEND_LEVELS = ['near', 'over', 'blocked'] as const;
export type SpendLevel = (typeof SPEND_LEVELS)[number];
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** The filters of the numbers list beside the spec's search fields; null is "any". */
export interface NumberFilters {
  states: NumberStateFilter[] | null;
  tariffId: string | null;
  /** a whole personal account (the spec's accountNumber field stays a prefix) */
  account: string | null;
  simKind: SimKind | null;
  inRoaming: boolean | null;
  hasLabel: boolean | null;
  hasComment: boolean | null;
  /** tiyn: the balance is below this amount (strictly) */
  balanceBelow: number | null;
  /** tiyn: the balance is above this amount (strictly) */
  balanceAbove: number | null;
  deviceRegistered: boolean | null;
  /** decision 030: the number's cost centre, or 'none' for numbers without one */
  costCentre: number | 'none' | null;
  /** decision 030: the number's spend this month against its limit */
  spendLevel: SpendLevel | null;
}

export const NUMBER_FILTER_KEYS = [
  'states',
  'tariffId',
  'account',
  'simKind',
  'inRoaming',
  'hasLabel',
  'hasComment',
  'balanceBelow',
  'balanceAbove',
  'deviceRegistered',
  'costCentre',
  'spendLevel',
] as const satisfies readonly (keyof NumberFilters)[];

export const NO_NUMBER_FILTERS: NumberFilters = {
  states: null,
  tariffId: null,
  account: null,
  simKind: null,
  inRoaming: null,
  hasLabel: null,
  hasComment: null,
  balanceBelow: null,
  balanceAbove: null,
  deviceRegistered: null,
  costCentre: null,
  spendLevel: null,
};

/** The largest balance a filter accepts, in tiyn: 1 billion tenge. */
export const BALANCE_FILTER_MAX_TIYN = 100_000_000_000;

import { TIYN_PER_TENGE } from '@kabinet/contract/constants';
import {
  BALANCE_FILTER_MAX_TIYN,
  NO_NUMBER_FILTERS,
  NUMBER_SORTS,
  NUMBER_STATE_FILTERS,
  NUMBERS_PAGE_SIZES,
  SIM_KINDS,
  SORT_DIRECTIONS,
  SPEND_LEVELS,
  type NumberFilters,
  type NumberSort,
  type NumbersPageSize,
  type SortDirection,
} from '@kabinet/contract/rules/numbers-view';

/**
 * The list's filters beside the spec's search, its order and its page size, as the URL holds them
 * (decision 024): a reload, back/forward or a pasted link restores the same list. A parameter that
 * is not understood (an old link, a hand edit) is left out and named, so the screen can say so.
 */
export interface ListView {
  filters: NumberFilters;
  sort: NumberSort;
  direction: SortDirection;
  size: NumbersPageSize;
}

export const DEFAULT_VIEW: ListView = {
  filters: NO_NUMBER_FILTERS,
  sort: 'msisdn',
  direction: 'asc',
  size: 10,
};

/** The URL search-param names of the view (the spec's search fields keep theirs). */
export const VIEW_PARAM = {
  states: 'state',
  tariffId: 'tariff',
  account: 'inAccount',
  simKind: 'sim',
  inRoaming: 'roaming',
  hasLabel: 'hasLabel',
  hasComment: 'hasComment',
  balanceBelow: 'balanceBelow',
  balanceAbove: 'balanceAbove',
  deviceRegistered: 'device',
  costCentre: 'costCentre',
  spendLevel: 'spend',
  sort: 'sort',
  direction: 'dir',
  size: 'size',
} as const satisfies Record<keyof NumberFilters | 'sort' | 'direction' | 'size', string>;

const YES = 'yes';
const NO = 'no';

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** '500', '500.5' or '500,50' tenge → tiyn; null when it is not such an amount. */
export function tengeToTiyn(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const tiyn = Number(match[1]) * TIYN_PER_TENGE + Number((match[2] ?? '').padEnd(2, '0'));
  return tiyn <= BALANCE_FILTER_MAX_TIYN ? tiyn : null;
}

/** tiyn → the shortest tenge text: 50000 → '500', 50050 → '500.5'. */
export function tiynToTenge(tiyn: number): string {
  const cents = tiyn % TIYN_PER_TENGE;
  const whole = String(Math.floor(tiyn / TIYN_PER_TENGE));
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

type Reader<T> = (raw: string) => T | undefined;
const yesNo: Reader<boolean> = (raw) => (raw === YES ? true : raw === NO ? false : undefined);
const FILTER_READERS: { [K in keyof NumberFilters]: Reader<NonNullable<NumberFilters[K]>> } = {
  states: (raw) => {
    const states: string[] = raw.split(',');
    const known = states.filter((s) => oneOf(NUMBER_STATE_FILTERS, s));
    return known.length === states.length ? [...new Set(known)] : undefined;
  },
  tariffId: (raw) => (/^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined),
  account: (raw) => (/^\d{1,18}$/.test(raw) ? raw : undefined),
  simKind: (raw) => (oneOf(SIM_KINDS, raw) ? raw : undefined),
  inRoaming: yesNo,
  hasLabel: yesNo,
  hasComment: yesNo,
  balanceBelow: (raw) => tengeToTiyn(raw) ?? undefined,
  balanceAbove: (raw) => tengeToTiyn(raw) ?? undefined,
  deviceRegistered: yesNo,
  costCentre: (raw) => (raw === 'none' ? 'none' : /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined),
  spendLevel: (raw) => (oneOf(SPEND_LEVELS, raw) ? raw : undefined),
};

/** The view a URL carries, and the names of the parameters it had to leave out. */
export function viewFromParams(params: URLSearchParams): { view: ListView; ignored: string[] } {
  const ignored: string[] = [];
  const read = <T>(name: string, reader: Reader<T>): T | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const value = reader(raw);
    if (value === undefined) ignored.push(name);
    return value;
  };
  const filters = { ...NO_NUMBER_FILTERS } as Record<keyof NumberFilters, unknown>;
  for (const key of Object.keys(FILTER_READERS) as (keyof NumberFilters)[])
    filters[key] = read(VIEW_PARAM[key], FILTER_READERS[key] as Reader<unknown>) ?? null;
  const sort = read(VIEW_PARAM.sort, (raw) => (oneOf(NUMBER_SORTS, raw) ? raw : undefined));
  const direction = read(VIEW_PARAM.direction, (raw) => (oneOf(SORT_DIRECTIONS, raw) ? raw : undefined));
  const size = read(VIEW_PARAM.size, (raw) => {
    const n = Number(raw);
    return oneOf(NUMBERS_PAGE_SIZES, n) ? n : undefined;
  });
  return {
    view: {
      filters: filters as unknown as NumberFilters,
      sort: sort ?? DEFAULT_VIEW.sort,
      direction: direction ?? DEFAULT_VIEW.direction,
      size: size ?? DEFAULT_VIEW.size,
    },
    ignored,
  };
}

function writeFilter(key: keyof NumberFilters, value: NumberFilters[keyof NumberFilters]): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  if (key === 'balanceBelow' || key === 'balanceAbove') return tiynToTenge(value as number);
  return String(value);
}

/** Adds the view to a URL's parameters: only what differs from the default list. */
export function appendView(params: URLSearchParams, view: ListView): URLSearchParams {
  for (const key of Object.keys(FILTER_READERS) as (keyof NumberFilters)[]) {
    const text = writeFilter(key, view.filters[key]);
    if (text !== null) params.set(VIEW_PARAM[key], text);
  }
  if (view.sort !== DEFAULT_VIEW.sort) params.set(VIEW_PARAM.sort, view.sort);
  if (view.direction !== DEFAULT_VIEW.direction) params.set(VIEW_PARAM.direction, view.direction);
  if (view.size !== DEFAULT_VIEW.size) params.set(VIEW_PARAM.size, String(view.size));
  return params;
}

/** The filters that are set, in the order the chips show them. */
export const activeFilterKeys = (filters: NumberFilters): (keyof NumberFilters)[] =>
  (Object.keys(FILTER_READERS) as (keyof NumberFilters)[]).filter((key) => filters[key] !== null);

/**
 * The tariff and account filters that name something the company does not have (an old link, a
 * tariff since retired): they would only ever find nothing, so they are dropped with a notice.
 */
export function unknownChoices(
  filters: NumberFilters,
  options: { tariffs: { id: string }[]; accounts: string[] } | undefined,
): ('tariffId' | 'account')[] {
  if (!options) return [];
  const unknown: ('tariffId' | 'account')[] = [];
  if (filters.tariffId !== null && !options.tariffs.some((tariff) => tariff.id === filters.tariffId))
    unknown.push('tariffId');
  if (filters.account !== null && !options.accounts.includes(filters.account)) unknown.push('account');
  return unknown;
}

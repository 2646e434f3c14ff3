import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { appendView, viewFromParams, type ListView } from './list-view.ts';
import { NO_NUMBER_FILTERS } from '@kabinet/contract/rules/numbers-view';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  pageFromParams,
  PARAM,
  paramsFromFilters,
  type SearchFilters,
} from './search-filters.ts';

/** The URL of a list: the spec's search, the view (filters, order, size) and the page. */
export const listParams = (filters: SearchFilters, view: ListView, page: number): URLSearchParams =>
  appendView(paramsFromFilters(filters, page), view);

/** The spec's search parameters a URL has that its filters could not keep as they are. */
function ignoredSearchParams(params: URLSearchParams, filters: SearchFilters): string[] {
  const ignored = (Object.keys(filters) as (keyof SearchFilters)[])
    .filter((key) => {
      const raw = params.get(PARAM[key]);
      return raw !== null && raw.trim() !== '' && raw.trim() !== filters[key];
    })
    .map((key): string => PARAM[key]);
  const page = params.get(PARAM.page);
  if (page !== null && String(pageFromParams(params)) !== page) ignored.push(PARAM.page);
  return ignored;
}

/**
 * The numbers search and the list's view live in the URL (DESIGN §6, decision 024): each search,
 * filter, order or page is a history entry, so back/forward, reload and a pasted link keep them.
 * `ignored` names the parameters the URL had that could not be understood.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const { view, ignored } = useMemo(() => {
    const read = viewFromParams(params);
    return { view: read.view, ignored: [...ignoredSearchParams(params, filters), ...read.ignored] };
  }, [key, filters]);
  const page = pageFromParams(params);

  /** Applies the filters from page 1; false when the URL already says exactly that. */
  const search = useCallback(
    (next: SearchFilters): boolean => {
      const nextParams = listParams(next, view, 1);
      if (nextParams.toString() === key) return false;
      setParams(nextParams);
      return true;
    },
    [key, view, setParams],
  );

  /** Changes the view from page 1 (a new filter, order or size starts the list again). */
  const changeView = useCallback(
    (next: Partial<ListView>) => setParams(listParams(filters, { ...view, ...next }, 1)),
    [filters, view, setParams],
  );

  /** Clears the search and every filter, keeping the order and the page size. */
  const clearAll = useCallback(
    () => setParams(listParams(EMPTY_FILTERS, { ...view, filters: NO_NUMBER_FILTERS }, 1)),
    [view, setParams],
  );

  /** `replace`: correct the URL (a page past the end) without a history entry of its own */
  const goToPage = useCallback(
    (nextPage: number, options: { replace?: boolean } = {}) =>
      setParams(listParams(filters, view, nextPage), options),
    [filters, view, setParams],
  );

  /**
   * Writes the URL as it was understood, leaving out what was not and the filters `unknown` names
   * (no history entry).
   */
  const dropIgnored = useCallback(
    (unknown: (keyof ListView['filters'])[] = []) => {
      const cleared = Object.fromEntries(unknown.map((key) => [key, null]));
      setParams(listParams(filters, { ...view, filters: { ...view.filters, ...cleared } }, page), {
        replace: true,
      });
    },
    [filters, view, page, setParams],
  );

  return { filters, view, page, ignored, search, changeView, clearAll, goToPage, dropIgnored };
}

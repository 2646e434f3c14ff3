import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  pageFromParams,
  paramsFromFilters,
  type SearchFilters,
} from './search-filters.ts';

/**
 * The numbers search lives in the URL (DESIGN §6): each search or page is a history entry,
 * so back/forward and reload keep them.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const page = pageFromParams(params);

  /** Applies the filters from page 1; false when the URL already says exactly that. */
  const search = useCallback(
    (next: SearchFilters): boolean => {
      const nextParams = paramsFromFilters(next, 1);
      if (nextParams.toString() === key) return false;
      setParams(nextParams);
      return true;
    },
    [key, setParams],
  );

  /** `replace`: correct the URL (a page past the end) without a history entry of its own */
  const goToPage = useCallback(
    (nextPage: number, options: { replace?: boolean } = {}) =>
      setParams(paramsFromFilters(filters, nextPage), options),
    [filters, setParams],
  );

  return { filters, page, search, goToPage };
}

import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kabinet/contract/constants';
import type { NumbersSearchInput, SubscribersQuery } from '@kabinet/contract/numbers';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { storage } from '../../shared/storage/storage.ts';
import { numbersKeys } from './numbers-keys.ts';
import { DEFAULT_VIEW, viewFromParams, type ListView } from './list-view.ts';
import { filtersFromParams, pageFromParams, toSearchBody, type SearchFilters } from './search-filters.ts';
import { numbersRoutes } from '@kabinet/contract/route-refs';

/** While the operator still assembles the list (status PROCESSING), ask again this often. */
const PROCESSING_POLL_MS = 2_000;

/**
 * The request body: the spec's search fields (spec §5/§7) and the list's filters that are set
 * (decision 024; an absent filter is "any", so the spec's body stays as it was without them).
 */
export const listBody = (filters: SearchFilters, view: ListView): NumbersSearchInput => ({
  ...toSearchBody(filters),
  ...Object.fromEntries(Object.entries(view.filters).filter(([, value]) => value !== null)),
});

/**
 * The query string: page, size and order. Only a tariff sort depends on the language (tariff
 * names), so only then does the language join the query and its cache key.
 */
export function listQuery(view: ListView, pageNumber: number, language: Language): Partial<SubscribersQuery> {
  const query: Partial<SubscribersQuery> = { pageNumber, pageSize: view.size };
  if (view.sort !== DEFAULT_VIEW.sort) query.sort = view.sort;
  if (view.direction !== DEFAULT_VIEW.direction) query.direction = view.direction;
  if (view.sort === 'tariff') query.language = language;
  return query;
}

/** spec §7 POST /api/customers/subscribers: one page of the company's numbers. */
const searchQuery = (bin: string, body: NumbersSearchInput, query: Partial<SubscribersQuery>) =>
  queryOptions({
    queryKey: numbersKeys.search(bin, body, query),
    queryFn: ({ signal }) => callApi(numbersRoutes.search, { query, body, bin, signal }),
  });

export function useSubscribersSearch(filters: SearchFilters, view: ListView, pageNumber: number) {
  const { bin } = useCompany();
  const language = useLanguage();
  return useQuery({
    ...searchQuery(bin ?? '', listBody(filters, view), listQuery(view, pageNumber, language)),
    enabled: bin !== null,
    // paging keeps the previous page on screen (dimmed) until the next one arrives
    placeholderData: keepPreviousData,
    // decision 027: a number whose block or unblock is still being applied reads PENDING until it is
    refetchInterval: (query) =>
      query.state.data?.status === 'PROCESSING' || query.state.data?.data.some((c) => c.state === 'PENDING')
        ? PROCESSING_POLL_MS
        : false,
  });
}

/**
 * The list of the URL's search, asked for as soon as the company is known — beside its feature
 * profile rather than after it, so /numbers paints one round trip sooner (decision 015).
 */
export function prefetchNumbersList(queryClient: QueryClient, bin: string, search: string): void {
  const params = new URLSearchParams(search);
  const { view } = viewFromParams(params);
  const stored = storage.getLanguage();
  void queryClient.prefetchQuery(
    searchQuery(
      bin,
      listBody(filtersFromParams(params), view),
      listQuery(view, pageFromParams(params), isLanguage(stored) ? stored : DEFAULT_LANGUAGE),
    ),
  );
}

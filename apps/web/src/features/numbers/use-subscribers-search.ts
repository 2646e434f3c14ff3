import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SUBSCRIBERS_PAGE_SIZE } from '@kabinet/contract/constants';
import type { SubscriberSearch } from '@kabinet/contract/rules/search';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numbersKeys } from './numbers-keys.ts';
import { filtersFromParams, pageFromParams, toSearchBody } from './search-filters.ts';
import { numbersRoutes } from '@kabinet/contract/route-refs';

/** While the operator still assembles the list (status PROCESSING), ask again this often. */
const PROCESSING_POLL_MS = 2_000;

/** spec §7 POST /api/customers/subscribers?pageNumber&pageSize=10: one page of the company's numbers. */
const searchQuery = (bin: string, body: SubscriberSearch, pageNumber: number) =>
  queryOptions({
    queryKey: numbersKeys.search(bin, body, pageNumber),
    queryFn: ({ signal }) =>
      callApi(numbersRoutes.search, {
        query: { pageNumber, pageSize: SUBSCRIBERS_PAGE_SIZE },
        body,
        bin,
        signal,
      }),
  });

export function useSubscribersSearch(body: SubscriberSearch, pageNumber: number) {
  const { bin } = useCompany();
  return useQuery({
    ...searchQuery(bin ?? '', body, pageNumber),
    enabled: bin !== null,
    // paging keeps the previous page on screen (dimmed) until the next one arrives
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? PROCESSING_POLL_MS : false),
  });
}

/**
 * The list of the URL's search, asked for as soon as the company is known — beside its feature
 * profile rather than after it, so /numbers paints one round trip sooner (decision 015).
 */
export function prefetchNumbersList(queryClient: QueryClient, bin: string, search: string): void {
  const params = new URLSearchParams(search);
  void queryClient.prefetchQuery(
    searchQuery(bin, toSearchBody(filtersFromParams(params)), pageFromParams(params)),
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUBSCRIBERS_PAGE_SIZE } from '@kabinet/contract/constants';
import { numbersRoutes } from '@kabinet/contract/numbers';
import type { SubscriberSearch } from '@kabinet/contract/rules/search';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numbersKeys } from './numbers-keys.ts';

/** While the operator still assembles the list (status PROCESSING), ask again this often. */
const PROCESSING_POLL_MS = 2_000;

/** spec §7 POST /api/customers/subscribers?pageNumber&pageSize=10: one page of the company's numbers. */
export function useSubscribersSearch(body: SubscriberSearch, pageNumber: number) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numbersKeys.search(bin ?? '', body, pageNumber),
    queryFn: ({ signal }) =>
      callApi(numbersRoutes.search, {
        query: { pageNumber, pageSize: SUBSCRIBERS_PAGE_SIZE },
        body,
        signal,
      }),
    enabled: bin !== null,
    // paging keeps the previous page on screen (dimmed) until the next one arrives
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? PROCESSING_POLL_MS : false),
  });
}

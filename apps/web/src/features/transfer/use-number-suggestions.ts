import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIBERS_PAGE_SIZE } from '@kabinet/contract/constants';
import type { SubscriberCard } from '@kabinet/contract/numbers';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { transferKeys } from './transfer-keys.ts';
import { numbersRoutes } from '@kabinet/contract/route-refs';

const searchNumbers = (digits: string, signal?: AbortSignal) =>
  callApi(numbersRoutes.search, {
    query: { pageNumber: 1, pageSize: SUBSCRIBERS_PAGE_SIZE },
    // spec §5 Search: the default number mask is '7'
    body: { msisdnPart: digits || '7' },
    signal,
  });

/** The company's numbers containing the typed digits (first page), for the pickers' suggestions. */
export function useNumberSuggestions(digits: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: transferKeys.suggestions(bin ?? '', digits),
    queryFn: ({ signal }) => searchNumbers(digits, signal),
    enabled: bin !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The card of exactly this number, or null when the company has no such number. */
export function useFindNumber() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return async (msisdn: string): Promise<SubscriberCard | null> => {
    const list = await queryClient.fetchQuery({
      queryKey: transferKeys.suggestions(bin ?? '', msisdn),
      queryFn: ({ signal }) => searchNumbers(msisdn, signal),
      staleTime: 0,
    });
    return list.data.find((card) => card.msisdn === msisdn) ?? null;
  };
}

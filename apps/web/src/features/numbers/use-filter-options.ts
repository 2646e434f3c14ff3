import { useQuery } from '@tanstack/react-query';
import { numbersRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numbersKeys } from './numbers-keys.ts';

/** decision 024: the company's tariffs and personal accounts for the list's filters. */
export function useFilterOptions(isNeeded = true) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numbersKeys.filterOptions(bin ?? ''),
    queryFn: ({ signal }) => callApi(numbersRoutes.filterOptions, { bin: bin ?? undefined, signal }),
    enabled: bin !== null && isNeeded,
    // tariffs and accounts change rarely; a list session does not need them fresh
    staleTime: 5 * 60_000,
  });
}

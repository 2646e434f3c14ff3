import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { bansKeys } from './bans-keys.ts';
import { bansRoutes } from '@kabinet/contract/route-refs';

/** GET /controls: the bans and app access the toggle modals offer Set or Remove for. */
export function useBansState(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: bansKeys.state(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(bansRoutes.state, { params: { msisdn }, signal }),
    enabled: !!bin,
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { forwardingKeys } from './forwarding-keys.ts';
import { forwardingRoutes } from '@kabinet/contract/route-refs';

/** GET /forwarding: the current forwarding settings (spec §3 forwarding). */
export function useForwarding(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: forwardingKeys.forwarding(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(forwardingRoutes.getForwarding, { params: { msisdn }, signal }),
    enabled: !!bin,
    staleTime: 0,
  });
}

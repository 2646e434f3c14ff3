import { useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@kabinet/contract';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberDetailKeys } from './number-detail-keys.ts';
import { hasPending } from './service-rows.ts';

/** How often the page asks again while a service request is pending (spec §4 Service). */
export const PENDING_POLL_MS = 1_500;

export const subscriberPath = (msisdn: string) => `/api/subscribers/${encodeURIComponent(msisdn)}`;

/** GET /api/subscribers/{msisdn}; polls while the operator has not completed a request. */
export function useSubscriber(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.info(bin ?? '', msisdn),
    queryFn: ({ signal }) => apiRequest<Subscriber>(subscriberPath(msisdn), { signal }),
    enabled: !!bin,
    // the page itself leaves for the list on failure (spec §4 Detail page)
    meta: { silent: true },
    retry: false,
    refetchInterval: (query) => (hasPending(query.state.data?.services) ? PENDING_POLL_MS : false),
  });
}

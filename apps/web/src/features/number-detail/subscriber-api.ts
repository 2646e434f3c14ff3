import { useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@kabinet/contract';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberDetailKeys } from './number-detail-keys.ts';

export const subscriberPath = (msisdn: string) => `/api/subscribers/${encodeURIComponent(msisdn)}`;

/** GET /api/subscribers/{msisdn}: the number's information (spec §2 Number detail). */
export function useSubscriber(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.info(bin ?? '', msisdn),
    queryFn: ({ signal }) => apiRequest<Subscriber>(subscriberPath(msisdn), { signal }),
    enabled: !!bin,
    // the page itself leaves for the list on failure (spec §4 Detail page)
    meta: { silent: true },
    retry: false,
  });
}

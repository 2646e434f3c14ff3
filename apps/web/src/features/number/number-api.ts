import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '@kabinet/contract/number';
import { displayStatusOf } from '@kabinet/contract/rules/lifecycle';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import type { StateChangeResult } from '../lifecycle/index.ts';
import { numberKeys } from './number-keys.ts';
import { numberRoutes } from '@kabinet/contract/route-refs';

/** GET /api/subscribers/{msisdn}: the number's information (spec §2 Number detail). */
export function useSubscriber(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberKeys.info(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(numberRoutes.get, { params: { msisdn }, signal }),
    enabled: !!bin,
    // the page itself leaves for the list on failure (spec §4 Detail page)
    meta: { silent: true },
    retry: false,
  });
}

/** A successful block/unblock shows its new state and date at once, before the info comes back. */
export function useApplyStateChange(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return (result: StateChangeResult) =>
    queryClient.setQueryData<Subscriber>(numberKeys.info(bin ?? '', msisdn), (old) =>
      old
        ? {
            ...old,
            lcState: result.lcState,
            state: result.state,
            status: displayStatusOf(result.lcState.lcStateId),
          }
        : old,
    );
}

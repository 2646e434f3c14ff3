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
    // decision 027: a block or unblock being applied reads PENDING; ask again until it is done
    refetchInterval: (query) => (query.state.data?.state === 'PENDING' ? PENDING_POLL_MS : false),
  });
}

const PENDING_POLL_MS = 2_000;

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
            status: displayStatusOf(result.lcState.lcStateId, result.state),
          }
        : old,
    );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StateEligibility, Subscriber } from '@kabinet/contract';
import type { stateChangeResultSchema } from '@kabinet/contract/services';
import type { z } from 'zod';
import { displayStatusOf } from '@kabinet/contract/rules/lifecycle';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { invalidateNumbersLists, numberDetailKeys } from './number-detail-keys.ts';
import { subscriberPath } from './subscriber-api.ts';
import type { StateChangeAction } from './number-status.ts';

export type StateChangeResult = z.infer<typeof stateChangeResultSchema>;

/** GET /state/eligible: products that forbid a status change, asked when the modal opens. */
export function useStateEligibility(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.eligible(bin ?? '', msisdn),
    queryFn: ({ signal }) =>
      apiRequest<StateEligibility>(`${subscriberPath(msisdn)}/state/eligible`, { signal }),
    enabled: enabled && !!bin,
    staleTime: 0,
  });
}

/**
 * PUT /suspend or /activate (spec §4 Number lifecycle). On success the new state and date show
 * at once and the numbers list is asked again. Failures are handled by the modal (CONFLICT texts).
 */
export function useStateChange(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StateChangeAction) =>
      apiRequest<StateChangeResult>(`${subscriberPath(msisdn)}/${action}`, { method: 'PUT' }),
    meta: { silent: true },
    onSuccess: (result) => {
      queryClient.setQueryData<Subscriber>(numberDetailKeys.info(bin ?? '', msisdn), (old) =>
        old
          ? {
              ...old,
              lcState: result.lcState,
              state: result.state,
              status: displayStatusOf(result.lcState.lcStateId),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: numberDetailKeys.all(bin ?? '', msisdn) });
      void invalidateNumbersLists(queryClient, bin ?? '');
    },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { callApi, type CallResult } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import type { StateChangeAction } from './state-change-decision.ts';
import { stateChangeKeys } from './lifecycle-keys.ts';
import { lifecycleRoutes } from '@kabinet/contract/route-refs';

export type StateChangeResult = CallResult<typeof lifecycleRoutes.suspend>;

/** GET /state/eligible: products that forbid a status change, asked when the modal opens. */
export function useStateEligibility(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: stateChangeKeys.eligible(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(lifecycleRoutes.stateEligible, { params: { msisdn }, signal }),
    enabled: enabled && !!bin,
    staleTime: 0,
  });
}

/**
 * PUT /suspend or /activate (spec §4 Number lifecycle). On success the number's queries and the
 * numbers lists are asked again, so the detail page and the list card show the new status.
 * Failures are handled by the modal (CONFLICT texts).
 */
export function useStateChange(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (action: StateChangeAction) => callApi(lifecycleRoutes[action], { params: { msisdn } }),
    meta: { silent: true },
    onSuccess: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

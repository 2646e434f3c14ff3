import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StateEligibility } from '@kabinet/contract';
import type { stateChangeResultSchema } from '@kabinet/contract/services';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { subscriberPath } from '../api/subscriber-path.ts';
import { useCompany } from '../company/company-context.ts';
import { companyKeys } from '../company/company-keys.ts';
import type { StateChangeAction } from './state-change-decision.ts';
import { stateChangeKeys } from './state-change-keys.ts';

export type StateChangeResult = z.infer<typeof stateChangeResultSchema>;

/** GET /state/eligible: products that forbid a status change, asked when the modal opens. */
export function useStateEligibility(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: stateChangeKeys.eligible(bin ?? '', msisdn),
    queryFn: ({ signal }) =>
      apiRequest<StateEligibility>(`${subscriberPath(msisdn)}/state/eligible`, { signal }),
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
  return useMutation({
    mutationFn: (action: StateChangeAction) =>
      apiRequest<StateChangeResult>(`${subscriberPath(msisdn)}/${action}`, { method: 'PUT' }),
    meta: { silent: true },
    onSuccess: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

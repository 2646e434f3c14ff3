import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationResult } from '@kabinet/contract/operation-result';
import { callApi } from '../api/call-api.ts';
import { useCompany } from '../company/company-context.ts';
import { companyKeys } from '../company/company-keys.ts';
import { controlsKeys } from '../../features/bans/bans-keys.ts';
import { bansRoutes, forwardingRoutes } from '@kabinet/contract/route-refs';

/** GET /controls: the bans and app access the toggle modals offer Set or Remove for. */
export function useControlsState(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: controlsKeys.state(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(bansRoutes.state, { params: { msisdn }, signal }),
    enabled: !!bin,
    staleTime: 0,
  });
}

/** GET /forwarding: the current forwarding settings (spec §3 forwarding). */
export function useForwarding(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: controlsKeys.forwarding(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(forwardingRoutes.getForwarding, { params: { msisdn }, signal }),
    enabled: !!bin,
    staleTime: 0,
  });
}

/**
 * One change of a number control. On success the number's queries (detail, controls, forwarding)
 * and the numbers list are asked again; the modal shows the outcome itself (silent).
 */
export function useControlChange<V>(
  msisdn: string,
  send: (call: { bin: string; msisdn: string; value: V }) => Promise<OperationResult>,
) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => send({ bin: bin ?? '', msisdn, value }),
    meta: { silent: true },
    onSettled: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

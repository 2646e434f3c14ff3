import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../api/use-single-mutation.ts';
import type { OperationResult } from '@kabinet/contract/operation-result';
import { useCompany } from '../company/company-context.ts';
import { companyKeys } from '../company/company-keys.ts';

/**
 * One change made from a number modal (a ban, the forwarding, the secret code). On success the
 * number's queries (detail, bans, forwarding) and the numbers list are asked again; the modal shows
 * the outcome itself (silent).
 */
export function useControlChange<V>(
  msisdn: string,
  send: (call: { bin: string; msisdn: string; value: V }) => Promise<OperationResult>,
) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (value: V) => send({ bin: bin ?? '', msisdn, value }),
    meta: { silent: true },
    onSettled: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { callApi, type CallResult } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { simRoutes as routes } from '@kabinet/contract/route-refs';

export type SimChangeResult = CallResult<typeof routes.changeSim>;

/** PUT change-sim (spec §7); the number's detail and the list show the new ICCID afterwards. */
export function useSimChange(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (iccId: string) => callApi(routes.changeSim, { params: { msisdn }, query: { iccId } }),
    meta: { silent: true },
    onSettled: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

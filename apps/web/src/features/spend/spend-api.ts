import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NumberSpend, SpendLimitInput } from '@kabinet/contract/spend';
import { spendRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { useCompany } from '../../shared/company/company-context.ts';

export const spendKeys = {
  number: (bin: string, msisdn: string) => [...companyKeys.numbers(bin), msisdn, 'spend'] as const,
};

/** GET /api/subscribers/{msisdn}/spend: this month's charges and the limit (decision 030). */
export function useNumberSpend(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: spendKeys.number(bin ?? '', msisdn),
    queryFn: ({ signal }) =>
      callApi(spendRoutes.number, { params: { msisdn }, query: {}, bin: bin ?? '', signal }),
    enabled: !!bin,
  });
}

/** PUT (a limit) or DELETE (null) /api/subscribers/{msisdn}/spend-limit; the answer is the new state. */
export function useSetSpendLimit(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (limit: SpendLimitInput | null) =>
      limit
        ? callApi(spendRoutes.setLimit, { params: { msisdn }, body: limit, bin: bin ?? '' })
        : callApi(spendRoutes.removeLimit, { params: { msisdn }, bin: bin ?? '' }),
    onSuccess: (spend: NumberSpend) => queryClient.setQueryData(spendKeys.number(bin ?? '', msisdn), spend),
  });
}

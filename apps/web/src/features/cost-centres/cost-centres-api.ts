import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CostCentreAssign, CostCentreInput } from '@kabinet/contract/cost-centres';
import { costCentresRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { useCompany } from '../../shared/company/company-context.ts';

export const costCentreKeys = {
  list: (bin: string) => [...companyKeys.byBin(bin), 'cost-centres'] as const,
};

export function useCostCentres() {
  const { bin } = useCompany();
  return useQuery({
    queryKey: costCentreKeys.list(bin ?? ''),
    queryFn: ({ signal }) => callApi(costCentresRoutes.list, { bin: bin ?? '', signal }),
    enabled: !!bin,
  });
}

type Change =
  | { kind: 'create'; input: CostCentreInput }
  | { kind: 'update'; id: number; input: CostCentreInput }
  | { kind: 'delete'; id: number }
  | { kind: 'assign'; input: CostCentreAssign };

/** Every change of the company's cost centres; the list (and the numbers, on assignment) refresh after. */
export function useCostCentreChange() {
  const { bin = '' } = useCompany();
  const company = bin ?? '';
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async (change: Change): Promise<{ assigned?: number }> => {
      switch (change.kind) {
        case 'create':
          await callApi(costCentresRoutes.create, { body: change.input, bin: company });
          return {};
        case 'update':
          await callApi(costCentresRoutes.update, {
            params: { id: change.id },
            body: change.input,
            bin: company,
          });
          return {};
        case 'delete':
          await callApi(costCentresRoutes.remove, { params: { id: change.id }, bin: company });
          return {};
        case 'assign':
          return callApi(costCentresRoutes.assign, { body: change.input, bin: company });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: costCentreKeys.list(company) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(company) });
    },
  });
}

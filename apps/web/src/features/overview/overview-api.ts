import { useQuery } from '@tanstack/react-query';
import { overviewRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { useCompany } from '../../shared/company/company-context.ts';

export const overviewKeys = {
  get: (bin: string) => [...companyKeys.byBin(bin), 'overview'] as const,
};

/** GET /api/overview: the company at a glance (decision 030). */
export function useOverview() {
  const { bin } = useCompany();
  return useQuery({
    queryKey: overviewKeys.get(bin ?? ''),
    queryFn: ({ signal }) => callApi(overviewRoutes.get, { bin: bin ?? '', signal }),
    enabled: !!bin,
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { overviewRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../api/call-api.ts';
import { useSingleMutation } from '../api/use-single-mutation.ts';

// Decision 030: the user's choice to open the overview after sign-in. Read by the home redirect
// (app) and set on the overview page (features), so it lives here; the user's, not a company's.

const landingKey = ['session', 'overview-landing'] as const;

export function useOverviewLanding() {
  return useQuery({
    queryKey: landingKey,
    queryFn: ({ signal }) => callApi(overviewRoutes.landing, { signal }),
    staleTime: Infinity,
  });
}

export function useSetOverviewLanding() {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (landsOnOverview: boolean) =>
      callApi(overviewRoutes.setLanding, { body: { landsOnOverview } }),
    onSuccess: (answer) => client.setQueryData(landingKey, answer),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { callApi } from '../../shared/api/call-api.ts';
import { accountsKeys, replaceCustomer } from '../../shared/accounts/accounts-api.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { accountsRoutes } from '@kabinet/contract/route-refs';

export const SELFCARE_SERVICE_ALIAS = 'b2b_selfcare';

/** spec §7 GET {accounts}/api/offers?serviceAlias= */
export function useOffer(serviceAlias = SELFCARE_SERVICE_ALIAS) {
  return useQuery({
    queryKey: accountsKeys.offer(serviceAlias),
    queryFn: ({ signal }) => callApi(accountsRoutes.offers, { query: { serviceAlias }, signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

interface ApproveInput {
  offerId: string;
  userId: string;
  bin: string;
}

/**
 * spec §7 POST {accounts}/api/offers/{id}/approve; spec §4: approval sets the customer and
 * status to approved — the returned company replaces the cached one and the app opens.
 */
export function useApproveOffer(serviceAlias = SELFCARE_SERVICE_ALIAS) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ offerId, userId, bin }: ApproveInput) =>
      callApi(accountsRoutes.approveOffer, {
        params: { id: offerId },
        bin,
        body: { serviceAlias, userId, customerId: bin },
      }),
    onSuccess: (customer) => {
      replaceCustomer(queryClient, customer);
      queryClient.removeQueries({ queryKey: companyKeys.byBin(customer.bin) });
    },
  });
}

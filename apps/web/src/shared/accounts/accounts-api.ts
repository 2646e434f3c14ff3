import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Customer, UserInfo } from '@kabinet/contract/accounts';
import { callApi } from '../api/call-api.ts';
import { accountsRoutes } from '@kabinet/contract/route-refs';

export const accountsKeys = {
  all: ['accounts'] as const,
  users: () => [...accountsKeys.all, 'users'] as const,
  offer: (serviceAlias: string) => [...accountsKeys.all, 'offer', serviceAlias] as const,
};

const isSettled = (status: string | undefined) => ['DONE', 'ERROR'].includes(status?.toUpperCase() ?? '');

const usersQuery = queryOptions({
  queryKey: accountsKeys.users(),
  queryFn: ({ signal }) => callApi(accountsRoutes.users, { signal }),
});

/** spec §7 GET {accounts}/api/users; while the status is still processing, ask again. */
export function useUsers() {
  return useQuery({
    ...usersQuery,
    meta: {},
    refetchInterval: (query) => (query.state.data && !isSettled(query.state.data.status) ? 3_000 : false),
  });
}

/**
 * The user and their companies, asked beside the session check instead of after it (decision 015:
 * one round trip less before the first screen). Signed out, it fails quietly: the session check
 * sends the user to sign-in.
 */
export function prefetchUsers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ ...usersQuery, meta: { early: true } });
}

/** Put a changed company (e.g. after offer approval) into the cached user. */
export function replaceCustomer(queryClient: QueryClient, customer: Customer): void {
  queryClient.setQueryData<UserInfo>(accountsKeys.users(), (user) =>
    user
      ? { ...user, assignCustomers: user.assignCustomers.map((c) => (c.bin === customer.bin ? customer : c)) }
      : user,
  );
}

/** spec §4: offer_not_approved resets the approval state of the company's portal service. */
export function resetOfferApproval(queryClient: QueryClient, bin: string, serviceAlias: string): void {
  queryClient.setQueryData<UserInfo>(accountsKeys.users(), (user) =>
    user
      ? {
          ...user,
          assignCustomers: user.assignCustomers.map((c) =>
            c.bin === bin
              ? {
                  ...c,
                  clientServices: c.clientServices.map((s) =>
                    s.alias === serviceAlias ? { ...s, isOfferApproved: false } : s,
                  ),
                }
              : c,
          ),
        }
      : user,
  );
}

import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreateBody } from '@kabinet/contract/api-tokens';
import type { WebhookEndpointCreateBody, WebhookEndpointUpdateBody } from '@kabinet/contract/webhooks';
import { apiTokensRoutes, webhooksRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';

// decision 031: the "API and webhooks" screen's calls; keys under the company, so switching it drops them

export const apiAccessKeys = {
  tokens: (bin: string, page: number) => [...companyKeys.byBin(bin), 'api-tokens', page] as const,
  tokensAll: (bin: string) => [...companyKeys.byBin(bin), 'api-tokens'] as const,
  endpoints: (bin: string) => [...companyKeys.byBin(bin), 'webhook-endpoints'] as const,
  deliveries: (bin: string, endpointId: string) =>
    [...apiAccessKeys.endpoints(bin), endpointId, 'deliveries'] as const,
};

const DELIVERY_PAGE = 20;
/** while a delivery waits for its attempt, the log asks again this often */
const LOG_POLL_MS = 2_000;

export function useApiTokens(page: number, pageSize: number) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: apiAccessKeys.tokens(bin ?? '', page),
    queryFn: ({ signal }) =>
      callApi(apiTokensRoutes.list, { query: { page, pageSize }, bin: bin ?? '', signal }),
    enabled: bin !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateApiToken() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: ApiTokenCreateBody) => callApi(apiTokensRoutes.create, { body, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.tokensAll(bin ?? '') }),
  });
}

export function useRevokeApiToken() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (tokenId: string) => callApi(apiTokensRoutes.revoke, { params: { tokenId }, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.tokensAll(bin ?? '') }),
  });
}

export function useWebhookEndpoints() {
  const { bin } = useCompany();
  return useQuery({
    queryKey: apiAccessKeys.endpoints(bin ?? ''),
    queryFn: ({ signal }) => callApi(webhooksRoutes.listEndpoints, { bin: bin ?? '', signal }),
    enabled: bin !== null,
  });
}

export function useCreateWebhookEndpoint() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: WebhookEndpointCreateBody) =>
      callApi(webhooksRoutes.createEndpoint, { body, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.endpoints(bin ?? '') }),
  });
}

export function useUpdateWebhookEndpoint(endpointId: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: WebhookEndpointUpdateBody) =>
      callApi(webhooksRoutes.updateEndpoint, { params: { endpointId }, body, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.endpoints(bin ?? '') }),
  });
}

export function useDeleteWebhookEndpoint(endpointId: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => callApi(webhooksRoutes.deleteEndpoint, { params: { endpointId }, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.endpoints(bin ?? '') }),
  });
}

export function useSendTestEvent(endpointId: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => callApi(webhooksRoutes.sendTest, { params: { endpointId }, bin: bin ?? '' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: apiAccessKeys.deliveries(bin ?? '', endpointId) }),
  });
}

export function useResendDelivery(endpointId: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (deliveryId: number) =>
      callApi(webhooksRoutes.resend, { params: { deliveryId }, bin: bin ?? '' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: apiAccessKeys.deliveries(bin ?? '', endpointId) }),
  });
}

/** The delivery log, newest first, an older page at a time (keyset: any length of log). */
export function useDeliveries(endpointId: string) {
  const { bin } = useCompany();
  return useInfiniteQuery({
    queryKey: apiAccessKeys.deliveries(bin ?? '', endpointId),
    queryFn: ({ pageParam, signal }) =>
      callApi(webhooksRoutes.listDeliveries, {
        params: { endpointId },
        query: { pageSize: DELIVERY_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        bin: bin ?? '',
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: bin !== null,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.items.some((d) => d.state === 'pending') ? LOG_POLL_MS : false,
  });
}

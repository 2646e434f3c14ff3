import { useQuery } from '@tanstack/react-query';
import type { BonusGroup, IncompatibleProduct, Product } from '@kabinet/contract';
import type { productOperationResultSchema } from '@kabinet/contract/services';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client.ts';
import { subscriberPath } from '../../shared/api/subscriber-path.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberDetailKeys } from './number-detail-keys.ts';
import { hasPending } from './service-rows.ts';

/** How often the page asks again while a service request is pending (spec §4 Service). */
export const PENDING_POLL_MS = 1_500;

export interface ProductsResponse {
  products: Product[];
  bonusGroups: BonusGroup[];
}
export type ProductOperationResult = z.infer<typeof productOperationResultSchema>;

/** GET /products: the rows of the services list and the bonus groups; polls while pending. */
export function useProducts(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.products(bin ?? '', msisdn),
    queryFn: ({ signal }) => apiRequest<ProductsResponse>(`${subscriberPath(msisdn)}/products`, { signal }),
    enabled: !!bin,
    refetchInterval: (query) => (hasPending(query.state.data?.products) ? PENDING_POLL_MS : false),
  });
}

/** GET /products/incompatible: connected products that conflict with the one to connect. */
export async function fetchIncompatible(
  msisdn: string,
  productOfferingId: string,
): Promise<IncompatibleProduct[]> {
  const response = await apiRequest<{ incompatibleProducts: IncompatibleProduct[] }>(
    `${subscriberPath(msisdn)}/products/incompatible`,
    { query: { productOfferingId } },
  );
  return response.incompatibleProducts;
}

/**
 * POST /products/enable or /disable. Connecting over DEACTIVATED conflicts needs the user's
 * confirmation, sent as deactivateIncompatible=true.
 */
export function requestProductChange(
  msisdn: string,
  productOfferingId: string,
  operation: 'enable' | 'disable',
  deactivateIncompatible: boolean,
): Promise<ProductOperationResult> {
  return apiRequest<ProductOperationResult>(`${subscriberPath(msisdn)}/products/${operation}`, {
    method: 'POST',
    query: { productOfferingId, deactivateIncompatible: deactivateIncompatible ? 'true' : undefined },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { IncompatibleProduct, Product, BonusGroup } from '@kabinet/contract';
import type { productOperationResultSchema } from '@kabinet/contract/services';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberDetailKeys } from './number-detail-keys.ts';
import { PENDING_POLL_MS, subscriberPath } from './subscriber-api.ts';

export interface ProductsResponse {
  products: Product[];
  bonusGroups: BonusGroup[];
}
export type ProductOperationResult = z.infer<typeof productOperationResultSchema>;

/** GET /products: toggles, descriptions and bonus groups; polls along with the number. */
export function useProducts(msisdn: string, isPolling: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.products(bin ?? '', msisdn),
    queryFn: ({ signal }) => apiRequest<ProductsResponse>(`${subscriberPath(msisdn)}/products`, { signal }),
    enabled: !!bin,
    refetchInterval: isPolling ? PENDING_POLL_MS : false,
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

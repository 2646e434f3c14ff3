import { useQuery } from '@tanstack/react-query';
import type { IncompatibleProduct } from '@kabinet/contract';
import { callApi, type CallResult } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { servicesKeys } from './services-keys.ts';
import { hasPending } from './service-rows.ts';
import { servicesRoutes } from '@kabinet/contract/route-refs';

/** How often the page asks again while a service request is pending (spec §4 Service). */
export const PENDING_POLL_MS = 1_500;

export type ProductOperationResult = CallResult<typeof servicesRoutes.enableProduct>;

/** GET /products: the rows of the services list and the bonus groups; polls while pending. */
export function useProducts(msisdn: string) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: servicesKeys.products(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(servicesRoutes.products, { params: { msisdn }, signal }),
    enabled: !!bin,
    refetchInterval: (query) => (hasPending(query.state.data?.products) ? PENDING_POLL_MS : false),
  });
}

/** GET /products/incompatible: connected products that conflict with the one to connect. */
export async function fetchIncompatible(
  msisdn: string,
  productOfferingId: string,
): Promise<IncompatibleProduct[]> {
  const response = await callApi(servicesRoutes.incompatible, {
    params: { msisdn },
    query: { productOfferingId },
  });
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
  const params = { msisdn };
  return operation === 'enable'
    ? callApi(servicesRoutes.enableProduct, {
        params,
        query: { productOfferingId, deactivateIncompatible: deactivateIncompatible ? 'true' : undefined },
      })
    : callApi(servicesRoutes.disableProduct, { params, query: { productOfferingId } });
}

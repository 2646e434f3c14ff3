import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../shared/company/company-keys.ts';

/** Query keys of the number detail; all under the company so a company switch drops them. */
export const numberDetailKeys = {
  all: (bin: string, msisdn: string) => companyKeys.subscriber(bin, msisdn),
  info: (bin: string, msisdn: string) => [...numberDetailKeys.all(bin, msisdn), 'info'] as const,
  products: (bin: string, msisdn: string) => [...numberDetailKeys.all(bin, msisdn), 'products'] as const,
  contractPhone: (bin: string, msisdn: string) =>
    [...numberDetailKeys.all(bin, msisdn), 'contract-phone'] as const,
  devices: (bin: string, msisdn: string) => [...numberDetailKeys.all(bin, msisdn), 'devices'] as const,
};

/** spec §2: the refresh button reloads the features and the number information. */
export function refreshNumberDetail(queryClient: QueryClient, bin: string, msisdn: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...companyKeys.byBin(bin), 'features'] }),
    queryClient.invalidateQueries({ queryKey: numberDetailKeys.all(bin, msisdn) }),
  ]);
}

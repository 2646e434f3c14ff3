import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../shared/company/company-keys.ts';

/**
 * Query keys of the number page; all under the number (`companyKeys.subscriber`), where the
 * services' and the devices' keys also sit, so a company switch or the page's refresh drops them all.
 */
export const numberKeys = {
  all: (bin: string, msisdn: string) => companyKeys.subscriber(bin, msisdn),
  info: (bin: string, msisdn: string) => [...numberKeys.all(bin, msisdn), 'info'] as const,
  contractPhone: (bin: string, msisdn: string) => [...numberKeys.all(bin, msisdn), 'contract-phone'] as const,
};

/** spec §2: the refresh button reloads the features and the number information. */
export function refreshNumber(queryClient: QueryClient, bin: string, msisdn: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...companyKeys.byBin(bin), 'features'] }),
    queryClient.invalidateQueries({ queryKey: numberKeys.all(bin, msisdn) }),
  ]);
}

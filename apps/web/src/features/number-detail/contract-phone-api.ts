import { useQuery } from '@tanstack/react-query';
import type { ContractPhones } from '@kabinet/contract';
import { apiRequest } from '../../shared/api/api-client.ts';
import { subscriberPath } from '../../shared/api/subscriber-path.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberDetailKeys } from './number-detail-keys.ts';

/** GET /contract-phone: the devices sold on contract with the number (spec §2, flag W). */
export function useContractPhones(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberDetailKeys.contractPhone(bin ?? '', msisdn),
    queryFn: ({ signal }) =>
      apiRequest<ContractPhones>(`${subscriberPath(msisdn)}/contract-phone`, { signal }),
    enabled: enabled && !!bin,
  });
}

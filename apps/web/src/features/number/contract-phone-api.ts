import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numberKeys } from './number-keys.ts';
import { numberRoutes } from '@kabinet/contract/route-refs';

/** GET /contract-phone: the devices sold on contract with the number (spec §2, flag W). */
export function useContractPhones(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: numberKeys.contractPhone(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(numberRoutes.contractPhone, { params: { msisdn }, signal }),
    enabled: enabled && !!bin,
  });
}

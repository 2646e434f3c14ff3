import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/call-api.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { storage } from '../../shared/storage/storage.ts';
import { featuresRoutes, shellRoutes } from '@kabinet/contract/route-refs';

/** spec §6: feature flags fetched per company profile name. */
export const featuresQuery = (bin: string, profileName: string) =>
  queryOptions({
    queryKey: companyKeys.features(bin, profileName),
    queryFn: ({ signal }) => callApi(featuresRoutes.get, { query: { profileName }, bin, signal }),
    staleTime: 5 * 60_000,
  });

/**
 * spec §4: the company's debtor status is checked and stored; spec §8: a failed debt check
 * sets the technical-works flag in session storage.
 */
export const debtorQuery = (bin: string) =>
  queryOptions({
    queryKey: companyKeys.debtor(bin),
    queryFn: async ({ signal }) => {
      try {
        const status = await callApi(shellRoutes.isDebtor, { bin, signal });
        storage.setDebtorStatus(bin, status);
        storage.setTechnicalWorks(false);
        return status;
      } catch (error) {
        storage.setTechnicalWorks(true);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });

/** The company's service-availability check (contract shell.ts, spec §7 check-aulet). */
export const availabilityQuery = (bin: string) =>
  queryOptions({
    queryKey: companyKeys.availability(bin),
    queryFn: ({ signal }) => callApi(shellRoutes.checkAulet, { bin, signal }),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });

export function useFeatures(bin: string | null, profileName: string | undefined, enabled: boolean) {
  return useQuery({
    ...featuresQuery(bin ?? '', profileName ?? ''),
    enabled: enabled && !!bin && !!profileName,
  });
}

export function useDebtorStatus(bin: string | null, enabled: boolean) {
  return useQuery({ ...debtorQuery(bin ?? ''), enabled: enabled && !!bin });
}

export function useServiceAvailability(bin: string | null, enabled: boolean) {
  return useQuery({ ...availabilityQuery(bin ?? ''), enabled: enabled && !!bin });
}

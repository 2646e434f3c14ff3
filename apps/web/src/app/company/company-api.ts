import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/call-api.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { storage } from '../../shared/storage/storage.ts';
import { featuresRoutes, shellRoutes } from '@kabinet/contract/route-refs';

/** spec §6: feature flags fetched per company profile name. */
export function useFeatures(bin: string | null, profileName: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.features(bin ?? '', profileName ?? ''),
    queryFn: ({ signal }) =>
      callApi(featuresRoutes.get, { query: { profileName: profileName! }, bin: bin!, signal }),
    enabled: enabled && !!bin && !!profileName,
    staleTime: 5 * 60_000,
  });
}

/**
 * spec §4: the company's debtor status is checked and stored; spec §8: a failed debt check
 * sets the technical-works flag in session storage.
 */
export function useDebtorStatus(bin: string | null, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.debtor(bin ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const status = await callApi(shellRoutes.isDebtor, { bin: bin!, signal });
        storage.setDebtorStatus(bin!, status);
        storage.setTechnicalWorks(false);
        return status;
      } catch (error) {
        storage.setTechnicalWorks(true);
        throw error;
      }
    },
    enabled: enabled && !!bin,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** The company's service-availability check (contract shell.ts, spec §7 check-aulet). */
export function useServiceAvailability(bin: string | null, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.availability(bin ?? ''),
    queryFn: ({ signal }) => callApi(shellRoutes.checkAulet, { bin: bin!, signal }),
    enabled: enabled && !!bin,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import type { Language } from '@kabinet/contract/i18n-text';
import { callApi, callFile } from '../../shared/api/call-api.ts';
import { errorCode } from '../../shared/api/api-error.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { esimRoutes } from '@kabinet/contract/route-refs';

/** How often the status check runs again while the reservation is in process (spec §4). */
export const ESIM_POLL_MS = 2_000;

export const esimKeys = {
  status: (bin: string, msisdn: string) => [...companyKeys.subscriber(bin, msisdn), 'esim-status'] as const,
  qr: (bin: string, msisdn: string, code: string) =>
    [...companyKeys.subscriber(bin, msisdn), 'esim-qr', code] as const,
};

/** spec §4 eSIM sequence: the status check on open, again while 'in process'. */
export function useEsimStatus(msisdn: string) {
  const { bin } = useCompany();
  const query = useQuery({
    queryKey: esimKeys.status(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(esimRoutes.activationCode, { params: { msisdn }, signal }),
    enabled: !!bin,
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'NOT_READY' ? ESIM_POLL_MS : false),
  });
  return { ...query, errorCode: query.error ? errorCode(query.error) : null };
}

/** spec §4: status success auto-generates the QR code (a PNG from the server, shown as an object URL). */
export function useQrImage(msisdn: string, code: string | null) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: esimKeys.qr(bin ?? '', msisdn, code ?? ''),
    queryFn: async ({ signal }) => {
      const file = await callFile(esimRoutes.generateQr, {
        params: { msisdn },
        body: { code: code! },
        signal,
      });
      return URL.createObjectURL(file.blob);
    },
    enabled: !!bin && !!code,
    staleTime: Infinity,
    retry: false,
  });
}

/** spec §7 reserve; the status is re-checked after it. */
export function useReserveEsim(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => callApi(esimRoutes.reserve, { params: { msisdn } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: esimKeys.status(bin ?? '', msisdn) }),
  });
}

export function useSendQr(msisdn: string) {
  return useSingleMutation({
    mutationFn: (body: { email: string; code: string; language: Language }) =>
      callApi(esimRoutes.sendQr, { params: { msisdn }, body }),
  });
}

/** spec §7 change: the number's pages reload (eSIM enabled, the new ICCID). */
export function useChangeToEsim(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (iccId: string) => callApi(esimRoutes.change, { params: { msisdn }, query: { iccId } }),
    onSuccess: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
      void queryClient.invalidateQueries({
        queryKey: companyKeys.subscriber(bin, msisdn),
        refetchType: 'none',
      });
    },
  });
}

/** spec §4 'the QR is sent by SMS link' (decision 027): the number gets a text with a link to its QR. */
export function useSendQrSms(msisdn: string) {
  return useSingleMutation({
    mutationFn: (body: { code: string; language: Language }) =>
      callApi(esimRoutes.sendQrSms, { params: { msisdn }, body }),
  });
}

/** The SMS link's page: the QR for whoever holds the link (no sign-in, no company). */
export function useQrLink(token: string) {
  return useQuery({
    queryKey: ['esim-qr-link', token],
    queryFn: ({ signal }) => callApi(esimRoutes.qrLink, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isUnauthorized } from '../api/api-error.ts';
import { translateError } from '../i18n/translate-error.ts';
import { notify, notifyError } from '../notify/notify.ts';
import { useSingleMutation } from '../api/use-single-mutation.ts';
import type { OperationResult } from '@kabinet/contract/operation-result';
import { useCompany } from '../company/company-context.ts';
import { companyKeys } from '../company/company-keys.ts';

/**
 * One change made from a number modal (a ban, the forwarding, the secret code). On success the
 * number's queries (detail, bans, forwarding) and the numbers list are asked again; the modal shows
 * the outcome itself (silent).
 */
export function useControlChange<V>(
  msisdn: string,
  send: (call: { bin: string; msisdn: string; value: V }) => Promise<OperationResult>,
) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (value: V) => send({ bin: bin ?? '', msisdn, value }),
    meta: { silent: true },
    onSettled: () => {
      if (!bin) return;
      void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
    },
  });
}

/**
 * The spec §8 outcome of a number modal's change, said as a notification (a lapsed session says its
 * own), then `done` or `refused`. A modal that closes either way passes the same function twice.
 */
export const sayOutcome = (t: TFunction, after: { done?: () => void; refused?: () => void }) => ({
  onSuccess: (result: OperationResult) => {
    if (result.message) notify(t(`success:${result.message}`));
    after.done?.();
  },
  onError: (error: unknown) => {
    if (!isUnauthorized(error)) notifyError(translateError(t, error));
    after.refused?.();
  },
});

/** spec §2: a modal does not open for a number that is not found — it says why and closes */
export function useCloseOnFailure(failure: unknown, onClose: () => void, t: TFunction) {
  useEffect(() => {
    if (!failure) return;
    if (!isUnauthorized(failure)) notifyError(translateError(t, failure));
    onClose();
  }, [failure, onClose, t]);
}

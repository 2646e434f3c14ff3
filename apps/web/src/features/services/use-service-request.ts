import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { useTranslation } from 'react-i18next';
import type { IncompatibleProduct } from '@kabinet/contract';
import { errorCode, isApiError, isUnauthorized } from '../../shared/api/api-error.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { fetchIncompatible, requestProductChange } from './products-api.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import {
  decideServiceRequest,
  needsIncompatibilityCheck,
  type ServiceDecision,
  type ServiceIntent,
} from './service-decision.ts';
import type { ServiceRow } from './service-rows.ts';

export type ServiceRequest =
  | { phase: 'checking'; row: ServiceRow; intent: ServiceIntent }
  | { phase: 'decided'; row: ServiceRow; intent: ServiceIntent; decision: ServiceDecision };

/** incompatible_product / reconnect_not_possible name the products in the way (contract errors.ts). */
function conflictsOf(error: unknown): IncompatibleProduct[] | null {
  const code = errorCode(error);
  if (code !== 'incompatible_product' && code !== 'reconnect_not_possible') return null;
  const problem = isApiError(error) ? error.problem : null;
  return problem?.incompatibleProducts?.length ? problem.incompatibleProducts : null;
}

/**
 * spec §4 Service: ask (incompatibilities first when connecting), confirm, send; the service then
 * shows pending and the page polls until the operator completes it. Failures of spec §8 are
 * translated toasts; a conflict the server found meanwhile reopens the question with its names.
 */
export function useServiceRequest(msisdn: string) {
  const { t } = useTranslation('number-detail');
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<ServiceRequest | null>(null);
  const mutation = useSingleMutation({
    mutationFn: ({ row, intent, replace }: { row: ServiceRow; intent: ServiceIntent; replace: boolean }) =>
      requestProductChange(
        msisdn,
        row.product.productOfferingId,
        intent === 'disconnect' ? 'disable' : 'enable',
        replace,
      ),
    meta: { silent: true },
    onSuccess: () => {
      notify(t('success.service_request_accepted'));
      setRequest(null);
    },
    onError: (error, { row, intent }) => {
      const conflicts = conflictsOf(error);
      if (conflicts) {
        setRequest({ phase: 'decided', row, intent, decision: decideServiceRequest(intent, conflicts) });
        return;
      }
      setRequest(null);
      if (!isUnauthorized(error)) notifyError(translateError(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin ?? '', msisdn) }),
  });

  const start = async (row: ServiceRow, intent: ServiceIntent) => {
    if (!needsIncompatibilityCheck(intent)) {
      setRequest({ phase: 'decided', row, intent, decision: decideServiceRequest(intent, []) });
      return;
    }
    setRequest({ phase: 'checking', row, intent });
    try {
      const incompatible = await fetchIncompatible(msisdn, row.product.productOfferingId);
      setRequest({ phase: 'decided', row, intent, decision: decideServiceRequest(intent, incompatible) });
    } catch (error) {
      setRequest(null);
      if (!isUnauthorized(error)) notifyError(translateError(t, error));
    }
  };

  const confirm = () => {
    if (request?.phase !== 'decided' || request.decision.kind === 'refuse') return;
    mutation.mutate({
      row: request.row,
      intent: request.intent,
      replace: request.decision.kind === 'confirm-replace',
    });
  };

  const cancel = () => {
    if (!mutation.isPending) setRequest(null);
  };

  return { request, start, confirm, cancel, isSending: mutation.isPending };
}

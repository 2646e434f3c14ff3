import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { fetchIncompatible, type ProductOperationResult } from './products-api.ts';
import { numberDetailKeys } from './number-detail-keys.ts';
import {
  decideServiceRequest,
  needsIncompatibilityCheck,
  type ServiceDecision,
  type ServiceIntent,
} from './service-decision.ts';
import type { ServiceRow } from './service-rows.ts';
import { subscriberPath } from './subscriber-api.ts';

export type ServiceRequest =
  | { phase: 'checking'; row: ServiceRow; intent: ServiceIntent }
  | { phase: 'decided'; row: ServiceRow; intent: ServiceIntent; decision: ServiceDecision };

/** A product with an offering id goes through /products; a bare service through its state PUT. */
function requestOperation(bin: string, msisdn: string, row: ServiceRow, intent: ServiceIntent) {
  const { productOfferingId, id } = row.service;
  if (productOfferingId) {
    const operation = intent === 'disconnect' ? 'disable' : 'enable';
    return apiRequest<ProductOperationResult>(`${subscriberPath(msisdn)}/products/${operation}`, {
      method: 'POST',
      query: { productOfferingId },
    });
  }
  const state = intent === 'disconnect' ? 'DISABLED' : 'ENABLED';
  return apiRequest<ProductOperationResult>(
    `/api/customers/${bin}/subscribers/${msisdn}/services/${encodeURIComponent(id)}/state/${state}`,
    { method: 'PUT' },
  );
}

/**
 * spec §4 Service: ask (incompatibilities first when connecting), confirm, send; the service then
 * shows pending and the page polls until the operator completes it. Failures of spec §8 are
 * toasts (the mutation cache translates them).
 */
export function useServiceRequest(msisdn: string) {
  const { t } = useTranslation('number-detail');
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<ServiceRequest | null>(null);
  const mutation = useMutation({
    mutationFn: ({ row, intent }: { row: ServiceRow; intent: ServiceIntent }) =>
      requestOperation(bin ?? '', msisdn, row, intent),
    onSuccess: () => notify(t('success.service_request_accepted')),
    onSettled: () => {
      setRequest(null);
      return queryClient.invalidateQueries({ queryKey: numberDetailKeys.all(bin ?? '', msisdn) });
    },
  });

  const start = async (row: ServiceRow, intent: ServiceIntent) => {
    if (!needsIncompatibilityCheck(intent)) {
      setRequest({ phase: 'decided', row, intent, decision: decideServiceRequest(intent, []) });
      return;
    }
    setRequest({ phase: 'checking', row, intent });
    try {
      const incompatible = await fetchIncompatible(msisdn, row.service.productOfferingId ?? row.service.id);
      setRequest({ phase: 'decided', row, intent, decision: decideServiceRequest(intent, incompatible) });
    } catch (error) {
      setRequest(null);
      notifyError(translateError(t, error));
    }
  };

  const confirm = () => {
    if (request?.phase === 'decided' && request.decision.kind !== 'refuse')
      mutation.mutate({ row: request.row, intent: request.intent });
  };

  const cancel = () => {
    if (!mutation.isPending) setRequest(null);
  };

  return { request, start, confirm, cancel, isSending: mutation.isPending };
}

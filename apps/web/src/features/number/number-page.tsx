import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@kabinet/contract';
import { paths } from '../../shared/access/access.ts';
import { isUnauthorized } from '../../shared/api/api-error.ts';
import { useAccess, useCompany } from '../../shared/company/company-context.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { storage } from '../../shared/storage/storage.ts';
import { StateChangeModal, type StateChangeAction } from '../lifecycle/index.ts';
import { NumberInfoSkeleton } from '../../shared/ui/skeletons.tsx';
import { useListReturnPath } from '../../shared/navigation/list-return.ts';
import { BalanceSlider } from './balance-slider.tsx';
import { BonusGroups } from './bonus-groups.tsx';
import { ContractPhoneBlock } from './contract-phone-block.tsx';
import { InfoCards } from './info-cards.tsx';
import { ControlsSection } from './controls-section.tsx';
import { numberKeys } from './number-keys.ts';
import { NumberHeader } from './number-header.tsx';
import { NumberReportModals, type NumberReportModal } from '../reports/index.ts';
import { DeviceSection } from '../devices/index.ts';
import { SpendBar } from '../spend/index.ts';
import {
  canShowNumberDetail,
  canViewContractPhone,
  canViewDevices,
  serviceChangeRefusal,
} from './number-status.ts';
import { hasPending, ServicesSection, useProducts } from '../services/index.ts';
import { useApplyStateChange, useSubscriber } from './number-api.ts';

/** When the operator completes the last pending request, fees may have moved the balances. */
function useRefreshInfoWhenSettled(msisdn: string, isPending: boolean) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current && !isPending)
      void queryClient.invalidateQueries({ queryKey: numberKeys.info(bin ?? '', msisdn) });
    wasPending.current = isPending;
  }, [isPending, bin, msisdn, queryClient]);
}

function NumberDetail({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation(['number-detail', 'errors']);
  const access = useAccess();
  const [stateAction, setStateAction] = useState<StateChangeAction | null>(null);
  const [reportModal, setReportModal] = useState<NumberReportModal | null>(null);
  const products = useProducts(subscriber.msisdn);
  const applyStateChange = useApplyStateChange(subscriber.msisdn);
  const listPath = useListReturnPath();
  useRefreshInfoWhenSettled(subscriber.msisdn, hasPending(products.data?.products));
  // spec §3 local storage keys: the current subscriber, cleared when the company changes (§4)
  useEffect(() => storage.setCurrentSubscriber(subscriber.msisdn), [subscriber.msisdn]);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('backToNumbers')}
      </Anchor>
      <NumberHeader subscriber={subscriber} onStateChange={setStateAction} onOpenReport={setReportModal} />
      <NumberReportModals
        opened={reportModal}
        msisdn={subscriber.msisdn}
        numberType={subscriber.type}
        onClose={() => setReportModal(null)}
      />
      <BalanceSlider subscriber={subscriber} />
      <SpendBar msisdn={subscriber.msisdn} />
      <InfoCards subscriber={subscriber} />
      <ControlsSection subscriber={subscriber} />
      {canViewContractPhone(subscriber, access) && <ContractPhoneBlock msisdn={subscriber.msisdn} />}
      <BonusGroups groups={products.data?.bonusGroups ?? []} />
      <ServicesSection
        msisdn={subscriber.msisdn}
        refusal={serviceChangeRefusal(subscriber)}
        products={products.data?.products}
        isLoading={products.isPending}
        isError={products.isError}
      />
      {canViewDevices(subscriber, access) && (
        <DeviceSection msisdn={subscriber.msisdn} isM2M={subscriber.isM2MSubscriber} />
      )}
      <StateChangeModal
        msisdn={subscriber.msisdn}
        action={stateAction}
        onClose={() => setStateAction(null)}
        onChanged={applyStateChange}
      />
    </Stack>
  );
}

/**
 * /numbers/{msisdn} (spec §2 Number detail, §4 Detail page): PROCESSING (the skeleton) then
 * DONE; a failure — an unknown or foreign number too — returns to /numbers with its message.
 */
export function NumberPage() {
  const { t } = useTranslation(['number-detail', 'errors']);
  const { msisdn = '' } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const info = useSubscriber(msisdn);
  const failure = info.data ? null : info.error;
  const isRefused = !!info.data && !canShowNumberDetail(info.data, access);

  useEffect(() => {
    if (!failure && !isRefused) return;
    if (isRefused) notifyError(t('errors:feature_not_available'));
    else if (!isUnauthorized(failure)) notifyError(translateError(t, failure));
    void navigate(paths.numbers, { replace: true });
  }, [failure, isRefused, navigate, t]);

  if (!info.data || isRefused) return <NumberInfoSkeleton />;
  return <NumberDetail subscriber={info.data} />;
}

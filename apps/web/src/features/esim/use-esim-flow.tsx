import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import type { EsimStatus } from '@kabinet/contract/esim';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../shared/api/api-error.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { useChangeToEsim, useEsimStatus, useReserveEsim } from './esim-api.ts';
import { EsimConfirmModal } from './esim-confirm-modal.tsx';
import { EsimQrBlock } from './esim-qr-block.tsx';
import { EsimStatusNotice } from './esim-status-notice.tsx';
import { flowStatusOf, meansReserved, offersReserve, type EsimFlowStatus } from './esim-flow.ts';

/**
 * What the wizard and the release modal share (spec §2, §4): the status check, the reserve with its
 * refusal, the change to eSIM behind its confirmation. A reservation that already exists (a second
 * click, another tab) is said once as a notice and followed like a reserve that succeeded.
 */
export function useEsimFlow(msisdn: string) {
  const { t } = useTranslation('esim');
  const status = useEsimStatus(msisdn);
  const reserve = useReserveEsim(msisdn);
  const change = useChangeToEsim(msisdn);
  const [reserveError, setReserveError] = useState<string | null>(null);
  const [reserveNotice, setReserveNotice] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const flow: EsimFlowStatus = reserveError
    ? flowStatusOf({ errorCode: reserveError, isLoading: false })
    : flowStatusOf({ data: status.data, errorCode: status.errorCode, isLoading: status.isLoading });

  const handleReserve = (onReserved?: () => void) => {
    setReserveError(null);
    setReserveNotice(null);
    reserve.mutate(undefined, {
      onSuccess: () => onReserved?.(),
      onError: (error) => {
        const code = errorCode(error);
        if (!meansReserved(code)) return setReserveError(code);
        setReserveNotice(code);
        onReserved?.();
      },
    });
  };

  /** the change to eSIM with the ICCID the status check gave; a refusal is a notification */
  const handleChange = (onChanged: (iccid: string) => void) => {
    const iccid = status.data?.icc;
    if (!iccid) return;
    change.mutate(iccid, {
      onSuccess: () => {
        setConfirming(false);
        onChanged(iccid);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(translateError(t, error));
      },
    });
  };

  /** the confirmation of the change (spec §2), open while `isConfirming` */
  const confirmation = (phone: string, onChanged: (iccid: string) => void) => (
    <EsimConfirmModal
      opened={isConfirming}
      phone={phone}
      isPending={change.isPending}
      onBack={() => setConfirming(false)}
      onConfirm={() => handleChange(onChanged)}
    />
  );

  const handleRetry = () => {
    setReserveError(null);
    void status.refetch();
  };

  return {
    status,
    reserve,
    change,
    flow,
    reserveError,
    reserveNotice,
    isConfirming,
    setConfirming,
    handleReserve,
    confirmation,
    handleRetry,
    canRetry: reserveError !== null || status.isError,
  };
}

export type EsimFlow = ReturnType<typeof useEsimFlow>;

/** "Yes, reserve" while the status check offers a reserve (or the balance forbids it), else `next`. */
export function ReserveOr({
  esim: { flow, reserve },
  onReserve,
  next,
}: {
  esim: Pick<EsimFlow, 'flow' | 'reserve'>;
  onReserve: () => void;
  next: ReactNode;
}) {
  const { t } = useTranslation('esim');
  const isPending = reserve.isPending;
  if (!offersReserve(flow) && flow !== 'balanceNotEnough') return <>{next}</>;
  return (
    <Button onClick={onReserve} loading={isPending} disabled={flow === 'balanceNotEnough'}>
      {t('actions.reserve')}
    </Button>
  );
}

/**
 * What the status check says, with the QR code when the eSIM is ready; a reserve refused because
 * the reservation exists (`notice`) is said once above it.
 */
export function StatusOrQr({
  msisdn,
  flow,
  data,
  notice,
}: {
  msisdn: string;
  flow: EsimFlowStatus;
  data?: EsimStatus;
  notice?: string | null;
}) {
  return (
    <>
      {notice && <EsimStatusNotice status={flowStatusOf({ errorCode: notice, isLoading: false })} />}
      {flow === 'success' && data ? (
        <EsimQrBlock msisdn={msisdn} status={data} />
      ) : (
        <EsimStatusNotice status={flow} />
      )}
    </>
  );
}

/**
 * The last step before the change (spec §2): a box the user ticks ("I agree", "set up on the
 * phone"), Cancel, and the red change button that opens the confirmation.
 */
export function TickToChange({
  tick,
  cancel,
  change,
  isReady = true,
  justify,
  onCancel,
  onChange,
}: {
  tick: string;
  cancel: string;
  change: string;
  isReady?: boolean;
  justify: 'space-between' | 'flex-end';
  onCancel: () => void;
  onChange: () => void;
}) {
  const [isTicked, setTicked] = useState(false);
  return (
    <>
      <Checkbox
        checked={isTicked}
        onChange={(event) => setTicked(event.currentTarget.checked)}
        label={tick}
      />
      <Group justify={justify} gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
        <Button color="red.9" disabled={!isTicked || !isReady} onClick={onChange}>
          {change}
        </Button>
      </Group>
    </>
  );
}

import { Alert, Loader, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EsimFlowStatus } from './esim-flow.ts';

const COLOR: Record<Exclude<EsimFlowStatus, { unknown: string }>, string> = {
  loading: 'gray',
  empty: 'orange',
  hasBalance: 'orange',
  skipReserve: 'blue',
  operationInProgress: 'orange',
  readyForReserve: 'blue',
  balanceNotEnough: 'orange',
  inProcess: 'blue',
  success: 'teal',
  timeout: 'orange',
  qrNotFound: 'orange',
  stateFail: 'red',
  reserveFail: 'red',
  orderExists: 'orange',
  waitingAccept: 'blue',
  complete: 'teal',
  badRequest: 'red',
};

/** spec §4 eSIM flow statuses: one line each; an unknown status reads 'Error: ' + the status. */
export function EsimStatusNotice({ status }: { status: EsimFlowStatus }) {
  const { t } = useTranslation('esim');
  if (typeof status === 'object')
    return (
      <Alert color="red" role="alert" data-testid="esim-status">
        {t('status.error', { status: status.unknown })}
      </Alert>
    );
  const isWaiting = status === 'loading' || status === 'inProcess';
  return (
    <Alert
      color={COLOR[status]}
      role={COLOR[status] === 'red' ? 'alert' : 'status'}
      data-testid="esim-status"
      data-status={status}
    >
      <Group gap="sm" wrap="nowrap">
        {isWaiting && <Loader size="xs" aria-hidden />}
        <Text size="sm">{t(`status.${status}`)}</Text>
      </Group>
    </Alert>
  );
}

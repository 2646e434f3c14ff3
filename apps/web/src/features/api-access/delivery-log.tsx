import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '../../shared/format/date-format.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useDeliveries, useResendDelivery } from './api-access-api.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';

const STATE_COLOR = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

/** An endpoint's deliveries, newest first: result, HTTP status, latency, attempts, resend. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('api-access');
  const log = useDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  const deliveries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const handleResend = async (deliveryId: number) => {
    try {
      await resend.mutateAsync(deliveryId);
      notify(t('webhooks.resent'));
    } catch (error) {
      notifyError(translateError(t, error));
    }
  };
  if (log.isSuccess && deliveries.length === 0) return <Text c="dimmed">{t('webhooks.logEmpty')}</Text>;
  return (
    <Stack gap="xs">
      <DataTable
        minWidth={620}
        label={t('webhooks.showLog')}
        columns={[
          t('webhooks.column_time'),
          t('webhooks.column_event'),
          t('webhooks.column_state'),
          t('webhooks.column_status'),
          t('webhooks.column_latency'),
          t('webhooks.column_attempts'),
          '',
        ]}
      >
        {deliveries.map((delivery) => (
          <Table.Tr key={delivery.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTimeSeconds(delivery.lastAttemptAt ?? delivery.createdAt)}
            </Table.Td>
            <Table.Td>
              {t(`webhooks.events.${delivery.eventType}`, { defaultValue: delivery.eventType })}
            </Table.Td>
            <Table.Td>
              <Badge color={STATE_COLOR[delivery.state]} variant="light">
                {t(`webhooks.deliveryState.${delivery.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{delivery.lastStatus ?? delivery.lastError ?? '—'}</Table.Td>
            <Table.Td>
              {delivery.lastLatencyMs === null
                ? '—'
                : t('webhooks.latencyMs', { value: delivery.lastLatencyMs })}
            </Table.Td>
            <Table.Td>{delivery.attempts}</Table.Td>
            <Table.Td>
              {delivery.state !== 'pending' && (
                <Button size="xs" variant="subtle" onClick={() => handleResend(delivery.id)}>
                  {t('webhooks.resend')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {log.hasNextPage && (
        <Button
          size="xs"
          variant="default"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          {t('webhooks.more')}
        </Button>
      )}
    </Stack>
  );
}

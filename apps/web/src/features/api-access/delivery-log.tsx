import { Badge, Button, Stack, Text } from '@mantine/core';
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
          <tr key={delivery.id}>
            <td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTimeSeconds(delivery.lastAttemptAt ?? delivery.createdAt)}
            </td>
            <td>{t(`webhooks.events.${delivery.eventType}`, { defaultValue: delivery.eventType })}</td>
            <td>
              <Badge color={STATE_COLOR[delivery.state]} variant="light">
                {t(`webhooks.deliveryState.${delivery.state}`)}
              </Badge>
            </td>
            <td>{delivery.lastStatus ?? delivery.lastError ?? '—'}</td>
            <td>
              {delivery.lastLatencyMs === null
                ? '—'
                : t('webhooks.latencyMs', { value: delivery.lastLatencyMs })}
            </td>
            <td>{delivery.attempts}</td>
            <td>
              {delivery.state !== 'pending' && (
                <Button size="xs" variant="subtle" onClick={() => handleResend(delivery.id)}>
                  {t('webhooks.resend')}
                </Button>
              )}
            </td>
          </tr>
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

import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@kabinet/contract/webhooks';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useDeleteWebhookEndpoint, useSendTestEvent, useUpdateWebhookEndpoint } from './api-access-api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { DeliveryLog } from './delivery-log.tsx';

/** One endpoint: its address and events, test event, enable again, delete, and its delivery log. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('api-access');
  const [isLogShown, setIsLogShown] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const sendTest = useSendTestEvent(endpoint.id);
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const run = (work: () => Promise<unknown>, done?: string) => async () => {
    try {
      await work();
      if (done) notify(done);
    } catch (error) {
      notifyError(translateError(t, error));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge color={endpoint.enabled ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
            {endpoint.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
          </Badge>
        </Group>
        <Text size="sm">{endpoint.eventTypes.map((type) => t(`webhooks.events.${type}`)).join(' · ')}</Text>
        <Group gap="xs" wrap="wrap">
          {endpoint.enabled ? (
            <Button
              size="xs"
              variant="light"
              loading={sendTest.isPending}
              onClick={run(async () => {
                await sendTest.mutateAsync();
                setIsLogShown(true);
              }, t('webhooks.testSent'))}
            >
              {t('webhooks.sendTest')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              loading={update.isPending}
              onClick={run(() => update.mutateAsync({ enabled: true }))}
            >
              {t('webhooks.enable')}
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={() => setIsLogShown((shown) => !shown)}>
            {isLogShown ? t('webhooks.hideLog') : t('webhooks.showLog')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setIsAsking(true)}>
            {t('webhooks.delete')}
          </Button>
        </Group>
        {isLogShown && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
      <ConfirmModal
        opened={isAsking}
        message={t('webhooks.deleteConfirm', { url: endpoint.url })}
        confirmLabel={t('webhooks.delete')}
        isPending={remove.isPending}
        onConfirm={run(async () => {
          await remove.mutateAsync();
          setIsAsking(false);
        }, t('webhooks.deleted'))}
        onClose={() => setIsAsking(false)}
      />
    </Card>
  );
}

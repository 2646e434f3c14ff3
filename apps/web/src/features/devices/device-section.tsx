import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceRegistrationsData } from '@kabinet/contract';
import { DEVICE_REGISTRATION_RESULT_HOURS, DEVICE_TRANSFER_USSD } from '@kabinet/contract/constants';
import { currentImeiStatus, deviceActions } from '@kabinet/contract/rules/device-state';
import { notify } from '../../shared/notify/notify.ts';
import { DeviceHistory } from './device-history.tsx';
import { hasPendingOrder } from './device-view.ts';
import { useDeviceCommand, useDevices } from './devices-api.ts';
import { OwnerChangeModal, type OwnerChange } from './owner-change-modal.tsx';
import { RegisterDeviceForm } from './register-device-form.tsx';
import { Notice } from '../../shared/ui/notice.tsx';

const STATUS_COLORS = {
  not_registered: 'gray',
  registered_new: 'teal',
  registered_pending: 'yellow',
  blocked: 'red',
  active: 'teal',
} as const;

/** spec §2 Device registration tab: the number's registrations; pending ones show 'pending'. */
function Registrations({ msisdn, data }: { msisdn: string; data: DeviceRegistrationsData }) {
  const { t } = useTranslation('devices');
  const command = useDeviceCommand(msisdn);
  const [removing, setRemoving] = useState<string | null>(null);
  const handleRemove = () => {
    if (!removing) return;
    command.mutate(
      { type: 'remove', imei: removing },
      {
        onSuccess: (result) => notify(t(`success:${result.message ?? 'device_request_sent'}`)),
        onSettled: () => setRemoving(null),
      },
    );
  };
  if (data.registrations.length === 0) return <Text c="dimmed">{t('registrations.empty')}</Text>;
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.registrations.map((r) => (
          <Group key={r.imei} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{r.imei}</Text>
            {r.isPending ? (
              <Badge color="blue" variant="light">
                {t('registrations.pending')}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setRemoving(r.imei)}
                aria-label={t('registrations.removeImei', { imei: r.imei })}
              >
                {t('registrations.remove')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('registrations.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('registrations.removeQuestion', { imei: removing ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={command.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={handleRemove} loading={command.isPending}>
              {t('registrations.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function CurrentDevice({ msisdn, data }: { msisdn: string; data: DeviceRegistrationsData }) {
  const { t } = useTranslation('devices');
  const command = useDeviceCommand(msisdn);
  const [ownerChange, setOwnerChange] = useState<OwnerChange | null>(null);
  const status = currentImeiStatus(data);
  const action = deviceActions(data, false);
  const imei = data.currentImei;
  const isWaiting = hasPendingOrder(data);
  const handleRegister = (ownerDocNumber: string | null) => {
    if (!imei) return;
    command.mutate(
      { type: 'register', imei, ownerDocNumber },
      { onSuccess: (result) => notify(t(`success:${result.message ?? 'device_request_sent'}`)) },
    );
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text>
          {t('currentImei')}: <strong>{imei ?? t('noImei')}</strong>
        </Text>
        {imei && (
          <Badge color={STATUS_COLORS[status]} variant="light">
            {t(`imeiStatus.${status}`)}
          </Badge>
        )}
      </Group>
      {imei && (
        <Group gap="sm" wrap="wrap">
          {action === 'reregister' ? (
            <>
              <Button onClick={() => setOwnerChange('reregister')} disabled={isWaiting}>
                {t('actions.reregister')}
              </Button>
              <Button variant="light" onClick={() => setOwnerChange('duplicate')} disabled={isWaiting}>
                {t('actions.duplicate')}
              </Button>
            </>
          ) : (
            <RegisterDeviceForm
              isWaiting={isWaiting}
              isPending={command.isPending}
              onRegister={handleRegister}
            />
          )}
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t('resultNote', { hours: DEVICE_REGISTRATION_RESULT_HOURS, ussd: DEVICE_TRANSFER_USSD })}
      </Text>
      {imei && (
        <OwnerChangeModal
          msisdn={msisdn}
          imei={imei}
          documents={data.registrationsByImei.map((r) => r.documentId)}
          kind={ownerChange}
          onClose={() => setOwnerChange(null)}
        />
      )}
    </Stack>
  );
}

/**
 * spec §2 "Other screens: Device registration" on the number detail (flag H, feature
 * imei_register): the current IMEI and its state, the §4 Device buttons, and the tabs request
 * history (default) and device registration. M2M numbers see only the info alert.
 */
export function DeviceSection({ msisdn, isM2M }: { msisdn: string; isM2M: boolean }) {
  const { t } = useTranslation('devices');
  const devices = useDevices(msisdn, !isM2M);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nd-devices">
      <Title order={2} size="h4" id="nd-devices" mb="sm">
        {t('title')}
      </Title>
      {isM2M ? (
        <Notice color="blue" variant="light">
          {t('m2m')}
        </Notice>
      ) : devices.isPending ? (
        <Skeleton h={120} />
      ) : devices.isError ? (
        <Alert color="gray" variant="light">
          {t('failed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <CurrentDevice msisdn={msisdn} data={devices.data} />
          <Tabs defaultValue="history" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
              <Tabs.Tab value="registrations">{t('tabs.registrations')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="history" pt="sm">
              <DeviceHistory orders={devices.data.orders} />
            </Tabs.Panel>
            <Tabs.Panel value="registrations" pt="sm">
              <Registrations msisdn={msisdn} data={devices.data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORWARDING_FIELDS, FORWARDING_TYPES, type ForwardingType } from '@kabinet/contract/forwarding';
import { callApi } from '../../shared/api/call-api.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import {
  sayOutcome,
  useCloseOnFailure,
  useControlChange,
} from '../../shared/number-modals/use-control-change.ts';
import { useForwarding } from './forwarding-api.ts';
import { ForwardingTargetForm } from './forwarding-target-form.tsx';
import { describeTarget } from './forwarding-target.ts';
import { forwardingRoutes as routes } from '@kabinet/contract/route-refs';

/** The changes the modal sends: the master switch (forwarding API), a condition (callforwards API). */
type Change =
  | { kind: 'switch'; isOn: boolean }
  | { kind: 'set'; type: ForwardingType; msisdnTo: string }
  | { kind: 'remove'; type: ForwardingType };

const send = ({ bin, msisdn, value }: { bin: string; msisdn: string; value: Change }) => {
  if (value.kind === 'switch')
    return callApi(routes.setForwarding, {
      params: { msisdn },
      query: { type: value.isOn ? 'FORWARDING_ON' : 'FORWARDING_OFF' },
    });
  if (value.kind === 'set')
    return callApi(routes.setCallForward, {
      params: { bin, msisdn },
      query: { type: value.type, to_msisdn: value.msisdnTo },
    });
  return callApi(routes.removeCallForward, { params: { bin, msisdn }, query: { type: value.type } });
};

function TargetText({ msisdn }: { msisdn: string | null }) {
  const { t } = useTranslation('controls');
  if (msisdn === null) return <Text c="dimmed">{t('forwarding.notSet')}</Text>;
  const target = describeTarget(msisdn);
  return (
    <Text fw={500}>
      {target.kind === 'service'
        ? t(`forwarding.services.${target.service}`, { code: target.shown })
        : formatPhone(target.msisdn)}
    </Text>
  );
}

/**
 * spec §2 modal "Call forwarding" (spec §4): a master switch that sends FORWARDING_ON/OFF and
 * reloads, then each condition (unconditional, busy, no answer, unavailable) with its current
 * target from GET forwarding, set to a number or a service, or removed.
 */
export function ForwardingModal({ msisdn, onClose }: { msisdn: string; onClose: () => void }) {
  const { t } = useTranslation('controls');
  const forwarding = useForwarding(msisdn);
  const change = useControlChange(msisdn, send);
  const [editing, setEditing] = useState<ForwardingType | null>(null);
  const data = forwarding.data;
  useCloseOnFailure(forwarding.isError ? forwarding.error : null, onClose, t);

  const handleChange = (value: Change) =>
    change.mutate(value, sayOutcome(t, { done: () => setEditing(null) }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('forwarding.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('number', { phone: formatPhone(msisdn) })}
        </Text>
        {!data ? (
          <Group justify="center" py="md" role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Group>
        ) : (
          <>
            <Switch
              size="md"
              label={t('forwarding.switch')}
              description={t(data.forward === 1 ? 'forwarding.isOn' : 'forwarding.isOff')}
              checked={data.forward === 1}
              disabled={change.isPending}
              onChange={(event) => handleChange({ kind: 'switch', isOn: event.currentTarget.checked })}
            />
            <Stack gap="xs" aria-label={t('forwarding.conditions')} role="list">
              {FORWARDING_TYPES.map((type) => {
                const target = data[FORWARDING_FIELDS[type].to];
                return (
                  <Stack
                    key={type}
                    gap="xs"
                    role="listitem"
                    py={6}
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={0} miw={0}>
                        <Text size="sm" c="dimmed">
                          {t(`forwarding.types.${type}`)}
                        </Text>
                        <TargetText msisdn={target} />
                      </Stack>
                      {editing !== type && (
                        <Group gap="xs">
                          {target !== null && (
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.9"
                              disabled={change.isPending}
                              onClick={() => handleChange({ kind: 'remove', type })}
                              aria-label={t('forwarding.removeOf', { type: t(`forwarding.types.${type}`) })}
                            >
                              {t('forwarding.remove')}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="light"
                            disabled={change.isPending}
                            onClick={() => setEditing(type)}
                            aria-label={t('forwarding.setOf', { type: t(`forwarding.types.${type}`) })}
                          >
                            {t(target === null ? 'forwarding.set' : 'forwarding.change')}
                          </Button>
                        </Group>
                      )}
                    </Group>
                    {editing === type && (
                      <ForwardingTargetForm
                        type={type}
                        current={target}
                        isSaving={change.isPending}
                        onSave={(msisdnTo) => handleChange({ kind: 'set', type, msisdnTo })}
                        onCancel={() => setEditing(null)}
                      />
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

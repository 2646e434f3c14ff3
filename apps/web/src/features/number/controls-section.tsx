import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@kabinet/contract';
import { useAccess } from '../../shared/company/company-context.ts';
import { MODAL_OF_ENTRY, openNumberModal } from '../../shared/number-modals/number-modal-store.ts';
import { numberMenuEntries, type NumberModalEntry } from './number-status.ts';

type ToggleEntry = Exclude<NumberModalEntry, 'secret_code_send' | 'secret_code_delete'>;

/** Whether the row's ban (or forwarding) is on, from the Subscriber (spec §3 bans and access, forwarding). */
const IS_ON: Record<ToggleEntry, (s: Subscriber) => boolean> = {
  sms_ussd_ban: (s) => s.isSMS_USSDMgmBanEnabled,
  call_details_block: (s) => !s.accessToDetailOfMyKcell,
  app_access_block: (s) => s.isMyKcellAccessBlocked,
  call_forwarding: (s) => s.forwarding.forward === 1,
};
const TOGGLE_ORDER: readonly ToggleEntry[] = [
  'sms_ussd_ban',
  'call_details_block',
  'app_access_block',
  'call_forwarding',
];

/**
 * decision 014: the number's controls on its detail page — each ban's and the forwarding's current state
 * with the button that opens its modal, and the secret code's two actions; only the entries the
 * actions menu offers (state rule, letter flag, feature).
 */
export function ControlsSection({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation('number-detail');
  const entries = numberMenuEntries(subscriber, useAccess());
  const toggles = TOGGLE_ORDER.filter((entry) => entries.includes(entry));
  const secretCode = (['secret_code_send', 'secret_code_delete'] as const).filter((entry) =>
    entries.includes(entry),
  );
  if (toggles.length === 0 && secretCode.length === 0) return null;
  const open = (entry: NumberModalEntry) => openNumberModal(MODAL_OF_ENTRY[entry]!, subscriber.msisdn);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nd-controls">
      <Title order={2} size="h4" mb="sm" id="nd-controls">
        {t('controls.title')}
      </Title>
      <Stack gap="xs">
        {toggles.map((entry) => {
          const isOn = IS_ON[entry](subscriber);
          return (
            // the button stays at the row's end on a phone; the name and state wrap beside it
            <Group key={entry} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="wrap" miw={0} style={{ flex: 1 }}>
                <Text size="sm">{t(`controls.rows.${entry}`)}</Text>
                <Badge color={isOn ? 'orange' : 'gray'} variant="light" tt="none">
                  {t(`controls.state.${entry}.${isOn ? 'on' : 'off'}`)}
                </Badge>
              </Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => open(entry)}
                aria-label={t('controls.manageOf', { name: t(`controls.rows.${entry}`) })}
              >
                {t('controls.manage')}
              </Button>
            </Group>
          );
        })}
        {secretCode.length > 0 && (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{t('controls.secretCode')}</Text>
            <Group gap="xs" wrap="nowrap">
              {secretCode.map((entry) => (
                <Button
                  key={entry}
                  size="xs"
                  variant={entry === 'secret_code_delete' ? 'outline' : 'light'}
                  color={entry === 'secret_code_delete' ? 'red.9' : undefined}
                  onClick={() => open(entry)}
                >
                  {t(`controls.${entry}`)}
                </Button>
              ))}
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

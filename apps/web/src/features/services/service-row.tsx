import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Product } from '@kabinet/contract';
import { formatDate } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { Language } from '../../shared/i18n/i18n.ts';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { canReconnect, canToggle, type ServiceIntent } from './service-decision.ts';
import { productDescription, productLink, type ServiceRow as Row } from './service-rows.ts';

const STATUS_COLOR = { connected: 'green', pending: 'orange', available: 'gray' } as const;

/** The fee type, dates, validity, volume and bonuses of a row, those that are defined. */
function serviceFacts(service: Product, t: TFunction, language: Language): string[] {
  const facts: string[] = [];
  if (service.feeType)
    facts.push(
      typeof service.fee === 'number'
        ? t('services.feeWithAmount', {
            type: t(`services.feeType.${service.feeType}`),
            fee: formatMoney(service.fee, language),
          })
        : t(`services.feeType.${service.feeType}`),
    );
  if (service.connectionDate)
    facts.push(t('services.connectedOn', { date: formatDate(service.connectionDate) }));
  if (service.availableUntil)
    facts.push(t('services.availableUntil', { date: formatDate(service.availableUntil) }));
  if (service.validityDays) facts.push(t('services.validity', { days: service.validityDays }));
  const volume = service.trafficVolume;
  if (volume)
    facts.push(
      volume.isUnlimited
        ? t('services.volumeUnlimited')
        : t('services.volume', {
            volume: t('units.value', { amount: volume.amount ?? '—', unit: t(`units.${volume.unit}`) }),
          }),
    );
  for (const bonus of service.bonuses) facts.push(t('services.bonus', { bonus: bonus[language] }));
  return facts;
}

/** spec §2 a service row: toggle, description tooltip, link, facts and reconnect. */
export function ServiceRow({
  row,
  canManage,
  describedBy,
  onRequest,
}: {
  row: Row;
  canManage: boolean;
  /** the id of the text that says why the toggle is off */
  describedBy?: string;
  onRequest: (row: Row, intent: ServiceIntent) => void;
}) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  const { product, status, isOn } = row;
  const name = product.name[language];
  const description = productDescription(product, language);
  const link = productLink(product, language);
  const isPending = status === 'pending';
  const isToggleable = canManage && !isPending && canToggle(product.action, isOn);
  const showReconnect = canManage && status === 'connected' && canReconnect(product);

  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {description && (
              <Tooltip
                label={description}
                multiline
                w={280}
                events={{ hover: true, focus: true, touch: true }}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('services.descriptionOf', { name })}
                >
                  <InfoIcon />
                </ActionIcon>
              </Tooltip>
            )}
            <Badge
              color={STATUS_COLOR[status]}
              variant="light"
              leftSection={isPending ? <Loader size={10} color="orange.9" /> : undefined}
            >
              {t(`services.status.${isPending ? (isOn ? 'disconnecting' : 'connecting') : status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {serviceFacts(product, t, language).join(' · ')}
          </Text>
          {(link || showReconnect) && (
            <Group gap="md" wrap="wrap">
              {link && (
                <ExternalLink href={link} size="sm">
                  {t('services.more')}
                </ExternalLink>
              )}
              {showReconnect && (
                <Button size="compact-sm" variant="light" onClick={() => onRequest(row, 'reconnect')}>
                  {t('services.reconnect')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        <Switch
          checked={isOn}
          disabled={!isToggleable}
          aria-describedby={describedBy}
          aria-label={t(isOn ? 'services.toggleOff' : 'services.toggleOn', { name })}
          onChange={(event) => onRequest(row, event.currentTarget.checked ? 'connect' : 'disconnect')}
          size="md"
        />
      </Group>
    </Paper>
  );
}

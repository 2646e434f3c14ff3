import { ActionIcon, Group, Paper, SimpleGrid, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@kabinet/contract';
import { formatDate } from '../../shared/format/date-format.ts';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { InfoList } from './info-list.tsx';

/** spec §2: general info and SIM card of the number. */
export function InfoCards({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation('number-detail');
  const general = [
    { key: 'payment', label: t('general.paymentMethod'), value: t(`general.paymentType.${subscriber.type}`) },
    { key: 'regNo', label: t('general.regNo'), value: subscriber.regNo },
    { key: 'account', label: t('general.accountNumber'), value: subscriber.accountNumber },
    {
      key: 'accountType',
      label: t('general.accountType'),
      value: subscriber.accountType ? t(`general.accountKind.${subscriber.accountType}`) : null,
    },
    {
      key: 'esim',
      label: t('general.esim'),
      value: t(subscriber.esim ? 'general.esimOn' : 'general.esimOff'),
    },
  ];
  const sim = [
    { key: 'changed', label: t('sim.replacementDate'), value: formatDate(subscriber.iccidChangeDate) },
    { key: 'pin1', label: t('sim.pin1'), value: subscriber.pin1 },
    { key: 'pin2', label: t('sim.pin2'), value: subscriber.pin2 },
    { key: 'puk1', label: t('sim.puk1'), value: subscriber.puk1 },
    { key: 'puk2', label: t('sim.puk2'), value: subscriber.puk2 },
    { key: 'iccid', label: t('sim.iccid'), value: subscriber.iccid },
    {
      key: 'imei',
      label: subscriber.imei ? (
        <Group gap={4} component="span" wrap="nowrap">
          {t('sim.imei')}
          <Tooltip
            label={t('sim.imeiDisclaimer')}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" size="xs" color="gray" aria-label={t('sim.imeiDisclaimer')}>
              <InfoIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        t('sim.imei')
      ),
      value: subscriber.imei,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nd-general">
        <Title order={2} size="h4" mb="sm" id="nd-general">
          {t('general.title')}
        </Title>
        <InfoList items={general} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nd-sim">
        <Title order={2} size="h4" mb="sm" id="nd-sim">
          {t('sim.title')}
        </Title>
        <InfoList items={sim} />
      </Paper>
    </SimpleGrid>
  );
}

import { useState } from 'react';
import { Alert, Badge, Group, Paper, Select, Skeleton, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractPhone } from '@kabinet/contract';
import { formatDate, formatDateTimeSeconds } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useContractPhones } from './contract-phone-api.ts';
import { contractStatusColor, initialDeviceIndex, needsDeviceSelect } from './contract-phone-view.ts';
import { InfoList } from './info-list.tsx';
import { Notice } from '../../shared/ui/notice.tsx';

/** spec §3 Contract phone: dates shown DD.MM.YYYY HH:mm:ss. */
const formatContractDate = (value: string | null) => formatDateTimeSeconds(value) || null;

function ContractStatus({ status }: { status: ContractPhone['status'] }) {
  const { t } = useTranslation('number-detail');
  const badge = (
    <Badge
      color={contractStatusColor(status)}
      variant="light"
      tabIndex={status === 'SUSPENDED' ? 0 : undefined}
    >
      {t(`contractPhone.statuses.${status}`)}
    </Badge>
  );
  if (status !== 'SUSPENDED') return badge;
  return (
    <Tooltip
      label={t('contractPhone.suspendedTooltip')}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      {badge}
    </Tooltip>
  );
}

function ContractDetails({ phone }: { phone: ContractPhone }) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  return (
    <InfoList
      items={[
        { key: 'status', label: t('contractPhone.status'), value: <ContractStatus status={phone.status} /> },
        // spec §4: a missed monthly payment or the contract's end moves the number to Standard Corp
        ...(phone.standardCorpReason
          ? [
              {
                key: 'standardCorp',
                label: t('contractPhone.standardCorpLabel'),
                value: t(`contractPhone.standardCorp.${phone.standardCorpReason}`, {
                  date: formatDate(phone.standardCorpSince ?? null),
                }),
              },
            ]
          : []),
        { key: 'start', label: t('contractPhone.startDate'), value: formatContractDate(phone.startDate) },
        { key: 'end', label: t('contractPhone.endDate'), value: formatContractDate(phone.endDate) },
        { key: 'duration', label: t('contractPhone.duration'), value: phone.duration },
        {
          key: 'recurring',
          label: t('contractPhone.recurring'),
          value: formatMoney(phone.recurring, language),
        },
        { key: 'total', label: t('contractPhone.total'), value: formatMoney(phone.priceFactor, language) },
        { key: 'name', label: t('contractPhone.contractName'), value: phone.name },
        { key: 'device', label: t('contractPhone.deviceName'), value: phone.deviceName },
        {
          key: 'type',
          label: t('contractPhone.deviceType'),
          value: t(`contractPhone.deviceTypes.${phone.deviceType}`),
        },
      ]}
    />
  );
}

/** spec §2 Contract phone block (flag W): a select for several devices, details, not-found. */
export function ContractPhoneBlock({ msisdn }: { msisdn: string }) {
  const { t } = useTranslation('number-detail');
  const query = useContractPhones(msisdn, true);
  const phones = query.data?.content ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const index = chosen ?? initialDeviceIndex(phones);
  const phone = index === null ? undefined : phones[index];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nd-contract">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="nd-contract">
          {t('contractPhone.title')}
        </Title>
        {needsDeviceSelect(phones) && (
          <Select
            label={t('contractPhone.select')}
            placeholder={t('contractPhone.selectPlaceholder')}
            data={phones.map((p, i) => ({
              value: String(i),
              label: `${p.deviceName} — ${t(`contractPhone.statuses.${p.status}`)}`,
            }))}
            value={index === null ? null : String(index)}
            onChange={(value) => setChosen(value === null ? null : Number(value))}
            allowDeselect={false}
            w={{ base: '100%', sm: 340 }}
          />
        )}
      </Group>
      {query.isPending ? (
        <Skeleton h={120} />
      ) : query.isError || phones.length === 0 ? (
        <Alert color="gray" variant="light" role={query.isError ? 'alert' : 'note'}>
          {t(query.isError ? 'contractPhone.failed' : 'contractPhone.notFound')}
        </Alert>
      ) : phone ? (
        <ContractDetails phone={phone} />
      ) : (
        <Notice color="blue" variant="light">
          {t('contractPhone.chooseDevice')}
        </Notice>
      )}
    </Paper>
  );
}

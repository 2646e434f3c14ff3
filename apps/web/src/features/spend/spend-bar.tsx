import { useState } from 'react';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { LimitModal } from './limit-modal.tsx';
import { useNumberSpend, useSetSpendLimit } from './spend-api.ts';
import { spendShare } from './spend-share.ts';

/** The number's spend this month against its limit, as a bar, with the limit's controls (decision 030). */
export function SpendBar({ msisdn }: { msisdn: string }) {
  const { t } = useTranslation('spend');
  const language = useLanguage();
  const spend = useNumberSpend(msisdn);
  const remove = useSetSpendLimit(msisdn);
  const [isEditing, setEditing] = useState(false);
  if (!spend.data) return null;
  const { spent, limit } = spend.data;
  const money = (tiyn: number) => formatMoney(tiyn, language);
  const share = limit ? spendShare(spent, limit.monthlyLimit) : null;

  const handleRemove = () =>
    remove.mutate(null, {
      onSuccess: () => notify(t('limit.removed')),
      onError: (e) => notifyError(translateError(t, e)),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="spend-limit-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="spend-limit-title">
          {t('limit.title')}
        </Title>
        {limit && share ? (
          <>
            <Text size="sm">
              {t('limit.spent', { spent: money(spent), limit: money(limit.monthlyLimit) })}
            </Text>
            <Progress
              value={share.percent}
              color={share.color}
              size="lg"
              aria-label={t('limit.bar')}
              aria-valuetext={`${share.percent}%`}
            />
            {limit.isOutgoingBlocked && (
              <Text size="sm" c="red.8" fw={600}>
                {t('limit.blocked')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">
            {t('limit.spentNoLimit', { spent: money(spent) })} · {t('limit.none')}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {limit ? t('limit.change') : t('limit.set')}
          </Button>
          {limit && (
            <Button size="xs" variant="subtle" color="red" onClick={handleRemove} loading={remove.isPending}>
              {t('limit.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      {isEditing && <LimitModal spend={spend.data} onClose={() => setEditing(false)} />}
    </Paper>
  );
}

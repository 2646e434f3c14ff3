import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkHistoryPeriod, type HistoryWindow } from '@kabinet/contract/rules/history-period';
import type { Period } from './documents-api.ts';

/**
 * The period of a history tab (spec §5): two dates inside the tab's window, from one month back
 * through today by default; the server checks the same window with the same codes.
 */
export function PeriodFilter({
  window,
  initial,
  onShow,
}: {
  window: HistoryWindow;
  initial: Period;
  onShow: (period: Period) => void;
}) {
  const { t } = useTranslation('documents');
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const code = startDate && endDate ? checkHistoryPeriod({ startDate, endDate }, window) : 'field_required';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) onShow({ startDate, endDate });
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('period.from')}
          value={startDate}
          min={window.minDate}
          max={window.maxDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
          error={
            code && code !== 'invalid_period' && code !== 'period_end_in_future'
              ? t(`errors:${code}`)
              : undefined
          }
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          type="date"
          label={t('period.to')}
          value={endDate}
          min={window.minDate}
          max={window.maxDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={
            code === 'invalid_period' || code === 'period_end_in_future' ? t(`errors:${code}`) : undefined
          }
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!!code} w={{ base: '100%', xs: 'auto' }}>
          {t('period.show')}
        </Button>
      </Group>
    </form>
  );
}

import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import { useState, type FormEvent } from 'react';
import { Button, Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { API_DATE_FORMAT, DATE_PICKER_FORMAT } from '@kabinet/contract/constants';
import { checkHistoryPeriod, type HistoryWindow } from '@kabinet/contract/rules/history-period';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useErrorTextsLoaded } from '../../shared/i18n/error-texts.ts';
import type { Period } from './documents-api.ts';

dayjs.extend(customParseFormat);

/** spec §9: pickers show DD-MM-YYYY; a typed date is read the same way */
const parsePickerDate = (input: string): string | null => {
  const date = dayjs(input.trim(), DATE_PICKER_FORMAT, true);
  return date.isValid() ? date.format(API_DATE_FORMAT) : null;
};

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
  const language = useLanguage();
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const code = startDate && endDate ? checkHistoryPeriod({ startDate, endDate }, window) : 'field_required';
  // the period's `errors:` texts: the catalogue is asked for when one shows (not in the first load)
  useErrorTextsLoaded(!!code);
  const isEndProblem = code === 'invalid_period' || code === 'period_end_in_future';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) onShow({ startDate, endDate });
  };
  const pickerProps = {
    valueFormat: DATE_PICKER_FORMAT,
    dateParser: parsePickerDate,
    minDate: window.minDate,
    maxDate: window.maxDate,
    locale: language,
    placeholder: DATE_PICKER_FORMAT,
    w: { base: '100%', xs: 180 },
  } as const;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateInput
          {...pickerProps}
          label={t('period.from')}
          value={startDate || null}
          onChange={(value) => setStartDate(value ?? '')}
          error={code && !isEndProblem ? t(`errors:${code}`) : undefined}
        />
        <DateInput
          {...pickerProps}
          label={t('period.to')}
          value={endDate || null}
          onChange={(value) => setEndDate(value ?? '')}
          error={isEndProblem ? t(`errors:${code}`) : undefined}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!!code} w={{ base: '100%', xs: 'auto' }}>
          {t('period.show')}
        </Button>
      </Group>
    </form>
  );
}

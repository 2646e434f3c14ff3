import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { datePickerProps } from './date-picker-props.ts';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import '@mantine/dates/styles.css';
import type { Language } from '@kabinet/contract/i18n-text';
import { FileDownloadButtons } from './file-download-buttons.tsx';
import {
  checkKindPeriod,
  defaultKindPeriod,
  kazakhstanToday,
  pickerWindow,
} from '@kabinet/contract/report-kinds';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { downloadTopUps, useTopUps } from './report-api.ts';
import { Notice } from '../../shared/ui/notice.tsx';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

dayjs.extend(customParseFormat);

/**
 * spec §2 Top-up details (full screen): a period of 2 months, the table on screen, XLSX and PDF.
 * spec §8: a failure shows the server's message, or 'service unavailable'.
 */
export function TopUpDetails({ msisdn }: { msisdn: string }) {
  const { t, i18n } = useTranslation(['reports', 'errors']);
  const language = i18n.language as Language;
  const today = kazakhstanToday();
  const window = pickerWindow('top_ups', today);
  const initial = defaultKindPeriod('top_ups', today);
  const [startDate, setStartDate] = useState<string | null>(initial.startDate);
  const [endDate, setEndDate] = useState<string | null>(initial.endDate);
  const [shown, setShown] = useState<{ startDate: string; endDate: string } | null>(initial);
  const period = startDate && endDate ? { startDate, endDate } : null;
  const periodError = period ? checkKindPeriod('top_ups', period, today) : 'invalid_period';
  const topUps = useTopUps(msisdn, shown);
  const rows = topUps.data?.data ?? [];

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <DateInput
            {...datePickerProps(t)}
            label={t('form.startDate')}
            value={startDate}
            onChange={setStartDate}
            minDate={window.minDate}
            maxDate={window.maxDate}
            error={periodError && periodError !== 'invalid_period' ? t(`errors:${periodError}`) : undefined}
          />
          <DateInput
            {...datePickerProps(t)}
            label={t('form.endDate')}
            value={endDate}
            onChange={setEndDate}
            minDate={startDate ?? window.minDate}
            maxDate={window.maxDate}
          />
          <Button onClick={() => period && setShown(period)} disabled={!!periodError}>
            {t('topUps.show')}
          </Button>
          <FileDownloadButtons
            labels={{ xls: t('topUps.xlsx'), pdf: t('topUps.pdf') }}
            disabled={!!periodError}
            failureCode="service_unavailable"
            download={async (format) => {
              if (period) await downloadTopUps(msisdn, period, format, language);
            }}
          />
        </Group>
        {topUps.isLoading && <Loader size="sm" aria-label={t('topUps.loading')} />}
        {topUps.isError && (
          <Alert color="red" variant="light" role="alert">
            {translateError(t, topUps.error, 'service_unavailable')}
          </Alert>
        )}
        {topUps.isSuccess && rows.length === 0 && (
          <Notice color="blue" variant="light">
            {t('errors:top_up_empty')}
          </Notice>
        )}
        {rows.length > 0 && (
          <TableScroll minWidth={640} label={t('kinds.top_ups.title')}>
            <Table striped highlightOnHover aria-label={t('kinds.top_ups.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('topUps.columns.date')}</Table.Th>
                  <Table.Th>{t('topUps.columns.type')}</Table.Th>
                  <Table.Th>{t('topUps.columns.comments')}</Table.Th>
                  <Table.Th ta="right">{t('topUps.columns.amount')}</Table.Th>
                  <Table.Th ta="right">{t('topUps.columns.before')}</Table.Th>
                  <Table.Th ta="right">{t('topUps.columns.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.rechargeDate}-${row.amount}`}>
                    <Table.Td>{formatDateTime(row.rechargeDate)}</Table.Td>
                    <Table.Td>{row.type[language]}</Table.Td>
                    <Table.Td>{row.comments ?? ''}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.balanceBefore)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.balanceAfter)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Text size="xs" c="dimmed">
          {t('topUps.window')}
        </Text>
      </Stack>
    </DatesProvider>
  );
}

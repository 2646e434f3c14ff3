import { useMemo, useState } from 'react';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { isActionSuccessful } from '@kabinet/contract/debts';
import { actionHistoryWindow, defaultHistoryPeriod } from '@kabinet/contract/rules/history-period';
import { formatMsisdn } from '@kabinet/contract/rules/msisdn-format';
import { API_DATE_FORMAT, formatDateTime } from '../../shared/format/date-format.ts';
import { fileUrlOf } from './action-params.ts';
import { useActions, type Period } from './documents-api.ts';
import { PeriodFilter } from './period-filter.tsx';
import { EmptyNote, FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';

/** spec §2 /action_history, "Other screens": columns action, status, administrator, date (2 months back). */
export function ActionHistoryScreen() {
  const { t } = useTranslation('documents');
  const window = useMemo(() => actionHistoryWindow(dayjs().format(API_DATE_FORMAT)), []);
  const [period, setPeriod] = useState<Period>(() => defaultHistoryPeriod(window.maxDate, window));
  const actions = useActions(period);
  const rows = actions.data?.data ?? [];
  return (
    <ScreenFrame title={t('tabs.action_history')}>
      <PeriodFilter window={window} initial={period} onShow={setPeriod} />
      {actions.isPending ? (
        <Loading />
      ) : actions.isError ? (
        <FailureNote error={actions.error} />
      ) : rows.length === 0 ? (
        <EmptyNote text={t('errors:action_history_not_found')} />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="xs" aria-label={t('tabs.action_history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('actionHistory.action')}</Table.Th>
                <Table.Th>{t('actionHistory.status')}</Table.Th>
                <Table.Th>{t('actionHistory.administrator')}</Table.Th>
                <Table.Th>{t('actionHistory.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => {
                const fileUrl = fileUrlOf(entry.params);
                const isSuccess = isActionSuccessful(entry);
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text size="sm">{t(`actions:${entry.action}`, { defaultValue: entry.action })}</Text>
                      {entry.msisdn && (
                        <Text size="xs" c="dimmed">
                          {formatMsisdn(entry.msisdn)}
                        </Text>
                      )}
                      {fileUrl && (
                        <Anchor href={fileUrl} size="xs" target="_blank" rel="noopener noreferrer">
                          {t('actionHistory.file')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={isSuccess ? 'teal.9' : 'red.9'} variant="filled" size="sm">
                        {t(isSuccess ? 'actionHistory.success' : 'actionHistory.failure')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{`${entry.userLastname} ${entry.userFirstname}`.trim() || '—'}</Table.Td>
                    <Table.Td>{formatDateTime(entry.dateTime)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ScreenFrame>
  );
}

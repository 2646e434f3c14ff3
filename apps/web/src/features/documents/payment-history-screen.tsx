import { useMemo, useState } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kazakhstanToday } from '@kabinet/contract/report-kinds';
import { defaultHistoryPeriod, paymentHistoryWindow } from '@kabinet/contract/rules/history-period';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { usePayments, type Period } from './documents-api.ts';
import { PeriodFilter } from './period-filter.tsx';
import { RecordCards, useIsPhone } from './record-cards.tsx';
import { EmptyNote, FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';

/** spec §2 /payment_history: the company's payments in a period (window: 3 months back, from the 1st). */
export function PaymentHistoryScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const window = useMemo(() => paymentHistoryWindow(kazakhstanToday()), []);
  const [period, setPeriod] = useState<Period>(() => defaultHistoryPeriod(window.maxDate, window));
  const payments = usePayments(period);
  const rows = payments.data?.data ?? [];
  const isPhone = useIsPhone();
  return (
    <ScreenFrame title={t('tabs.payment_history')}>
      <PeriodFilter window={window} initial={period} onShow={setPeriod} />
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <FailureNote error={payments.error} />
      ) : rows.length === 0 ? (
        <EmptyNote text={t('errors:payment_history_empty')} />
      ) : isPhone ? (
        <RecordCards
          label={t('tabs.payment_history')}
          cards={rows.map((p) => ({
            key: `${p.paymentDate}-${p.accountId}-${p.paymentAmount}`,
            fields: [
              { label: t('payments.date'), value: formatDateTime(p.paymentDate) },
              { label: t('payments.account'), value: p.accountId },
              { label: t('payments.comment'), value: p.comment ?? '—' },
              { label: t('payments.sum'), value: formatMoney(p.paymentAmount, language) },
              { label: t('payments.balanceBefore'), value: formatMoney(p.balanceBefore, language) },
              { label: t('payments.balanceAfter'), value: formatMoney(p.balanceAfter, language) },
            ],
          }))}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={t('tabs.payment_history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th>{t('payments.account')}</Table.Th>
                <Table.Th>{t('payments.comment')}</Table.Th>
                <Table.Th ta="right">{t('payments.sum')}</Table.Th>
                <Table.Th ta="right">{t('payments.balanceBefore')}</Table.Th>
                <Table.Th ta="right">{t('payments.balanceAfter')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={`${p.paymentDate}-${p.accountId}-${p.paymentAmount}`}>
                  <Table.Td>{formatDateTime(p.paymentDate)}</Table.Td>
                  <Table.Td>{p.accountId}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{p.comment ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.paymentAmount, language)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.balanceBefore, language)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.balanceAfter, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ScreenFrame>
  );
}

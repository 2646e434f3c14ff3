import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kazakhstanToday } from '@kabinet/contract/report-kinds';
import { defaultHistoryPeriod, paymentHistoryWindow } from '@kabinet/contract/rules/history-period';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { usePayments, type Period } from './documents-api.ts';
import { PeriodFilter } from './period-filter.tsx';
import { RecordsView } from './record-cards.tsx';
import { EmptyNote, FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';

/** spec §2 /payment_history: the company's payments in a period (window: 3 months back, from the 1st). */
export function PaymentHistoryScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const window = useMemo(() => paymentHistoryWindow(kazakhstanToday()), []);
  const [period, setPeriod] = useState<Period>(() => defaultHistoryPeriod(window.maxDate, window));
  const payments = usePayments(period);
  const rows = payments.data?.data ?? [];
  return (
    <ScreenFrame title={t('tabs.payment_history')}>
      <PeriodFilter window={window} initial={period} onShow={setPeriod} />
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <FailureNote error={payments.error} />
      ) : rows.length === 0 ? (
        <EmptyNote text={t('emptyAnswers.payment_history_empty')} />
      ) : (
        <RecordsView
          label={t('tabs.payment_history')}
          rows={rows}
          rowKey={(p) => `${p.paymentDate}-${p.accountId}-${p.paymentAmount}`}
          minWidth={640}
          columns={[
            { label: t('payments.date'), cell: (p) => formatDateTime(p.paymentDate) },
            { label: t('payments.account'), cell: (p) => p.accountId },
            { label: t('payments.comment'), cell: (p) => p.comment ?? '—' },
            { label: t('payments.sum'), cell: (p) => formatMoney(p.paymentAmount, language), numeric: true },
            {
              label: t('payments.balanceBefore'),
              cell: (p) => formatMoney(p.balanceBefore, language),
              numeric: true,
            },
            {
              label: t('payments.balanceAfter'),
              cell: (p) => formatMoney(p.balanceAfter, language),
              numeric: true,
            },
          ]}
        />
      )}
    </ScreenFrame>
  );
}

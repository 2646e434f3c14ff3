import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useUnknownPayments } from './documents-api.ts';
import { EmptyNote, FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';

/** spec §2 /unknown_payments: date, payment order number, total; serviceUnavailable on failure. */
export function UnknownPaymentsScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const payments = useUnknownPayments();
  const rows = payments.data?.data ?? [];
  return (
    <ScreenFrame title={t('tabs.unknown_payments')}>
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        // spec §8: serviceUnavailable for undisclosed payments failure
        <FailureNote error={payments.error} fallback="service_unavailable" />
      ) : rows.length === 0 ? (
        <EmptyNote text={t('emptyAnswers.unknown_payments_not_found')} />
      ) : (
        <Table striped verticalSpacing="xs" aria-label={t('tabs.unknown_payments')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('unknownPayments.date')}</Table.Th>
              <Table.Th>{t('unknownPayments.number')}</Table.Th>
              <Table.Th ta="right">{t('unknownPayments.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={`${p.date}-${p.number}`}>
                <Table.Td>{formatDate(p.date)}</Table.Td>
                <Table.Td>{p.number}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.total, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ScreenFrame>
  );
}

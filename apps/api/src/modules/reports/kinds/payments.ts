import type { Language } from '@kabinet/contract';
import type { PaymentRow } from '../../../operator/reports-port.ts';
import {
  columnsIn,
  mapRows,
  type KindTable,
  type QueryInput,
  type ReportKindServer,
  queryInput,
} from './report-kind.ts';

// spec §3 Payment: the company's payments in a period; the number's payments report of a POSTPAID
// number is this table too (subscriber-payments.ts)

/** the payments' columns and rows in a language (every header is a shared word) */
export function paymentTable(rows: AsyncIterable<PaymentRow>, language: Language): KindTable {
  const col = columnsIn(language);
  return {
    columns: [
      col('dateTime', 'datetime'),
      col('account', 'text', 16),
      col('msisdn', 'text', 18),
      col('amount', 'money'),
      col('document', 'text', 16),
      col('comments', 'text', 30),
    ],
    rows: mapRows(rows, (r) => ({
      dateTime: r.paymentDate,
      account: r.accountId,
      msisdn: r.msisdn,
      amount: r.paymentAmount,
      document: r.documentNumber,
      comments: r.comment,
    })),
  };
}

const query = ({ period }: QueryInput) => ({ kind: 'payments' as const, period });

export const payments: ReportKindServer = {
  words: {
    ru: { title: 'Отчёт по платежам', columns: {} },
    en: { title: 'Payments report', columns: {} },
    kk: { title: 'Төлемдер бойынша есеп', columns: {} },
  },
  query,
  table: (subject, source) =>
    paymentTable(source.reportRows(subject.bin, query(queryInput(subject))), subject.language),
};

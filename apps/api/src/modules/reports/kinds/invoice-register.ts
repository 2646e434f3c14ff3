import type { Language } from '@kabinet/contract';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// decision 018: the invoices of the accounting months the period touches (36 months back)

const WORDS: Record<Language, KindWords> = {
  ru: {
    title: 'Реестр счетов-фактур',
    columns: {
      invoiceNumber: 'Номер счёта-фактуры',
      periodMonth: 'Расчётный период',
      issuedAt: 'Дата выставления',
      paid: 'Оплачено',
    },
  },
  en: {
    title: 'Invoice register',
    columns: {
      invoiceNumber: 'Invoice number',
      periodMonth: 'Accounting period',
      issuedAt: 'Issued on',
      paid: 'Paid',
    },
  },
  kk: {
    title: 'Шот-фактуралар тізілімі',
    columns: {
      invoiceNumber: 'Шот-фактура нөмірі',
      periodMonth: 'Есептік кезең',
      issuedAt: 'Шығарылған күні',
      paid: 'Төленді',
    },
  },
};

const query = ({ period }: QueryInput) => ({ kind: 'invoice_register' as const, period });

export const invoiceRegister = operatorKind({
  words: WORDS,
  query,
  columns: (col) => [
    col('invoiceNumber', 'text', 30),
    col('account', 'text', 16),
    col('periodMonth', 'date'),
    col('issuedAt', 'date'),
    col('amount', 'money'),
    col('paid', 'money'),
  ],
  row: (r) => ({
    invoiceNumber: r.invoiceNumber,
    account: r.accountNumber,
    periodMonth: r.periodMonth,
    issuedAt: r.issuedAt,
    amount: r.amount,
    paid: r.paidAmount,
  }),
});

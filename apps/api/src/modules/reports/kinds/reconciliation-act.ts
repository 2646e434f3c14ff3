import type { Language } from '@kabinet/contract';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// decision 018: per account the opening balance, the period's invoices (debit) and payments
// (credit), and the closing balance; a PDF and its XLSX

interface ReconciliationWords extends KindWords {
  lines: Record<'OPENING' | 'INVOICE' | 'PAYMENT' | 'CLOSING', string>;
}

const WORDS: Record<Language, ReconciliationWords> = {
  ru: {
    title: 'Акт сверки взаиморасчётов',
    columns: { line: 'Операция', debit: 'Дебет (начислено)', credit: 'Кредит (оплачено)' },
    lines: {
      OPENING: 'Сальдо на начало периода',
      INVOICE: 'Счёт-фактура',
      PAYMENT: 'Оплата',
      CLOSING: 'Сальдо на конец периода',
    },
  },
  en: {
    title: 'Reconciliation act',
    columns: { line: 'Entry', debit: 'Debit (charged)', credit: 'Credit (paid)' },
    lines: { OPENING: 'Opening balance', INVOICE: 'Invoice', PAYMENT: 'Payment', CLOSING: 'Closing balance' },
  },
  kk: {
    title: 'Өзара есеп айырысуды салыстыру актісі',
    columns: { line: 'Операция', debit: 'Дебет (есептелді)', credit: 'Кредит (төленді)' },
    lines: {
      OPENING: 'Кезең басындағы сальдо',
      INVOICE: 'Шот-фактура',
      PAYMENT: 'Төлем',
      CLOSING: 'Кезең соңындағы сальдо',
    },
  },
};

const query = ({ period }: QueryInput) => ({ kind: 'reconciliation_act' as const, period });

export const reconciliationAct = operatorKind({
  words: WORDS,
  query,
  columns: (col) => [
    col('date', 'date'),
    col('account', 'text', 16),
    col('line', 'text', 26),
    col('document', 'text', 30),
    col('debit', 'money'),
    col('credit', 'money'),
  ],
  row: (r, w) => ({
    date: r.date,
    account: r.accountNumber,
    line: w.lines[r.line],
    document: r.document,
    debit: r.debit,
    credit: r.credit,
  }),
});

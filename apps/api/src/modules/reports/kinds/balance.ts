import type { Language } from '@kabinet/contract';
import { numberCells, numberColumns } from './number-columns.ts';
import { SHARED_WORDS } from './shared-words.ts';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// decision 018: every number's balances, with its charges and top-ups in a period (≤ 6 months)

const WORDS: Record<Language, KindWords> = {
  ru: {
    title: 'Отчёт по балансам',
    columns: {
      available: 'Доступно / баланс',
      creditLimit: 'Кредитный лимит',
      debt: 'Задолженность',
      charges: 'Начислено за период',
      topUps: 'Пополнено за период',
    },
  },
  en: {
    title: 'Balance report',
    columns: {
      available: 'Available / balance',
      creditLimit: 'Credit limit',
      debt: 'Debt',
      charges: 'Charged in the period',
      topUps: 'Topped up in the period',
    },
  },
  kk: {
    title: 'Баланстар бойынша есеп',
    columns: {
      available: 'Қолжетімді / баланс',
      creditLimit: 'Кредиттік лимит',
      debt: 'Берешек',
      charges: 'Кезеңде есептелді',
      topUps: 'Кезеңде толықтырылды',
    },
  },
};

const query = ({ period, groupIds }: QueryInput) => ({ kind: 'balance' as const, period, groupIds });

export const balance = operatorKind({
  words: WORDS,
  query,
  columns: (col) => [
    ...numberColumns(col),
    col('paymentType', 'text', 12),
    col('available', 'money'),
    col('creditLimit', 'money'),
    col('debt', 'money'),
    col('charges', 'money'),
    col('topUps', 'money'),
  ],
  row: (r, w, lang) => ({
    ...numberCells(r),
    paymentType: SHARED_WORDS[lang].paymentTypes[r.type],
    available: r.available,
    creditLimit: r.creditLimit,
    debt: r.debtBalance,
    charges: r.charges,
    topUps: r.topUps,
  }),
});

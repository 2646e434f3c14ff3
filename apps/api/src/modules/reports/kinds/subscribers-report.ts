import type { Language } from '@kabinet/contract';
import { numberCells, numberColumns } from './number-columns.ts';
import { SHARED_WORDS } from './shared-words.ts';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// decision 018: a snapshot of every number of the company, no period (also downloaded at once);
// decision 030: split by cost centre

interface SubscribersWords extends KindWords {
  accountTypes: Record<string, string>;
}

const WORDS: Record<Language, SubscribersWords> = {
  ru: {
    title: 'Отчёт по абонентам',
    columns: {
      accountType: 'Тип счёта',
      tariff: 'Тарифный план',
      status: 'Статус',
      iccid: 'ICCID',
      label: 'Метка',
      comment: 'Комментарий',
      activatedAt: 'Дата подключения',
    },
    accountTypes: { INDIVIDUAL: 'Отдельный', GENERAL: 'Общий' },
  },
  en: {
    title: 'Subscribers report',
    columns: {
      accountType: 'Account type',
      tariff: 'Tariff plan',
      status: 'Status',
      iccid: 'ICCID',
      label: 'Label',
      comment: 'Comment',
      activatedAt: 'Connected on',
    },
    accountTypes: { INDIVIDUAL: 'Separate', GENERAL: 'General' },
  },
  kk: {
    title: 'Абоненттер бойынша есеп',
    columns: {
      accountType: 'Шот түрі',
      tariff: 'Тарифтік жоспар',
      status: 'Күйі',
      iccid: 'ICCID',
      label: 'Белгі',
      comment: 'Түсініктеме',
      activatedAt: 'Қосылған күні',
    },
    accountTypes: { INDIVIDUAL: 'Жеке', GENERAL: 'Ортақ' },
  },
};

const query = ({ groupIds }: QueryInput) => ({ kind: 'subscribers_report' as const, groupIds });

export const subscribersReport = operatorKind({
  words: WORDS,
  query,
  columns: (col) => [
    ...numberColumns(col),
    col('accountType', 'text', 12),
    col('paymentType', 'text', 12),
    col('tariff', 'text', 22),
    col('status', 'text', 16),
    col('iccid', 'text', 26),
    col('label', 'text', 20),
    col('comment', 'text', 24),
    col('activatedAt', 'date'),
  ],
  row: (r, w, lang) => ({
    ...numberCells(r),
    accountType: w.accountTypes[r.accountType] ?? r.accountType,
    paymentType: SHARED_WORDS[lang].paymentTypes[r.type],
    tariff: r.tariff[lang],
    status: r.status[lang],
    iccid: r.iccid,
    label: r.label,
    comment: r.comment,
    activatedAt: r.activatedAt,
  }),
});

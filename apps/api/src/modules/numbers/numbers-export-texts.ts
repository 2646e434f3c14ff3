import type { Language } from '@kabinet/contract';
import type { DocumentColumn } from '../../platform/documents/index.ts';

// decision 024: the export's words in the user's language, as the cards name them (locales
// numbers.json); the columns are what a card and the table show, with the balance in tenge.

interface ExportTexts {
  title: string;
  headers: Record<
    | 'msisdn'
    | 'state'
    | 'tariff'
    | 'balance'
    | 'accountNumber'
    | 'type'
    | 'iccid'
    | 'label'
    | 'comment'
    | 'costCentre',
    string
  >;
  paymentType: Record<'PREPAID' | 'POSTPAID', string>;
}

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  ru: {
    title: 'Номера компании',
    headers: {
      msisdn: 'Номер',
      state: 'Состояние',
      tariff: 'Тарифный план',
      balance: 'Баланс, ₸',
      accountNumber: 'Лицевой счёт',
      type: 'Способ оплаты',
      iccid: 'ICCID',
      label: 'Метка',
      comment: 'Комментарий',
      costCentre: 'Центр затрат',
    },
    paymentType: { PREPAID: 'Авансовый', POSTPAID: 'Кредитный' },
  },
  en: {
    title: "Company's numbers",
    headers: {
      msisdn: 'Number',
      state: 'State',
      tariff: 'Tariff',
      balance: 'Balance, ₸',
      accountNumber: 'Personal account',
      type: 'Payment type',
      iccid: 'ICCID',
      label: 'Label',
      comment: 'Comment',
      costCentre: 'Cost centre',
    },
    paymentType: { PREPAID: 'Advance', POSTPAID: 'Credit' },
  },
  kk: {
    title: 'Компания нөмірлері',
    headers: {
      msisdn: 'Нөмір',
      state: 'Күйі',
      tariff: 'Тариф',
      balance: 'Баланс, ₸',
      accountNumber: 'Дербес шот',
      type: 'Төлем тәсілі',
      iccid: 'ICCID',
      label: 'Белгі',
      comment: 'Түсініктеме',
      costCentre: 'Шығын орталығы',
    },
    paymentType: { PREPAID: 'Аванстық', POSTPAID: 'Несиелік' },
  },
};

/** The export's columns in order, headed in `language`. */
export function exportColumns(language: Language): DocumentColumn[] {
  const h = EXPORT_TEXTS[language].headers;
  return [
    { key: 'msisdn', header: h.msisdn, type: 'text', width: 14 },
    { key: 'state', header: h.state, type: 'text', width: 18 },
    { key: 'tariff', header: h.tariff, type: 'text', width: 22 },
    { key: 'balance', header: h.balance, type: 'money' },
    { key: 'accountNumber', header: h.accountNumber, type: 'text', width: 20 },
    { key: 'type', header: h.type, type: 'text', width: 16 },
    { key: 'iccid', header: h.iccid, type: 'text', width: 22 },
    { key: 'label', header: h.label, type: 'text', width: 22 },
    { key: 'comment', header: h.comment, type: 'text', width: 40 },
    { key: 'costCentre', header: h.costCentre, type: 'text', width: 30 },
  ];
}

import type { Language } from '@kabinet/contract';

/**
 * The words several report kinds share, per language (spec §9: ru, en, kk): the headers of the
 * columns more than one kind has, and the payment types. A kind's own words live in its descriptor.
 */
export interface SharedWords {
  columns: Record<string, string>;
  paymentTypes: Record<'PREPAID' | 'POSTPAID', string>;
}

export const SHARED_WORDS: Record<Language, SharedWords> = {
  ru: {
    columns: {
      dateTime: 'Дата и время',
      date: 'Дата',
      type: 'Тип',
      amount: 'Сумма',
      comments: 'Комментарий',
      account: 'Лицевой счёт',
      msisdn: 'Номер',
      document: 'Документ',
      paymentType: 'Способ оплаты',
      costCentre: 'Центр затрат',
    },
    paymentTypes: { PREPAID: 'Аванс', POSTPAID: 'Кредит' },
  },
  en: {
    columns: {
      dateTime: 'Date and time',
      date: 'Date',
      type: 'Type',
      amount: 'Amount',
      comments: 'Comment',
      account: 'Personal account',
      msisdn: 'Number',
      document: 'Document',
      paymentType: 'Payment method',
      costCentre: 'Cost centre',
    },
    paymentTypes: { PREPAID: 'Advance', POSTPAID: 'Credit' },
  },
  kk: {
    columns: {
      dateTime: 'Күні мен уақыты',
      date: 'Күні',
      type: 'Түрі',
      amount: 'Сомасы',
      comments: 'Түсініктеме',
      account: 'Дербес шот',
      msisdn: 'Нөмір',
      document: 'Құжат',
      paymentType: 'Төлем тәсілі',
      costCentre: 'Шығын орталығы',
    },
    paymentTypes: { PREPAID: 'Аванс', POSTPAID: 'Кредит' },
  },
};

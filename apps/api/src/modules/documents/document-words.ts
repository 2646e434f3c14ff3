import type { Language } from '@kabinet/contract';

/** The words of the documents this module writes, per language (spec §9: ru, en, kk). */
export interface DocumentWords {
  bin: string;
  months: readonly string[];
  /** spec §3 Debt: billDate as 'Month, year' */
  monthYear: (month: number, year: number) => string;
  act: {
    title: (actNumber: string, actDate: string) => string;
    contractor: string;
    customer: string;
    invoice: string;
    number: string;
    service: string;
    numbers: string;
    amountWithoutVat: string;
    vat: (rate: number) => string;
    amount: string;
    totalWithoutVat: string;
    totalVat: (rate: number) => string;
    total: string;
    chargeTypes: Record<string, string>;
    /** spec §9: electronic signing of certificates of work from 4 July 2021 */
    eSigned: (signedAt: string) => string;
    paperSigned: string;
  };
  breakdown: {
    title: (account: string, month: string) => string;
    msisdn: string;
    chargeType: string;
    amount: string;
    total: string;
    dueDate: string;
  };
  numbersByInvoice: { title: (invoice: string) => string; msisdn: string; invoice: string };
  debts: {
    title: string;
    account: string;
    billDate: string;
    dueDate: string;
    daysOverdue: string;
    debt: string;
    debtWithPenalty: string;
    total: string;
  };
}

/** the operator that issues the documents (the reference operator's legal details) */
export const OPERATOR_PARTY = {
  bin: '980540000397',
  name: { ru: 'АО «Кабинет Мобайл»', en: 'Kabinet Mobile JSC', kk: '«Кабинет Мобайл» АҚ' },
} as const;

const RU_MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const KK_MONTHS = [
  'Қаңтар',
  'Ақпан',
  'Наурыз',
  'Сәуір',
  'Мамыр',
  'Маусым',
  'Шілде',
  'Тамыз',
  'Қыркүйек',
  'Қазан',
  'Қараша',
  'Желтоқсан',
];

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = {
  ru: {
    bin: 'БИН',
    months: RU_MONTHS,
    monthYear: (m, y) => `${RU_MONTHS[m - 1]}, ${y}`,
    act: {
      title: (n, d) => `Акт выполненных работ (оказанных услуг) № ${n} от ${d}`,
      contractor: 'Исполнитель',
      customer: 'Заказчик',
      invoice: 'Счёт-фактура',
      number: '№',
      service: 'Наименование работ (услуг)',
      numbers: 'Номеров',
      amountWithoutVat: 'Сумма без НДС',
      vat: (rate) => `НДС ${rate}%`,
      amount: 'Сумма с НДС',
      totalWithoutVat: 'Итого без НДС',
      totalVat: (rate) => `НДС ${rate}%`,
      total: 'Итого с НДС',
      chargeTypes: {
        SUBSCRIPTION_FEE: 'Абонентская плата за услуги связи',
        USAGE: 'Услуги связи сверх абонентской платы',
      },
      eSigned: (at) => `Подписан электронной цифровой подписью ${at}`,
      paperSigned: 'Подписан на бумажном носителе',
    },
    breakdown: {
      title: (a, m) => `Расшифровка счёта по лицевому счёту ${a} — ${m}`,
      msisdn: 'Номер',
      chargeType: 'Начисление',
      amount: 'Сумма',
      total: 'Итого по счёту',
      dueDate: 'Оплатить до',
    },
    numbersByInvoice: { title: (i) => `Номера по счёту № ${i}`, msisdn: 'Номер', invoice: 'Номер счёта' },
    debts: {
      title: 'Задолженность по лицевым счетам',
      account: 'Лицевой счёт',
      billDate: 'Дата неоплаченного счёта',
      dueDate: 'Срок оплаты',
      daysOverdue: 'Дней просрочки',
      debt: 'Сумма задолженности',
      debtWithPenalty: 'Сумма с учётом пени',
      total: 'Итого задолженность',
    },
  },
  en: {
    bin: 'BIN',
    months: EN_MONTHS,
    monthYear: (m, y) => `${EN_MONTHS[m - 1]}, ${y}`,
    act: {
      title: (n, d) => `Certificate of work performed No. ${n} of ${d}`,
      contractor: 'Contractor',
      customer: 'Customer',
      invoice: 'Invoice',
      number: 'No.',
      service: 'Work (services)',
      numbers: 'Numbers',
      amountWithoutVat: 'Amount excl. VAT',
      vat: (rate) => `VAT ${rate}%`,
      amount: 'Amount incl. VAT',
      totalWithoutVat: 'Total excl. VAT',
      totalVat: (rate) => `VAT ${rate}%`,
      total: 'Total incl. VAT',
      chargeTypes: {
        SUBSCRIPTION_FEE: 'Monthly subscription fee for communication services',
        USAGE: 'Communication services beyond the subscription fee',
      },
      eSigned: (at) => `Signed with an electronic digital signature on ${at}`,
      paperSigned: 'Signed on paper',
    },
    breakdown: {
      title: (a, m) => `Invoice breakdown of personal account ${a} — ${m}`,
      msisdn: 'Number',
      chargeType: 'Charge',
      amount: 'Amount',
      total: 'Invoice total',
      dueDate: 'Due by',
    },
    numbersByInvoice: {
      title: (i) => `Numbers on invoice No. ${i}`,
      msisdn: 'Number',
      invoice: 'Invoice number',
    },
    debts: {
      title: 'Debt by personal account',
      account: 'Personal account',
      billDate: 'Date of the unpaid invoice',
      dueDate: 'Due date',
      daysOverdue: 'Days overdue',
      debt: 'Debt',
      debtWithPenalty: 'Including the penalty',
      total: 'Total debt',
    },
  },
  kk: {
    bin: 'БСН',
    months: KK_MONTHS,
    monthYear: (m, y) => `${KK_MONTHS[m - 1]}, ${y}`,
    act: {
      title: (n, d) => `${d} күнгі № ${n} орындалған жұмыстар (көрсетілген қызметтер) актісі`,
      contractor: 'Орындаушы',
      customer: 'Тапсырыс беруші',
      invoice: 'Шот-фактура',
      number: '№',
      service: 'Жұмыстардың (қызметтердің) атауы',
      numbers: 'Нөмірлер',
      amountWithoutVat: 'ҚҚС-сыз сомасы',
      vat: (rate) => `ҚҚС ${rate}%`,
      amount: 'ҚҚС-мен сомасы',
      totalWithoutVat: 'Барлығы ҚҚС-сыз',
      totalVat: (rate) => `ҚҚС ${rate}%`,
      total: 'Барлығы ҚҚС-мен',
      chargeTypes: {
        SUBSCRIPTION_FEE: 'Байланыс қызметтері үшін абоненттік төлем',
        USAGE: 'Абоненттік төлемнен тыс байланыс қызметтері',
      },
      eSigned: (at) => `${at} электрондық цифрлық қолтаңбамен қол қойылған`,
      paperSigned: 'Қағаз жеткізгіште қол қойылған',
    },
    breakdown: {
      title: (a, m) => `${a} дербес шоты бойынша шоттың толық жазбасы — ${m}`,
      msisdn: 'Нөмір',
      chargeType: 'Есептеу',
      amount: 'Сомасы',
      total: 'Шот бойынша барлығы',
      dueDate: 'Төлеу мерзімі',
    },
    numbersByInvoice: { title: (i) => `№ ${i} шот бойынша нөмірлер`, msisdn: 'Нөмір', invoice: 'Шот нөмірі' },
    debts: {
      title: 'Дербес шоттар бойынша берешек',
      account: 'Дербес шот',
      billDate: 'Төленбеген шот күні',
      dueDate: 'Төлеу мерзімі',
      daysOverdue: 'Мерзімі өткен күндер',
      debt: 'Берешек сомасы',
      debtWithPenalty: 'Өсімпұлмен бірге',
      total: 'Барлық берешек',
    },
  },
};

/** 'YYYY-MM-DD' → 'Month, year' in the language (spec §3 Debt billDate). */
export function monthYear(date: string, language: Language): string {
  return DOCUMENT_WORDS[language].monthYear(Number(date.slice(5, 7)), Number(date.slice(0, 4)));
}

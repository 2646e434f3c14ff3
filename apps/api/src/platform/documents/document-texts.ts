import type { Language } from '@kabinet/contract';

/** The renderers' own words, per language (spec §9: ru, en, kk). */
export interface DocumentTexts {
  operatorName: string;
  company: string;
  bin: string;
  period: string;
  /** "page X of Y" */
  page: (page: number, pages: number) => string;
  generated: string;
  noRows: string;
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  ru: {
    operatorName: 'Корпоративный кабинет — мобильный оператор',
    company: 'Компания',
    bin: 'БИН',
    period: 'Период',
    page: (page, pages) => `Страница ${page} из ${pages}`,
    generated: 'Сформирован',
    noRows: 'Нет данных за период',
  },
  en: {
    operatorName: 'Corporate cabinet — mobile operator',
    company: 'Company',
    bin: 'BIN',
    period: 'Period',
    page: (page, pages) => `Page ${page} of ${pages}`,
    generated: 'Generated',
    noRows: 'No data for the period',
  },
  kk: {
    operatorName: 'Корпоративтік кабинет — ұялы байланыс операторы',
    company: 'Компания',
    bin: 'БСН',
    period: 'Кезең',
    page: (page, pages) => `${pages} беттің ${page}-беті`,
    generated: 'Құрастырылды',
    noRows: 'Кезең бойынша деректер жоқ',
  },
};

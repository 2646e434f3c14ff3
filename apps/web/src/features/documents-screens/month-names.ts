import type { Language } from '@kabinet/contract/constants';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', kk: 'kk-KZ' };

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A month's name in the language, nominative and capitalised ('Октябрь', 'October', 'Қазан'). */
export function monthName(month: number, language: Language): string {
  const name = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  return capitalize(name);
}

/** spec §3 Debt billDate ('YYYY-MM-DD') as 'Month, year' in the chosen language. */
export const billMonthText = (date: string, language: Language): string =>
  `${monthName(Number(date.slice(5, 7)), language)}, ${date.slice(0, 4)}`;

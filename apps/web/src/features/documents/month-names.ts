import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Month names come from the documents catalog (months.1 … months.12), not from Intl: browsers'
 * ICU data may lack Kazakh month names (Chromium prints "M10").
 */
export function useMonthName(): (month: number) => string {
  const { t } = useTranslation('documents');
  return useCallback((month: number) => t(`months.${month}`), [t]);
}

/** spec §3 Debt billDate ('YYYY-MM-DD') as 'Month, year' in the chosen language. */
export function useBillMonthText(): (date: string) => string {
  const monthName = useMonthName();
  return useCallback(
    (date: string) => `${monthName(Number(date.slice(5, 7)))}, ${date.slice(0, 4)}`,
    [monthName],
  );
}

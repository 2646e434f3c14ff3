import type { Language } from '../i18n-text.ts';

/**
 * Money for display, DESIGN §3: amounts travel as integer tiyn (1 tenge = 100 tiyn) and are shown in
 * tenge with the ₸ sign after the amount and always two decimals:
 *   ru, kk: "1 234 567,50 ₸"  (thousands by a no-break space, decimal comma — Kazakhstan's norm)
 *   en:     "1,234,567.50 ₸"  (thousands by comma, decimal point)
 * A missing amount is "— ₸" (spec §2: a dash with a tenge sign). Negative amounts get "−".
 * Built by hand, not with Intl, so the browser and the server's documents show exactly the same text.
 */
const NBSP = '\u00a0';
const MINUS = '\u2212';
export const TENGE_SIGN = '₸';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  ru: { group: NBSP, decimal: ',' },
  kk: { group: NBSP, decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export function formatMoney(tiyn: number | null | undefined, language: string = 'ru'): string {
  if (tiyn === null || tiyn === undefined || !Number.isFinite(tiyn)) return `—${NBSP}${TENGE_SIGN}`;
  const { group, decimal } = SEPARATORS[language as Language] ?? SEPARATORS.ru;
  const whole = Math.round(tiyn);
  const abs = Math.abs(whole);
  const tenge = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = tenge.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole < 0 ? MINUS : ''}${grouped}${decimal}${cents}${NBSP}${TENGE_SIGN}`;
}

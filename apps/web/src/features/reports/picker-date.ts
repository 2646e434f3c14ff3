import { isIsoDate } from '@kabinet/contract/rules/calendar-dates';

// spec §9: the date pickers show and read DD-MM-YYYY; the API takes YYYY-MM-DD. Without dayjs, for
// the fields painted before the pickers have loaded (decision 015).

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' ('' for no date) */
export const pickerText = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '';

/** a whole 'DD-MM-YYYY' date typed → 'YYYY-MM-DD'; anything else (a part, a wrong day) → null */
export function parsePickerText(text: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  return isIsoDate(iso) ? iso : null;
}

import { kazakhstanToday } from '@kabinet/contract';

/** The operator's calendar day (config FIXED_TODAY, else today in Kazakhstan) and its month's 1st. */
export function spendCalendar(fixedToday: string | null) {
  const today = () => fixedToday ?? kazakhstanToday();
  return { today, month: () => `${today().slice(0, 7)}-01` };
}

/** the 1sts of the `count` months ending with `month`, oldest first */
export function monthsEndingWith(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

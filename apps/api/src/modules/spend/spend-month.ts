import { kazakhstanToday } from '@kabinet/contract';

/** The operator's calendar day (config FIXED_TODAY, else today in Kazakhstan) and its month's 1st. */
export function spendCalendar(fixedToday: string | null) {
  const today = () => fixedToday ?? kazakhstanToday();
  return { today, month: () => `${today().slice(0, 7)}-01` };
}

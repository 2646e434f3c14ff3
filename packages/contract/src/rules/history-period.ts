import type { ErrorCode } from '../errors.ts';
import { addMonths, startOfMonth } from './calendar-dates.ts';

// spec §5 picker windows of the documents tabs shown on screen (decision 019):
// payment history from the first of the month 3 months back; action history 2 months.

export const PAYMENT_HISTORY_WINDOW_MONTHS = 3;
export const ACTION_HISTORY_WINDOW_MONTHS = 2;

/** The earliest day the payment history picker offers: the first of the month 3 months back. */
export const paymentHistoryMinDate = (today: string): string =>
  startOfMonth(addMonths(today, -PAYMENT_HISTORY_WINDOW_MONTHS));

/** The earliest day the action history picker offers: 2 months back. */
export const actionHistoryMinDate = (today: string): string =>
  addMonths(today, -ACTION_HISTORY_WINDOW_MONTHS);

/** The days a picker offers ('YYYY-MM-DD', inclusive): from the window's start to today. */
export interface HistoryWindow {
  minDate: string;
  maxDate: string;
}

export const paymentHistoryWindow = (today: string): HistoryWindow => ({
  minDate: paymentHistoryMinDate(today),
  maxDate: today,
});
export const actionHistoryWindow = (today: string): HistoryWindow => ({
  minDate: actionHistoryMinDate(today),
  maxDate: today,
});

/**
 * A history period against its window: the catalogue code of the first broken rule, or null.
 * The end may not be after today; the start not before the window.
 */
export function checkHistoryPeriod(
  period: { startDate: string; endDate: string },
  window: HistoryWindow,
): ErrorCode | null {
  if (period.startDate > period.endDate) return 'invalid_period';
  if (period.endDate > window.maxDate) return 'period_end_in_future';
  if (period.startDate < window.minDate) return 'period_start_too_early';
  return null;
}

/** The default range (spec §5): one month back through today, kept inside the window. */
export function defaultHistoryPeriod(today: string, window: HistoryWindow) {
  const start = addMonths(today, -1);
  return { startDate: start < window.minDate ? window.minDate : start, endDate: today };
}

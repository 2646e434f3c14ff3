import type { ErrorCode } from '../errors.ts';
import {
  ATLAS_PRO_MAX_DAYS,
  ATLAS_PRO_MIN_START_YEARS,
  COMPARISON_REPORT_MAX_YEARS,
  DEFAULT_REPORT_RANGE_MONTHS,
  INVOICE_REGISTER_AVAILABLE_AFTER_DAY,
  INVOICE_REGISTER_MAX_MONTHS,
  ONE_REPORT_TYPE_MAX_DAYS,
  RECONCILIATION_AVAILABLE_AFTER_DAY,
  RECONCILIATION_MAX_YEARS,
  REPORT_PERIOD_MAX_MONTHS,
  USAGE_DETAILS_HISTORY_DAYS,
} from '../constants.ts';
import {
  addDays,
  addMonths,
  addYears,
  dayOfMonth,
  diffDays,
  monthOf,
  startOfMonth,
} from './calendar-dates.ts';

// spec §5 report periods. Every check takes `today` ('YYYY-MM-DD', the server's or the user's
// calendar day) and returns the catalogue code of the first broken rule, or null when the period
// is fine. "At most N days" compares end - start in whole days (30 Jan - 1 Jan = 29).

export interface Period {
  startDate: string;
  endDate: string;
}

function basic(p: Period, today: string): ErrorCode | null {
  if (p.startDate > p.endDate) return 'invalid_period';
  if (p.endDate > today) return 'period_end_in_future';
  return null;
}

/** spec §5: a general report period is at most 6 months back from today. */
export function checkReportPeriod(p: Period, today: string): ErrorCode | null {
  const err = basic(p, today);
  if (err) return err;
  return p.startDate < addMonths(today, -REPORT_PERIOD_MAX_MONTHS) ? 'period_too_long' : null;
}

/** spec §5: a report of one type covers at most 30 days. */
export function checkOneTypeReportPeriod(p: Period, today: string): ErrorCode | null {
  return (
    basic(p, today) ??
    (diffDays(p.startDate, p.endDate) > ONE_REPORT_TYPE_MAX_DAYS ? 'period_too_long_one_type' : null)
  );
}

/** spec §5: a comparison report covers at most 3 years. */
export function checkComparisonPeriod(p: Period, today: string): ErrorCode | null {
  return (
    basic(p, today) ??
    (p.endDate > addYears(p.startDate, COMPARISON_REPORT_MAX_YEARS) ? 'comparison_period_too_long' : null)
  );
}

/**
 * spec §5: usage details only for the last 90 days up to today; after a number ownership transfer
 * the start is limited to the transfer date.
 */
export function checkUsageDetailsPeriod(
  p: Period,
  today: string,
  ownershipTransferDate?: string | null,
): ErrorCode | null {
  const err = basic(p, today);
  if (err) return err;
  if (p.startDate < addDays(today, -USAGE_DETAILS_HISTORY_DAYS)) return 'usage_details_outside_90_days';
  if (ownershipTransferDate && p.startDate < ownershipTransferDate) return 'usage_details_before_transfer';
  return null;
}

/** spec §5: Atlas Pro — at most 30 days, end not after today, start at most 18 years back. */
export function checkAtlasProPeriod(p: Period, today: string): ErrorCode | null {
  const err = basic(p, today);
  if (err) return err;
  if (p.startDate < addYears(today, -ATLAS_PRO_MIN_START_YEARS)) return 'period_start_too_early';
  return diffDays(p.startDate, p.endDate) > ATLAS_PRO_MAX_DAYS ? 'report_period_atlas_pro' : null;
}

/**
 * spec §5: true once a closed month's documents are out: after `afterDay` of the month following
 * `month` ('YYYY-MM'), and in any later month.
 */
function isMonthClosed(month: string, today: string, afterDay: number): boolean {
  const following = monthOf(addMonths(`${month}-01`, 1));
  const current = monthOf(today);
  if (current > following) return true;
  return current === following && dayOfMonth(today) > afterDay;
}

/**
 * spec §5: reconciliation act — dates from 3 years back (start of month) to today; a period ending
 * in a past month is available only after the 1st of the month following it. A period ending in
 * the current month (an act to date) is allowed.
 */
export function checkReconciliationPeriod(p: Period, today: string): ErrorCode | null {
  const err = basic(p, today);
  if (err) return err;
  if (p.startDate < startOfMonth(addYears(today, -RECONCILIATION_MAX_YEARS)))
    return 'reconciliation_period_too_long';
  const endMonth = monthOf(p.endDate);
  if (endMonth < monthOf(today) && !isMonthClosed(endMonth, today, RECONCILIATION_AVAILABLE_AFTER_DAY))
    return 'reconciliation_not_yet_available';
  return null;
}

/** spec §5: is the invoice register of `month` ('YYYY-MM') out? After the 3rd of the next month. */
export const isInvoiceRegisterAvailable = (month: string, today: string): boolean =>
  isMonthClosed(month, today, INVOICE_REGISTER_AVAILABLE_AFTER_DAY);

/** spec §5: the default invoice register month: before the 4th, two months back; else last month. */
export function defaultInvoiceRegisterMonth(today: string): string {
  const back = dayOfMonth(today) > INVOICE_REGISTER_AVAILABLE_AFTER_DAY ? 1 : 2;
  return monthOf(addMonths(startOfMonth(today), -back));
}

/** spec §5: invoice register — a window of 36 months, and every month in it must be out. */
export function checkInvoiceRegisterPeriod(p: Period, today: string): ErrorCode | null {
  if (p.startDate > p.endDate) return 'invalid_period';
  if (p.startDate < startOfMonth(addMonths(today, -INVOICE_REGISTER_MAX_MONTHS)))
    return 'invoice_register_period_too_long';
  return isInvoiceRegisterAvailable(monthOf(p.endDate), today) ? null : 'invoice_register_not_yet_available';
}

/** spec §5: the default range is one month back through today. */
export const defaultReportPeriod = (today: string): Period => ({
  startDate: addMonths(today, -DEFAULT_REPORT_RANGE_MONTHS),
  endDate: today,
});

export const REPORT_PERIOD_CHECKS = {
  general: checkReportPeriod,
  oneType: checkOneTypeReportPeriod,
  comparison: checkComparisonPeriod,
  usageDetails: checkUsageDetailsPeriod,
  atlasPro: checkAtlasProPeriod,
  reconciliation: checkReconciliationPeriod,
  invoiceRegister: checkInvoiceRegisterPeriod,
} as const;
export type ReportPeriodKind = keyof typeof REPORT_PERIOD_CHECKS;

import { PENALTY_CAP_RATE, PENALTY_RATE_PER_DAY } from '../constants.ts';

/**
 * spec §9 / DESIGN §9: the overdue penalty is 0.1% of the debt per day, capped at 10% of the debt.
 * Integer tiyn in and out; rounded half up to a whole tiyn.
 */
export function overduePenaltyTiyn(debtTiyn: number, daysOverdue: number): number {
  if (debtTiyn <= 0 || daysOverdue <= 0) return 0;
  const days = Math.floor(daysOverdue);
  // work in integers: rate 0.001/day = 1/1000, cap 10% = 100 days' worth
  const cappedDays = Math.min(days, Math.round(PENALTY_CAP_RATE / PENALTY_RATE_PER_DAY));
  return Math.round((debtTiyn * cappedDays) / 1000);
}

import type { Db } from '../../../db/client.ts';
import type { SpendPort } from '../../spend-port.ts';
import { createMonthCharges } from './month-charges.ts';
import { createSpendSummary } from './spend-summary.ts';

export { accrueDay, accrueDays, chargeSubscriptionFees } from './charge-simulation.ts';
export { closeBillingDays } from './billing-days.ts';

/** The reference billing's spend (decision 030): a month's charges per number, and the overview's aggregates. */
export function createReferenceSpend(db: Db): SpendPort {
  return { ...createMonthCharges(db), ...createSpendSummary(db) };
}

import type { Db } from '../../../db/client.ts';
import type { SpendPort } from '../../spend-port.ts';
import { createSpendLimits } from './spend-limits.ts';
import { createSpendSummary } from './spend-summary.ts';

export { accrueDay, accrueDays, chargeSubscriptionFees } from './charge-simulation.ts';
export { closeBillingDays } from './billing-days.ts';

/** The reference billing's spend (decision 030): limits, their crossings, and the overview's aggregates. */
export function createReferenceSpend(db: Db): SpendPort {
  return { ...createSpendLimits(db), ...createSpendSummary(db) };
}

import type { Db } from '../../../db/client.ts';
import type { SpendPort } from '../../spend-port.ts';
import { createMonthCharges } from './month-charges.ts';

export { accrueDay, accrueDays, chargeSubscriptionFees } from './charge-simulation.ts';
export { closeBillingDays } from './billing-days.ts';

/** The reference billing's spend (decision 030): a month's charges per number and kind. */
export function createReferenceSpend(db: Db): SpendPort {
  return createMonthCharges(db);
}

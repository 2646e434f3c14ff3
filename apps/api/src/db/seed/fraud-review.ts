import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscribers } from '../schema/index.ts';
import { DEMO_NUMBERS } from './demo-companies.ts';

/**
 * A demo number the operator's fraud review holds (spec §8 fraud_block 'status not approved',
 * decision 022): its services cannot be connected or disconnected until the review ends.
 */
export const FRAUD_REVIEW_NUMBER = DEMO_NUMBERS.esim;

export async function seedFraudReview(tx: Db, referenceDate: Date): Promise<void> {
  await tx
    .update(subscribers)
    .set({ fraudReviewSince: new Date(referenceDate.getTime() - 2 * 86_400_000) })
    .where(eq(subscribers.msisdn, FRAUD_REVIEW_NUMBER));
}

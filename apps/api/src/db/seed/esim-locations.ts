import type { Db } from '../client.ts';
import { subscriberLocations } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { DEMO_NUMBERS } from './demo-companies.ts';

/** A demo number abroad (spec §5, decision 016): its eSIM change is unavailable while it is in roaming. */
export const ESIM_ROAMING_NUMBER = DEMO_NUMBERS.kazakhLabel;

/** Where the demo numbers are registered: all at home in Kazakhstan but one, in roaming in Türkiye. */
export async function seedEsimLocations(tx: Db, referenceDate: Date): Promise<void> {
  await insertRows(tx, subscriberLocations, [
    { msisdn: ESIM_ROAMING_NUMBER, countryCode: 'TR', network: 'Turkcell', updatedAt: referenceDate },
  ]);
}

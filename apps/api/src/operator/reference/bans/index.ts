import type { Db } from '../../../db/client.ts';
import type { BansPort } from '../../bans-port.ts';
import { createBans } from './bans.ts';

/** The reference operator's bans: SMS/USSD management and the mobile app (decision 014). */
export function createReferenceBans(db: Db): BansPort {
  const bans = createBans(db);
  return { getBansState: bans.getBansState, setBan: bans.setBan };
}

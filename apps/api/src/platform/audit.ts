import type { Db } from '../db/client.ts';
import { actionLog } from '../db/schema/index.ts';

export interface ActionRecord {
  customerBin: string;
  userId: string | null;
  msisdn?: string | null;
  /** action code, e.g. 'offer_approve', 'label_set'; the web catalog names it per language */
  action: string;
  success: boolean;
  params?: Record<string, unknown>;
}

/** Every state change is written to the action log (DESIGN §4; spec §3 Action history entry). */
export async function recordAction(db: Db, record: ActionRecord): Promise<void> {
  await db.insert(actionLog).values({
    customerBin: record.customerBin,
    userId: record.userId,
    msisdn: record.msisdn ?? null,
    action: record.action,
    status: record.success ? 'S' : 'F',
    params: record.params ?? {},
  });
}

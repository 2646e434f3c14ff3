import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActionCode } from '@kabinet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { actionLog } from '../db/schema/index.ts';

export interface ActionRecord {
  customerBin: string;
  userId: string | null;
  msisdn?: string | null;
  /** a code of the contract's action-log catalogue; the web names it per language */
  action: ActionCode;
  success: boolean;
  params?: Record<string, unknown>;
}

/**
 * What every action logged inside `work` carries besides its own params: a bulk job's id (decision
 * 023), so a number's history names the job that acted on it without each service knowing of jobs.
 */
const actionContext = new AsyncLocalStorage<Record<string, unknown>>();
export const withActionContext = <T>(params: Record<string, unknown>, work: () => Promise<T>): Promise<T> =>
  actionContext.run(params, work);

/**
 * decision 034: a line an action changed is read again from the operator into the portal's index
 * (the refresh job drains these); marked again, it waits from the later moment.
 */
export async function markLineChanged(db: Db, bin: string, msisdn: string): Promise<void> {
  await db.execute(sql`insert into portal.company_line_refreshes (msisdn, customer_bin) values (${msisdn}, ${bin})
    on conflict (msisdn) do update set customer_bin = excluded.customer_bin, queued_at = now()`);
}

/**
 * Every state change is written to the action log (DESIGN §4; spec §3 Action history entry); a
 * number's successful change has its line read again into the index (decision 034).
 */
export async function recordAction(db: Db, record: ActionRecord): Promise<void> {
  if (record.success && record.msisdn) await markLineChanged(db, record.customerBin, record.msisdn);
  await db.insert(actionLog).values({
    customerBin: record.customerBin,
    userId: record.userId,
    msisdn: record.msisdn ?? null,
    action: record.action,
    status: record.success ? 'S' : 'F',
    params: { ...record.params, ...actionContext.getStore() },
  });
}

/** What the action log says about a completed operation of one kind (decision 008). */
export type CompletionLog = Required<Pick<ActionRecord, 'action' | 'params'>>;

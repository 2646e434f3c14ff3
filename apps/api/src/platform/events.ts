import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@kabinet/contract';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { recordAction, type ActionRecord } from './audit.ts';

export interface PortalEvent {
  bin: string;
  type: WebhookEventType;
  /** what an integrator needs to act without asking back: the number, the operation, the outcome */
  data: Record<string, unknown>;
}

/** `evt_` and 32 hex digits: the Standard Webhooks `webhook-id`, the same on every retry */
export const newEventId = (): string => `evt_${randomUUID().replaceAll('-', '')}`;

/**
 * decision 031: an outcome is announced by writing its event to the outbox with `db` being the
 * transaction (or the statement) that records the outcome, so the event exists exactly when the
 * outcome does — whoever started it (the browser, a token, a bulk job). The webhook job fans it
 * out. A company none of whose endpoints chose the type keeps no event: one indexed probe.
 */
export async function emitEvent(db: Db, event: PortalEvent): Promise<string | null> {
  const id = newEventId();
  const result = await db.execute<{ id: string }>(sql`
    insert into portal.webhook_events (id, customer_bin, type, data)
    select ${id}, ${event.bin}, ${event.type}, ${JSON.stringify(event.data)}::jsonb
    where exists (
      select 1 from portal.webhook_endpoints
      where customer_bin = ${event.bin} and ${event.type} = any(event_types))
    returning id`);
  return result.rows[0]?.id ?? null;
}

/**
 * The action-log row of an outcome and its event, in one transaction (decision 031): an outcome
 * is announced exactly when it is recorded.
 */
export async function recordOutcome(
  db: Db,
  record: ActionRecord,
  event: Omit<PortalEvent, 'bin'> | null,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await recordAction(tx, record);
    if (event) await emitEvent(tx, { bin: record.customerBin, ...event });
  });
}

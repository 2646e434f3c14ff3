import { sql } from 'drizzle-orm';
import type { WebhookSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, type SqlExecutor } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { sendWebhook } from './webhook-sender.ts';

// decision 031: the outbox (portal.webhook_events, written with each outcome) → the fan-out makes
// one delivery per endpoint that chose the type and enqueues its first attempt in the same
// transaction → each attempt POSTs the signed event; a failure enqueues the next attempt after
// 10 s × 3ⁿ; a day of failures disables the endpoint and e-mails the company's administrators.

interface DeliveryJob {
  deliveryId: number;
}

/** attempts in all: the first and nine retries, 10 s … 18 h after each other (about 27 h) */
export const WEBHOOK_MAX_ATTEMPTS = 10;
const FAN_OUT_INTERVAL_MS = 200;
const FAN_OUT_BATCH = 500;
const DELIVERY_POLLERS = 2;

export const retryDelayMs = (settings: Pick<WebhookSettings, 'retryBaseMs'>, attempts: number): number =>
  settings.retryBaseMs * 3 ** Math.max(0, attempts - 1);

export async function enqueueDelivery(
  queue: Pick<JobQueue, 'send'>,
  deliveryId: number,
  opts: { runAt?: Date; executor?: SqlExecutor } = {},
): Promise<void> {
  await queue.send<DeliveryJob>(QUEUES.webhookDelivery.name, { deliveryId }, opts);
}

/** One pass of the fan-out: the oldest events not yet fanned out, locked so processes share the work. */
export async function fanOutEvents(db: Db, queue: Pick<JobQueue, 'send'>): Promise<number> {
  return inTransaction(db, async (tx, executor) => {
    const result = await tx.execute<{ id: number; state: string }>(sql`
      with batch as (
        select id, customer_bin, type from portal.webhook_events
        where fanned_out_at is null order by seq limit ${FAN_OUT_BATCH} for update skip locked),
      marked as (
        update portal.webhook_events e set fanned_out_at = now() from batch where e.id = batch.id)
      insert into portal.webhook_deliveries (endpoint_id, event_id, state, last_error, next_attempt_at)
      select ep.id, b.id,
             case when ep.enabled then 'pending' else 'failed' end,
             case when ep.enabled then null else 'endpoint_disabled' end,
             case when ep.enabled then now() end
      from batch b
      join portal.webhook_endpoints ep on ep.customer_bin = b.customer_bin and b.type = any(ep.event_types)
      returning id, state`);
    for (const row of result.rows)
      if (row.state === 'pending') await enqueueDelivery(queue, Number(row.id), { executor });
    return result.rows.length;
  });
}

interface AttemptRow extends Record<string, unknown> {
  id: number;
  state: string;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  customer_bin: string;
  event_id: string;
  type: string;
  occurred_at: Date;
  data: Record<string, unknown>;
}

export interface WebhookWorkerDeps {
  db: Db;
  mail: Pick<Mail, 'enqueue'>;
  settings: WebhookSettings;
}

/** One attempt of one delivery; a delivery already done (a job run twice) is left alone. */
export async function attemptDelivery(
  deps: WebhookWorkerDeps,
  queue: Pick<JobQueue, 'send'>,
  deliveryId: number,
): Promise<void> {
  const { db, settings } = deps;
  const [row] = (
    await db.execute<AttemptRow>(sql`
      select d.id, d.state, d.attempts, ep.id as endpoint_id, ep.url, ep.secret, ep.enabled,
             ep.customer_bin, e.id as event_id, e.type, e.occurred_at, e.data
      from portal.webhook_deliveries d
      join portal.webhook_endpoints ep on ep.id = d.endpoint_id
      join portal.webhook_events e on e.id = d.event_id
      where d.id = ${deliveryId}`)
  ).rows;
  if (!row || row.state !== 'pending') return;
  if (!row.enabled) {
    await db.execute(sql`
      update portal.webhook_deliveries set state = 'failed', last_error = 'endpoint_disabled',
        next_attempt_at = null where id = ${deliveryId}`);
    return;
  }
  const body = JSON.stringify({
    id: row.event_id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    company: row.customer_bin,
    data: row.data,
  });
  const sent = await sendWebhook(row.url, row.secret, row.event_id, body, settings);
  const attempts = row.attempts + 1;

  if (sent.ok) {
    await db.execute(sql`
      with endpoint as (
        update portal.webhook_endpoints set failing_since = null
        where id = ${row.endpoint_id} and failing_since is not null)
      update portal.webhook_deliveries set state = 'succeeded', attempts = ${attempts},
        last_status = ${sent.status}, last_latency_ms = ${sent.latencyMs}, last_error = null,
        last_attempt_at = now(), delivered_at = now(), next_attempt_at = null
      where id = ${deliveryId}`);
    return;
  }

  // a day of failures since the last success disables the endpoint, once, whichever attempt sees it
  const disabled = (
    await db.execute<{ id: string }>(sql`
      update portal.webhook_endpoints
      set failing_since = coalesce(failing_since, now()),
          enabled = case when coalesce(failing_since, now()) <= now() - ${`${settings.disableAfterMs} milliseconds`}::interval
                         then false else enabled end,
          disabled_at = case when coalesce(failing_since, now()) <= now() - ${`${settings.disableAfterMs} milliseconds`}::interval
                             then now() else disabled_at end
      where id = ${row.endpoint_id}
      returning id, enabled, (disabled_at is not null and disabled_at = now()) as just_disabled`)
  ).rows[0] as { id: string; enabled: boolean; just_disabled: boolean } | undefined;

  const isLast = attempts >= WEBHOOK_MAX_ATTEMPTS || !disabled?.enabled;
  const runAt = new Date(Date.now() + retryDelayMs(settings, attempts));
  await inTransaction(db, async (tx, executor) => {
    await tx.execute(sql`
      update portal.webhook_deliveries set state = ${isLast ? 'failed' : 'pending'}, attempts = ${attempts},
        last_status = ${sent.status}, last_latency_ms = ${sent.latencyMs}, last_error = ${sent.error},
        last_attempt_at = now(), next_attempt_at = ${isLast ? null : runAt}
      where id = ${deliveryId}`);
    if (!isLast) await enqueueDelivery(queue, deliveryId, { runAt, executor });
  });
  if (disabled?.just_disabled) await mailAdministrators(deps, row, sent.error ?? 'error');
}

/** Until roles land every user of the company administers it: each is told, in Russian (spec §9 default). */
async function mailAdministrators(
  deps: WebhookWorkerDeps,
  row: AttemptRow,
  lastError: string,
): Promise<void> {
  const users = (
    await deps.db.execute<{ id: string; email: string; customer_name: string }>(sql`
      select u.id, u.email, c.customer_name
      from accounts.user_customers uc
      join accounts.users u on u.id = uc.user_id
      join accounts.customers c on c.bin = uc.customer_bin
      left join portal.team_roles r on r.user_id = uc.user_id and r.customer_bin = uc.customer_bin
      where uc.customer_bin = ${row.customer_bin}
        -- the company's administrators (no role row: administrator, decision 029)
        and coalesce(r.role, 'administrator') = 'administrator'
      order by u.email limit 50`)
  ).rows;
  for (const user of users) {
    await deps.mail.enqueue({
      to: user.email,
      language: 'ru',
      template: 'webhook_disabled',
      data: { url: row.url, companyName: user.customer_name, lastError },
      userId: user.id,
      bin: row.customer_bin,
    });
  }
}

/** The fan-out loop and the delivery worker, in a process that works jobs. */
export async function workWebhooks(queue: JobQueue, deps: WebhookWorkerDeps): Promise<() => void> {
  // two pollers: a batch waits for its slowest receiver (at most the timeout), the other goes on
  for (let poller = 0; poller < DELIVERY_POLLERS; poller++) {
    await queue.work<DeliveryJob>(QUEUES.webhookDelivery.name, async (jobs) => {
      // a batch's receivers are independent: their attempts run side by side
      await Promise.all(jobs.map((job) => attemptDelivery(deps, queue, job.data.deliveryId)));
    });
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fanOutEvents(deps.db, queue)
      .catch(() => {
        // PostgreSQL away or the server stopping: the next tick tries again, nothing is lost
      })
      .finally(() => (running = false));
  }, FAN_OUT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

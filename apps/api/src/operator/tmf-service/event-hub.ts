import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { requestViolations } from '../tmf/official.ts';
import { TMF_PATHS } from '../tmf/wire.ts';

// TMF688 Event: listeners register at the hub (`operator.tmf_hub_subscriptions`, so a restart keeps
// them) and receive each event by POST. Delivery is one attempt with a timeout: the portal polls
// for what it did not hear (decision 032), so the hub never queues for a listener that is away.
// A listener that stops answering (a portal process that crashed never unsubscribes) is skipped
// with a growing backoff, then removed once it has failed long and often enough (decision 032,
// "the hub drops a dead listener"); a living portal checks its subscription and registers again.

/** what the fault injection may do to the events (the test of lost and doubled events) */
export interface EventFaults {
  dropEvents: boolean;
  duplicateEvents: boolean;
}

/** when the hub gives a failing listener up (decision 032); tests make them seconds */
export interface HubFigures {
  /** a listener is removed once its failures have lasted this long… */
  removeAfterMs: number;
  /** …and it has failed at least this many deliveries in a row */
  removeAfterFailures: number;
  /** after a failure, events are not sent to it for this long, doubled per failure… */
  firstBackoffMs: number;
  /** …up to this */
  maxBackoffMs: number;
}

export const HUB_FIGURES: HubFigures = {
  removeAfterMs: 10 * 60_000,
  removeAfterFailures: 10,
  firstBackoffMs: 1_000,
  maxBackoffMs: 60_000,
};

export interface EventHub {
  publish(eventType: string, eventId: string, event: Record<string, unknown>): Promise<void>;
}

const DELIVERY_TIMEOUT_MS = 5_000;

interface Subscription {
  id: string;
  callback: string;
}

export function registerEventHub(
  app: FastifyInstance,
  pool: pg.Pool,
  faults: EventFaults,
  figures: HubFigures = HUB_FIGURES,
): EventHub {
  app.post(`${TMF_PATHS.event}/hub`, async (request, reply) => {
    if (
      requestViolations({
        method: 'POST',
        path: `${TMF_PATHS.event}/hub`,
        query: {},
        requestBody: request.body,
      }).length
    )
      return reply.status(400).send(tmfErrorBody('invalidBody', 'callback'));
    const { callback, query } = request.body as { callback: string; query?: string };
    const id = randomUUID();
    await pool.query(`insert into operator.tmf_hub_subscriptions (id, callback, query) values ($1, $2, $3)`, [
      id,
      callback,
      query ?? null,
    ]);
    return reply.status(201).send({ id, callback, ...(query ? { query } : {}), '@type': 'Hub' });
  });
  // a listener asks whether it is still registered (the hub may have removed it, see above)
  app.get<{ Params: { id: string } }>(`${TMF_PATHS.event}/hub/:id`, async (request, reply) => {
    const { rows } = await pool.query<{ id: string; callback: string; query: string | null }>(
      `select id, callback, query from operator.tmf_hub_subscriptions where id = $1`,
      [request.params.id],
    );
    const hub = rows[0];
    if (!hub) return reply.status(404).send(tmfErrorBody('notFound', 'hub'));
    return { id: hub.id, callback: hub.callback, ...(hub.query ? { query: hub.query } : {}), '@type': 'Hub' };
  });
  /** whether there was such a listener to remove */
  const removeHub = async (id: string) =>
    Boolean((await pool.query(`delete from operator.tmf_hub_subscriptions where id = $1`, [id])).rowCount);
  app.delete<{ Params: { id: string } }>(`${TMF_PATHS.event}/hub/:id`, async (request, reply) =>
    (await removeHub(request.params.id))
      ? reply.status(204).send()
      : reply.status(404).send(tmfErrorBody('notFound', 'hub')),
  );

  /** whether the listener took the event: any 2xx; a refusal, an error or no answer in time is a failure */
  const deliver = async (callback: string, eventName: string, body: string) => {
    try {
      // TMF630/TMF688: an event goes to the listener's `{callback}/listener/{eventName}`
      const answer = await fetch(`${callback.replace(/\/$/, '')}/listener/${eventName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return answer.ok;
    } catch {
      // the listener is away: it polls for the order's state (decision 032)
      return false;
    }
  };

  const succeeded = (id: string) =>
    pool.query(
      `update operator.tmf_hub_subscriptions
          set failed_deliveries = 0, failing_since = null, next_attempt_at = null
        where id = $1 and failed_deliveries > 0`,
      [id],
    );

  /** counts the failure, backs off, and removes the listener once past both figures */
  const failed = async ({ id, callback }: Subscription) => {
    const { rows } = await pool.query<{ failed_deliveries: number; failing_since: Date }>(
      `update operator.tmf_hub_subscriptions
          set failed_deliveries = failed_deliveries + 1,
              failing_since = coalesce(failing_since, now()),
              next_attempt_at = now() + least($2::float8 * 2 ^ least(failed_deliveries, 30), $3::float8) * interval '1 millisecond'
        where id = $1
        returning failed_deliveries, failing_since`,
      [id, figures.firstBackoffMs, figures.maxBackoffMs],
    );
    const row = rows[0];
    if (
      !row ||
      row.failed_deliveries < figures.removeAfterFailures ||
      Date.now() - row.failing_since.getTime() < figures.removeAfterMs
    )
      return;
    if (await removeHub(id))
      // the callback's path carries the listener's secret: only its origin is logged
      app.log.warn(
        {
          hub: id,
          callback: new URL(callback).origin,
          failingSince: row.failing_since.toISOString(),
          failedDeliveries: row.failed_deliveries,
        },
        'event hub: listener removed after failing every delivery',
      );
  };

  const deliverTo = async (subscription: Subscription, eventName: string, body: string) => {
    let isTaken = await deliver(subscription.callback, eventName, body);
    if (faults.duplicateEvents) isTaken = (await deliver(subscription.callback, eventName, body)) || isTaken;
    await (isTaken ? succeeded(subscription.id) : failed(subscription));
  };

  return {
    async publish(eventType, eventId, event) {
      if (faults.dropEvents) return;
      const body = JSON.stringify({
        '@type': eventType,
        eventId,
        eventTime: new Date().toISOString(),
        eventType,
        event,
      });
      // a listener in its backoff misses this event (it polls); the others get it side by side, so
      // one that hangs until the timeout delays no other
      const { rows } = await pool.query<Subscription>(
        `select id, callback from operator.tmf_hub_subscriptions
          where next_attempt_at is null or next_attempt_at <= now()`,
      );
      // the listener's operation is the event type with a lower-case first letter
      const eventName = `${eventType.charAt(0).toLowerCase()}${eventType.slice(1)}`;
      await Promise.all(rows.map((subscription) => deliverTo(subscription, eventName, body)));
    },
  };
}

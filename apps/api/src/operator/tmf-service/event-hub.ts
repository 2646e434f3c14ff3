import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { validateJson } from '../tmf/json-schema.ts';
import { TMF_SCHEMAS } from '../tmf/schemas.ts';
import { TMF_PATHS } from '../tmf/wire.ts';

// TMF688 Event: listeners register at the hub (`operator.tmf_hub_subscriptions`, so a restart keeps
// them) and receive each event by POST. Delivery is one attempt with a timeout: the portal polls
// for what it did not hear (decision 032), so the hub never queues for a listener that is away.

/** what the fault injection may do to the events (the test of lost and doubled events) */
export interface EventFaults {
  dropEvents: boolean;
  duplicateEvents: boolean;
}

export interface EventHub {
  publish(eventType: string, eventId: string, event: Record<string, unknown>): Promise<void>;
}

const DELIVERY_TIMEOUT_MS = 5_000;

export function registerEventHub(app: FastifyInstance, pool: pg.Pool, faults: EventFaults): EventHub {
  app.post(`${TMF_PATHS.event}/hub`, async (request, reply) => {
    if (validateJson(TMF_SCHEMAS.Hub_FVO, request.body, TMF_SCHEMAS.root).length)
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
  app.delete<{ Params: { id: string } }>(`${TMF_PATHS.event}/hub/:id`, async (request, reply) => {
    const removed = await pool.query(`delete from operator.tmf_hub_subscriptions where id = $1`, [
      request.params.id,
    ]);
    return removed.rowCount
      ? reply.status(204).send()
      : reply.status(404).send(tmfErrorBody('notFound', 'hub'));
  });

  const deliver = async (callback: string, body: string) => {
    try {
      await fetch(callback, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
    } catch {
      // the listener is away: it polls for the order's state (decision 032)
    }
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
      const { rows } = await pool.query<{ callback: string }>(
        `select callback from operator.tmf_hub_subscriptions`,
      );
      for (const { callback } of rows) {
        await deliver(callback, body);
        if (faults.duplicateEvents) await deliver(callback, body);
      }
    },
  };
}

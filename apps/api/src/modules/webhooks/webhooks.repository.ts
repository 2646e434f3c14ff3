import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect & { eventType: string };

/** The company's endpoints and their delivery log (decision 031); every read is by the company. */
export function createWebhooksRepository(db: Db) {
  const deliveryColumns = { delivery: webhookDeliveries, eventType: webhookEvents.type };
  const toDelivery = (r: { delivery: typeof webhookDeliveries.$inferSelect; eventType: string }) => ({
    ...r.delivery,
    eventType: r.eventType,
  });

  async function findDelivery(bin: string, id: number): Promise<DeliveryRow | null> {
    const [row] = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.customerBin, bin)));
    return row ? toDelivery(row) : null;
  }

  return {
    listEndpoints: (bin: string) =>
      db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.customerBin, bin))
        .orderBy(webhookEndpoints.createdAt),

    async countEndpoints(bin: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.customerBin, bin));
      return row?.n ?? 0;
    },

    async findEndpoint(bin: string, id: string): Promise<EndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.customerBin, bin), eq(webhookEndpoints.id, id)));
      return row ?? null;
    },

    async createEndpoint(values: {
      bin: string;
      url: string;
      description: string;
      secret: string;
      eventTypes: string[];
      createdBy: string;
    }): Promise<EndpointRow> {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          customerBin: values.bin,
          url: values.url,
          description: values.description,
          secret: values.secret,
          eventTypes: values.eventTypes,
          createdBy: values.createdBy,
        })
        .returning();
      return row!;
    },

    async updateEndpoint(
      bin: string,
      id: string,
      patch: { url?: string; description?: string; eventTypes?: string[]; enabled?: boolean },
    ): Promise<EndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(patch.url !== undefined ? { url: patch.url } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.eventTypes !== undefined ? { eventTypes: patch.eventTypes } : {}),
          ...(patch.enabled === true ? { enabled: true, disabledAt: null, failingSince: null } : {}),
          ...(patch.enabled === false ? { enabled: false, disabledAt: sql`now()` } : {}),
        })
        .where(and(eq(webhookEndpoints.customerBin, bin), eq(webhookEndpoints.id, id)))
        .returning();
      return row ?? null;
    },

    async deleteEndpoint(bin: string, id: string): Promise<EndpointRow | null> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.customerBin, bin), eq(webhookEndpoints.id, id)))
        .returning();
      return row ?? null;
    },

    /** newest first, keyset-paged by delivery id: any length of log reads one index range */
    async listDeliveries(endpointId: string, pageSize: number, before?: number): Promise<DeliveryRow[]> {
      const rows = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            before !== undefined ? lt(webhookDeliveries.id, before) : undefined,
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(pageSize + 1);
      return rows.map(toDelivery);
    },

    findDelivery,

    /** A `webhook.test` event and its one delivery, written together. */
    async createTestDelivery(bin: string, endpointId: string, eventId: string): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        with event as (
          insert into portal.webhook_events (id, customer_bin, type, data, fanned_out_at)
          values (${eventId}, ${bin}, 'webhook.test',
                  ${JSON.stringify({ message: 'A test event from Kabinet' })}::jsonb, now())
          returning id)
        insert into portal.webhook_deliveries (endpoint_id, event_id, next_attempt_at)
        select ${endpointId}, id, now() from event
        returning id`);
      return Number(result.rows[0]!.id);
    },

    /** The same event to the same endpoint again: a new row in the log, the same webhook-id. */
    async createResend(delivery: DeliveryRow): Promise<number> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ endpointId: delivery.endpointId, eventId: delivery.eventId, nextAttemptAt: sql`now()` })
        .returning({ id: webhookDeliveries.id });
      return row!.id;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;

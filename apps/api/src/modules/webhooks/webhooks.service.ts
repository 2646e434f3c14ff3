import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_MAX_ENDPOINTS,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointUpdateBody,
} from '@kabinet/contract';
import type { WebhookSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { recordAction } from '../../platform/audit.ts';
import { newEventId } from '../../platform/events.ts';
import { ApiError } from '../../platform/problem.ts';
import { resolveDestination } from './webhook-destination.ts';
import { createWebhooksRepository, type DeliveryRow, type EndpointRow } from './webhooks.repository.ts';
import { enqueueDelivery } from './webhooks.job.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEndpoint['eventTypes'],
    enabled: row.enabled,
    disabledAt: iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastLatencyMs: row.lastLatencyMs,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
  };
}

/** The Standard Webhooks form of a signing key: `whsec_` and 24 random bytes in base64. */
const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** decision 031: a company's webhook endpoints, their delivery log, test events and resends. */
export function createWebhooksService(deps: {
  db: Db;
  config: { webhooks: WebhookSettings };
  queue: Pick<JobQueue, 'send'> | null;
}) {
  const { db } = deps;
  const repo = createWebhooksRepository(db);
  const policy = deps.config.webhooks;

  async function endpointOf(bin: string, id: string): Promise<EndpointRow> {
    const row = await repo.findEndpoint(bin, id);
    if (!row) throw new ApiError('webhook_endpoint_not_found');
    return row;
  }

  async function deliver(bin: string, deliveryId: number): Promise<WebhookDelivery> {
    if (deps.queue) await enqueueDelivery(deps.queue, deliveryId);
    return toDelivery((await repo.findDelivery(bin, deliveryId))!);
  }

  const log = (
    bin: string,
    userId: string,
    action: 'webhook_endpoint_create' | 'webhook_endpoint_update' | 'webhook_endpoint_delete',
    row: EndpointRow,
  ) =>
    recordAction(db, {
      customerBin: bin,
      userId,
      action,
      success: true,
      params: { endpointId: row.id, url: row.url, eventTypes: row.eventTypes, enabled: row.enabled },
    });

  return {
    async list(bin: string) {
      return { items: (await repo.listEndpoints(bin)).map(toEndpoint) };
    },

    async create(bin: string, userId: string, body: WebhookEndpointCreateBody) {
      // the address is checked now, so a person hears of a refused one at once; and again at every send
      await resolveDestination(body.url, policy);
      if ((await repo.countEndpoints(bin)) >= WEBHOOK_MAX_ENDPOINTS)
        throw new ApiError('webhook_endpoint_limit_reached');
      const secret = newSigningSecret();
      const row = await repo.createEndpoint({
        bin,
        url: body.url,
        description: body.description,
        secret,
        eventTypes: [...new Set(body.eventTypes)],
        createdBy: userId,
      });
      await log(bin, userId, 'webhook_endpoint_create', row);
      return { endpoint: toEndpoint(row), secret };
    },

    async update(bin: string, userId: string, id: string, body: WebhookEndpointUpdateBody) {
      await endpointOf(bin, id);
      if (body.url !== undefined) await resolveDestination(body.url, policy);
      const row = await repo.updateEndpoint(bin, id, {
        ...body,
        ...(body.eventTypes ? { eventTypes: [...new Set(body.eventTypes)] } : {}),
      });
      if (!row) throw new ApiError('webhook_endpoint_not_found');
      await log(bin, userId, 'webhook_endpoint_update', row);
      return toEndpoint(row);
    },

    async remove(bin: string, userId: string, id: string) {
      const row = await repo.deleteEndpoint(bin, id);
      if (!row) throw new ApiError('webhook_endpoint_not_found');
      await log(bin, userId, 'webhook_endpoint_delete', row);
      return toEndpoint(row);
    },

    async deliveries(
      bin: string,
      endpointId: string,
      query: { pageSize: number; before?: number | undefined },
    ): Promise<WebhookDeliveryPage> {
      await endpointOf(bin, endpointId);
      const rows = await repo.listDeliveries(endpointId, query.pageSize, query.before);
      const page = rows.slice(0, query.pageSize);
      return {
        items: page.map(toDelivery),
        nextBefore: rows.length > query.pageSize ? page.at(-1)!.id : null,
      };
    },

    async sendTest(bin: string, endpointId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(bin, endpointId);
      if (!endpoint.enabled) throw new ApiError('webhook_endpoint_disabled');
      return deliver(bin, await repo.createTestDelivery(bin, endpointId, newEventId()));
    },

    async resend(bin: string, deliveryId: number): Promise<WebhookDelivery> {
      const delivery = await repo.findDelivery(bin, deliveryId);
      if (!delivery) throw new ApiError('webhook_delivery_not_found');
      const endpoint = await endpointOf(bin, delivery.endpointId);
      if (!endpoint.enabled) throw new ApiError('webhook_endpoint_disabled');
      return deliver(bin, await repo.createResend(delivery));
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { pageSizeQuerySchema } from './paging.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { bulkCountsSchema } from './bulk.ts';

// decision 031: signed webhooks. Each event `{id, type, occurredAt, company, data}` is emitted once
// where its outcome happens and sent to the company's endpoints that chose its type, signed as the
// Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature).

/** Every event type an endpoint can choose; `webhook.test` is only sent by "send a test event". */
export const WEBHOOK_EVENT_TYPES = [
  'number.state_changed',
  'service_request.completed',
  'service_request.failed',
  'sim.changed',
  'esim.ready',
  'esim.changed',
  'device_order.finished',
  'device_order.failed',
  'transfer.completed',
  'report.ready',
  'bulk_job.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test';

export const WEBHOOK_MAX_ENDPOINTS = 10;

/** The body every endpoint receives. */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  occurredAt: dateTimeSchema,
  /** the company's BIN */
  company: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/**
 * decision 035: each event's `data`, as OpenAPI's `webhooks` section types it. The fields every
 * emitter sends are named; an event may carry more (looseObject), which a client may ignore.
 */
const onNumber = { msisdn: z.string() };
const completion = {
  ...onNumber,
  kind: z.string(),
  operationId: z.number().int(),
  error: z.string().optional(),
};
export const WEBHOOK_EVENT_DATA = {
  'number.state_changed': z.looseObject({
    ...onNumber,
    state: z.enum(['ACTIVE', 'SUSPENDED']),
    /** true when the operator has accepted the change, false when the network has applied it */
    pending: z.boolean(),
    operationId: z.number().int().optional(),
  }),
  'service_request.completed': z.looseObject(completion),
  'service_request.failed': z.looseObject(completion),
  'sim.changed': z.looseObject({ ...onNumber, iccid: z.string(), previousIccid: z.string().nullable() }),
  'esim.ready': z.looseObject(completion),
  'esim.changed': z.looseObject({ ...onNumber, iccid: z.string(), previousIccid: z.string().nullable() }),
  'device_order.finished': z.looseObject(completion),
  'device_order.failed': z.looseObject(completion),
  'transfer.completed': z.looseObject({ transferId: z.union([z.string(), z.number()]) }),
  'report.ready': z.looseObject({
    requestId: z.union([z.string(), z.number()]),
    kind: z.string(),
    email: z.string(),
  }),
  'bulk_job.finished': z.looseObject({
    jobId: z.string(),
    action: z.string().nullable(),
    total: z.number().int(),
    state: z.literal('done'),
    /** numbers per outcome, as the job's page counts them */
    counts: bulkCountsSchema,
  }),
} satisfies Record<(typeof WEBHOOK_EVENT_TYPES)[number], z.ZodType>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** set when a day of failed deliveries disabled it */
  disabledAt: dateTimeSchema.nullable(),
  failingSince: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'webhook_event_types_invalid'), 'webhook_event_types_invalid')
  .min(1, 'webhook_event_types_invalid')
  .max(WEBHOOK_EVENT_TYPES.length, 'webhook_event_types_invalid');

const urlSchema = z
  .string('webhook_url_invalid')
  .trim()
  .max(2000, 'webhook_url_invalid')
  .regex(/^https?:\/\/[^\s]+$/i, 'webhook_url_invalid');

export const webhookEndpointCreateBodySchema = z.object({
  url: urlSchema,
  description: z.string().trim().max(200, 'webhook_url_invalid').default(''),
  eventTypes: eventTypesSchema,
});
export type WebhookEndpointCreateBody = z.infer<typeof webhookEndpointCreateBodySchema>;

export const webhookEndpointUpdateBodySchema = z.object({
  url: urlSchema.optional(),
  description: z.string().trim().max(200, 'webhook_url_invalid').optional(),
  eventTypes: eventTypesSchema.optional(),
  /** true re-enables an endpoint that a day of failures disabled */
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdateBody = z.infer<typeof webhookEndpointUpdateBodySchema>;

export const webhookEndpointCreatedSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** the signing secret (`whsec_…`), shown this once */
  secret: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  state: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  /** the receiver's HTTP status of the last attempt, null when it did not answer */
  lastStatus: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastAttemptAt: dateTimeSchema.nullable(),
  nextAttemptAt: dateTimeSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  /** pass as `before` for the next (older) page; null on the last */
  nextBefore: z.number().int().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

const endpointParams = z.object({ endpointId: z.uuid('webhook_endpoint_not_found') });
const deliveryParams = z.object({
  deliveryId: z.coerce
    .number('webhook_delivery_not_found')
    .int('webhook_delivery_not_found')
    .min(1, 'webhook_delivery_not_found'),
});

export const webhooksRoutes = {
  listEndpoints: defineRoute({
    id: 'webhooks.listEndpoints',
    method: 'GET',
    path: '/api/webhooks/endpoints',
    summary: "The company's webhook endpoints (at most 10)",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    response: z.object({ items: z.array(webhookEndpointSchema) }),
  }),
  createEndpoint: defineRoute({
    id: 'webhooks.createEndpoint',
    method: 'POST',
    path: '/api/webhooks/endpoints',
    summary:
      'Add a webhook endpoint (https in production; no private, loopback or link-local address); the answer holds its signing secret once',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    body: webhookEndpointCreateBodySchema,
    response: webhookEndpointCreatedSchema,
  }),
  updateEndpoint: defineRoute({
    id: 'webhooks.updateEndpoint',
    method: 'PUT',
    path: '/api/webhooks/endpoints/:endpointId',
    summary: "Change an endpoint's URL, description or event types, or enable it again",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    params: endpointParams,
    body: webhookEndpointUpdateBodySchema,
    response: webhookEndpointSchema,
  }),
  deleteEndpoint: defineRoute({
    id: 'webhooks.deleteEndpoint',
    method: 'DELETE',
    path: '/api/webhooks/endpoints/:endpointId',
    summary: 'Delete a webhook endpoint and its delivery log',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    params: endpointParams,
    response: webhookEndpointSchema,
  }),
  listDeliveries: defineRoute({
    id: 'webhooks.listDeliveries',
    method: 'GET',
    path: '/api/webhooks/endpoints/:endpointId/deliveries',
    summary: "An endpoint's delivery log, newest first (status, latency, attempts)",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    params: endpointParams,
    query: z.object({
      pageSize: pageSizeQuerySchema(100),
      /** the delivery id to continue below (the previous page's nextBefore) */
      before: z.coerce.number('invalid_page').int('invalid_page').min(1, 'invalid_page').optional(),
    }),
    response: webhookDeliveryPageSchema,
  }),
  sendTest: defineRoute({
    id: 'webhooks.sendTest',
    method: 'POST',
    path: '/api/webhooks/endpoints/:endpointId/test',
    summary: 'Send a signed `webhook.test` event to the endpoint',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    params: endpointParams,
    response: webhookDeliverySchema,
  }),
  resend: defineRoute({
    id: 'webhooks.resend',
    method: 'POST',
    path: '/api/webhooks/deliveries/:deliveryId/resend',
    summary: 'Send a delivered or failed event again, with the same webhook-id',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    params: deliveryParams,
    response: webhookDeliverySchema,
  }),
};

import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { portal } from './portal.ts';

/**
 * decision 031: a company's API access tokens. Only the SHA-256 of the secret is kept; the
 * display prefix (`kbt_` and a few characters) lets a person tell tokens apart in the list.
 */
export const apiTokens = portal.table(
  'api_tokens',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerBin: text().notNull(),
    name: text().notNull(),
    /** what the token may do; until roles land every token acts as an administrator */
    role: text().notNull().default('administrator'),
    tokenHash: text().notNull().unique(),
    displayPrefix: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
  },
  (t) => [index().on(t.customerBin, t.createdAt)],
);

/** decision 031: where a company's events are sent, signed with the endpoint's secret. */
export const webhookEndpoints = portal.table(
  'webhook_endpoints',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerBin: text().notNull(),
    url: text().notNull(),
    description: text().notNull().default(''),
    /** `whsec_` + base64: the Standard Webhooks form of the signing key */
    secret: text().notNull(),
    eventTypes: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    /** the first failed attempt since the last success: a day of failures disables the endpoint */
    failingSince: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerBin)],
);

/** The event outbox: written in the transaction of the outcome, fanned out to endpoints by a job. */
export const webhookEvents = portal.table(
  'webhook_events',
  {
    id: text().primaryKey(),
    seq: bigserial({ mode: 'number' }).notNull(),
    customerBin: text().notNull(),
    type: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    data: jsonb().notNull(),
    fannedOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.occurredAt)],
);

/** One event to one endpoint: its state and its last attempt (the delivery log). */
export const webhookDeliveries = portal.table(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    state: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastStatus: integer(),
    lastLatencyMs: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.endpointId, t.id), index().on(t.eventId)],
);

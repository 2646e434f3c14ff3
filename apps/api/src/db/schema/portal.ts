import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_STATES } from '@kabinet/contract';
import { users } from './accounts.ts';

/** The portal's own state (DESIGN §3): sessions, feature profiles, action log, reports, keys, mail. */
export const portal = pgSchema('portal');

/** Server-side BFF sessions (DESIGN §4); the browser holds only the id in an HttpOnly cookie. */
export const sessions = portal.table(
  'sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idToken: text().notNull(),
    accessToken: text().notNull(),
    refreshToken: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** decision 033: a process refreshing the tokens holds this claim, not a row lock, while the IdP answers */
    refreshClaimedUntil: timestamp({ withTimezone: true }),
    /** decision 035: the IdP session it was opened in (the ID token's `sid`): back-channel logout ends it */
    idpSid: text(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.expiresAt),
    index('sessions_idp_sid_idx')
      .on(t.idpSid)
      .where(sql`${t.idpSid} is not null`),
  ],
);

/** decision 035: the back-channel logout tokens acted on (`jti`), kept until they expire: a replay is refused */
export const logoutTokens = portal.table(
  'logout_tokens',
  {
    jti: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('logout_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * decision 025: the access tokens of ended sessions (sign-out, a refresh the IdP refused), by their
 * SHA-256, until they expire: a Bearer request with one is refused at once in every server process.
 */
export const revokedAccessTokens = portal.table(
  'revoked_access_tokens',
  {
    tokenHash: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Storage of the embedded dev identity provider (oidc-provider adapter), so it survives restarts. */
export const idpStore = portal.table(
  'idp_store',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    uid: text(),
    userCode: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index().on(t.grantId), index().on(t.uid)],
);

/**
 * decision 029: accounts created in the embedded dev IdP from an invitation link (the demo users
 * stay in code); the e-mail is unique whatever its case (a unique index on lower(email)).
 */
export const idpAccounts = portal.table('idp_accounts', {
  subject: text().primaryKey(),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  passwordHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** spec §6: page flags, customer-level flags and features, per profile name */
export const featureProfiles = portal.table('feature_profiles', {
  name: text().primaryKey(),
  accessNumbersPage: boolean().notNull(),
  accessDocumentsPage: boolean().notNull(),
  features: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  customerFlags: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  subscriberFlags: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** spec §3 Action history entry: every state change, per company */
export const actionLog = portal.table(
  'action_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text().notNull(),
    userId: uuid().references(() => users.id),
    msisdn: text(),
    /** action code; its name per language comes from the web catalog */
    action: text().notNull(),
    /** 'S' success, anything else failure */
    status: text().notNull(),
    params: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerBin, t.createdAt)],
);

/**
 * decision 036: a transfer whose answer was lost and whose outcome the operator could not say at once
 * (migration 0052): the resolution job asks again by the key and records it once
 */
export const pendingTransfers = portal.table(
  'pending_transfers',
  {
    customerBin: text().notNull(),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    userId: uuid().notNull(),
    msisdnFrom: text().notNull(),
    msisdnTo: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'pending_transfers_pkey', columns: [t.customerBin, t.idempotencyKey] }),
    index('pending_transfers_created_at_idx').on(t.createdAt),
  ],
);

/** Idempotency keys of money and operator operations: a key is applied at most once per company */
export const idempotencyKeys = portal.table(
  'idempotency_keys',
  {
    customerBin: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: json(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerBin, t.key] })],
);

/** Reports and documents requested by e-mail (spec §4 reports by e-mail) */
export const reportRequests = portal.table(
  'report_requests',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerBin: text().notNull(),
    userId: uuid().references(() => users.id),
    msisdn: text(),
    /** the report kind (contract report-kinds.ts) */
    reportType: text().notNull(),
    params: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    email: text().notNull(),
    language: text().notNull().default('ru'),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** queued | building | sent | failed (decision 018) */
    state: text().notNull().default('queued'),
    /** the catalogue code of a failure */
    failure: text(),
    records: integer(),
    mailId: uuid(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.customerBin, t.reportType, t.createdAt)],
);

/** PostgreSQL bytea as a Buffer (drizzle has no built-in column for it; pg reads it as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Mail outbox (decision 010): every message is written here, one recipient each, in the recipient's
 * language; the mail job delivers it over SMTP, or — without SMTP_URL — to the local demo mailbox.
 */
export const mailOutbox = portal.table(
  'mail_outbox',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    toAddress: text().notNull(),
    language: text().notNull().default('ru'),
    /** the template the message was made from (mail texts catalogue) */
    template: text().notNull().default('message'),
    /** the user the message is for (their mailbox page), and the company it concerns */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    customerBin: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    state: text({ enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** when the current delivery attempt took the message (a stale claim may be taken again) */
    claimedAt: timestamp({ withTimezone: true }),
    /** the SMTP Message-ID once sent */
    messageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId, t.createdAt)],
);

/** A message's files (PDF, XLSX; a PNG with a content id is shown inline in the HTML body). */
export const mailAttachments = portal.table(
  'mail_attachments',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mailId: uuid()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    /** set for inline images: the HTML body refers to it as cid:<contentId> */
    contentId: text(),
    size: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [unique().on(t.mailId, t.position)],
);

/** decision 012: rate-limit counters, one row per key ('bucket:per:subject') and fixed window */
export const rateLimitHits = portal.table(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index().on(t.windowStart)],
);

/** decision 012: the embedded IdP's failed sign-ins per account and per IP (growing delay, lockout) */
export const signInFailures = portal.table('sign_in_failures', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  firstFailureAt: timestamp({ withTimezone: true }).notNull(),
  lastFailureAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

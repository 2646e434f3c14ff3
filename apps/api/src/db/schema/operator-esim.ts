import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { digits, operator } from './operator.ts';
import { esimProfiles, subscribers } from './operator-subscribers.ts';

// Decision 016 (migration 0012): the reference operator's eSIM lifecycle.

export const ESIM_OPERATION_KINDS = ['RESERVE', 'CHANGE'] as const;
export const ESIM_OPERATION_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;

/** The SM-DP+ servers profiles are downloaded from; one that does not answer times reservations out. */
export const esimSmdpServers = operator.table('esim_smdp_servers', {
  address: text().primaryKey(),
  isResponding: boolean().notNull().default(true),
});

/** spec §4: every eSIM operation of a number; at most one RUNNING per number (a unique partial index). */
export const esimOperations = operator.table(
  'esim_operations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    kind: text({ enum: ESIM_OPERATION_KINDS }).notNull(),
    status: text({ enum: ESIM_OPERATION_STATUSES }).notNull().default('RUNNING'),
    icc: digits().references(() => esimProfiles.icc),
    /** CHANGE: the card the number had before (retired by the change) */
    oldIccid: text(),
    /** FAILED: the catalogue code it failed with (e.g. esim_timeout) */
    failure: text(),
    /** RESERVE: its pending operation (operator.pending_operations, decision 008) */
    operationId: bigint({ mode: 'number' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('esim_operations_one_running_idx')
      .on(t.msisdn)
      .where(sql`${t.status} = 'RUNNING'`),
    index('esim_operations_msisdn_idx').on(t.msisdn, t.id),
  ],
);

/** Activation codes issued for a profile, LPA:1$<SM-DP+>$<matching id>; spec §9: valid 1 day. */
export const esimActivationCodes = operator.table(
  'esim_activation_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    icc: digits()
      .notNull()
      .references(() => esimProfiles.icc, { onDelete: 'cascade' }),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    code: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('esim_activation_codes_code_idx').on(t.code),
    index('esim_activation_codes_icc_idx').on(t.icc, t.issuedAt),
    check('esim_activation_codes_expiry_check', sql`${t.expiresAt} > ${t.issuedAt}`),
  ],
);

/** The network a number is registered in now; no row: home, in Kazakhstan (spec §5 roaming). */
export const subscriberLocations = operator.table('subscriber_locations', {
  msisdn: digits()
    .primaryKey()
    .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
  countryCode: text().notNull(),
  network: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

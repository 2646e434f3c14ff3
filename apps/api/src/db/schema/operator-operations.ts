import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PENDING_OPERATION_STATUSES, digits, operator } from './operator.ts';

/**
 * Operations the reference operator completes later (DESIGN §1 asynchronous completions, decision
 * 008): a product going pending -> connected, a CEIR order, an eSIM reservation, a report build.
 * Each has one completion job, due at due_at. At most one PENDING operation per (msisdn, kind, subject): spec §8 still_pending.
 */
export const pendingOperations = operator.table(
  'pending_operations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** the port's OperationKind: PRODUCT_CHANGE, later ESIM_RESERVE, CEIR_ORDER, REPORT_BUILD... */
    kind: text().notNull(),
    /** the number it is about; null for a company-level operation (a report build) */
    msisdn: digits(),
    /** what the operation is about within the number: a productOfferingId, an order id; '' if none */
    subject: text().notNull().default(''),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text({ enum: PENDING_OPERATION_STATUSES }).notNull().default('PENDING'),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('pending_operations_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('pending_operations_one_per_subject_idx')
      .on(t.msisdn, t.kind, t.subject)
      .where(sql`${t.status} = 'PENDING'`),
    index().on(t.msisdn, t.createdAt),
  ],
);

/** Text messages the operator sends to numbers (secret codes, device registration results, spec §9). */
export const smsMessages = operator.table(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.msisdn, t.createdAt)],
);

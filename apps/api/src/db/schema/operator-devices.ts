import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscribers } from './operator-subscribers.ts';
import { DEVICE_REQUEST_TYPES } from '@kabinet/contract';
import { CEIR_ORDER_STATES, IMEI_STATES, digits, operator } from './operator.ts';

/**
 * Device registrations in the state IMEI database (spec §3 deviceRegistrationsData, §4 Current IMEI
 * state). msisdn is not a foreign key: an IMEI may be registered to another operator's or company's
 * number (re-registration and duplicates, spec §4 Device buttons).
 */
export const deviceRegistrations = operator.table(
  'device_registrations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    imei: text().notNull(),
    msisdn: digits().notNull(),
    /** owner's BIN or IIN (registrationsByImei.documentId) */
    ownerDocument: text().notNull(),
    /** a company (BIN) or a person (IIN): spec §8 20003 or 20001 when another owner holds the IMEI */
    ownerType: text({ enum: ['BIN', 'IIN'] as const })
      .notNull()
      .default('BIN'),
    /** a duplicate registration of a non-unique IMEI (spec §4 Device buttons); its removal is refused */
    isDuplicate: boolean().notNull().default(false),
    isPending: boolean().notNull().default(false),
    state: text({ enum: IMEI_STATES }).notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.imei),
    index().on(t.msisdn),
    uniqueIndex('device_registrations_live_idx')
      .on(t.imei, t.msisdn)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** CEIR orders (spec §4 Device order): PENDING or CEIR_ASYNC_ACCEPTED until FINISHED or a failure. */
export const ceirOrders = operator.table(
  'ceir_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    imei: text().notNull(),
    insertTime: timestamp({ withTimezone: true }).notNull(),
    requestType: text({ enum: DEVICE_REQUEST_TYPES }).notNull(),
    state: text({ enum: CEIR_ORDER_STATES }).notNull(),
    /** spec §8 Devices code or name, e.g. 'IMEI_OWNER_CONFLICT' */
    failureMessage: text(),
    /** re-registration: the previous owner's number (11 digits) and IIN/BIN */
    oldMsisdn: text(),
    oldDocument: text(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.msisdn, t.insertTime)],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { digits } from './operator.ts';
import { portal } from './portal.ts';

/**
 * decision 030 (2026-12-02): a number's monthly spend limit is the portal's (migration 0054). The
 * charges are the operator's; `spent` is the month's charges as the portal last read them (TMF678
 * rates), so the overview and the list's spend filter answer without the operator.
 */
export const spendLimits = portal.table(
  'spend_limits',
  {
    msisdn: digits().primaryKey(),
    customerBin: text().notNull(),
    /** tiyn */
    monthlyLimit: bigint({ mode: 'number' }).notNull(),
    blockAtLimit: boolean().notNull().default(false),
    sinceMonth: date({ mode: 'string' }).notNull(),
    /** the month the portal barred outgoing in (its ban order accepted) */
    blockedMonth: date({ mode: 'string' }),
    spentMonth: date({ mode: 'string' }),
    spent: bigint({ mode: 'number' }).notNull().default(0),
    checkedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spend_limits_customer_idx').on(t.customerBin, t.msisdn),
    index('spend_limits_blocked_idx')
      .on(t.blockedMonth)
      .where(sql`${t.blockedMonth} is not null`),
    check('spend_limits_positive', sql`${t.monthlyLimit} > 0`),
  ],
);

/** each crossing of 80 % / 100 % once per number, month and threshold; its e-mails written with it */
export const spendAlerts = portal.table(
  'spend_alerts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text().notNull(),
    msisdn: digits().notNull(),
    month: date({ mode: 'string' }).notNull(),
    threshold: smallint().notNull(),
    monthlyLimit: bigint({ mode: 'number' }),
    spent: bigint({ mode: 'number' }),
    /** outgoing was barred at this crossing */
    blocked: boolean().notNull().default(false),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('spend_alerts_once').on(t.msisdn, t.month, t.threshold)],
);

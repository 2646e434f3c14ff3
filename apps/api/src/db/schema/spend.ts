import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  primaryKey,
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

const kindColumns = () => ({
  calls: bigint({ mode: 'number' }).notNull().default(0),
  sms: bigint({ mode: 'number' }).notNull().default(0),
  data: bigint({ mode: 'number' }).notNull().default(0),
  roaming: bigint({ mode: 'number' }).notNull().default(0),
  subscription: bigint({ mode: 'number' }).notNull().default(0),
  services: bigint({ mode: 'number' }).notNull().default(0),
  total: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * decision 030 (migration 0058): each line's month as the portal last read it from the billing
 * (TMF678 rates by kind, tiyn) — the overview's top spenders and a scoped user's months
 */
export const lineSpend = portal.table(
  'line_spend',
  {
    customerBin: text().notNull(),
    msisdn: digits().notNull(),
    month: date({ mode: 'string' }).notNull(),
    ...kindColumns(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerBin, t.month, t.msisdn] }),
    index('line_spend_top_idx').on(t.customerBin, t.month, t.total.desc(), t.msisdn),
  ],
);

/** decision 030: the company's months by cost centre (0: none) and kind, summed from line_spend at each sync */
export const companySpend = portal.table(
  'company_spend',
  {
    customerBin: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    costCentreId: bigint({ mode: 'number' }).notNull().default(0),
    ...kindColumns(),
  },
  (t) => [primaryKey({ columns: [t.customerBin, t.month, t.costCentreId] })],
);

/** decision 030: when the company's spend was last read from the billing, and how many months */
export const companySpendSyncs = portal.table('company_spend_syncs', {
  customerBin: text().primaryKey(),
  syncedAt: timestamp({ withTimezone: true }),
  months: integer().notNull().default(0),
  /** a line changed cost centre since the open month was summed: summed again at the next read */
  isRegroupDue: boolean().notNull().default(false),
});

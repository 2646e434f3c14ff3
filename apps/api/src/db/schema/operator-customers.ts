import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS, PAYMENT_TYPES } from '@kabinet/contract';
import { digits, operator } from './operator.ts';

/**
 * The operator's corporate customers (spec §3 Customer, §6 is_debtor / penalty_notice).
 * Keyed by BIN like accounts.customers, but owned by the operator: no foreign key across schemas.
 */
export const corporateCustomers = operator.table(
  'customers',
  {
    bin: text().primaryKey(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    nameKk: text().notNull(),
    /** spec §6 is_debtor: the company has overdue debt (debts table) */
    isDebtor: boolean().notNull().default(false),
    /** spec §6 penalty_notice: the overdue penalty notice is shown (spec §9: 0.1%/day, capped at 10%) */
    isPenaltyNotice: boolean().notNull().default(false),
    contactEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customers_bin_format', sql`${t.bin} ~ '^[0-9]{12}$'`)],
);

/** Billing (personal) accounts: spec §5 account number up to 18 digits; INDIVIDUAL shown as Separate. */
export const billingAccounts = operator.table(
  'billing_accounts',
  {
    accountNumber: digits().primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    accountType: text({ enum: ACCOUNT_KINDS }).notNull(),
    paymentType: text({ enum: PAYMENT_TYPES }).notNull(),
    /** account-level balance in tiyn (GENERAL accounts share it; POSTPAID: negative = owed) */
    balance: bigint({ mode: 'number' }).notNull().default(0),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerBin),
    check('billing_accounts_number_format', sql`${t.accountNumber} ~ '^[0-9]{1,18}$'`),
  ],
);

/** Tariff plans with names by language (spec §3 tariff); Workmate numbers cannot be blocked here (spec §4). */
export const tariffs = operator.table('tariffs', {
  id: text().primaryKey(),
  nameRu: text().notNull(),
  nameEn: text().notNull(),
  nameKk: text().notNull(),
  /** spec §6: Workmate-tariff numbers are blocked/unblocked only via corporate support (9099) */
  isWorkmate: boolean().notNull().default(false),
  /** null: both payment types */
  paymentType: text({ enum: PAYMENT_TYPES }),
  monthlyFee: bigint({ mode: 'number' }).notNull().default(0),
  /** spec §4 Contract phone: a missed payment moves the number to the Standard Corp tariff */
  isFallback: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
});

/** Lifecycle states with names by language (spec §3 lcState; 20 active, 42 blocked, 44 pre-disconnected). */
export const lifecycleStates = operator.table('lifecycle_states', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  nameRu: text().notNull(),
  nameEn: text().notNull(),
  nameKk: text().notNull(),
  /** spec §2 Number detail: active only for 20, anything else (incl. pre-disconnected) shows as blocked */
  isActive: boolean().notNull(),
});

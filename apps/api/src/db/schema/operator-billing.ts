import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { billingAccounts, corporateCustomers } from './operator-customers.ts';
import { subscribers } from './operator-subscribers.ts';
import { digits, operator } from './operator.ts';

/** Usage detail rows (spec §3): date-time, type, description, duration, units, amount. */
export const usageRecords = operator.table(
  'usage_records',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // no foreign key: the rating's records (CDRs) are written for numbers it has just read; a
    // deleted number's records go by a statement trigger (migration 0032, decision 030)
    msisdn: digits().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** VOICE_OUT, VOICE_IN, SMS_OUT, DATA, ROAMING_DATA, SERVICE_FEE */
    type: text().notNull(),
    /** the other party or the service, as the bill shows it */
    description: text().notNull(),
    /** seconds of a call; null for SMS and data */
    durationSec: integer(),
    /** billed units: seconds, pieces or kilobytes, by `unit` */
    units: bigint({ mode: 'number' }).notNull(),
    unit: text({ enum: ['SEC', 'PCS', 'KB'] as const }).notNull(),
    /** tiyn charged */
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.msisdn, t.occurredAt)],
);

/** Top-up records of PREPAID numbers (spec §3): type code named per language by the portal. */
export const topUps = operator.table(
  'top_ups',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    rechargeDate: timestamp({ withTimezone: true }).notNull(),
    /** CARD, TERMINAL, BANK_TRANSFER, BALANCE_TRANSFER, BONUS */
    type: text().notNull(),
    comments: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceBefore: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.msisdn, t.rechargeDate)],
);

/** Payments to a billing account (spec §3 Payment and payment history row). */
export const payments = operator.table(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    accountNumber: digits()
      .notNull()
      .references(() => billingAccounts.accountNumber, { onDelete: 'cascade' }),
    /** set when the payment was made for one number */
    msisdn: digits(),
    paymentDate: timestamp({ withTimezone: true }).notNull(),
    paymentAmount: bigint({ mode: 'number' }).notNull(),
    /** payment order number */
    documentNumber: text(),
    comment: text(),
    balanceBefore: bigint({ mode: 'number' }),
    balanceAfter: bigint({ mode: 'number' }),
  },
  (t) => [
    index().on(t.customerBin, t.paymentDate),
    index().on(t.accountNumber, t.paymentDate),
    index().on(t.msisdn),
  ],
);

/** Undisclosed (unknown) payments of a company (spec §3): not yet matched to an account. */
export const undisclosedPayments = operator.table(
  'undisclosed_payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    paymentDate: timestamp({ withTimezone: true }).notNull(),
    /** payment order number */
    number: text().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.customerBin, t.paymentDate)],
);

/** Monthly invoices per billing account (spec §9: invoice number 27 digits). */
export const invoices = operator.table(
  'invoices',
  {
    invoiceNumber: digits().primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    accountNumber: digits()
      .notNull()
      .references(() => billingAccounts.accountNumber, { onDelete: 'cascade' }),
    /** the accounting month, first day */
    periodMonth: date({ mode: 'string' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** the payment term's end (decision 019); set on insert from issuedAt + 20 days when not given */
    dueDate: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.customerBin, t.periodMonth),
    index().on(t.accountNumber, t.periodMonth),
    check('invoices_number_format', sql`${t.invoiceNumber} ~ '^[0-9]{27}$'`),
  ],
);

/** Invoice breakdown by number (spec §2 find number by invoice, invoice breakdown). */
export const invoiceLines = operator.table(
  'invoice_lines',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    invoiceNumber: digits()
      .notNull()
      .references(() => invoices.invoiceNumber, { onDelete: 'cascade' }),
    msisdn: digits().notNull(),
    /** SUBSCRIPTION_FEE, SERVICES, CALLS, DATA, ROAMING, SMS */
    chargeType: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.invoiceNumber, t.msisdn), index().on(t.msisdn)],
);

/** Company debts per account and bill month (spec §3 Debt); the penalty is computed (spec §9). */
export const debts = operator.table(
  'debts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    accountNumber: digits()
      .notNull()
      .references(() => billingAccounts.accountNumber, { onDelete: 'cascade' }),
    /** first day of the bill month (shown in Russian 'Month, year' form) */
    billMonth: date({ mode: 'string' }).notNull(),
    invoiceNumber: digits(),
    /** date of the unpaid invoice; the penalty runs from its due date */
    dueDate: date({ mode: 'string' }).notNull(),
    debt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.customerBin, t.billMonth)],
);

/**
 * Append-only balance movements (DESIGN §3): every change of a number's balance in tiyn
 * (signed), written in the same transaction as the balance update.
 */
export const balanceLedger = operator.table(
  'balance_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    /** TOP_UP, PAYMENT, FEE, USAGE, TRANSFER_OUT, TRANSFER_IN, ADJUSTMENT */
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    /** what caused it: a product id, a transfer id, a top-up id */
    reference: text(),
    /** the portal's Idempotency-Key for transfers: a key moves money at most once */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.msisdn, t.createdAt),
    index('balance_ledger_idempotency_idx')
      .on(t.idempotencyKey, t.msisdn)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Applied balance transfers (spec §3 Balance transfer, DESIGN §3): each moves `amount` tiyn from one
 * number of the company to another, written with its two ledger rows in one transaction. The
 * client's Idempotency-Key is unique per company: a key moves money at most once.
 */
export const balanceTransfers = operator.table(
  'balance_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    msisdnFrom: digits().notNull(),
    msisdnTo: digits().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_transfers_key_idx').on(t.customerBin, t.idempotencyKey),
    index('balance_transfers_from_idx').on(t.msisdnFrom, t.createdAt),
    index('balance_transfers_to_idx').on(t.msisdnTo, t.createdAt),
    check('balance_transfers_amount_positive', sql`${t.amount} > 0`),
    check('balance_transfers_distinct_numbers', sql`${t.msisdnFrom} <> ${t.msisdnTo}`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, text, timestamp } from 'drizzle-orm/pg-core';
import { corporateCustomers } from './operator-customers.ts';
import { invoices } from './operator-billing.ts';
import { digits, operator } from './operator.ts';

/** how a certificate of work performed was signed (spec §9: electronically from 4 July 2021) */
export const WORK_ACT_SIGNING = ['ELECTRONIC', 'PAPER'] as const;

/**
 * Certificates of work performed (spec §2 /reportdocs, §6 act_of_work): one per monthly invoice,
 * dated the last day of the accounting month (decision 019).
 */
export const workActs = operator.table(
  'work_acts',
  {
    actNumber: digits().primaryKey(),
    invoiceNumber: digits()
      .notNull()
      .unique()
      .references(() => invoices.invoiceNumber, { onDelete: 'cascade' }),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    actDate: date({ mode: 'string' }).notNull(),
    signing: text({ enum: WORK_ACT_SIGNING }).notNull(),
    signedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('work_acts_customer_bin_act_date_index').on(t.customerBin, t.actDate),
    check('work_acts_signing_check', sql`${t.signing} IN ('ELECTRONIC', 'PAPER')`),
    check('work_acts_paper_stopped', sql`${t.signing} = 'ELECTRONIC' OR ${t.actDate} < DATE '2023-12-01'`),
    check('work_acts_electronic_from', sql`${t.signing} = 'PAPER' OR ${t.actDate} >= DATE '2021-07-04'`),
  ],
);

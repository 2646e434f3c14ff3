import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { NUMBER_STATES, PAYMENT_TYPES } from '@kabinet/contract';
import { costCentres } from './cost-centres.ts';
import { digits } from './operator.ts';
import { portal } from './portal.ts';

/**
 * decision 034: the company's lines as the portal's own index (migration 0040), a read model of the
 * operator's TMF637 products kept fresh by its events and a reconciliation. What the numbers list
 * shows, filters and sorts on, and beside them the portal's own notes on the line (migration 0053:
 * label, comment, cost centre), which the sync never writes: a line that leaves the company loses them.
 */
export const companyLines = portal.table(
  'company_lines',
  {
    msisdn: digits().primaryKey(),
    customerBin: text().notNull(),
    accountNumber: digits().notNull(),
    iccid: digits().notNull(),
    isEsim: boolean().notNull(),
    tariffId: text().notNull(),
    tariffNameRu: text().notNull(),
    tariffNameEn: text().notNull(),
    tariffNameKk: text().notNull(),
    isWorkmate: boolean().notNull(),
    type: text({ enum: PAYMENT_TYPES }).notNull(),
    isM2mSubscriber: boolean('is_m2m_subscriber').notNull(),
    lcStateId: integer().notNull(),
    lcNameRu: text().notNull(),
    lcNameEn: text().notNull(),
    lcNameKk: text().notNull(),
    lcStateDate: timestamp({ withTimezone: true }),
    state: text({ enum: NUMBER_STATES }).notNull(),
    remainingUnitsToSpend: bigint({ mode: 'number' }),
    creditLimit: bigint({ mode: 'number' }),
    availableByCreditLimitOrPiaBalance: bigint({ mode: 'number' }),
    ownFlags: text().array(),
    isInRoaming: boolean().notNull(),
    hasRegisteredDevice: boolean().notNull(),
    /** spec §3 bans a bulk action switches (its preview counts them here) */
    isSmsUssdBan: boolean().notNull().default(false),
    isAppAccessBlocked: boolean().notNull().default(false),
    /** the subscribers report's account kind and connection date (null until the line is read again) */
    accountType: text(),
    activatedAt: timestamp({ withTimezone: true }),
    /** spec §2/§5 the portal's own label (≤ 20) and comment (≤ 50) of the line */
    label: text(),
    comment: text(),
    /** decision 030: the company's cost centre the line is in */
    costCentreId: bigint({ mode: 'number' }).references(() => costCentres.id, { onDelete: 'set null' }),
    /** when this line was last read from the operator */
    indexedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_lines_customer_msisdn_idx').on(t.customerBin, t.msisdn),
    index('company_lines_customer_account_idx').on(t.customerBin, t.accountNumber, t.msisdn),
    index('company_lines_customer_type_idx').on(t.customerBin, t.type, t.msisdn),
    index('company_lines_customer_iccid_idx').on(t.customerBin, t.iccid),
    index('company_lines_msisdn_trgm_idx').using('gin', t.customerBin, t.msisdn.op('gin_trgm_ops')),
    index('company_lines_iccid_trgm_idx').using('gin', t.customerBin, t.iccid.op('gin_trgm_ops')),
    index('company_lines_customer_state_idx').on(t.customerBin, t.lcStateId, t.msisdn),
    index('company_lines_customer_tariff_idx').on(t.customerBin, t.tariffId, t.msisdn),
    index('company_lines_customer_balance_idx').on(
      t.customerBin,
      t.availableByCreditLimitOrPiaBalance.nullsLast(),
      t.msisdn,
    ),
    index('company_lines_customer_balance_desc_idx').on(
      t.customerBin,
      t.availableByCreditLimitOrPiaBalance.nullsFirst(),
      t.msisdn,
    ),
    // the overview's prepaid lines below 500 ₸ (LOW_PREPAID_BALANCE_TIYN, migration 0057)
    index('company_lines_customer_low_prepaid_idx')
      .on(t.customerBin)
      .where(sql`${t.type} = 'PREPAID' and ${t.availableByCreditLimitOrPiaBalance} < 50000`),
    index('company_lines_customer_pending_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.state} = 'PENDING'`),
    index('company_lines_customer_esim_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.isEsim}`),
    index('company_lines_customer_roaming_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.isInRoaming}`),
    index('company_lines_customer_device_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.hasRegisteredDevice}`),
    // the notes' search and sorts (migrations 0019 and 0024's design, moved by 0053)
    index('company_lines_label_trgm_idx').using('gin', t.customerBin, t.label.op('gin_trgm_ops')),
    index('company_lines_comment_trgm_idx').using('gin', t.customerBin, t.comment.op('gin_trgm_ops')),
    index('company_lines_customer_label_idx').on(t.customerBin, t.label.nullsLast(), t.msisdn),
    index('company_lines_customer_label_desc_idx').on(t.customerBin, t.label.nullsFirst(), t.msisdn),
    index('company_lines_customer_comment_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.comment} is not null`),
    index('company_lines_customer_cost_centre_idx').on(t.customerBin, t.costCentreId, t.msisdn),
    // spec §9: label 20, comment 50
    check('company_lines_label_length', sql`char_length(${t.label}) <= 20`),
    check('company_lines_comment_length', sql`char_length(${t.comment}) <= 50`),
  ],
);

/** decision 034: a company's index as a whole — when a sync last read every line (the list's freshness) */
export const companyLineSyncs = portal.table('company_line_syncs', {
  customerBin: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }),
  reconciledAt: timestamp({ withTimezone: true }),
  lines: integer().notNull().default(0),
});

/** decision 034: the lines a portal action changed, to be read again from the operator */
export const companyLineRefreshes = portal.table(
  'company_line_refreshes',
  {
    msisdn: digits().primaryKey(),
    customerBin: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_line_refreshes_queued_idx').on(t.queuedAt)],
);

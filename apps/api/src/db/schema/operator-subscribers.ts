import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { billingAccounts, corporateCustomers, lifecycleStates, tariffs } from './operator-customers.ts';
import { ACCOUNT_KINDS, NUMBER_STATES, PAYMENT_TYPES } from '@kabinet/contract';
import { BAN_KINDS, ESIM_LIFECYCLE_STATES, digits, operator } from './operator.ts';

/**
 * spec §3 Subscriber, keyed by msisdn: every field of the entity. Balance fields are tiyn and
 * nullable: spec §2 shows each balance card only when defined.
 */
export const subscribers = operator.table(
  'subscribers',
  {
    /** 10-digit national number starting with 7 (spec §9 phone mask 10 digits) */
    msisdn: digits().primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    accountNumber: digits()
      .notNull()
      .references(() => billingAccounts.accountNumber),
    /** copied from the billing account: INDIVIDUAL (Separate) or GENERAL */
    accountType: text({ enum: ACCOUNT_KINDS }).notNull(),
    /** spec §9: 20 digits, prefix 8999702, Luhn check digit */
    iccid: digits().notNull().unique(),
    iccidChangeDate: timestamp({ withTimezone: true }),
    pin1: text().notNull(),
    pin2: text().notNull(),
    puk1: text().notNull(),
    puk2: text().notNull(),
    /** 15 digits with a Luhn check digit; null when the device is unknown */
    imei: text(),
    esim: boolean().notNull().default(false),
    /** registration form / number (spec §2 General info) */
    regNo: text(),
    tariffId: text()
      .notNull()
      .references(() => tariffs.id),
    type: text({ enum: PAYMENT_TYPES }).notNull(),
    isM2mSubscriber: boolean('is_m2m_subscriber').notNull().default(false),
    lcStateId: integer()
      .notNull()
      .references(() => lifecycleStates.id),
    lcStateDate: timestamp({ withTimezone: true }).notNull(),
    /** spec §4 named state: ACTIVE, SUSPENDED, SUSPENDED_DUE_TO_DEBT, PENDING */
    state: text({ enum: NUMBER_STATES }).notNull(),
    /** operator status code shown on the card (spec §2), e.g. 'ACTIVE' or 'BLOCKED' */
    status: text().notNull(),
    /** decision 034: unused since migration 0053 (the portal's own `company_lines.label/comment`) */
    label: text(),
    comment: text(),
    remainingUnitsToSpend: bigint({ mode: 'number' }),
    personalLimit: bigint({ mode: 'number' }),
    personalAvailableBalance: bigint({ mode: 'number' }),
    creditLimit: bigint({ mode: 'number' }),
    /** POSTPAID: what is left of the credit limit; PREPAID: the prepaid (PIA) balance */
    availableByCreditLimitOrPiaBalance: bigint({ mode: 'number' }),
    spendingUnitsLimit: bigint({ mode: 'number' }),
    debtBalance: bigint({ mode: 'number' }),
    /** spec §3 isSMS_USSDMgmBanEnabled */
    isSmsUssdMgmBanEnabled: boolean().notNull().default(false),
    /** spec §3 isMy{product}AccessBlocked: the operator's mobile app is blocked for the number */
    isAppAccessBlocked: boolean().notNull().default(false),
    /** spec §3 accessToDetailOfMy{product}: call details visible in the mobile app */
    hasAppCallDetailsAccess: boolean().notNull().default(true),
    /** decision 030: outgoing traffic barred (the portal's ban order at a spend limit, ban.OUTGOING) */
    isOutgoingBarred: boolean().notNull().default(false),
    /** spec §6 subscriber-level letter flags; null: those of the company's feature profile */
    subscriberFlags: text().array(),
    /** spec §8 fraud_block: in the operator's fraud review since then (decision 022); null: not */
    fraudReviewSince: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the numbers search (decision 004): company + stable order, and each filter within the company
    index('subscribers_customer_msisdn_idx').on(t.customerBin, t.msisdn),
    index('subscribers_customer_account_idx').on(t.customerBin, t.accountNumber, t.msisdn),
    index('subscribers_customer_type_idx').on(t.customerBin, t.type, t.msisdn),
    index('subscribers_customer_iccid_idx').on(t.customerBin, t.iccid),
    // substring search ("part of the number"; the label and comment are the portal's, migration 0053):
    // trigram GIN with the company as a btree_gin key, so both conditions meet in one index
    index('subscribers_msisdn_trgm_idx').using('gin', t.customerBin, t.msisdn.op('gin_trgm_ops')),
    index('subscribers_iccid_trgm_idx').using('gin', t.customerBin, t.iccid.op('gin_trgm_ops')),
    index('subscribers_imei_idx').on(t.imei),
    // the list's filters and sorts (decision 024, migration 0019): nulls last in both directions
    index('subscribers_customer_state_idx').on(t.customerBin, t.lcStateId, t.msisdn),
    index('subscribers_customer_tariff_idx').on(t.customerBin, t.tariffId, t.msisdn),
    index('subscribers_customer_balance_idx').on(
      t.customerBin,
      t.availableByCreditLimitOrPiaBalance.nullsLast(),
      t.msisdn,
    ),
    index('subscribers_customer_balance_desc_idx').on(
      t.customerBin,
      t.availableByCreditLimitOrPiaBalance.nullsFirst(),
      t.msisdn,
    ),
    index('subscribers_customer_pending_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.state} = 'PENDING'`),
    index('subscribers_customer_esim_idx')
      .on(t.customerBin, t.msisdn)
      .where(sql`${t.esim}`),
    check('subscribers_msisdn_format', sql`${t.msisdn} ~ '^7[0-9]{9}$'`),
    check('subscribers_iccid_format', sql`${t.iccid} ~ '^8999702[0-9]{13}$'`),
    check('subscribers_imei_format', sql`${t.imei} ~ '^[0-9]{15}$'`),
    // spec §9: label 20, comment 50
    check('subscribers_label_length', sql`char_length(${t.label}) <= 20`),
    check('subscribers_comment_length', sql`char_length(${t.comment}) <= 50`),
  ],
);

/** spec §3 forwarding: one row per number; a null target means that forwarding type is off. */
export const forwardingSettings = operator.table('forwarding_settings', {
  msisdn: digits()
    .primaryKey()
    .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
  /** master switch (FORWARDING_ON / FORWARDING_OFF) */
  isForwardingOn: boolean().notNull().default(false),
  /** unconditional; a number (10 digits) or a service number such as 7012000000 (voice mail) */
  defaultTo: text(),
  busyTo: text(),
  noAnswerTo: text(),
  unavailableTo: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** History of bans and access toggles (spec §4 Toggles); the current state is on subscribers. */
export const bans = operator.table(
  'bans',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    kind: text({ enum: BAN_KINDS }).notNull(),
    /** true: set (or access blocked), false: removed */
    isSet: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.msisdn, t.createdAt)],
);

/** Secret code (ics_pin, spec §7): one per number, stored hashed; sent to the number by SMS. */
export const secretCodes = operator.table('secret_codes', {
  msisdn: digits()
    .primaryKey()
    .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** eSIM profiles (spec §3 eSIM, §4 eSIM sequence): a pool of free profiles, reserved for a number. */
export const esimProfiles = operator.table(
  'esim_profiles',
  {
    icc: digits().primaryKey(),
    /** null while the profile is in the free pool */
    msisdn: digits().references(() => subscribers.msisdn, { onDelete: 'set null' }),
    activationCode: text().notNull(),
    state: text({ enum: ESIM_LIFECYCLE_STATES }).notNull().default('AVAILABLE'),
    reservedAt: timestamp({ withTimezone: true }),
    /** spec §9: the QR code is valid for 1 day */
    qrExpiresAt: timestamp({ withTimezone: true }),
    /** the SM-DP+ server the profile is downloaded from (migration 0012) */
    smdpAddress: text().notNull().default('smdp.example.kz'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.msisdn),
    index('esim_profiles_free_idx')
      .on(t.state)
      .where(sql`${t.msisdn} is null`),
    check('esim_profiles_icc_format', sql`${t.icc} ~ '^8999702[0-9]{13}$'`),
  ],
);

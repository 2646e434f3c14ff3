import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTRACT_DEVICE_TYPES } from '@kabinet/contract/number';
import { subscribers } from './operator-subscribers.ts';
import {
  BLOCKED_CHANGE_STATUSES,
  CONTRACT_PHONE_STATUSES,
  FEE_TYPES,
  PAYMENT_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SERVICE_STATES,
} from '@kabinet/contract';
import { PRODUCT_CATEGORIES, STORED_INCOMPATIBLE_TYPES, digits, operator } from './operator.ts';

/** The product catalogue (spec §3 Product, Service or package): names, descriptions, links in ru/en/kk. */
export const products = operator.table('products', {
  productOfferingId: text().primaryKey(),
  type: text({ enum: PRODUCT_TYPES }).notNull(),
  category: text({ enum: PRODUCT_CATEGORIES }).notNull(),
  nameRu: text().notNull(),
  nameEn: text().notNull(),
  nameKk: text().notNull(),
  descriptionRu: text().notNull(),
  descriptionEn: text().notNull(),
  descriptionKk: text().notNull(),
  /** spec §3: a link is shown only when ru, en and kk are all present */
  linkRu: text(),
  linkEn: text(),
  linkKk: text(),
  feeType: text({ enum: FEE_TYPES }).notNull(),
  /** tiyn per fee period (spec §9 Atlas Pro: 95_000 per day) */
  fee: bigint({ mode: 'number' }).notNull(),
  validityDays: integer(),
  /** megabytes; null when the product carries no traffic */
  trafficVolumeMb: integer(),
  /** text of the bonuses the product gives, by language */
  bonusesRu: text(),
  bonusesEn: text(),
  bonusesKk: text(),
  isRenewable: boolean().notNull().default(false),
  /** spec §8 activation limit: connections a calendar month on one number (decision 022); null: none */
  activationLimit: integer(),
  /** false: withdrawn from sale (still shown where connected) */
  isActive: boolean().notNull().default(true),
  /** null: every tariff; otherwise service_unavailable_4_your_tariff for the others (spec §8) */
  tariffIds: text().array(),
  /** null: both payment types */
  paymentType: text({ enum: PAYMENT_TYPES }),
  sortOrder: integer().notNull().default(0),
});

/** spec §3 Incompatible product: connecting `productId` conflicts with a connected `incompatibleProductId`. */
export const productIncompatibilities = operator.table(
  'product_incompatibilities',
  {
    productId: text()
      .notNull()
      .references(() => products.productOfferingId, { onDelete: 'cascade' }),
    incompatibleProductId: text()
      .notNull()
      .references(() => products.productOfferingId, { onDelete: 'cascade' }),
    /** BLOCKED: refused while the other is active; DEACTIVATED: the other is disabled after confirmation */
    incompatibleType: text({ enum: STORED_INCOMPATIBLE_TYPES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.incompatibleProductId] }),
    index().on(t.incompatibleProductId),
  ],
);

/** spec §3 Blocked products for status change: a connected product that forbids block/unblock. */
export const statusChangeBlocks = operator.table('status_change_blocks', {
  productId: text()
    .primaryKey()
    .references(() => products.productOfferingId, { onDelete: 'cascade' }),
  blockedChangeStatus: text({ enum: BLOCKED_CHANGE_STATUSES }).notNull(),
  messageActiveRu: text().notNull(),
  messageActiveEn: text().notNull(),
  messageActiveKk: text().notNull(),
  messageSuspendRu: text().notNull(),
  messageSuspendEn: text().notNull(),
  messageSuspendKk: text().notNull(),
});

/**
 * A number's products (spec §3 services {added, pending, available}; §4 Service). Catalogue products
 * without a row are available; PENDING carries the requested action until the operator completes it.
 */
export const subscriberProducts = operator.table(
  'subscriber_products',
  {
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.productOfferingId),
    status: text({ enum: PRODUCT_STATUSES }).notNull(),
    /** spec §3 service state */
    state: text({ enum: SERVICE_STATES }).notNull(),
    /** while PENDING: 'ENABLE' or 'DISABLE' */
    pendingAction: text({ enum: ['ENABLE', 'DISABLE'] as const }),
    connectedAt: timestamp({ withTimezone: true }),
    availableUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.msisdn, t.productId] }), index().on(t.productId)],
);

/** spec §3 Bonus group of a number (e.g. the tariff's monthly allowance). */
export const bonusGroups = operator.table(
  'bonus_groups',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    productId: text().references(() => products.productOfferingId),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    nameKk: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.msisdn)],
);

/** spec §3 Bonus: amount of maxAmount (in `unit`) or unlimited, with start and end dates. */
export const bonuses = operator.table(
  'bonuses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    groupId: bigint({ mode: 'number' })
      .notNull()
      .references(() => bonusGroups.id, { onDelete: 'cascade' }),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    nameKk: text().notNull(),
    isUnlim: boolean().notNull().default(false),
    /** what is left, in `unit` */
    amount: bigint({ mode: 'number' }),
    maxAmount: bigint({ mode: 'number' }),
    /** MB, MIN or SMS */
    unit: text({ enum: ['MB', 'MIN', 'SMS'] as const }).notNull(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.groupId)],
);

/** spec §3 Contract phone: a device sold on instalments with the number (flag W). */
export const contractPhones = operator.table(
  'contract_phones',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    productId: text().notNull(),
    deviceName: text().notNull(),
    deviceType: text({ enum: CONTRACT_DEVICE_TYPES }).notNull(),
    status: text({ enum: CONTRACT_PHONE_STATUSES }).notNull(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    durationMonths: integer().notNull(),
    /** monthly payment, tiyn */
    recurringPay: bigint({ mode: 'number' }).notNull(),
    /** total contract price, tiyn (spec: priceFactor) */
    priceFactor: bigint({ mode: 'number' }).notNull(),
    /** contract name */
    name: text().notNull(),
    terminatedAt: timestamp({ withTimezone: true }),
    /** decision 027: the next monthly instalment's due moment; null when none is left or not running */
    nextPaymentAt: timestamp({ withTimezone: true }),
    /** decision 027: the instalment the billing could not take (SUSPENDED, the number on Standard Corp) */
    missedPaymentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.msisdn),
    index('contract_phones_active_idx')
      .on(t.msisdn)
      .where(sql`${t.status} <> 'TERMINATED'`),
    index('contract_phones_running_idx')
      .on(t.endDate)
      .where(sql`${t.status} <> 'TERMINATED'`),
  ],
);

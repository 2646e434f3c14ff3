import { sql } from 'drizzle-orm';
import { boolean, index, pgSchema, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The accounts module (DESIGN §3): users, companies, client services, offers. */
export const accounts = pgSchema('accounts');

export const users = accounts.table('users', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** the identity provider's `sub`; null until the first sign-in binds it (matched by email) */
  subject: text().unique(),
  username: text().notNull().unique(),
  email: text().notNull().unique(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  /**
   * spec §3 User info status, §4 "User status": the accounts service's provisioning state of the
   * user — PROCESSING while being set up, DONE when ready, ERROR when it failed.
   */
  status: text({ enum: ['PROCESSING', 'DONE', 'ERROR'] })
    .notNull()
    .default('DONE'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const customers = accounts.table('customers', {
  bin: text().primaryKey(),
  alias: text(),
  customerName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const userCustomers = accounts.table(
  'user_customers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerBin: text()
      .notNull()
      .references(() => customers.bin, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerBin] }), index().on(t.customerBin)],
);

export const offers = accounts.table('offers', {
  id: text().primaryKey(),
  serviceAlias: text().notNull(),
  textHtmlRu: text().notNull(),
  textHtmlEn: text().notNull(),
  textHtmlKk: text().notNull(),
  isCurrent: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** spec §3 Customer.clientServices: b2b_selfcare with its offer approval and feature profile */
export const clientServices = accounts.table(
  'client_services',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerBin: text()
      .notNull()
      .references(() => customers.bin, { onDelete: 'cascade' }),
    alias: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    nameKk: text().notNull(),
    url: text(),
    profileName: text().notNull(),
    isOfferApproved: boolean().notNull().default(false),
    approvedOfferId: text().references(() => offers.id),
    approvedBy: uuid().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.customerBin, t.alias)],
);

import { sql } from 'drizzle-orm';
import { bigserial, check, index, text, timestamp } from 'drizzle-orm/pg-core';
import { corporateCustomers } from './operator-customers.ts';
import { subscribers } from './operator-subscribers.ts';
import { digits, operator } from './operator.ts';

// decision 014: the operator's stock of physical SIM cards and the secret-code sends.

/** A card's life: in the company's stock, serving a number, or replaced and retired for good. */
export const SIM_CARD_STATES = ['BLANK', 'ACTIVE', 'RETIRED'] as const;

/**
 * Physical SIM cards the operator has issued to a company (spec §2 SIM change page): a SIM change
 * takes a BLANK card of the company's stock, which comes with its own PIN and PUK codes.
 */
export const simCards = operator.table(
  'sim_cards',
  {
    /** spec §9: 20 digits, prefix 8999702, Luhn check digit */
    iccid: digits().primaryKey(),
    customerBin: text()
      .notNull()
      .references(() => corporateCustomers.bin, { onDelete: 'cascade' }),
    state: text({ enum: SIM_CARD_STATES }).notNull().default('BLANK'),
    /** the number the card serves (ACTIVE) or served (RETIRED); null while in stock */
    msisdn: digits(),
    pin1: text().notNull(),
    pin2: text().notNull(),
    puk1: text().notNull(),
    puk2: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sim_cards_customer_state_idx').on(t.customerBin, t.state),
    check('sim_cards_iccid_format', sql`${t.iccid} ~ '^8999702[0-9]{13}$'`),
  ],
);

/** Each time the operator texted a number its secret code (spec §7 ics_pin). The code is never kept here. */
export const secretCodeSends = operator.table(
  'secret_code_sends',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('secret_code_sends_msisdn_idx').on(t.msisdn, t.sentAt)],
);

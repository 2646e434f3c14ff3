import { bigint, bigserial, date, index, integer, text, unique } from 'drizzle-orm/pg-core';
import { subscribers } from './operator-subscribers.ts';
import { digits, operator } from './operator.ts';

/**
 * Atlas Pro roaming days (spec §9: 950 ₸ a day, first 100 MB at full speed, then 128 kbps; add-ons
 * 400 ₸ a day, 50 MB each): one row per number and day abroad with the pack on (decision 018).
 */
export const atlasProDays = operator.table(
  'atlas_pro_days',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** ISO 3166 alpha-2 of the country visited */
    country: text().notNull(),
    /** tiyn: the day's pack fee */
    fee: bigint({ mode: 'number' }).notNull(),
    addOns: integer().notNull().default(0),
    addOnFee: bigint({ mode: 'number' }).notNull().default(0),
    dataKb: bigint({ mode: 'number' }).notNull(),
    fullSpeedKb: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    unique('atlas_pro_days_msisdn_day_unique').on(t.msisdn, t.day),
    index('atlas_pro_days_day_index').on(t.day),
  ],
);

/** spec §5: a number's ownership transfers; its usage details start at the latest one. */
export const ownershipTransfers = operator.table(
  'ownership_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    msisdn: digits()
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    transferredOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('ownership_transfers_msisdn_index').on(t.msisdn, t.transferredOn)],
);

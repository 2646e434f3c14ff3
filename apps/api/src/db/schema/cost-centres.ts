import { sql } from 'drizzle-orm';
import { bigint, check, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { portal } from './portal.ts';

/**
 * decision 030, 034: a company's cost centres are the portal's own data (migration 0041), with the
 * rules the operator's table had: a code of letters, digits and `_.-` (1–20), unique in the company;
 * a name of 1–60 characters. A number's cost centre is `company_lines.cost_centre_id`.
 */
export const costCentres = portal.table(
  'cost_centres',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerBin: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cost_centres_code_unique').on(t.customerBin, t.code),
    check('cost_centres_code_format', sql`${t.code} ~ '^[A-Za-z0-9_.-]{1,20}$'`),
    check('cost_centres_name_length', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

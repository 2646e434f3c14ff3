import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cursorRows } from '../../db/cursor-rows.ts';
import { whereClause } from './numbers-filter-sql.ts';
import type { ListOrder, NumberExportRow, SubscriberSearchFilters } from './numbers-query.ts';
import { orderBy, TARIFF_NAME } from './numbers-order-sql.ts';

// decision 024: the numbers export reads the filtered list of the portal's index (decision 034)
// through a server-side cursor in batches, so neither the database driver nor the server ever holds
// the company's numbers at once.

/** rows a FETCH asks for: large enough that round trips do not dominate, small in memory */
const BATCH = 2_000;

const STATE_NAME = { ru: 's.lc_name_ru', en: 's.lc_name_en', kk: 's.lc_name_kk' } as const;

export function buildExportSql(bin: string, filters: SubscriberSearchFilters, order: ListOrder) {
  const where = whereClause(bin, filters);
  const tariff = sql.raw(`s.${TARIFF_NAME[order.language]}`);
  const state = sql.raw(STATE_NAME[order.language]);
  return sql`select s.msisdn, ${state} as state, ${tariff} as tariff, s.type,
    s.available_by_credit_limit_or_pia_balance as balance, s.account_number as "accountNumber",
    s.iccid, s.label, s.comment, cc.code || ' — ' || cc.name as "costCentre"
  from portal.company_lines s
  left join portal.cost_centres cc on cc.id = s.cost_centre_id
  where ${where}
  order by ${orderBy(order)}`;
}

/** The export's rows from a cursor in a read-only snapshot; breaking off the iteration closes it. */
export function exportSubscribers(
  db: Db,
  bin: string,
  filters: SubscriberSearchFilters,
  order: ListOrder,
): AsyncGenerator<NumberExportRow> {
  return cursorRows(
    db,
    buildExportSql(bin, filters, order),
    (row) => row as unknown as NumberExportRow,
    BATCH,
  );
}

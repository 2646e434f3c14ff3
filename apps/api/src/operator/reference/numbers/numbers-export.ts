import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ListOrder, NumberExportRow, SubscriberSearchFilters } from '../../numbers-port.ts';
import { whereClause } from './numbers-filter-sql.ts';
import { orderBy, TARIFF_NAME } from './numbers-order-sql.ts';
import { toQuery } from './numbers-search-sql.ts';

// decision 024: the numbers export reads the filtered list through a server-side cursor in
// batches, so neither the database driver nor the server ever holds the company's numbers at once.

/** rows a FETCH asks for: large enough that round trips do not dominate, small in memory */
const BATCH = 2_000;

const STATE_NAME = { ru: 'ls.name_ru', en: 'ls.name_en', kk: 'ls.name_kk' } as const;

export function buildExportSql(bin: string, filters: SubscriberSearchFilters, order: ListOrder) {
  const where = whereClause(bin, filters);
  const tariff = sql.raw(`t.${TARIFF_NAME[order.language]}`);
  const state = sql.raw(STATE_NAME[order.language]);
  return sql`select s.msisdn, ${state} as state, ${tariff} as tariff, s.type,
    s.available_by_credit_limit_or_pia_balance as balance, s.account_number as "accountNumber",
    s.iccid, s.label, s.comment, cc.code || ' — ' || cc.name as "costCentre"
  from operator.subscribers s
  join operator.lifecycle_states ls on ls.id = s.lc_state_id
  join operator.tariffs t on t.id = s.tariff_id
  left join operator.cost_centres cc on cc.id = s.cost_centre_id
  where ${where}
  order by ${orderBy(order)}`;
}

/** The export's rows from a cursor; breaking off the iteration closes the cursor and its connection. */
export function createNumbersExport(db: Db) {
  return async function* exportSubscribers(
    bin: string,
    filters: SubscriberSearchFilters,
    order: ListOrder,
  ): AsyncGenerator<NumberExportRow> {
    const pool = (db as Db & { $client?: pg.Pool }).$client;
    if (!pool) throw new Error('the numbers export needs the connection pool');
    const { text, values } = toQuery(buildExportSql(bin, filters, order));
    const client = await pool.connect();
    let isBroken = false;
    let isDone = false;
    try {
      // a read-only snapshot: the file is the list as of one moment, however long it takes to send
      await client.query('begin isolation level repeatable read read only');
      await client.query(`declare numbers_export no scroll cursor for ${text}`, values);
      for (;;) {
        const { rows } = await client.query<NumberExportRow>(`fetch ${BATCH} from numbers_export`);
        for (const row of rows) yield row;
        if (rows.length < BATCH) break;
      }
      await client.query('commit');
      isDone = true;
    } catch (error) {
      isBroken = true;
      throw error;
    } finally {
      // an iteration stopped early (the browser went away) still holds the transaction open
      if (!isBroken && !isDone) await client.query('rollback').catch(() => (isBroken = true));
      client.release(isBroken);
    }
  };
}

import type { Language } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ListOrder } from '../../numbers-port.ts';

// decision 024: the list's order. Every sort ends with msisdn in the same direction, so the order is
// total and pages never overlap; a missing label or balance comes last in both directions. Each
// order is one of migration 0019's indexes read forwards or backwards (see there for why two per
// nullable column).

export const DEFAULT_ORDER: ListOrder = { sort: 'msisdn', direction: 'asc', language: 'ru' };

export const TARIFF_NAME: Record<Language, string> = { ru: 'name_ru', en: 'name_en', kk: 'name_kk' };

/** The sort keys on a row alias (`s` the subscriber, `t` its tariff), ending with the number. */
export function orderBy(order: ListOrder, row = 's', tariff = 't'): SQL {
  const dir = order.direction === 'desc' ? 'desc' : 'asc';
  const key = (column: string, nullsLast = false) =>
    `${column} ${dir}${nullsLast ? ' nulls last' : ''}, ${row}.msisdn ${dir}`;
  switch (order.sort) {
    case 'msisdn':
      return sql.raw(`${row}.msisdn ${dir}`);
    case 'label':
      return sql.raw(key(`${row}.label`, true));
    case 'state':
      return sql.raw(key(`${row}.lc_state_id`));
    case 'balance':
      return sql.raw(key(`${row}.available_by_credit_limit_or_pia_balance`, true));
    case 'tariff':
      return sql.raw(
        `${tariff}.${TARIFF_NAME[order.language]} ${dir}, ${tariff}.id ${dir}, ${row}.msisdn ${dir}`,
      );
  }
}

/**
 * The rows of one page, in order, from the company's rows matching `where`. A tariff's name lives
 * in another table, so no index orders by it; instead each tariff's own numbers are read in
 * number order from the (company, tariff, msisdn) index, at most as many as the page needs, and
 * only those few are sorted — a page costs the same whatever the company's size.
 */
export function pageRows(where: SQL, columns: SQL, order: ListOrder, limit: number, offset: number): SQL {
  if (order.sort !== 'tariff')
    return sql`select ${columns} from operator.subscribers s where ${where}
      order by ${orderBy(order)} limit ${limit} offset ${offset}`;
  const dir = sql.raw(order.direction === 'desc' ? 'desc' : 'asc');
  return sql`select ${columns} from operator.tariffs t
    cross join lateral (
      select s.* from operator.subscribers s where ${where} and s.tariff_id = t.id
      order by s.msisdn ${dir} limit ${limit + offset}
    ) s
    order by ${orderBy(order)} limit ${limit} offset ${offset}`;
}

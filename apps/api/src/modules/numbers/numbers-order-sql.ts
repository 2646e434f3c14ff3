import type { Language } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ListOrder } from './numbers-query.ts';

// decision 024: the list's order. Every sort ends with msisdn in the same direction, so the order is
// total and pages never overlap; a missing label or balance comes last in both directions. Each
// order is one of the index's indexes read forwards or backwards (migrations 0040/0041, 0019's design:
// see there for why two per nullable column).

export const DEFAULT_ORDER: ListOrder = { sort: 'msisdn', direction: 'asc', language: 'ru' };

export const TARIFF_NAME: Record<Language, string> = {
  ru: 'tariff_name_ru',
  en: 'tariff_name_en',
  kk: 'tariff_name_kk',
};

/**
 * The sort keys on a row alias (a line of the index, with its tariff's names), ending with the number.
 * `isIndexFree` writes each key as an expression no index provides: the page is then the few
 * matching rows sorted, not an index walked in order until enough of them turn up (see pageRows).
 */
export function orderBy(order: ListOrder, row = 's', isIndexFree = false): SQL {
  const dir = order.direction === 'desc' ? 'desc' : 'asc';
  const text = (column: string) => (isIndexFree ? `(${column} || '')` : column);
  const number = (column: string) => (isIndexFree ? `(${column} + 0)` : column);
  const msisdn = text(`${row}.msisdn`);
  const key = (column: string, nullsLast = false) =>
    `${column} ${dir}${nullsLast ? ' nulls last' : ''}, ${msisdn} ${dir}`;
  switch (order.sort) {
    case 'msisdn':
      return sql.raw(`${msisdn} ${dir}`);
    case 'label':
      return sql.raw(key(text(`${row}.label`), true));
    case 'state':
      return sql.raw(key(number(`${row}.lc_state_id`)));
    case 'balance':
      return sql.raw(key(number(`${row}.available_by_credit_limit_or_pia_balance`), true));
    case 'tariff':
      return sql.raw(
        `${row}.${TARIFF_NAME[order.language]} ${dir}, ${row}.tariff_id ${dir}, ${row}.msisdn ${dir}`,
      );
  }
}

/**
 * `t(id)`: the company's tariffs (and a last null), a loose scan of its (company, tariff, msisdn)
 * index — one probe per tariff it has — for a `with recursive`
 */
export const companyTariffs = (bin: string): SQL => sql`t(id) as (
  select min(tariff_id) from portal.company_lines where customer_bin = ${bin}
  union all
  select (select min(tariff_id) from portal.company_lines where customer_bin = ${bin} and tariff_id > t.id)
    from t where t.id is not null)`;

/**
 * The rows of one page, in order, from the company's lines matching `where`. With `isSparse` (a
 * filter that only a few numbers of any company can match: in roaming, a registered device) the
 * planner would walk the company's index in list order hoping to meet a page of matches soon; when
 * the company has none it reads all 100,000 rows (≈ 400 ms measured). Sorting the matches instead
 * costs what the matches cost. No index orders by a tariff's name; instead the company's tariffs
 * are found by a loose scan of its (company, tariff, msisdn) index, each tariff's own numbers read
 * in number order from it, at most as many as the page needs, and only those few sorted — a page
 * costs the same whatever the company's size.
 */
export function pageRows(
  bin: string,
  where: SQL,
  columns: SQL,
  order: ListOrder,
  page: { limit: number; offset: number; isSparse: boolean },
): SQL {
  const { limit, offset, isSparse } = page;
  if (order.sort !== 'tariff' || isSparse)
    return sql`select ${columns} from portal.company_lines s
      where ${where}
      order by ${orderBy(order, 's', isSparse)} limit ${limit} offset ${offset}`;
  const dir = sql.raw(order.direction === 'desc' ? 'desc' : 'asc');
  return sql`with recursive ${companyTariffs(bin)}
    select ${columns} from t
    cross join lateral (
      select s.* from portal.company_lines s where ${where} and s.tariff_id = t.id
      order by s.msisdn ${dir} limit ${limit + offset}
    ) s
    where t.id is not null
    order by ${orderBy(order)} limit ${limit} offset ${offset}`;
}

import type { NumberState } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListOrder, PageRequest, SubscriberSearchFilters } from './numbers-query.ts';
import { isSparseSearch, whereClause } from './numbers-filter-sql.ts';
import { DEFAULT_ORDER, orderBy, pageRows } from './numbers-order-sql.ts';

// spec §2 Numbers list / §5 Search (decision 004) with the list's filters and sorts (decision 024)
// on the portal's index of the company's lines (decision 034): the conditions are in
// numbers-filter-sql.ts, the order in numbers-order-sql.ts.

/**
 * A numbers search is one statement (decision 015): the total of matches and the index's freshness
 * on every row, and the page's card columns (null on the single row of an empty page).
 */
export type SearchRow = { total: number; indexedAt: string | null } & (
  CardRow | { [K in keyof CardRow]: null }
);

/**
 * The numbers search as one statement: the page (cut first, then joined with its cost centres), the
 * count and when the company's index was last reconciled — one round trip per page turn (decision
 * 015). The company's standing is the operator's: asked beside it (numbers.service.ts).
 */
export function buildSubscriberSearchSql(
  bin: string,
  filters: SubscriberSearchFilters,
  page: PageRequest,
  order: ListOrder = DEFAULT_ORDER,
): SQL {
  const where = whereClause(bin, filters);
  const offset = (page.pageNumber - 1) * page.pageSize;
  return sql`
with total as (select count(*)::int as total from portal.company_lines s where ${where}),
page as (
select p.msisdn, p.lc_state_id as "lcStateId", p.state, to_json(p.lc_state_date) #>> '{}' as "lcStateDate",
       p.lc_name_ru as "lcNameRu", p.lc_name_en as "lcNameEn", p.lc_name_kk as "lcNameKk",
       p.tariff_id as "tariffId", p.tariff_name_ru as "tariffNameRu", p.tariff_name_en as "tariffNameEn",
       p.tariff_name_kk as "tariffNameKk", p.is_workmate as "isWorkmate",
       p.type, p.account_number as "accountNumber", p.iccid, p.label, p.comment,
       p.is_m2m_subscriber as "isM2MSubscriber", p.remaining_units_to_spend as "remainingUnitsToSpend",
       p.credit_limit as "creditLimit",
       p.available_by_credit_limit_or_pia_balance as "availableByCreditLimitOrPiaBalance",
       p.own_flags as "subscriberFlags",
       cc.id::int as "costCentreId", cc.code as "costCentreCode", cc.name as "costCentreName",
       row_number() over (order by ${orderBy(order, 'p')}) as position
from (
  ${pageRows(bin, where, sql.raw('s.*'), order, { limit: page.pageSize, offset, isSparse: isSparseSearch(filters) })}
) p
left join portal.cost_centres cc on cc.id = p.cost_centre_id
)
select total.total,
  (select to_json(reconciled_at) #>> '{}' from portal.company_line_syncs where customer_bin = ${bin}) as "indexedAt",
  page.*
from total left join page on true
order by page.position`;
}

/** A statement as text and parameters, for EXPLAIN and for the benchmark's bare baseline. */
export function toQuery(statement: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return { text, values: params };
}

/** A row of the page statement. */
export type CardRow = {
  msisdn: string;
  lcStateId: number;
  /** spec §4 named state (PENDING while a block or unblock is being applied) */
  state: NumberState;
  /** ISO 8601 (raw statements bypass the driver's date parsing) */
  lcStateDate: string | null;
  lcNameRu: string;
  lcNameEn: string;
  lcNameKk: string;
  tariffId: string;
  tariffNameRu: string;
  tariffNameEn: string;
  tariffNameKk: string;
  isWorkmate: boolean;
  type: 'PREPAID' | 'POSTPAID';
  accountNumber: string | null;
  iccid: string | null;
  label: string | null;
  comment: string | null;
  isM2MSubscriber: boolean;
  remainingUnitsToSpend: number | null;
  creditLimit: number | null;
  availableByCreditLimitOrPiaBalance: number | null;
  subscriberFlags: string[] | null;
  costCentreId: number | null;
  costCentreCode: string | null;
  costCentreName: string | null;
};

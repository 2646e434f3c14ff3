import type { NumberState } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListOrder, PageRequest, SubscriberSearchFilters } from '../../numbers-port.ts';
import { isSparseSearch, whereClause } from './numbers-filter-sql.ts';
import { DEFAULT_ORDER, orderBy, pageRows } from './numbers-order-sql.ts';

// spec §2 Numbers list / §5 Search (decision 004) with the list's filters and sorts (decision 024):
// the conditions are in numbers-filter-sql.ts, the order in numbers-order-sql.ts.

/**
 * A numbers search is one statement (decision 015): the total of matches and the company's
 * standing on every row, and the page's card columns (null on the single row of an empty page).
 */
export type SearchRow = { total: number; standing: StandingColumns | null } & (
  CardRow | { [K in keyof CardRow]: null }
);

type StandingColumns = { isDebtor: boolean; isPenaltyNotice: boolean; totalDebt: number };

/**
 * The numbers search as one statement: the page (cut first, then joined with names), the count
 * and the company's standing (viewDebtData) — one round trip per page turn (decision 015).
 */
export function buildSubscriberSearchSql(
  bin: string,
  filters: SubscriberSearchFilters,
  page: PageRequest,
  order: ListOrder = DEFAULT_ORDER,
): SQL {
  const where = whereClause(bin, filters);
  const offset = (page.pageNumber - 1) * page.pageSize;
  // the page is cut first (index order + limit), then its rows are joined with the name tables
  return sql`
with total as (select count(*)::int as total from operator.subscribers s where ${where}),
standing as (
  select json_build_object('isDebtor', c.is_debtor, 'isPenaltyNotice', c.is_penalty_notice,
    'totalDebt', (select coalesce(sum(d.debt), 0)::bigint from operator.debts d where d.customer_bin = c.bin)) as standing
  from operator.customers c where c.bin = ${bin}
),
page as (
select p.msisdn, p.lc_state_id as "lcStateId", p.state, to_json(p.lc_state_date) #>> '{}' as "lcStateDate",
       ls.name_ru as "lcNameRu", ls.name_en as "lcNameEn", ls.name_kk as "lcNameKk",
       p.tariff_id as "tariffId", t.name_ru as "tariffNameRu", t.name_en as "tariffNameEn",
       t.name_kk as "tariffNameKk", t.is_workmate as "isWorkmate",
       p.type, p.account_number as "accountNumber", p.iccid, p.label, p.comment,
       p.is_m2m_subscriber as "isM2MSubscriber", p.remaining_units_to_spend as "remainingUnitsToSpend",
       p.credit_limit as "creditLimit",
       p.available_by_credit_limit_or_pia_balance as "availableByCreditLimitOrPiaBalance",
       p.subscriber_flags as "subscriberFlags",
       cc.id::int as "costCentreId", cc.code as "costCentreCode", cc.name as "costCentreName",
       row_number() over (order by ${orderBy(order, 'p', 't')}) as position
from (
  ${pageRows(where, PAGE_COLUMNS, order, { limit: page.pageSize, offset, isSparse: isSparseSearch(filters) })}
) p
join operator.lifecycle_states ls on ls.id = p.lc_state_id
join operator.tariffs t on t.id = p.tariff_id
left join operator.cost_centres cc on cc.id = p.cost_centre_id
)
select total.total, (select standing from standing) as standing, page.*
from total left join page on true
order by page.position`;
}

const PAGE_COLUMNS = sql.raw(`s.msisdn, s.lc_state_id, s.state, s.lc_state_date, s.tariff_id, s.type,
  s.account_number, s.iccid, s.label, s.comment, s.is_m2m_subscriber, s.remaining_units_to_spend,
  s.credit_limit, s.available_by_credit_limit_or_pia_balance, s.subscriber_flags, s.cost_centre_id`);

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

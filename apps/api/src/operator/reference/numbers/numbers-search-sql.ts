import { DEFAULT_SEARCH_MASK } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PageRequest, SubscriberSearchFilters } from '../../port.ts';

// spec §2 Numbers list / §5 Search on the reference operator's tables (decision 004):
// - number: a part starting with 7 (every national number does) is a prefix, anything else is
//   found anywhere in the number; 10 digits is the number itself;
// - ICCID: a part starting with 8 (every ICCID is 8999702…) is a prefix, anything else a part;
// - account number: a prefix; payment type: equal;
// - label and comment: a case-insensitive part (ILIKE: Cyrillic and Kazakh letters fold too).
// Prefixes become index ranges on the digit columns (COLLATE "C": '0'..'9' sort before ':'), parts
// use the trigram GIN indexes that carry the company BIN as their first key. Order: msisdn.

/**
 * A numbers search is one statement (decision 015): the total of matches and the company's
 * standing on every row, and the page's card columns (null on the single row of an empty page).
 */
export type SearchRow = { total: number; standing: StandingColumns | null } & (
  CardRow | { [K in keyof CardRow]: null }
);

type StandingColumns = { isDebtor: boolean; isPenaltyNotice: boolean; totalDebt: number };

/** Escapes LIKE wildcards and the escape character itself in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The upper bound of a digit prefix in the "C" collation: every string starting with it sorts below. */
const prefixEnd = (prefix: string): string => `${prefix}:`;

type Column = 'msisdn' | 'iccid' | 'account_number' | 'label' | 'comment';
const col = (name: Column) => sql.raw(`s.${name}`);
const prefix = (name: Column, value: string) =>
  sql`${col(name)} >= ${value} and ${col(name)} < ${prefixEnd(value)}`;
/** pg_trgm finds nothing to look up in a part shorter than a trigram (decision 002) */
const TRIGRAM = 3;
/**
 * A part anywhere in the column. From 3 characters it is a LIKE/ILIKE the trigram index answers;
 * a shorter part would make the planner read the whole trigram index (hundreds of ms for a big
 * company), so it is matched with strpos over the company's rows instead.
 */
function part(name: Column, value: string, isCaseInsensitive: boolean): SQL {
  if ([...value].length < TRIGRAM) {
    return isCaseInsensitive
      ? sql`strpos(lower(${col(name)}), lower(${value})) > 0`
      : sql`strpos(${col(name)}, ${value}) > 0`;
  }
  return sql`${col(name)} ${sql.raw(isCaseInsensitive ? 'ilike' : 'like')} ${`%${escapeLike(value)}%`}`;
}

export function whereClause(bin: string, f: SubscriberSearchFilters): SQL {
  const conditions: SQL[] = [sql`s.customer_bin = ${bin}`];
  const msisdn = f.msisdnPart;
  // every number starts with 7 (the table's check): the default mask '7' filters nothing
  if (msisdn === DEFAULT_SEARCH_MASK) {
    /* all of the company's numbers */
  } else if (msisdn.length === 10) conditions.push(sql`s.msisdn = ${msisdn}`);
  else if (msisdn.startsWith('7')) conditions.push(prefix('msisdn', msisdn));
  else conditions.push(part('msisdn', msisdn, false));

  if (f.iccid !== null) {
    if (f.iccid.length === 20) conditions.push(sql`s.iccid = ${f.iccid}`);
    else if (f.iccid.startsWith('8')) conditions.push(prefix('iccid', f.iccid));
    else conditions.push(part('iccid', f.iccid, false));
  }
  if (f.accountNumber !== null) conditions.push(prefix('account_number', f.accountNumber));
  if (f.typeAccount !== null) conditions.push(sql`s.type = ${f.typeAccount}`);
  if (f.label !== null) conditions.push(part('label', f.label, true));
  if (f.comment !== null) conditions.push(part('comment', f.comment, true));
  return sql.join(conditions, sql` and `);
}

/**
 * The numbers search as one statement: the page (cut first, then joined with names), the count
 * and the company's standing (viewDebtData) — one round trip per page turn (decision 015).
 */
export function buildSubscriberSearchSql(
  bin: string,
  filters: SubscriberSearchFilters,
  page: PageRequest,
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
select p.msisdn, p.lc_state_id as "lcStateId", to_json(p.lc_state_date) #>> '{}' as "lcStateDate",
       ls.name_ru as "lcNameRu", ls.name_en as "lcNameEn", ls.name_kk as "lcNameKk",
       p.tariff_id as "tariffId", t.name_ru as "tariffNameRu", t.name_en as "tariffNameEn",
       t.name_kk as "tariffNameKk", t.is_workmate as "isWorkmate",
       p.type, p.account_number as "accountNumber", p.iccid, p.label, p.comment,
       p.is_m2m_subscriber as "isM2MSubscriber", p.remaining_units_to_spend as "remainingUnitsToSpend",
       p.credit_limit as "creditLimit",
       p.available_by_credit_limit_or_pia_balance as "availableByCreditLimitOrPiaBalance",
       p.subscriber_flags as "subscriberFlags"
from (
  select s.msisdn, s.lc_state_id, s.lc_state_date, s.tariff_id, s.type, s.account_number, s.iccid,
         s.label, s.comment, s.is_m2m_subscriber, s.remaining_units_to_spend, s.credit_limit,
         s.available_by_credit_limit_or_pia_balance, s.subscriber_flags
  from operator.subscribers s
  where ${where}
  order by s.msisdn
  limit ${page.pageSize} offset ${offset}
) p
join operator.lifecycle_states ls on ls.id = p.lc_state_id
join operator.tariffs t on t.id = p.tariff_id
)
select total.total, (select standing from standing) as standing, page.*
from total left join page on true
order by page.msisdn`;
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
};

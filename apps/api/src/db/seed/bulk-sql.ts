import { COMMENTS, LABELS } from './subscribers.ts';

/**
 * SQL building blocks of the bulk generator (bulk-dataset.ts). Everything is set-based and
 * deterministic: row n's choices are digits of hashtext(n), never random().
 */

/**
 * Luhn completion of a digit string of fixed `length` as a plain SQL expression (ICCID, IMEI): an
 * expression the planner evaluates inline, much faster than a function call per row.
 */
export function luhnSql(body: string, length: number): string {
  const terms = Array.from({ length }, (_, i) => {
    const digit = `substr(${body}, ${i + 1}, 1)::int`;
    // counting from the right end of the body, the rightmost digit is doubled
    return (length - 1 - i) % 2 === 0 ? `(array[0,2,4,6,8,1,3,5,7,9])[${digit} + 1]` : digit;
  });
  return `${body} || ((10 - (${terms.join(' + ')}) % 10) % 10)::text`;
}

// labels and comments as companies write them, Kazakh letters included (decision 004 search)
const sqlArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Subscribers n = 0..total-1. Company of n: the first `largest` go to company 0, the rest round-robin
 * over the others. msisdn: prefix (n mod 15) + a permutation of 5000000..9999999 (demo numbers use
 * 0000000..4999999), so numbers never collide, up to 75 million.
 */
export function insertSubscribersSql(opts: {
  total: number;
  largest: number;
  companies: number;
  referenceDate: string;
}): string {
  const { total, largest, companies } = opts;
  const others = Math.max(1, companies - 1);
  return `
insert into operator.subscribers (msisdn, customer_bin, account_number, account_type, iccid, iccid_change_date,
  pin1, pin2, puk1, puk2, imei, esim, reg_no, tariff_id, type, is_m2m_subscriber, lc_state_id, lc_state_date,
  state, status, remaining_units_to_spend, personal_limit, personal_available_balance,
  credit_limit, available_by_credit_limit_or_pia_balance, spending_units_limit, debt_balance,
  activated_at, updated_at)
select msisdn, c.bin, case when postpaid then c.postpaid_account else c.prepaid_account end,
  case when postpaid then 'GENERAL' else 'INDIVIDUAL' end,
  ${luhnSql(`('89997025' || lpad(n::text, 11, '0'))`, 19)},
  case when h % 7 = 0 then ref - make_interval(days => (h % 600)::int) end,
  lpad((h % 10000)::text, 4, '0'), lpad(((h / 10) % 10000)::text, 4, '0'),
  lpad((h % 100000000)::text, 8, '0'), lpad(((h / 3) % 100000000)::text, 8, '0'),
  case when h % 10 < 8 then ${luhnSql(`((array['35391110','35407115','35332011','35684610','86769204','86145503'])[1 + (h / 13) % 6] || lpad((n % 1000000)::text, 6, '0'))`, 14)} end,
  h % 10 = 9, lpad((h % 10000000)::text, 7, '0'),
  case when m2m then 'm2m-telemetry' when not postpaid then 'corp-prepaid-start'
    when h % 50 = 0 then 'corp-workmate' when h % 3 = 0 then 'corp-standard' else 'corp-business-unlim' end,
  case when postpaid then 'POSTPAID' else 'PREPAID' end, m2m, lc,
  ref - make_interval(days => 1 + (h % 700)::int),
  case when lc = 20 then 'ACTIVE' else 'SUSPENDED' end,
  case lc when 20 then 'ACTIVE' when 42 then 'BLOCKED' else 'PRE_DISCONNECTED' end,
  case when postpaid then 2000000 - (h % 1000000) end,
  case when postpaid and h % 3 > 0 then 1000000 end,
  case when postpaid and h % 3 > 0 then 1000000 - (h % 700000) end,
  case when postpaid then 3000000 end,
  case when postpaid then 3000000 - (h % 2500000) else h % 3000000 end,
  case when postpaid then 2000000 end,
  case when postpaid then case when h % 10 = 0 then h % 500000 else 0 end end,
  ref - make_interval(days => 30 + (h % 1500)::int), ref
from (
  select n, abs(hashtext('bulk:' || n)::bigint) as h, '${opts.referenceDate}'::timestamptz as ref,
    case when n < ${largest} then 1 else 2 + (n - ${largest}) % ${others} end as company_no,
    (array['700','701','702','703','704','705','706','707','708','747','771','775','776','777','778'])[1 + n % 15]
      || lpad((5000000 + ((n / 15) * 1000003) % 5000000)::text, 7, '0') as msisdn
  from generate_series(0::bigint, ${total - 1}) n
) g
cross join lateral (select h % 100 < 55 or h % 40 = 1 as postpaid, h % 40 = 1 as m2m,
  case when h % 100 < 88 then 20 when h % 100 < 98 then 42 else 44 end as lc) f
join pg_temp.bulk_companies c on c.company_no = g.company_no`;
}

/**
 * decision 034: the companies' labels (half their lines) and comments (three in ten) in the portal's
 * index, once it holds the lines: row choices from hashtext(msisdn), as deterministic as the rest.
 */
export function updateLineNotesSql(bins: readonly string[]): string {
  return `
update portal.company_lines l set
  label = case when h % 100 < 50 then (${sqlArray(LABELS)})[1 + (h / 7) % ${LABELS.length}] end,
  comment = case when h % 100 < 30 then (${sqlArray(COMMENTS)})[1 + (h / 11) % ${COMMENTS.length}] end
from (select msisdn, abs(hashtext('bulk:' || msisdn)::bigint) as h from portal.company_lines
      where customer_bin = any(${sqlArray(bins)})) g
where l.msisdn = g.msisdn`;
}

/** Connected products of bulk numbers: mobile internet for all, caller ID and a package for many. */
export const INSERT_PRODUCTS_SQL = `
insert into operator.subscriber_products (msisdn, product_id, status, state, connected_at, available_until, updated_at)
select s.msisdn, p.product_id, 'CONNECTED', 'FULL', s.activated_at, null, s.updated_at
from operator.subscribers s
join pg_temp.bulk_companies c on c.bin = s.customer_bin
cross join lateral (
  select 'SVC_MOBILE_INTERNET' as product_id
  union all select 'SVC_CALLER_ID' where not s.is_m2m_subscriber
  union all select (array['PKG_INTERNET_5GB','PKG_INTERNET_20GB','PKG_VOICE_500'])[1 + abs(hashtext(s.msisdn)::bigint) % 3]
    where not s.is_m2m_subscriber and abs(hashtext(s.msisdn)::bigint) % 10 < 4
) p`;

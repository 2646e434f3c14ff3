import { sql, type SQL } from 'drizzle-orm';

// decision 030's spend limits and month totals as the numbers list's spend level filter and bulk
// work read them. Decision 034: the one place portal code still reads the reference operator's
// spend tables (shared database), until the limits and their month totals are the portal's own
// (spend data moving to the portal beside this change); then only these conditions change.

/**
 * A number's spend against its limit in the billing's open month: the company's latest month with
 * charges (one step back along spend_months_top_idx), the month the limits count now.
 */
export function spendLevelCondition(level: 'near' | 'over' | 'blocked'): SQL {
  if (level === 'blocked')
    return sql`exists (select 1 from operator.spend_limits l where l.msisdn = s.msisdn and l.blocked_month is not null)`;
  const reached =
    level === 'over'
      ? sql`m.amount >= l.monthly_limit`
      : sql`m.amount * 100 >= l.monthly_limit * 80 and m.amount < l.monthly_limit`;
  return sql`exists (select 1 from operator.spend_limits l join operator.spend_months m on m.msisdn = l.msisdn
    where l.msisdn = s.msisdn and ${reached}
      and m.month = (select max(o.month) from operator.spend_months o where o.customer_bin = s.customer_bin))`;
}

/** decision 030: the number's limit is this one (null: it has none) */
export function spendLimitCondition(limit: { monthlyLimit: number; blockAtLimit: boolean } | null): SQL {
  return limit
    ? sql`exists (select 1 from operator.spend_limits l where l.msisdn = s.msisdn
        and l.monthly_limit = ${limit.monthlyLimit} and l.block_at_limit = ${limit.blockAtLimit})`
    : sql`not exists (select 1 from operator.spend_limits l where l.msisdn = s.msisdn)`;
}

/** the limit columns of the number `s` (monthlyLimit, blockAtLimit; nulls: no limit) */
export const spendLimitColumns = sql`(select json_build_object('monthlyLimit', l.monthly_limit,
  'blockAtLimit', l.block_at_limit) from operator.spend_limits l where l.msisdn = s.msisdn) as "spendLimit"`;

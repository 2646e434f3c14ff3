import { sql, type SQL } from 'drizzle-orm';

// decision 030's spend limits as the numbers list's spend level filter and bulk work read them: the
// portal's own `portal.spend_limits` (decision 030, 2026-12-02), with the month's charges as the
// portal's limit check last read them from the billing (TMF678).

/**
 * A number's spend against its limit in the month the check last read: the company's latest such
 * month (the open one; a limit not read yet this month counts as last read).
 */
export function spendLevelCondition(level: 'near' | 'over' | 'blocked'): SQL {
  if (level === 'blocked')
    return sql`exists (select 1 from portal.spend_limits l where l.msisdn = s.msisdn and l.blocked_month is not null)`;
  const reached =
    level === 'over'
      ? sql`l.spent >= l.monthly_limit`
      : sql`l.spent * 100 >= l.monthly_limit * 80 and l.spent < l.monthly_limit`;
  return sql`exists (select 1 from portal.spend_limits l
    where l.msisdn = s.msisdn and ${reached}
      and l.spent_month = (select max(o.spent_month) from portal.spend_limits o where o.customer_bin = s.customer_bin))`;
}

/** decision 030: the number's limit is this one (null: it has none) */
export function spendLimitCondition(limit: { monthlyLimit: number; blockAtLimit: boolean } | null): SQL {
  return limit
    ? sql`exists (select 1 from portal.spend_limits l where l.msisdn = s.msisdn
        and l.monthly_limit = ${limit.monthlyLimit} and l.block_at_limit = ${limit.blockAtLimit})`
    : sql`not exists (select 1 from portal.spend_limits l where l.msisdn = s.msisdn)`;
}

/** the limit columns of the number `s` (monthlyLimit, blockAtLimit; nulls: no limit) */
export const spendLimitColumns = sql`(select json_build_object('monthlyLimit', l.monthly_limit,
  'blockAtLimit', l.block_at_limit) from portal.spend_limits l where l.msisdn = s.msisdn) as "spendLimit"`;

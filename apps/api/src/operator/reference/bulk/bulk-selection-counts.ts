import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { BulkPort, BulkSelectionCounts, BulkTargetState } from '../../bulk-port.ts';
import { whereClause } from '../numbers/numbers-filter-sql.ts';

/** The subscriber condition of "already as the action leaves it". */
function targetCondition(target: BulkTargetState | null): SQL {
  if (!target) return sql`false`;
  switch (target.kind) {
    case 'lc_state':
      return sql`s.lc_state_id = ${target.lcStateId}`;
    case 'sms_ussd_ban':
      return sql`s.is_sms_ussd_mgm_ban_enabled = ${target.isSet}`;
    case 'app_access_blocked':
      return sql`s.is_app_access_blocked = ${target.isSet}`;
    case 'cost_centre':
      return sql`s.cost_centre_id is not distinct from ${target.costCentreId}`;
    case 'spend_limit':
      return target.limit
        ? sql`exists (select 1 from portal.spend_limits l where l.msisdn = s.msisdn
            and l.monthly_limit = ${target.limit.monthlyLimit} and l.block_at_limit = ${target.limit.blockAtLimit})`
        : sql`not exists (select 1 from portal.spend_limits l where l.msisdn = s.msisdn)`;
  }
}

type Row = { [K in keyof BulkSelectionCounts]: number };

/**
 * Decision 023: the confirmation's pre-count as one statement. A listed selection is unnested with
 * its order (the first listing of a number is the one acted on, as the job does); a search is the
 * numbers list's own whereClause, counted where it stands.
 */
export const countBulkSelection =
  (db: Db): BulkPort['countBulkSelection'] =>
  async (bin, selection, check) => {
    const flagless =
      check.flag === null
        ? sql`false`
        : sql`not (${check.flag} = any(coalesce(s.subscriber_flags, ${sql.param([...check.defaultFlags])}::text[])))`;
    const already = targetCondition(check.target);
    const counts = (from: SQL, isDuplicate: SQL, isFound: SQL) => sql`
      select count(*)::int as total,
        count(*) filter (where ${isDuplicate})::int as duplicates,
        count(*) filter (where not ${isDuplicate} and not ${isFound})::int as "notInCompany",
        count(*) filter (where not ${isDuplicate} and ${isFound} and ${flagless})::int as "withoutFlag",
        count(*) filter (where not ${isDuplicate} and ${isFound} and not ${flagless} and ${already})::int as "alreadyInState"
      ${from}`;
    const statement =
      'msisdns' in selection
        ? counts(
            sql`from (
                select u.msisdn, row_number() over (partition by u.msisdn order by u.ord) > 1 as repeat
                from unnest(${sql.param([...selection.msisdns])}::text[]) with ordinality as u(msisdn, ord)
              ) x
              left join operator.subscribers s on s.msisdn = x.msisdn and s.customer_bin = ${bin}`,
            sql`x.repeat`,
            sql`s.msisdn is not null`,
          )
        : counts(
            sql`from operator.subscribers s where ${whereClause(bin, selection.search)}`,
            sql`false`,
            sql`true`,
          );
    const { rows } = await db.execute<Row>(statement);
    return rows[0]!;
  };

import type { BansState, SubscriberFlag } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flagsOf } from '../numbers/number-card.ts';
import { whereClause } from '../numbers/numbers-filter-sql.ts';
import type { SubscriberSearchFilters } from '../numbers/numbers-query.ts';
import { spendLimitColumns, spendLimitCondition } from '../numbers/numbers-spend-sql.ts';

// decision 023: what a bulk job's selection is before any operator call — counted, and its numbers
// as the job's pages, its result file and an upload's checks see them — read from the portal's
// index of the company's lines and the portal's own notes on them (decision 034).

/** What a number already is when an action would leave it unchanged (spec §4 states and toggles). */
export type BulkTargetState =
  | { kind: 'lc_state'; lcStateId: number }
  | { kind: 'sms_ussd_ban'; isSet: boolean }
  | { kind: 'app_access_blocked'; isSet: boolean }
  // decision 030: the cost centre the number is in (null: none), its limit (null: none)
  | { kind: 'cost_centre'; costCentreId: number | null }
  | { kind: 'spend_limit'; limit: BulkSpendLimit | null };

export interface BulkSpendLimit {
  /** tiyn */
  monthlyLimit: number;
  blockAtLimit: boolean;
}

/** A bulk job's numbers: listed (in order, repeats kept) or all matching the numbers search. */
export type BulkSelection = { msisdns: readonly string[] } | { search: SubscriberSearchFilters };

export interface BulkSelectionCounts {
  total: number;
  /** a number listed again after its first place */
  duplicates: number;
  /** not a number of the company (first listings only) */
  notInCompany: number;
  /** the company's, without the letter flag the action needs (spec §6) */
  withoutFlag: number;
  /** the company's, with the flag, already as the action leaves it */
  alreadyInState: number;
}

/** A number of the company as bulk work sees it: its label, its own letter flags, its state. */
export interface BulkNumber {
  label: string | null;
  /** null: the company profile's flags (spec §6) */
  ownFlags: SubscriberFlag[] | null;
  /** as the index last read it (the bulk action reads the operator's own before it acts) */
  state: Omit<BansState, 'accessToDetailOfMyKcell'>;
  /** decision 030 */
  costCentreId: number | null;
  spendLimit: BulkSpendLimit | null;
}

/** The line condition of "already as the action leaves it". */
function targetCondition(target: BulkTargetState | null): SQL {
  if (!target) return sql`false`;
  switch (target.kind) {
    case 'lc_state':
      return sql`s.lc_state_id = ${target.lcStateId}`;
    case 'sms_ussd_ban':
      return sql`s.is_sms_ussd_ban = ${target.isSet}`;
    case 'app_access_blocked':
      return sql`s.is_app_access_blocked = ${target.isSet}`;
    case 'cost_centre':
      return sql`s.cost_centre_id is not distinct from ${target.costCentreId}`;
    case 'spend_limit':
      return spendLimitCondition(target.limit);
  }
}

type CountRow = { [K in keyof BulkSelectionCounts]: number };

/**
 * Decision 023: the confirmation's pre-count as one statement. A listed selection is unnested with
 * its order (the first listing of a number is the one acted on, as the job does); a search is the
 * numbers list's own whereClause, counted where it stands.
 */
export async function countBulkSelection(
  db: Db,
  bin: string,
  selection: BulkSelection,
  check: {
    flag: SubscriberFlag | null;
    /** the company profile's letter flags, for numbers without their own (spec §6) */
    defaultFlags: readonly SubscriberFlag[];
    target: BulkTargetState | null;
  },
): Promise<BulkSelectionCounts> {
  const flagless =
    check.flag === null
      ? sql`false`
      : sql`not (${check.flag} = any(coalesce(s.own_flags, ${sql.param([...check.defaultFlags])}::text[])))`;
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
            left join portal.company_lines s on s.msisdn = x.msisdn and s.customer_bin = ${bin}`,
          sql`x.repeat`,
          sql`s.msisdn is not null`,
        )
      : counts(
          sql`from portal.company_lines s where ${whereClause(bin, selection.search)}`,
          sql`false`,
          sql`true`,
        );
  const { rows } = await db.execute<CountRow>(statement);
  return rows[0]!;
}

/**
 * those of `msisdns` that are the company's lines in the index (others are left out), as a job's
 * page, its result file and an upload's checks need them
 */
export async function bulkNumbersOf(
  db: Db,
  bin: string,
  msisdns: readonly string[],
): Promise<Map<string, BulkNumber>> {
  if (msisdns.length === 0) return new Map();
  const { rows } = await db.execute<{
    msisdn: string;
    label: string | null;
    flags: string[] | null;
    lcStateId: number;
    smsBan: boolean;
    appBlocked: boolean;
    costCentreId: string | null;
    spendLimit: { monthlyLimit: number | string; blockAtLimit: boolean } | null;
  }>(sql`
    select s.msisdn, s.label, s.own_flags as flags, s.lc_state_id as "lcStateId",
      s.is_sms_ussd_ban as "smsBan", s.is_app_access_blocked as "appBlocked",
      s.cost_centre_id as "costCentreId", ${spendLimitColumns}
    from portal.company_lines s
    where s.customer_bin = ${bin} and s.msisdn = any(${sql.param([...msisdns])}::text[])`);
  return new Map(
    rows.map((row) => [
      row.msisdn,
      {
        label: row.label,
        ownFlags: row.flags === null ? null : flagsOf(row.flags, []),
        state: {
          msisdn: row.msisdn,
          lcStateId: row.lcStateId,
          isSMS_USSDMgmBanEnabled: row.smsBan,
          isMyKcellAccessBlocked: row.appBlocked,
        },
        costCentreId: row.costCentreId === null ? null : Number(row.costCentreId),
        spendLimit: row.spendLimit && {
          monthlyLimit: Number(row.spendLimit.monthlyLimit),
          blockAtLimit: row.spendLimit.blockAtLimit === true,
        },
      },
    ]),
  );
}

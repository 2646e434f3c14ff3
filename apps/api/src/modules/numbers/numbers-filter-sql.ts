import { DEFAULT_SEARCH_MASK, LC_STATE_ACTIVE, LC_STATE_BLOCKED } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { SubscriberSearchFilters } from './numbers-query.ts';
import { spendLevelCondition } from './numbers-spend-sql.ts';

// spec §2 Numbers list / §5 Search on the portal's index of the company's lines (decisions 004, 034):
// - number: a part starting with 7 (every national number does) is a prefix, anything else is
//   found anywhere in the number; 10 digits is the number itself;
// - ICCID: a part starting with 8 (every ICCID is 8999702…) is a prefix, anything else a part;
// - account number: a prefix; payment type: equal;
// - label and comment: a case-insensitive part (ILIKE: Cyrillic and Kazakh letters fold too).
// Prefixes become index ranges on the digit columns (COLLATE "C": '0'..'9' sort before ':'), parts
// use the trigram GIN indexes that carry the company BIN as their first key.
// The list's filters beside them (decision 024) are plain conditions on the company's rows, each
// with an index of migrations 0040/0041 (0019's design) where it narrows the rows enough to matter.

/** spec §4: pre-disconnected numbers have lifecycle state 44 (shown as blocked). */
const LC_STATE_PRE_DISCONNECTED = 44;

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

/** The spec's search fields (spec §5), unchanged by the list's filters. */
function searchConditions(f: SubscriberSearchFilters): SQL[] {
  const conditions: SQL[] = [];
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
  return conditions;
}

const STATE_CONDITIONS = {
  ACTIVE: sql`s.lc_state_id = ${sql.raw(String(LC_STATE_ACTIVE))}`,
  BLOCKED: sql`s.lc_state_id = ${sql.raw(String(LC_STATE_BLOCKED))}`,
  PRE_DISCONNECTED: sql`s.lc_state_id = ${sql.raw(String(LC_STATE_PRE_DISCONNECTED))}`,
  PENDING: sql`s.state = 'PENDING'`,
} as const;

const when = (flag: boolean, condition: SQL): SQL => (flag ? condition : sql`not ${condition}`);

/** decision 024: the list's filters; each one left null adds nothing. */
function filterConditions(f: Partial<SubscriberSearchFilters>): SQL[] {
  const conditions: SQL[] = [];
  if (f.states) {
    const any = f.states.map((state) => STATE_CONDITIONS[state]);
    conditions.push(any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` or `)})`);
  }
  if (f.tariffId != null) conditions.push(sql`s.tariff_id = ${f.tariffId}`);
  if (f.account != null) conditions.push(sql`s.account_number = ${f.account}`);
  if (f.simKind != null) conditions.push(f.simKind === 'ESIM' ? sql`s.is_esim` : sql`not s.is_esim`);
  // spec §5 roaming: in a network abroad now (the index's partial indexes, decision 034)
  if (f.inRoaming != null) conditions.push(when(f.inRoaming, sql`s.is_in_roaming`));
  if (f.hasLabel != null) conditions.push(f.hasLabel ? sql`s.label is not null` : sql`s.label is null`);
  if (f.hasComment != null)
    conditions.push(f.hasComment ? sql`s.comment is not null` : sql`s.comment is null`);
  // the balance a card shows (spec §2): a number without one matches neither bound
  if (f.balanceBelow != null)
    conditions.push(sql`s.available_by_credit_limit_or_pia_balance < ${f.balanceBelow}`);
  if (f.balanceAbove != null)
    conditions.push(sql`s.available_by_credit_limit_or_pia_balance > ${f.balanceAbove}`);
  if (f.deviceRegistered != null) conditions.push(when(f.deviceRegistered, sql`s.has_registered_device`));
  // decision 030: cost centres and spend limits (the index on customer_bin, cost_centre_id, msisdn)
  if (f.costCentre != null)
    conditions.push(
      f.costCentre === 'none' ? sql`s.cost_centre_id is null` : sql`s.cost_centre_id = ${f.costCentre}`,
    );
  if (f.spendLevel != null) conditions.push(spendLevelCondition(f.spendLevel));
  return conditions;
}

/**
 * Whether a filter that only few numbers match at all (in roaming, a registered device) is on: the
 * page is then sorted from the matches rather than read in index order (numbers-order-sql.ts).
 */
export const isSparseSearch = (f: Partial<SubscriberSearchFilters>): boolean =>
  f.inRoaming === true || f.deviceRegistered === true;

/** decision 029: a scoped user's numbers, those in one of their groups (one probe of the groups' index per line) */
export function inGroupsCondition(groupIds: readonly string[], msisdn: SQL = sql`s.msisdn`): SQL {
  return sql`exists (select 1 from portal.number_group_members m where m.msisdn = ${msisdn} and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`;
}

/** The company's numbers matching the search and the filters, as a condition on `s`. */
export function whereClause(bin: string, f: SubscriberSearchFilters): SQL {
  const scope = f.groupIds ? [inGroupsCondition(f.groupIds)] : [];
  return sql.join(
    [sql`s.customer_bin = ${bin}`, ...scope, ...searchConditions(f), ...filterConditions(f)],
    sql` and `,
  );
}

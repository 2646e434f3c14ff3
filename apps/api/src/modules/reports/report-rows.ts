import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows, cursorRows, REPORT_BATCH } from '../../db/cursor-rows.ts';
import type {
  OperatorReportQuery,
  ReportDataQuery,
  ReportRowOf,
  ReportsPort,
  SubscriberReportRow,
} from '../../operator/reports-port.ts';
import type { DevicesPort } from '../../operator/devices-port.ts';
import { inGroupsCondition } from '../numbers/numbers-filter-sql.ts';
import type { ReportSource } from './kinds/report-kind.ts';

// decision 034: the report kinds that list the company's numbers read the portal's index. The
// subscribers report is the index's lines with the portal's notes and cost centres; the balance
// report's per-number charges and top-ups are the billing's usage (the operator's rows), each batch
// given its numbers' cost centres from the portal. Every other kind is the operator's rows.

/** decision 030: the subscribers report split by cost centre (by code, none last), then by number */
function subscribersReportSql(bin: string, groupIds?: readonly string[] | null) {
  return sql`
    select s.msisdn, s.account_number, s.account_type, s.type, s.iccid, s.label, s.comment, s.activated_at,
      s.tariff_name_ru, s.tariff_name_en, s.tariff_name_kk, s.lc_name_ru, s.lc_name_en, s.lc_name_kk,
      cc.code || ' — ' || cc.name as cost_centre
    from portal.company_lines s
    left join portal.cost_centres cc on cc.id = s.cost_centre_id
    where s.customer_bin = ${bin} ${groupIds ? sql`and ${inGroupsCondition(groupIds)}` : sql``}
    order by cc.code nulls last, s.msisdn`;
}

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const subscriberRow = (r: Row): SubscriberReportRow => ({
  msisdn: String(r.msisdn),
  accountNumber: String(r.account_number),
  // a line indexed before the index held them shows none until it is read again
  accountType: text(r.account_type) ?? '',
  type: String(r.type) as SubscriberReportRow['type'],
  tariff: { ru: String(r.tariff_name_ru), en: String(r.tariff_name_en), kk: String(r.tariff_name_kk) },
  status: { ru: String(r.lc_name_ru), en: String(r.lc_name_en), kk: String(r.lc_name_kk) },
  iccid: String(r.iccid),
  label: text(r.label),
  comment: text(r.comment),
  activatedAt: r.activated_at instanceof Date ? r.activated_at : new Date(String(r.activated_at)),
  costCentre: text(r.cost_centre),
});

/** the operator's rows of a number list, each batch given its numbers' cost centres (the portal's) */
async function* withCostCentres<T extends { msisdn: string; costCentre: string | null }>(
  db: Db,
  bin: string,
  rows: AsyncIterable<T>,
): AsyncGenerator<T> {
  let batch: T[] = [];
  const flush = async () => {
    const { rows: centres } = await db.execute<{ msisdn: string; costCentre: string }>(sql`
      select s.msisdn, cc.code || ' — ' || cc.name as "costCentre"
      from portal.company_lines s join portal.cost_centres cc on cc.id = s.cost_centre_id
      where s.customer_bin = ${bin} and s.msisdn = any(${sql.param(batch.map((row) => row.msisdn))}::text[])`);
    const of = new Map(centres.map((c) => [c.msisdn, c.costCentre]));
    const done = batch.map((row) => ({ ...row, costCentre: of.get(row.msisdn) ?? null }));
    batch = [];
    return done;
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= REPORT_BATCH) yield* await flush();
  }
  if (batch.length > 0) yield* await flush();
}

const isOperatorQuery = (query: ReportDataQuery): query is OperatorReportQuery =>
  query.kind !== 'subscribers_report';

/** how many rows the report would have (spec §9's limit is checked against it) */
export async function countReportRows(
  db: Db,
  operator: Pick<ReportsPort, 'countReportRows'>,
  bin: string,
  query: ReportDataQuery,
): Promise<number> {
  if (isOperatorQuery(query)) return operator.countReportRows(bin, query);
  return countRows(db, subscribersReportSql(bin, query.groupIds));
}

/** the report's rows in the report's order, read in batches */
export function reportRows<Q extends ReportDataQuery>(
  db: Db,
  operator: Pick<ReportsPort, 'reportRows'>,
  bin: string,
  query: Q,
): AsyncIterable<ReportRowOf[Q['kind']]> {
  const rows: AsyncIterable<unknown> = !isOperatorQuery(query)
    ? cursorRows(db, subscribersReportSql(bin, query.groupIds), subscriberRow)
    : query.kind === 'balance'
      ? withCostCentres(db, bin, operator.reportRows(bin, query))
      : operator.reportRows(bin, query);
  return rows as AsyncIterable<ReportRowOf[Q['kind']]>;
}

/** a report document's source: the rows above and the operator's register of devices */
export function reportSourceOf(
  db: Db,
  operator: Pick<ReportsPort, 'reportRows'> & Pick<DevicesPort, 'listRegisteredDevices'>,
): ReportSource {
  return {
    reportRows: (bin, query) => reportRows(db, operator, bin, query),
    listRegisteredDevices: (...args) => operator.listRegisteredDevices(...args),
  };
}

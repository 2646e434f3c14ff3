import type { OperatorReportQuery, ReportRowOf } from '../../reports-port.ts';
import {
  atlasProSql,
  balanceSql,
  companyPaymentsSql,
  invoiceRegisterSql,
  reconciliationSql,
} from './company-report-queries.ts';
import { numberPaymentsSql, topUpsSql, usageSql } from './number-report-queries.ts';
import type { ReportSql } from './report-sql.ts';

// The reference operator's report queries (decision 018): one SQL per report, in the report's
// order, with the period read in Kazakhstan's calendar (UTC+5, spec §9 dates) — a number's reports
// in number-report-queries.ts, the company's in company-report-queries.ts.

type QueryOf<K extends OperatorReportQuery['kind']> = Extract<OperatorReportQuery, { kind: K }>;

/**
 * The SQL of each report the operator answers, keyed by the port's query kind: a kind the port adds
 * and this table lacks fails the typecheck. The number's payment type decides its payments report.
 */
const REPORT_SQL: {
  [K in OperatorReportQuery['kind']]: (
    bin: string,
    q: QueryOf<K>,
    numberType: NumberType,
  ) => ReportSql<ReportRowOf[K]>;
} = {
  usage_details: (bin, q) => usageSql(bin, q.msisdn, q.period),
  top_ups: (bin, q) => topUpsSql(bin, q.msisdn, q.period),
  subscriber_payments: (bin, q, numberType) =>
    numberType === 'PREPAID'
      ? topUpsSql(bin, q.msisdn, q.period)
      : numberPaymentsSql(bin, q.msisdn, q.period),
  balance: (bin, q) => balanceSql(bin, q.period, q.groupIds),
  payments: (bin, q) => companyPaymentsSql(bin, q.period),
  reconciliation_act: (bin, q) => reconciliationSql(bin, q.period),
  atlas_pro: (bin, q) => atlasProSql(bin, q.period),
  invoice_register: (bin, q) => invoiceRegisterSql(bin, q.period),
};

type NumberType = 'PREPAID' | 'POSTPAID' | null;

/** the query of a report */
export function reportSql<Q extends OperatorReportQuery>(
  bin: string,
  query: Q,
  numberType: NumberType,
): ReportSql<ReportRowOf[Q['kind']]> {
  const build = REPORT_SQL[query.kind] as unknown as (
    bin: string,
    q: Q,
    n: NumberType,
  ) => ReportSql<ReportRowOf[Q['kind']]>;
  return build(bin, query, numberType);
}

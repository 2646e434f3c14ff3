import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { OperatorReportQuery, ReportRowOf, ReportsPort } from '../../reports-port.ts';
import { countRows, cursorRows } from '../../../db/cursor-rows.ts';
import { reportSql } from './report-queries.ts';

/** The reference operator's reports (decision 018): rows from the `operator` schema. */
export function createReferenceReports(db: Db): ReportsPort {
  const numberType = async (bin: string, query: OperatorReportQuery) => {
    if (query.kind !== 'subscriber_payments') return null;
    const { rows } = await db.execute<{ type: 'PREPAID' | 'POSTPAID' }>(
      sql`select type from operator.subscribers where msisdn = ${query.msisdn} and customer_bin = ${bin}`,
    );
    return rows[0]?.type ?? null;
  };
  return {
    async getOwnershipTransferDate(bin, msisdn) {
      const { rows } = await db.execute<{ day: string | null }>(sql`
        select to_char(max(o.transferred_on), 'YYYY-MM-DD') as day
        from operator.ownership_transfers o join operator.subscribers s on s.msisdn = o.msisdn
        where o.msisdn = ${msisdn} and s.customer_bin = ${bin}`);
      return rows[0]?.day ?? null;
    },

    async getUsageStartDate(bin, msisdn) {
      const { rows } = await db.execute<{ day: string }>(sql`
        select to_char(s.activated_at at time zone 'Asia/Almaty', 'YYYY-MM-DD') as day
        from operator.subscribers s where s.msisdn = ${msisdn} and s.customer_bin = ${bin}`);
      return rows[0]?.day ?? null;
    },

    async countReportRows(bin, query) {
      return countRows(db, reportSql(bin, query, await numberType(bin, query)).query);
    },

    reportRows<Q extends OperatorReportQuery>(bin: string, query: Q): AsyncIterable<ReportRowOf[Q['kind']]> {
      return {
        async *[Symbol.asyncIterator]() {
          const { query: text, map } = reportSql(bin, query, await numberType(bin, query));
          yield* cursorRows(db, text, map);
        },
      };
    },
  };
}

import type { Db } from '../../db/client.ts';
import type { NumbersPort } from '../../operator/numbers-port.ts';
import { createCompanyLinesRepository } from './company-lines.repository.ts';

// decision 034: the company's lines as the portal's own index. A sync reads the operator's list
// (TMF637 `GET /product?relatedParty.id=…`) page by page — the next page asked for while the last
// is written, never more than two pages in memory — then reads again each line no page brought:
// gone from the company (removed), or skipped while the list moved under the paging (kept). A line
// is read again on its own after an operator's event and after the portal's own actions.

/** lines per page of the operator's list (TMF630 `limit`) */
export const SYNC_PAGE = 1000;
/** lines read again per pass of the refresh job */
const REFRESH_BATCH = 100;

export type LinesSource = Pick<NumbersPort, 'listCompanyLines' | 'getCompanyLine'>;

export interface SyncResult {
  lines: number;
  /** lines of the index the operator no longer has for the company */
  removed: number;
}

export function createCompanyLinesIndex(db: Db, operator: LinesSource) {
  const lines = createCompanyLinesRepository(db);

  /** reads one line again: written when the company has it, removed when not; whether it has */
  async function refreshLine(bin: string, msisdn: string): Promise<boolean> {
    const line = await operator.getCompanyLine(bin, msisdn);
    if (line) await lines.upsert(bin, [line]);
    else await lines.remove(bin, msisdn);
    return line !== null;
  }

  return {
    refreshLine,

    /** the company's whole index read from the operator, batch by batch (the first fill and the reconciliation) */
    async sync(bin: string, pageSize = SYNC_PAGE): Promise<SyncResult> {
      const startedAt = await lines.startSync(bin);
      const pageAt = (offset: number) => operator.listCompanyLines(bin, { offset, limit: pageSize });
      let offset = 0;
      let page = await pageAt(0);
      let total = page.total;
      while (page.lines.length > 0) {
        offset += page.lines.length;
        const next = offset < page.total ? pageAt(offset) : null;
        // a failed write leaves the read in flight unanswered: it is awaited there, not left to reject
        next?.catch(() => {});
        await lines.upsert(bin, page.lines);
        if (!next) break;
        page = await next;
        total = page.total;
      }
      let removed = 0;
      let after: string | null = null;
      for (;;) {
        const untouched = await lines.untouchedSince(bin, startedAt, after, REFRESH_BATCH);
        if (untouched.length === 0) break;
        for (const msisdn of untouched) if (!(await refreshLine(bin, msisdn))) removed++;
        after = untouched.at(-1)!;
      }
      await lines.finishSync(bin, startedAt, total);
      return { lines: total, removed };
    },

    /** the lines the portal's actions changed, read again; how many were */
    async drainRefreshes(limit = REFRESH_BATCH): Promise<number> {
      const waiting = await lines.waitingRefreshes(limit);
      for (const { bin, msisdn, queuedAt } of waiting) {
        await refreshLine(bin, msisdn);
        await lines.refreshed(msisdn, queuedAt);
      }
      return waiting.length;
    },

    reconciledAt: (bin: string) => lines.reconciledAt(bin),
    companies: () => lines.companies(),
    neverSynced: () => lines.neverSynced(),
  };
}

export type CompanyLinesIndex = ReturnType<typeof createCompanyLinesIndex>;

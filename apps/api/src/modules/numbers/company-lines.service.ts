import type { Db } from '../../db/client.ts';
import { COMPANY_LINES_BATCH, type NumbersPort } from '../../operator/numbers-port.ts';
import { createCompanyLinesRepository } from './company-lines.repository.ts';

// decision 034: the company's lines as the portal's own index. A sync reads the operator's list
// (TMF637 `GET /product?relatedParty.id=…`) page by page — the next page asked for while the last
// is written, never more than two pages in memory — then reads again each line no page brought:
// gone from the company (removed), or skipped while the list moved under the paging (kept). A line
// is read again on its own after an operator's event and after the portal's own actions.

/** lines per page of the operator's list (TMF630 `limit`) */
export const SYNC_PAGE = 1000;

export type LinesSource = Pick<NumbersPort, 'listCompanyLines' | 'getCompanyLines'>;

export interface SyncResult {
  lines: number;
  /** lines of the index the operator no longer has for the company */
  removed: number;
}

export function createCompanyLinesIndex(db: Db, operator: LinesSource) {
  const lines = createCompanyLinesRepository(db);

  /**
   * reads lines of the company again, COMPANY_LINES_BATCH a read: written when the company has
   * them, removed when not; answers how many it no longer has
   */
  async function refreshLines(bin: string, msisdns: readonly string[]): Promise<number> {
    let removed = 0;
    for (let at = 0; at < msisdns.length; at += COMPANY_LINES_BATCH) {
      const asked = msisdns.slice(at, at + COMPANY_LINES_BATCH);
      const found = await operator.getCompanyLines(bin, asked);
      await lines.upsert(bin, found);
      const kept = new Set(found.map((line) => line.msisdn));
      const gone = asked.filter((msisdn) => !kept.has(msisdn));
      await lines.remove(bin, gone);
      removed += gone.length;
    }
    return removed;
  }

  return {
    refreshLines,
    refreshLine: (bin: string, msisdn: string) => refreshLines(bin, [msisdn]),

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
        const untouched = await lines.untouchedSince(bin, startedAt, after, COMPANY_LINES_BATCH);
        if (untouched.length === 0) break;
        removed += await refreshLines(bin, untouched);
        after = untouched.at(-1)!;
      }
      await lines.finishSync(bin, startedAt, total);
      return { lines: total, removed };
    },

    /** the lines the portal's actions changed, read again a company's batch at a time; how many were */
    async drainRefreshes(limit = COMPANY_LINES_BATCH): Promise<number> {
      const waiting = await lines.waitingRefreshes(limit);
      const byCompany = new Map<string, typeof waiting>();
      for (const refresh of waiting)
        byCompany.set(refresh.bin, [...(byCompany.get(refresh.bin) ?? []), refresh]);
      for (const [bin, refreshes] of byCompany) {
        await refreshLines(
          bin,
          refreshes.map((refresh) => refresh.msisdn),
        );
        await lines.refreshed(refreshes);
      }
      return waiting.length;
    },

    reconciledAt: (bin: string) => lines.reconciledAt(bin),
    companies: () => lines.companies(),
    neverSynced: () => lines.neverSynced(),
  };
}

export type CompanyLinesIndex = ReturnType<typeof createCompanyLinesIndex>;

/**
 * decision 034: the operator's product events, gathered: each is answered at once, and the lines
 * they name are read again a company's batch at a time, FLUSH_MS after the first — at 50 changes a
 * second one read and one write per company every few events, not one of each per event. A line
 * lost with a crash before its read is the reconciliation's.
 */
export function gatherLineChanges(
  index: Pick<CompanyLinesIndex, 'refreshLines'>,
  onError: (error: unknown) => void,
) {
  const waiting = new Map<string, Set<string>>();
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...waiting];
    waiting.clear();
    for (const [bin, msisdns] of batch) await index.refreshLines(bin, [...msisdns]).catch(onError);
  };
  const schedule = () => {
    if (timer || flushing || waiting.size === 0) return;
    timer = setTimeout(() => {
      flushing = flush().finally(() => {
        flushing = null;
        schedule();
      });
    }, FLUSH_MS);
  };
  return {
    add(bin: string, msisdn: string) {
      const company = waiting.get(bin) ?? new Set<string>();
      company.add(msisdn);
      waiting.set(bin, company);
      schedule();
    },
    /** the lines gathered so far read now (a stop, a test) */
    async settle() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flushing;
      await flush();
    },
  };
}

/** how long an event's line waits for others to be read with it */
const FLUSH_MS = 50;

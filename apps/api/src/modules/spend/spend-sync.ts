import type { Db } from '../../db/client.ts';
import { MONTH_CHARGES_BATCH, type SpendPort } from '../../operator/spend-port.ts';
import { monthsEndingWith } from './spend-month.ts';
import { createSpendReadModelRepository } from './spend-read-model.repository.ts';

// decision 030: the company's spend read from the billing into the portal (line_spend, summed into
// company_spend): its lines walked in the index's order, MONTH_CHARGES_BATCH a batch, each batch's
// months asked side by side (TMF678 rates by kind), the next batch read while the last is written.
// Never more than two batches in memory: a 100,000-line company is 500 batches.

/** the months a first sync reads: the overview's chart */
export const SPEND_HISTORY_MONTHS = 12;
/** the months every later sync reads again: the open month, and the last (its late charges) */
export const SPEND_OPEN_MONTHS = 2;

export type SpendSource = Pick<SpendPort, 'getMonthCharges'>;

export function createSpendSync(db: Db, operator: SpendSource) {
  const repository = createSpendReadModelRepository(db);
  return {
    repository,
    /**
     * Reads the company's months ending with `month` (YYYY-MM-01): all SPEND_HISTORY_MONTHS when it
     * was never read, else SPEND_OPEN_MONTHS (or `months` when given). Answers the lines read.
     */
    async sync(bin: string, month: string, months?: number): Promise<{ lines: number; months: number }> {
      const known = await repository.syncOf(bin);
      const count = months ?? (known?.syncedAt ? SPEND_OPEN_MONTHS : SPEND_HISTORY_MONTHS);
      const asked = monthsEndingWith(month, count);
      const startedAt = await repository.now();
      const readBatch = async (after: string | null) => {
        const msisdns = await repository.linesAfter(bin, after, MONTH_CHARGES_BATCH);
        const charges = await Promise.all(asked.map((m) => operator.getMonthCharges(bin, msisdns, m)));
        return { msisdns, charges };
      };
      let lines = 0;
      let batch = await readBatch(null);
      while (batch.msisdns.length > 0) {
        const last = batch.msisdns.at(-1)!;
        const next = batch.msisdns.length === MONTH_CHARGES_BATCH ? readBatch(last) : null;
        // a failed write leaves the read in flight unanswered: it is awaited there, not left to reject
        next?.catch(() => {});
        for (const [i, m] of asked.entries()) await repository.write(bin, m, batch.charges[i]!);
        lines += batch.msisdns.length;
        if (!next) break;
        batch = await next;
      }
      for (const m of asked) await repository.closeMonth(bin, m, startedAt);
      await repository.synced(bin, count);
      return { lines, months: count };
    },
  };
}

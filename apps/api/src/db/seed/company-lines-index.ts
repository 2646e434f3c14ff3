import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createCompanyLinesIndex } from '../../modules/numbers/company-lines.service.ts';
import { createSpendSync } from '../../modules/spend/spend-sync.ts';
import { createCompanyLines } from '../../operator/reference/numbers/company-lines.ts';
import { createReferenceSpend } from '../../operator/reference/spend/index.ts';

/**
 * decision 034: the seeded companies' lines into the portal's index, the way the sync job fills it
 * (the reference operator's list, page by page), so a fresh demo or bench dataset lists at once.
 */
export async function indexCompanyLines(db: Db, bins: readonly string[]): Promise<number> {
  const index = createCompanyLinesIndex(db, createCompanyLines(db));
  let lines = 0;
  for (const bin of bins) lines += (await index.sync(bin)).lines;
  return lines;
}

/**
 * decision 034: the companies' own labels and comments of their lines, written in the portal once
 * the index holds the lines (one statement)
 */
export async function writeLineNotes(
  db: Db,
  notes: readonly { msisdn: string; label?: string | null; comment?: string | null }[],
): Promise<void> {
  const written = notes
    .filter((n) => n.label != null || n.comment != null)
    .map((n) => ({ msisdn: n.msisdn, label: n.label ?? null, comment: n.comment ?? null }));
  if (written.length === 0) return;
  await db.execute(sql`update portal.company_lines l set label = n.label, comment = n.comment
    from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as n(msisdn text, label text, comment text)
    where l.msisdn = n.msisdn`);
}

/**
 * decision 030: the seeded companies' spend read into the portal (its read model, the overview's)
 * the way the spend sync fills it: every month of the chart ending with `month` (YYYY-MM-01)
 */
export async function syncCompanySpend(db: Db, bins: readonly string[], month: string): Promise<void> {
  const spend = createSpendSync(db, createReferenceSpend(db));
  for (const bin of bins) await spend.sync(bin, month);
}

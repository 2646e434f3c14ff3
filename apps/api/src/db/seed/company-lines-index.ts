import type { Db } from '../client.ts';
import { createCompanyLinesIndex } from '../../modules/numbers/company-lines.service.ts';
import { createCompanyLines } from '../../operator/reference/numbers/company-lines.ts';

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

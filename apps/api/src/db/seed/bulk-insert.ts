import { getTableColumns, type Table } from 'drizzle-orm';
import type { Db } from '../client.ts';

// PostgreSQL binds at most 65,535 parameters per statement
const MAX_PARAMETERS = 60_000;

/** Multi-row INSERTs in chunks as large as the parameter limit allows. */
export async function insertRows<T extends Table>(
  tx: Db,
  table: T,
  rows: T['$inferInsert'][],
  opts: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    const insert = tx.insert(table).values(rows.slice(i, i + chunk));
    await (opts.ignoreConflicts ? insert.onConflictDoNothing() : insert);
  }
}

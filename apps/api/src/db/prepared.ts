import type { Db } from './client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A fixed read prepared once per database handle (decision 015): drizzle builds its SQL once
 * instead of on every request, and, being named, PostgreSQL parses and plans it once per
 * connection. `build` gets the handle and must end with `.prepare(name)`; a transaction's handle
 * gets its own (short-lived) statement.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

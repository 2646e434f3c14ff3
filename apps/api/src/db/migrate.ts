import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Db } from './client.ts';

/** Applies the committed forward-only SQL migrations (apps/api/migrations). */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

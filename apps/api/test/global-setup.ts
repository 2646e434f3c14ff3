import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres.ts';

/** One PostgreSQL server for the whole API test run; each suite clones the seeded template. */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.tmp', `api-pg-${process.pid}`);
  const pg = await startTestPostgres(dataDir);
  project.provide('pgAdminUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres.ts';

/** One PostgreSQL server for the whole API test run; each suite clones the seeded template. */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.tmp', `api-pg-${process.pid}`);
  // decision 037: the run's one clock — the seed's moment and every suite's "today" (clock.ts)
  const testNow = new Date();
  const pg = await startTestPostgres(dataDir, testNow);
  project.provide('pgAdminUrl', pg.adminUrl);
  project.provide('testNow', testNow.toISOString());
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** the moment the template was seeded: the suites' clock (clock.ts) */
    testNow: string;
  }
}

import pg from 'pg';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { freePort } from '../src/platform/free-port.ts';
export { freePort };

export const TEMPLATE_DATABASE = 'kabinet_template';

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts an embedded server and builds the migrated, seeded template database, its data made up to
 * `referenceDate` (the run's start: no suite depends on the day it runs, decision 037).
 */
export async function startTestPostgres(dataDir: string, referenceDate: Date) {
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await admin(server.adminUrl, async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await c.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const database = createDatabase(server.urlFor(TEMPLATE_DATABASE), { max: 2 });
  try {
    await applyMigrations(database.db);
    // the seed's pending requests are due far ahead: suites start from a quiet operator, and a test
    // that wants one completed makes its job due (operator-fixtures completeNow)
    await seedDemo(database.db, {
      referenceDate,
      pendingDueAt: new Date('2099-01-01T00:00:00Z'),
    });
  } finally {
    await database.close();
  }
  return server;
}

let counter = 0;
/** A fresh database for one suite, cloned from the template (fast: a file copy). */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const name = `kabinet_t${process.pid}_${Date.now().toString(36)}_${counter++}`;
  await admin(adminUrl, (c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded.ts';
import { applyMigrations } from '../migrate.ts';
import { seedBulk } from './bulk-dataset.ts';
import { seedDemo } from './index.ts';

/**
 * `npm run seed -- --companies N --numbers M [--largest K] [--usage-days D]` (DESIGN §3): applies the
 * migrations, makes sure the demo dataset exists, then builds M numbers over N bulk companies on
 * DATABASE_URL or the embedded PostgreSQL under DATA_DIR (the same one `npm start` uses).
 */
const EMBEDDED_DATABASE = 'kabinet';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '10' },
    numbers: { type: 'string', default: '10000' },
    largest: { type: 'string' },
    'usage-days': { type: 'string', default: '0' },
    'assign-to': { type: 'string', default: 'admin' },
  },
});
const int = (name: string, v: string | undefined) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};
const companies = Math.max(1, int('companies', values.companies));
const numbers = int('numbers', values.numbers);
const largest = values.largest === undefined ? undefined : int('largest', values.largest);
const usageDays = int('usage-days', values['usage-days']);

const config = loadConfig();
let embedded: EmbeddedServer | null = null;
let url = config.databaseUrl;
const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
if (!url) {
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
  });
  const admin = new pg.Client(embedded.adminUrl);
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database "${EMBEDDED_DATABASE}"`);
  await admin.end();
  url = embedded.urlFor(EMBEDDED_DATABASE);
  console.log(`embedded PostgreSQL started: ${seconds(started)}`);
}
const database = createDatabase(url, { max: 4 });
// idle connections see the embedded server's shutdown as an error; nothing is lost then
database.pool.on('error', () => {});
try {
  let t = Date.now();
  await applyMigrations(database.db);
  console.log(`migrations: ${seconds(t)}`);
  t = Date.now();
  const demo = await seedDemo(database.db);
  console.log(demo ? `demo dataset: ${seconds(t)}` : 'demo dataset: already there');
  t = Date.now();
  console.log(`bulk: ${numbers} numbers over ${companies} companies`);
  const result = await seedBulk(database, {
    companies,
    numbers,
    largest,
    usageDays,
    assignTo: values['assign-to'],
    log: console.log,
  });
  console.log(
    `bulk dataset: ${seconds(t)}; largest company ${result.largestBin} (assigned to ${values['assign-to']})`,
  );
  console.log(`total: ${seconds(started)}`);
} finally {
  await database.close();
  await embedded?.stop();
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/api/src/db/embedded.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE = 'kabinet_bench';

// decision 002 / 004: the search is only as fast as these indexes
const SEARCH_INDEXES = [
  'subscribers_customer_msisdn_idx',
  'subscribers_customer_account_idx',
  'subscribers_customer_type_idx',
  'subscribers_customer_iccid_idx',
  'subscribers_msisdn_trgm_idx',
  'subscribers_iccid_trgm_idx',
  // the label and comment trigram indexes are the portal's index's since migration 0041 (decision 034)
];

export interface BenchDatabase {
  url: string;
  /** the largest company (assigned to the demo admin by the seed) */
  bin: string;
  companyNumbers: number;
  totalNumbers: number;
  stop(): Promise<void>;
}

async function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function largestCompany(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('operator.subscribers') as t`);
    if (!exists.rows[0].t) return null;
    const { rows } = await client.query(`
      select customer_bin as bin, count(*)::int as n, (select count(*)::int from operator.subscribers) as total
      from operator.subscribers group by customer_bin order by n desc limit 1`);
    const indexes = await client.query(`select indexname from pg_indexes where schemaname = 'operator'`);
    const present = new Set(indexes.rows.map((r: { indexname: string }) => r.indexname));
    const missing = SEARCH_INDEXES.filter((i) => !present.has(i));
    return rows[0]
      ? { bin: rows[0].bin as string, n: rows[0].n as number, total: rows[0].total as number, missing }
      : null;
  } finally {
    await client.end();
  }
}

/**
 * The bench database: BENCH_DATABASE_URL, or an embedded PostgreSQL under data/bench. When it holds
 * fewer numbers than asked, `npm run seed` builds them (DESIGN §3: minutes for 1,000,000).
 */
export async function openBenchDatabase(opts: {
  numbers: number;
  largest: number;
  companies: number;
}): Promise<BenchDatabase> {
  let embedded: EmbeddedServer | null = null;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(ROOT, 'data/bench/pg'),
      port: Number(process.env.BENCH_PG_PORT ?? 54_392),
    });
    const admin = new pg.Client(embedded.adminUrl);
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
    await admin.end();
    url = embedded.urlFor(DATABASE);
  }
  let found = await largestCompany(url);
  if (!found || found.total < opts.numbers || found.n < opts.largest) {
    console.log(`seeding ${opts.numbers} numbers (largest company ${opts.largest})...`);
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/db/seed/cli.ts',
        '--companies',
        String(opts.companies),
        '--numbers',
        String(opts.numbers),
        '--largest',
        String(opts.largest),
      ],
      { DATABASE_URL: url },
    );
    found = await largestCompany(url);
  }
  if (!found) throw new Error('the bench database has no numbers');
  if (found.missing.length)
    throw new Error(`the bench database lacks search indexes: ${found.missing.join(', ')}`);
  return {
    url,
    bin: found.bin,
    companyNumbers: found.n,
    totalNumbers: found.total,
    stop: async () => embedded?.stop(),
  };
}

/** the bench database of the sizes BENCH_NUMBERS, BENCH_LARGEST and BENCH_COMPANIES ask for */
export const openBenchDatabaseFromEnv = (): Promise<BenchDatabase> =>
  openBenchDatabase({
    numbers: Number(process.env.BENCH_NUMBERS ?? 1_000_000),
    largest: Number(process.env.BENCH_LARGEST ?? 100_000),
    companies: Number(process.env.BENCH_COMPANIES ?? 50),
  });

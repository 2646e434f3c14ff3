import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema/index.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { accrueDays } from '../apps/api/src/operator/reference/spend/index.ts';
import { createSpendReadModelRepository } from '../apps/api/src/modules/spend/spend-read-model.repository.ts';
import { ROOT, openBenchDatabase } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startChild } from './processes.ts';
import { signIn } from './sign-in.ts';

// Decision 030: the overview of the largest company through the real server (session, tenancy,
// contract serialisation, the portal's own rows) beside the raw aggregate SQL it runs, at 1 and 10
// connections in the same run; and a month of simulated charges for the company, timed. Figures are
// printed and written to bench/results; nothing here asserts a time (DESIGN §7).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** the previous calendar month (UTC+5) as its first and last day */
function previousMonth(now = new Date()): { first: string; last: string } {
  const kz = new Date(now.getTime() + 5 * 3_600_000);
  const first = new Date(Date.UTC(kz.getUTCFullYear(), kz.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(kz.getUTCFullYear(), kz.getUTCMonth(), 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** `connections` loops calling `run` for `duration` seconds: the raw SQL's own latency figures. */
async function loopSql(
  run: () => Promise<unknown>,
  connections: number,
  duration: number,
): Promise<LoadResult> {
  const times: number[] = [];
  const until = Date.now() + duration * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          await run();
        } catch {
          failures += 1;
        }
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: times.length / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    failures,
  };
}

const fmt = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.failures} failed)`;

/**
 * A month of charges for the company (decision 030) beside the bare floor in the same run: as many
 * rows inserted by a plain INSERT … SELECT generate_series into a copy of usage_records with its
 * indexes and no trigger (no generation, no aggregates). Both in a transaction; `keep` commits the
 * month's charges, the floor is always rolled back.
 */
async function timeMonthOfCharges(
  pool: pg.Pool,
  bin: string,
  month: { first: string; last: string },
  keep: boolean,
) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const before = await client.query('select coalesce(max(id), 0) as id from operator.usage_records');
    const t = performance.now();
    const days = await accrueDays(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db, {
      bins: [bin],
      from: month.first,
      to: month.last,
    });
    const seconds = (performance.now() - t) / 1000;
    const added = await client.query('select count(*)::int as n from operator.usage_records where id > $1', [
      before.rows[0].id,
    ]);
    const records = added.rows[0].n as number;
    await client.query(keep ? 'commit' : 'rollback');

    await client.query('begin');
    await client.query('create table operator.bench_usage_floor (like operator.usage_records including all)');
    const f = performance.now();
    await client.query(
      `insert into operator.bench_usage_floor (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
       select s.msisdn, timestamptz '2026-01-01T10:00:00+05:00' + g * interval '1 minute', 'DATA', 'Мобильный интернет / Mobile internet', null, 1024, 'KB', 100
       from operator.subscribers s cross join generate_series(1, ceil($2::numeric / 100000)::int) g
       where s.customer_bin = $1 limit $2`,
      [bin, records],
    );
    const floorSeconds = (performance.now() - f) / 1000;
    await client.query('rollback');
    console.log(
      `a month of charges (${month.first}…${month.last}, ${days} days${keep ? '' : ', rolled back'}): ${records} usage records in ${seconds.toFixed(1)} s; ` +
        `the bare floor (as many rows, plain INSERT … SELECT generate_series, indexes, no trigger): ${floorSeconds.toFixed(1)} s`,
    );
    return { days, records, seconds, floorSeconds, kept: keep };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export async function benchOverview() {
  const duration = env('BENCH_DURATION', 10);
  const levels = [1, env('BENCH_CONNECTIONS', 10)];
  const db = await openBenchDatabase({
    numbers: env('BENCH_NUMBERS', 1_000_000),
    largest: env('BENCH_LARGEST', 100_000),
    companies: env('BENCH_COMPANIES', 50),
  });
  console.log(`database: ${db.totalNumbers} numbers; company ${db.bin} has ${db.companyNumbers}`);
  const pool = new pg.Pool({ connectionString: db.url, max: 12 });
  const drizzleDb = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const result: Record<string, unknown> = { at: new Date().toISOString(), numbers: db.companyNumbers };
  const serverPort = await freePort();
  try {
    // a month of charges for the company: kept once per bench database (it adds up otherwise); when
    // it is there already, the month before is generated and rolled back, so every run measures
    const month = previousMonth();
    const { rows } = await pool.query(
      `select count(*)::int as n from operator.spend_months where customer_bin = $1 and month = $2 and subscription > 0`,
      [db.bin, month.first],
    );
    const keep = rows[0].n === 0;
    result.generation = await timeMonthOfCharges(
      pool,
      db.bin,
      keep ? month : previousMonth(new Date(month.first)),
      keep,
    );
    await pool.query(
      'analyze operator.spend_months; analyze operator.usage_records; analyze portal.line_spend; analyze portal.company_spend',
    );

    const server = await startChild(
      path.join(ROOT, 'apps/api/src/main.ts'),
      {
        DATABASE_URL: db.url,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
        LOG_LEVEL: 'warn',
        RUN_WORKERS: 'false',
        RATE_LIMIT_FACTOR: '1000',
      },
      serverPort,
      '/auth/session',
    );
    try {
      const cookie = await signIn(server.url, 'admin');
      const headers = { cookie, 'x-client-bin': db.bin };
      const url = `${server.url}/api/overview`;
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`overview answered ${first.status}: ${await first.text()}`);
      // the portal's spend read model, as the overview reads it (decision 030)
      const spend = createSpendReadModelRepository(drizzleDb);
      const thisMonth = `${new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 7)}-01`;
      const chartStart = new Date(thisMonth);
      chartStart.setUTCMonth(chartStart.getUTCMonth() - 11);
      const raw = () =>
        spend.summary(db.bin, {
          first: chartStart.toISOString().slice(0, 10),
          month: thisMonth,
          top: 10,
          groupIds: null,
        });
      await load({ url, headers, connections: 2, duration: 2 });
      await loopSql(raw, 2, 2);
      const rowsOut: { connections: number; server: LoadResult; rawSql: LoadResult }[] = [];
      for (const connections of levels) {
        const s = await load({ url, headers, connections, duration });
        const r = await loopSql(raw, connections, duration);
        rowsOut.push({ connections, server: s, rawSql: r });
        console.log(`overview, ${connections} connection(s)\n  server  ${fmt(s)}\n  raw SQL ${fmt(r)}`);
      }
      result.rows = rowsOut;
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
    await db.stop();
  }
  const file = path.join(
    ROOT,
    'bench/results',
    `overview-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(result, null, 2));
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  return result;
}

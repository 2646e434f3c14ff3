import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/api/src/db/embedded.ts';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { ROOT } from './bench-database.ts';
import { freePort, startChild, type ChildServer } from './processes.ts';
import { signIn } from './sign-in.ts';
import { rawTransfer } from './transfer-baseline.ts';
import { checkInvariants, type KeyRecord } from './transfer-checks.ts';

// Decision 013: the money invariant suite (a measurement, not a timed test). Concurrent clients
// make random transfers among a company's numbers through the real HTTP API, retrying with the same
// Idempotency-Key whenever an answer is lost; midway the server is killed with SIGKILL and started
// again, later PostgreSQL is restarted. Then the invariants are checked, and a steady phase measures
// transfers per second beside a raw-SQL baseline doing the same locked transaction in the same run.
// Environment: BENCH_TRANSFER_CLIENTS (16), BENCH_TRANSFER_NUMBERS (40), BENCH_TRANSFER_CHAOS (24 s),
// BENCH_DURATION (10 s per rate measurement).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DATABASE = 'kabinet_transfer_bench';
const BIN = DEMO_COMPANIES.large.bin;

interface Run {
  keys: Map<string, KeyRecord>;
  stop: boolean;
  replays: number;
  replayMismatches: number;
  retries: number;
}

export async function benchTransferInvariants(): Promise<void> {
  const clients = env('BENCH_TRANSFER_CLIENTS', 16);
  const numbersCount = env('BENCH_TRANSFER_NUMBERS', 40);
  const chaosSeconds = env('BENCH_TRANSFER_CHAOS', 24);
  const duration = env('BENCH_DURATION', 10);
  const dataDir = path.join(ROOT, 'data/bench-transfer/pg');
  await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
  const pgPort = await freePort();
  let embedded: EmbeddedServer = await startEmbeddedPostgres({ dataDir, port: pgPort });
  const admin = new pg.Client(embedded.adminUrl);
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = embedded.urlFor(DATABASE);
  const port = await freePort();
  const serverEnv = {
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'fatal',
    RUN_WORKERS: 'false',
    // the suite measures money, not decision 012's limits (20 transfers an hour per user)
    RATE_LIMIT_FACTOR: '100000',
  };
  const entry = path.join(ROOT, 'apps/api/src/main.ts');
  let server: ChildServer = await startChild(entry, serverEnv, port, '/auth/session');
  const pool = new pg.Pool({ connectionString: url, max: clients + 2 });
  pool.on('error', () => {});
  try {
    const numbers = await prepareNumbers(pool, numbersCount);
    const totalBefore = await companyMoney(pool);
    const ledgerStart = await maxLedgerId(pool);
    const cookie = await signIn(server.url, 'admin');
    const post = makePoster(server.url, cookie);

    // --- chaos: clients run; the server is killed at 1/3, PostgreSQL restarted at 2/3
    const run: Run = { keys: new Map(), stop: false, replays: 0, replayMismatches: 0, retries: 0 };
    const workers = Array.from({ length: clients }, () => chaosClient(run, post, numbers));
    const events: string[] = [];
    const t0 = Date.now();
    await sleep((chaosSeconds * 1000) / 3);
    await server.kill();
    events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: server killed (SIGKILL)`);
    server = await startChild(entry, serverEnv, port, '/auth/session');
    events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: server up again`);
    await sleep((chaosSeconds * 1000) / 3);
    await embedded.stop();
    events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: PostgreSQL stopped`);
    embedded = await startEmbeddedPostgres({ dataDir, port: pgPort });
    events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: PostgreSQL up again`);
    await sleep((chaosSeconds * 1000) / 3);
    if (!(await isUp(server.url))) {
      events.push(
        `${((Date.now() - t0) / 1000).toFixed(1)} s: the server did not survive the PostgreSQL restart; started again`,
      );
      await server.kill();
      server = await startChild(entry, serverEnv, port, '/auth/session');
    }
    run.stop = true;
    await Promise.all(workers);
    for (const e of events) console.log(`  ${e}`);

    const outcomes = [...run.keys.values()];
    const count = (o: KeyRecord['outcome']) => outcomes.filter((k) => k.outcome === o).length;
    console.log(
      `  chaos: ${outcomes.length} transfers by ${clients} clients over ${chaosSeconds} s — ` +
        `${count('applied')} applied, ${count('refused')} refused, ${count('unknown')} unanswered; ` +
        `${run.retries} retries with the same key, ${run.replays} deliberate re-sends ` +
        `(${run.replayMismatches} answered differently)`,
    );
    const violations = await checkInvariants(pool, {
      bin: BIN,
      numbers,
      totalBefore,
      ledgerStart,
      keys: run.keys,
    });
    violations.push(
      ...(run.replayMismatches ? [`${run.replayMismatches} re-sends answered differently`] : []),
    );
    console.log(`  invariants: ${violations.length === 0 ? '0 violations' : violations.join('; ')}`);

    // --- steady rate: the API beside the raw-SQL baseline, same numbers, same clients
    const api = await steadyApi(post, numbers, clients, duration);
    const raw = await steadyRaw(pool, numbers, clients, duration);
    console.log(
      `  API: ${api.toFixed(1)} transfers/s · raw SQL: ${raw.toFixed(1)} transfers/s · ratio ${(api / raw).toFixed(2)}× (${clients} clients, ${duration} s each)`,
    );
    const after = await checkInvariants(pool, {
      bin: BIN,
      numbers,
      totalBefore,
      ledgerStart,
      keys: new Map(),
    });
    console.log(
      `  invariants after the rate phases: ${after.length === 0 ? '0 violations' : after.join('; ')}`,
    );
  } finally {
    await pool.end().catch(() => {});
    await server.stop();
    await embedded.stop();
  }
}

const isUp = async (baseUrl: string) => {
  try {
    await (await fetch(`${baseUrl}/auth/session`, { signal: AbortSignal.timeout(3_000) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
};

type Poster = (body: object, key: string) => Promise<{ status: number; body: string } | null>;

function makePoster(baseUrl: string, cookie: string): Poster {
  return async (body, key) => {
    try {
      const res = await fetch(`${baseUrl}/api/customers/transfer-payment`, {
        method: 'POST',
        headers: { cookie, 'x-client-bin': BIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    } catch {
      return null; // connection refused or reset: the answer is lost
    }
  };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

function randomTransfer(numbers: readonly string[]) {
  const from = pick(numbers);
  let to = pick(numbers);
  while (to === from) to = pick(numbers);
  const tiyn = 1 + Math.floor(Math.random() * 100_000);
  return {
    from,
    to,
    amount: tiyn,
    body: { msisdnFrom: from, msisdnTo: to, tenge: String(Math.floor(tiyn / 100)), tiyn: String(tiyn % 100) },
  };
}

async function chaosClient(run: Run, post: Poster, numbers: readonly string[]): Promise<void> {
  while (!run.stop) {
    const t = randomTransfer(numbers);
    const key = randomUUID();
    const record: KeyRecord = { from: t.from, to: t.to, amount: t.amount, outcome: 'unknown' };
    run.keys.set(key, record);
    // a lost answer (network, 5xx while the server or PostgreSQL is down) is retried with the same key
    for (let attempt = 0; ; attempt++) {
      const res = await post(t.body, key);
      if (res && res.status < 500) {
        record.outcome = res.status === 200 ? 'applied' : 'refused';
        if (Math.random() < 0.1) {
          run.replays++;
          const again = await post(t.body, key);
          // a 5xx or a lost answer is no answer (the server or PostgreSQL is down): only answers compare
          if (again && again.status < 500 && (again.status !== res.status || again.body !== res.body)) {
            run.replayMismatches++;
            if (run.replayMismatches <= 3)
              console.log(
                `  re-send differs: first ${res.status} ${res.body} · again ${again.status} ${again.body}`,
              );
          }
        }
        break;
      }
      if (run.stop && attempt > 200) break;
      run.retries++;
      await sleep(100);
    }
  }
}

async function steadyApi(post: Poster, numbers: readonly string[], clients: number, seconds: number) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const res = await post(randomTransfer(numbers).body, randomUUID());
        if (res && res.status < 500) done++;
      }
    }),
  );
  return done / ((Date.now() - start) / 1000);
}

async function steadyRaw(pool: pg.Pool, numbers: readonly string[], clients: number, seconds: number) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < until) {
          const t = randomTransfer(numbers);
          await rawTransfer(client, {
            bin: BIN,
            from: t.from,
            to: t.to,
            amount: t.amount,
            key: randomUUID(),
          });
          done++;
        }
      } finally {
        client.release();
      }
    }),
  );
  return done / ((Date.now() - start) / 1000);
}

/** Active numbers of the company, each on an account of its own; a quarter with a credit limit. */
async function prepareNumbers(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ msisdn: string }>(
    `select msisdn from operator.subscribers where customer_bin = $1 and lc_state_id = 20 order by msisdn limit $2`,
    [BIN, count],
  );
  for (const [i, { msisdn }] of rows.entries()) {
    await pool.query(
      `with account as (
         insert into operator.billing_accounts (account_number, customer_bin, account_type, payment_type)
         values ('19' || substr($1, 2), $2, 'INDIVIDUAL', 'PREPAID') returning account_number)
       update operator.subscribers set account_number = (select account_number from account),
              available_by_credit_limit_or_pia_balance = $3, credit_limit = $4
        where msisdn = $1`,
      [msisdn, BIN, 2_000_000, i % 4 === 0 ? 1_500_000 : null],
    );
  }
  return rows.map((r) => r.msisdn);
}

const companyMoney = async (pool: pg.Pool) =>
  Number(
    (
      await pool.query(
        `select coalesce(sum(available_by_credit_limit_or_pia_balance), 0)::bigint as s from operator.subscribers where customer_bin = $1`,
        [BIN],
      )
    ).rows[0].s,
  );

const maxLedgerId = async (pool: pg.Pool) =>
  Number(
    (await pool.query(`select coalesce(max(id), 0)::bigint as m from operator.balance_ledger`)).rows[0].m,
  );

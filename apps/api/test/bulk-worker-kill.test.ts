import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobSchema, type BulkJob } from '@kabinet/contract';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { pickNumbers, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * DESIGN §2: workers run as their own processes (`npm run worker`). One is killed with SIGKILL in
 * the middle of a job; another finishes it, and no number is acted on twice (decision 023).
 */
describe('bulk job across a kill -9 of its worker', () => {
  let server: TestServer;
  const workers: ChildProcess[] = [];
  const bin = DEMO_COMPANIES.large.bin;
  const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    sqlOf(server)<T>(text, values);

  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKERS: 'false', RATE_LIMIT_FACTOR: '100' });
  });
  // each test's workers end with it: a worker left running would take the next test's job
  afterEach(async () => {
    for (const worker of workers.splice(0))
      if (worker.exitCode === null && worker.signalCode === null) await kill(worker);
  });
  afterAll(() => server?.stop());

  const startWorker = () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TZ: 'UTC',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: server.databaseUrl,
        BULK_RATE_PER_COMPANY: '20',
        BULK_LEASE_SECONDS: '2',
        // the operator completes a connect quickly: a second request would find it connected
        OPERATOR_DELAY_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    return worker;
  };
  const kill = async (worker: ChildProcess) => {
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
  };

  const start = async (body: unknown) => {
    const admin = await server.as('admin', bin);
    const res = await admin.post('/api/bulk/jobs', { body, headers: { 'idempotency-key': randomUUID() } });
    expect(res.status, res.text).toBe(200);
    const id = (res.body as BulkJob).id;
    const jobNow = async () => bulkJobSchema.parse((await admin.get(`/api/bulk/jobs/${id}`)).body);
    return { id, jobNow };
  };

  /** the job's action-log rows per number: a number with other than one row, or a repeat */
  const loggedOtherThanOnce = (id: string) =>
    sql<{ msisdn: string; n: number }>(
      `select msisdn, count(*)::int as n from portal.action_log
        where params->>'bulkJobId' = $1 group by msisdn having count(*) <> 1 or bool_or(params ? 'repeat')`,
      [id],
    );

  it('resumes after the kill and acts on each number exactly once', async () => {
    const numbers = await pickNumbers(server, 60);
    const { id, jobNow } = await start({ action: 'block', selection: { msisdns: numbers } });

    const first = startWorker();
    await waitFor(jobNow, (job) => job.counts.done >= 10, 60_000);
    await kill(first);
    const halfway = await jobNow();
    expect(halfway.state).toBe('running');
    expect(halfway.counts.done).toBeLessThan(60);

    startWorker();
    const done = await waitFor(jobNow, (job) => job.state === 'done', 90_000);
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 60, refused: 0, failed: 0, skipped: 0 });
    expect(
      await sql(
        `select count(*)::int as n from operator.subscribers where msisdn = any($1) and lc_state_id = 42`,
        [numbers],
      ),
    ).toEqual([{ n: 60 }]);
    // one operator request per number: each state change leaves one log row, none a repeat
    expect(await loggedOtherThanOnce(id)).toEqual([]);
    expect(
      await sql(
        `select count(distinct msisdn)::int as n from portal.action_log where params->>'bulkJobId' = $1`,
        [id],
      ),
    ).toEqual([{ n: 60 }]);
  }, 180_000);

  it('a worker killed after the operator accepted a connect: the resumed number is not asked twice', async () => {
    const product = 'PKG_ROAMING_WORLD';
    const numbers = await pickNumbers(server, 5);
    const { id, jobNow } = await start({
      action: 'service_connect',
      argument: product,
      selection: { msisdns: numbers },
    });
    const keysOf = () =>
      sql<{ key: string; msisdn: string }>(
        `select request_key as key, msisdn from operator.request_keys
          where customer_bin = $1 and request_key like $2 || ':%' order by msisdn`,
        [bin, id],
      );

    const operationsOf = () =>
      sql<{ msisdn: string; n: number }>(
        `select msisdn, count(*)::int as n from operator.pending_operations
          where kind = 'PRODUCT_CHANGE' and msisdn = any($1) and subject = $2 group by msisdn order by msisdn`,
        [numbers, product],
      );

    // the portal's action log is held: the worker's first number is accepted by the operator (its
    // transaction commits), then the worker waits to log it — and is killed right there
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table portal.action_log in exclusive mode');
      const first = startWorker();
      const accepted = await waitFor(operationsOf, (rows) => rows.length > 0, 60_000);
      expect(accepted).toEqual([{ msisdn: numbers[0], n: 1 }]);
      await kill(first);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const halfway = await jobNow();
    expect(halfway).toMatchObject({ state: 'running', counts: { done: 0 } });
    expect(await keysOf()).toEqual([{ key: `${id}:1`, msisdn: numbers[0] }]);
    // the number the operator took is still the worker's (claimed), its result never written
    expect(
      await sql(`select state, attempts from portal.bulk_job_items where job_id = $1 and seq = 1`, [id]),
    ).toEqual([{ state: 'running', attempts: 1 }]);

    startWorker();
    const done = await waitFor(jobNow, (job) => job.state === 'done', 90_000);
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 5, refused: 0, failed: 0, skipped: 0 });
    // the operator's tables: one product operation and one key per number
    expect(await operationsOf()).toEqual([...numbers].sort().map((msisdn) => ({ msisdn, n: 1 })));
    expect(await keysOf()).toEqual(
      [...numbers].sort().map((msisdn) => ({ key: `${id}:${numbers.indexOf(msisdn) + 1}`, msisdn })),
    );
    // and the resumed number's history has its one entry, written when the operator's answer came again
    expect(await loggedOtherThanOnce(id)).toEqual([]);
  }, 180_000);
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobSchema, type BulkJob } from '@kabinet/contract';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { TestClient } from './client.ts';
import { waitFor } from './operator-fixtures.ts';
import { TEST_NOW } from './clock.ts';
import { freePort, startTestPostgres, TEMPLATE_DATABASE } from './postgres.ts';

/**
 * Decision 023: PostgreSQL stopped and started again in the middle of a bulk job (a PostgreSQL of
 * its own, so no other suite is disturbed). The job finishes, and each number reached the operator
 * once: one change in the operator's own table of bans, one action-log row, none a repeat.
 */
describe('bulk job across a PostgreSQL restart', () => {
  const dataDir = path.join(REPO_ROOT, '.tmp', `bulk-pg-restart-${process.pid}-${Date.now().toString(36)}`);
  let embedded: EmbeddedServer;
  let port: number;
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    embedded = await startTestPostgres(dataDir, TEST_NOW);
    port = Number(new URL(embedded.adminUrl).port);
    const admin = new pg.Client(embedded.adminUrl);
    await admin.connect();
    await admin.query(`create database kabinet template ${TEMPLATE_DATABASE}`);
    await admin.end();
    databaseUrl = embedded.urlFor('kabinet');
    const httpPort = await freePort();
    server = await startServer(
      loadConfig({
        DATABASE_URL: databaseUrl,
        PORT: String(httpPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${httpPort}`,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        RATE_LIMIT_FACTOR: '100',
        BULK_RATE_PER_COMPANY: '10',
        BULK_LEASE_SECONDS: '2',
      }),
      () => {},
      { webDistDir: path.join(dataDir, 'no-web') },
    );
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await embedded?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  it('finishes the job after the restart, each number changed once', async () => {
    const client = new TestClient(server.url);
    await client.signIn('admin');
    client.bin = DEMO_COMPANIES.large.bin;
    const numbers = (
      await query<{ msisdn: string }>(
        `select msisdn from operator.subscribers
          where customer_bin = $1 and lc_state_id = 20 and subscriber_flags is null
            and not is_sms_ussd_mgm_ban_enabled and not is_m2m_subscriber and msisdn <> all($2)
          order by msisdn limit 60`,
        [client.bin, Object.values(DEMO_NUMBERS)],
      )
    ).map((row) => row.msisdn);
    expect(numbers).toHaveLength(60);
    const res = await client.post('/api/bulk/jobs', {
      body: { action: 'sms_ussd_ban_on', selection: { msisdns: numbers } },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.text).toBe(200);
    const id = (res.body as BulkJob).id;
    const jobNow = async () => {
      const answer = await client.get(`/api/bulk/jobs/${id}`);
      // while PostgreSQL is away the server answers 503: read again
      return answer.status === 200 ? bulkJobSchema.parse(answer.body) : null;
    };
    await waitFor(jobNow, (job) => (job?.counts.done ?? 0) >= 10, 60_000);

    await embedded.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    embedded = await startEmbeddedPostgres({ dataDir, port });

    const done = await waitFor(jobNow, (job) => job?.state === 'done', 120_000);
    expect(done!.counts).toEqual({ queued: 0, running: 0, done: 60, refused: 0, failed: 0, skipped: 0 });
    // the operator's own record: one change per number
    const changes = await query<{ msisdn: string; n: number }>(
      `select msisdn, count(*)::int as n from operator.bans
        where msisdn = any($1) and kind = 'SMS_USSD_MGM' and is_set group by msisdn`,
      [numbers],
    );
    expect(changes).toHaveLength(60);
    expect(changes.filter((row) => row.n !== 1)).toEqual([]);
    // and the action history: one entry per number, none answered as a repeat
    const logged = await query<{ msisdn: string; n: number }>(
      `select msisdn, count(*)::int as n from portal.action_log
        where params->>'bulkJobId' = $1 group by msisdn having count(*) <> 1 or bool_or(params ? 'repeat')`,
      [id],
    );
    expect(logged).toEqual([]);
  }, 240_000);
});

import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { freePort } from '../src/platform/free-port.ts';
import { startServer } from '../src/server.ts';
import { TestClient } from './client.ts';

// Decision 012: PostgreSQL restarted under load. Used by the API test (which asserts what a
// client sees) and by `npm run bench postgres-restart` (which reports the times). The scenario's
// own waits (load before, downtime, load after) are the drill, not assertions.

export interface DrillReport {
  requests: number;
  /** status → count, over the whole run */
  statuses: Record<string, number>;
  /** answers that were neither 200, 429 nor a 503 problem with Retry-After */
  unexpected: string[];
  /** fetch failures: the server process did not answer at all */
  networkErrors: number;
  /** label writes answered 200 */
  acknowledgedWrites: number;
  /** acknowledged writes missing from the database afterwards */
  lostWrites: string[];
  downtimeMs: number;
  /** from PostgreSQL accepting connections again to the first 200 */
  recoveryMs: number | null;
  /** a service request after the restart completed through the job queue */
  queueCompleted: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postgresRestartDrill(
  opts: { workers?: number; downtimeMs?: number; log?: (line: string) => void } = {},
): Promise<DrillReport> {
  const log = opts.log ?? (() => {});
  const dataDir = path.join(REPO_ROOT, '.tmp', `pg-restart-${process.pid}-${Date.now().toString(36)}`);
  const pgPort = await freePort();
  let embedded: EmbeddedServer = await startEmbeddedPostgres({ dataDir, port: pgPort });
  const admin = new pg.Client(embedded.adminUrl);
  await admin.connect();
  await admin.query('create database kabinet');
  await admin.end();
  const port = await freePort();
  const config = loadConfig({
    DATABASE_URL: embedded.urlFor('kabinet'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    OPERATOR_DELAY_MS: '300',
  });
  log('seeding a fresh database...');
  const server = await startServer(config, () => {}, { webDistDir: path.join(dataDir, 'no-web') });
  try {
    const client = new TestClient(server.url);
    await client.signIn('admin');
    client.bin = DEMO_COMPANIES.large.bin;
    const numbers = (
      await server.database.pool.query<{ msisdn: string }>(
        `select msisdn from operator.subscribers where customer_bin = $1 and lc_state_id = 20 order by msisdn limit 80`,
        [client.bin],
      )
    ).rows.map((r) => r.msisdn);
    // the queue check uses the services tests' case: a business-tariff number with money, a voice pack
    const queueNumber = (
      await server.database.pool.query<{ msisdn: string }>(
        `select s.msisdn from operator.subscribers s
          where s.customer_bin = $1 and s.lc_state_id = 20 and s.tariff_id = 'corp-business-unlim'
            and not exists (select 1 from operator.contract_phones c where c.msisdn = s.msisdn)
            and not exists (select 1 from operator.subscriber_products p where p.msisdn = s.msisdn
              and p.product_id in ('PKG_ATLAS_PRO', 'PKG_ROAMING_WORLD', 'PKG_VOICE_500'))
            and s.msisdn <> all($2)
          order by s.msisdn desc limit 1`,
        [client.bin, numbers],
      )
    ).rows[0]!.msisdn;
    await server.database.pool.query(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = 1000000 where msisdn = $1`,
      [queueNumber],
    );
    const product = 'PKG_VOICE_500';

    const statuses: Record<string, number> = {};
    const unexpected: string[] = [];
    const acknowledged: { msisdn: string; label: string; at: number }[] = [];
    const successes: number[] = [];
    let networkErrors = 0;
    let requests = 0;
    let running = true;
    const workers = opts.workers ?? 4;
    const perWorker = Math.floor(numbers.length / workers);

    async function worker(w: number) {
      for (let i = 0; running; i++) {
        const msisdn = numbers[w * perWorker + (i % perWorker)]!;
        const isWrite = i % 5 === 0;
        const label = `w${w}-${i}`;
        try {
          const res = isWrite
            ? await client.post(`/api/subscribers/${msisdn}/label`, { query: { label } })
            : await client.get(`/api/subscribers/${msisdn}`);
          requests++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const body = res.body as { code?: string } | null;
          if (res.status === 200) {
            successes.push(Date.now());
            if (isWrite) acknowledged.push({ msisdn, label, at: Date.now() });
          } else if (res.status === 503) {
            const isProblem = /^application\/problem\+json/.test(res.headers.get('content-type') ?? '');
            if (!isProblem || body?.code !== 'service_unavailable' || !res.headers.get('retry-after'))
              unexpected.push(`503 ${res.text.slice(0, 120)}`);
          } else if (res.status !== 429) {
            unexpected.push(`${res.status} ${res.text.slice(0, 120)}`);
          }
        } catch {
          networkErrors++;
        }
      }
    }

    const load = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
    await sleep(1500);
    log('stopping PostgreSQL under load...');
    const downAt = Date.now();
    await embedded.stop();
    await sleep(opts.downtimeMs ?? 2000);
    embedded = await startEmbeddedPostgres({ dataDir, port: pgPort });
    const upAt = Date.now();
    log('PostgreSQL is back; waiting for the server to recover...');
    const recoveryDeadline = upAt + 30_000;
    while (!successes.some((t) => t > upAt) && Date.now() < recoveryDeadline) await sleep(50);
    const firstSuccess = successes.find((t) => t > upAt);
    await sleep(1500);
    running = false;
    await load;

    // every acknowledged write is in the action log (the write and its log row commit before the 200)
    const logged = new Set(
      (
        await server.database.pool.query<{ label: string }>(
          `select params->>'new' as label from portal.action_log where action = 'label_set' and status = 'S'`,
        )
      ).rows.map((r) => r.label),
    );
    const lostWrites = acknowledged.filter((w) => !logged.has(w.label)).map((w) => `${w.msisdn}:${w.label}`);
    // the job queue works again: a connection requested now completes
    let queueCompleted = false;
    {
      const enabled = await client.post(`/api/subscribers/${queueNumber}/products/enable`, {
        query: { productOfferingId: product },
      });
      if (enabled.status === 200) {
        const deadline = Date.now() + 30_000;
        while (!queueCompleted && Date.now() < deadline) {
          const rows = await server.database.pool.query<{ status: string }>(
            `select status from operator.subscriber_products where msisdn = $1 and product_id = $2`,
            [queueNumber, product],
          );
          queueCompleted = rows.rows[0]?.status === 'CONNECTED';
          if (!queueCompleted) await sleep(100);
        }
      } else {
        unexpected.push(
          `queue check: enable ${product} answered ${enabled.status} ${enabled.text.slice(0, 120)}`,
        );
      }
    }
    return {
      requests,
      statuses,
      unexpected,
      networkErrors,
      acknowledgedWrites: acknowledged.length,
      lostWrites,
      downtimeMs: upAt - downAt,
      recoveryMs: firstSuccess ? firstSuccess - upAt : null,
      queueCompleted,
    };
  } finally {
    await server.stop();
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@kabinet/contract';
import { loadConfig } from '../src/config.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { TestClient } from './client.ts';
import { freePort } from './postgres.ts';
import { startTestServer, type TestServer } from './server.ts';
import { untilStateApplied } from './operator-fixtures.ts';

// Decision 012: rate limits declared per route in the contract, counted in PostgreSQL (so two
// server processes share them), 429 rate_limited with Retry-After, and nothing done.

describe('hardening: rate limits', () => {
  let server: TestServer;
  let second: RunningServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  /** hits in the current window of a counter (windows are fixed: a run may straddle two) */
  const hitsNow = async (key: string) =>
    (
      await query<{ hits: number }>(
        `select hits from portal.rate_limit_hits where key = $1 order by window_start desc limit 1`,
        [key],
      )
    )[0]?.hits ?? 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
    // a second server process on the same database, with /api/docs closed by configuration
    const port = await freePort();
    second = await startServer(
      loadConfig({
        DATABASE_URL: server.database.pool.options.connectionString,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RUN_WORKERS: 'false',
        API_DOCS_PUBLIC: 'false',
      }),
      () => {},
    );
  });
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
  });

  it('refuses the 21st label write on a number within a minute — also on another server process', async () => {
    const msisdn = DEMO_NUMBERS.kazakhLabel;
    const limit = RATE_LIMITS.notes[0].limit;
    let written = 0;
    while ((await hitsNow(`note-write:number:${msisdn}`)) < limit) {
      const res = await admin.post(`/api/subscribers/${msisdn}/label`, { query: { label: `L${written}` } });
      expect(res.status, res.text).toBe(200);
      written++;
      expect(written).toBeLessThanOrEqual(2 * limit);
    }
    // the same user on the other process: its session is in the database too
    const elsewhere = new TestClient(second.url);
    elsewhere.bin = bin;
    await elsewhere.signIn('admin');
    const refused = await elsewhere.post(`/api/subscribers/${msisdn}/label`, {
      query: { label: 'too many' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((refused.body as { retryAfterSeconds: number }).retryAfterSeconds).toBe(retryAfter);
    // nothing done: the label is the last accepted one, no action logged for the refusal
    expect(await query(`select label from portal.company_lines where msisdn = $1`, [msisdn])).toEqual([
      { label: `L${written - 1}` },
    ]);
    expect(
      await query(
        `select count(*)::int as n from portal.action_log where msisdn = $1 and action like 'label%'`,
        [msisdn],
      ),
    ).toEqual([{ n: written }]);
    // another number of the company is not affected
    const other = await admin.post(`/api/subscribers/${DEMO_NUMBERS.prepaid}/label`, {
      query: { label: 'ok' },
    });
    expect(other.status).toBe(200);
  });

  it('stops block/unblock cycles on a number after 6 changes in 10 minutes, leaving its state', async () => {
    const msisdn = DEMO_NUMBERS.active;
    const sub = `/api/subscribers/${msisdn}`;
    for (let i = 0; (await hitsNow(`state-change:number:${msisdn}`)) < 6; i++) {
      expect((await admin.put(`${sub}/${i % 2 === 0 ? 'suspend' : 'activate'}`)).status).toBe(200);
      // decision 027: the next change waits for the network to apply this one (else still_pending)
      await untilStateApplied(server, msisdn);
    }
    const stateOf = () =>
      query(`select lc_state_id, lc_state_date from operator.subscribers where msisdn = $1`, [msisdn]);
    const before = await stateOf();
    const refused = await admin.put(`${sub}/${before[0]!.lc_state_id === 20 ? 'suspend' : 'activate'}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stateOf()).toEqual(before);
  });

  it('declares a limit on every state-changing route of the spec that the issue names', async () => {
    const { allRoutes } = await import('@kabinet/contract');
    const limited = new Map(allRoutes.map((r) => [r.id, r.rateLimit?.map((l) => `${l.bucket}/${l.per}`)]));
    expect(limited.get('numbers.label')).toEqual(['note-write/number', 'note-write/company']);
    expect(limited.get('services.suspend')).toContain('state-change/number');
    expect(limited.get('services.products.enable')).toContain('service-request/number');
    expect(limited.get('transfer.transferPayment')).toContain('transfer/company');
    expect(limited.get('controls.changeSim')).toEqual(['sim-change/number', 'sim-change/company']);
    expect(limited.get('esim.reserve')).toEqual(['esim/number', 'esim/company']);
    for (const id of ['reports.devices.send', 'esim.qr.send', 'reports.usageDetails.send'])
      expect(limited.get(id)).toContain('email/company');
  });

  it('closes /api/docs where configured (production default), and keeps it open elsewhere', async () => {
    const closed = await new TestClient(second.url).get('/api/docs/json');
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ code: 'not_found' });
    expect((await server.anonymous().get('/api/docs/json')).status).toBe(200);
  });
});

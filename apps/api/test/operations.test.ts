import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { startTestServer, type TestServer } from './server.ts';

// Production operations (decision 026): what a load balancer and Prometheus read, as they read it.

const LARGE = DEMO_COMPANIES.large.bin;
const TOKEN = 'metrics-token-for-the-test';

describe('health, metrics and request ids', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server?.stop());

  it('is live, and ready when the database, the identity provider and the operator answer', async () => {
    const live = await server.anonymous().get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await server.anonymous().get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', identityProvider: 'ok', smtp: 'outbox', operator: 'ok' },
    });
  });

  it('is not ready while an SMTP relay it needs is down, and says which part', async () => {
    const other = await startTestServer({
      DATABASE_URL: server.databaseUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      const ready = await other.anonymous().get('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', checks: { smtp: 'failed', database: 'ok' } });
      expect((await other.anonymous().get('/health/live')).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  it('says draining while it stops, before it stops accepting', async () => {
    const other = await startTestServer({ DATABASE_URL: server.databaseUrl, SHUTDOWN_DRAIN_MS: '1500' });
    const stopped = other.stop();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await other.anonymous().get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'draining' });
    await stopped;
  });

  it('counts requests by route pattern and status, the pool, the queues and the outbox, for its token only', async () => {
    const admin = await server.as('admin', LARGE);
    expect((await admin.get(`/api/subscribers/7001000005`)).status).toBe(200);
    expect((await admin.get(`/api/subscribers/7999999999`)).status).toBe(404);
    expect((await server.anonymous().get('/metrics')).status).toBe(401);
    const wrong = await server.anonymous().raw('/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const res = await server.anonymous().raw('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /kabinet_http_request_duration_seconds_count\{method="GET",route="\/api\/subscribers\/:msisdn",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/subscribers\/:msisdn",status="404"\} [1-9]/);
    expect(text).not.toContain('7001000005');
    expect(text).toMatch(/kabinet_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(
      /kabinet_operator_call_duration_seconds_count\{method="getSubscriber",outcome="ok"\} [1-9]/,
    );
    expect(text).toContain('# TYPE kabinet_job_queue_waiting gauge');
    expect(text).toContain('# TYPE kabinet_mail_outbox_messages gauge');
    expect(text).toContain('kabinet_process_resident_memory_bytes');
  });

  it('answers /metrics only outside production without a token', async () => {
    const other = await startTestServer({ DATABASE_URL: server.databaseUrl });
    try {
      expect((await other.anonymous().get('/metrics')).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  it("gives every answer a request id: the caller's when sane, else a new one", async () => {
    const given = await server.anonymous().raw('/health/live', { headers: { 'x-request-id': 'erp-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('erp-42.a');
    const odd = await server.anonymous().raw('/health/live', { headers: { 'x-request-id': 'a bad id, with spaces' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await server.anonymous().raw('/api/features');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

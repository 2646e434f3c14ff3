import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { untilStateApplied } from './operator-fixtures.ts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

// decision 031: signed webhooks — endpoints, events from where the outcome happens, Standard
// Webhooks signatures verified by the maintained library, retries, disabling, the delivery log,
// and server-side request forgery refused.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const SMALL = DEMO_COMPANIES.small.bin;

let server: TestServer;
let admin: TestClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** paths whose next N requests fail with 500 */
const failures = new Map<string, number>();

beforeAll(async () => {
  receiver = await startWebhookReceiver((path) => {
    if (path === '/redirect') return { status: 302, location: receiver.url('/hook-after-redirect') };
    if (path === '/down') return { status: 500 };
    const left = failures.get(path) ?? 0;
    if (left > 0) {
      failures.set(path, left - 1);
      return { status: 503 };
    }
    return { status: 200 };
  });
  server = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_DISABLE_AFTER_MS: '1500',
  });
  admin = await server.as('admin', LARGE);
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

async function addEndpoint(path: string, eventTypes: string[] = ['number.state_changed']) {
  const res = await admin.post('/api/webhooks/endpoints', { body: { url: receiver.url(path), eventTypes } });
  expect(res.status).toBe(200);
  return res.body as { endpoint: Json; secret: string };
}

const verify = (secret: string, item: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(item.body, item.headers) as Json;

describe('webhooks', () => {
  it('a test event arrives signed; the library verifies it; the log shows status and latency', async () => {
    const { endpoint, secret } = await addEndpoint('/test-event');
    expect(secret).toMatch(/^whsec_/);
    const sent = await admin.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(sent.status).toBe(200);
    await receiver.until((items) => items.some((i) => i.path === '/test-event'));
    const item = receiver.received.find((i) => i.path === '/test-event')!;
    const event = verify(secret, item);
    expect(event).toMatchObject({ type: 'webhook.test', company: LARGE });
    expect(item.headers['webhook-id']).toBe(event.id);
    // a tampered body is refused by the same library
    expect(() => verify(secret, { ...item, body: item.body.replace('test', 'tost') })).toThrow();

    await expect
      .poll(
        async () =>
          ((await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)).body as Json).items[0],
      )
      .toMatchObject({ state: 'succeeded', lastStatus: 200, attempts: 1, eventType: 'webhook.test' });
  });

  it('a number blocked in the browser is announced once, whoever started it', async () => {
    const { secret } = await addEndpoint('/state');
    const res = await admin.put(`/api/subscribers/${DEMO_NUMBERS.prepaid}/suspend`);
    expect(res.status).toBe(200);
    await receiver.until((items) => items.some((i) => i.path === '/state'));
    // the block is applied by the network a little later (decision 027); then the unblock
    await untilStateApplied(server, DEMO_NUMBERS.prepaid);
    expect((await admin.put(`/api/subscribers/${DEMO_NUMBERS.prepaid}/activate`)).status).toBe(200);
    await untilStateApplied(server, DEMO_NUMBERS.prepaid);
    // decision 035: each change is announced when accepted (pending) and when the network has applied it
    await receiver.until((items) => items.filter((i) => i.path === '/state').length >= 4);
    const events = receiver.received.filter((i) => i.path === '/state').map((i) => verify(secret, i));
    const told = events.map((e) => [e.data.state, e.data.pending]);
    expect(told).toHaveLength(4);
    expect(told).toEqual(
      expect.arrayContaining([
        ['SUSPENDED', true],
        ['SUSPENDED', false],
        ['ACTIVE', true],
        ['ACTIVE', false],
      ]),
    );
    const applied = events.find((e) => e.data.state === 'SUSPENDED' && e.data.pending === false)!;
    const accepted = events.find((e) => e.data.state === 'SUSPENDED' && e.data.pending === true)!;
    expect(applied.data).toMatchObject({
      msisdn: DEMO_NUMBERS.prepaid,
      operationId: accepted.data.operationId,
    });
    expect(events[0]!.data.msisdn).toBe(DEMO_NUMBERS.prepaid);
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
  });

  it('a bulk job’s end carries its counts per outcome, as its page shows them (decision 035)', async () => {
    const { secret } = await addEndpoint('/bulk', ['bulk_job.finished']);
    const res = await admin.post('/api/bulk/jobs', {
      body: {
        action: 'label_set',
        argument: 'Webhook',
        selection: { msisdns: [DEMO_NUMBERS.active, DEMO_NUMBERS.smallCompany] },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await receiver.until((items) => items.some((i) => i.path === '/bulk'));
    const event = verify(
      secret,
      receiver.received.find((i) => i.path === '/bulk')!,
    );
    const page = (await admin.get(`/api/bulk/jobs/${(res.body as Json).id}`)).body as Json;
    expect(event.data).toMatchObject({ jobId: page.id, state: 'done', total: 2, counts: page.counts });
    expect(event.data.counts).toMatchObject({ done: 1, refused: 1, queued: 0, running: 0 });
  });

  it('a failed attempt is retried with the same webhook-id until it is accepted', async () => {
    failures.set('/flaky', 2);
    const { endpoint, secret } = await addEndpoint('/flaky');
    await admin.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await receiver.until((items) => items.some((i) => i.path === '/flaky'));
    const attempts = receiver.received.filter((i) => i.path.startsWith('/flaky'));
    expect(attempts.map((i) => i.path)).toEqual(['/flaky#refused', '/flaky#refused', '/flaky']);
    expect(new Set(attempts.map((i) => i.headers['webhook-id'])).size).toBe(1);
    verify(secret, attempts[2]!);
    await expect
      .poll(
        async () =>
          ((await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)).body as Json).items[0],
      )
      .toMatchObject({ state: 'succeeded', attempts: 3 });
  });

  it('an endpoint failing for a day (here 1.5 s) is disabled and the administrators are e-mailed', async () => {
    const { endpoint } = await addEndpoint('/down');
    await admin.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await expect
      .poll(
        async () =>
          ((await admin.get('/api/webhooks/endpoints')).body as Json).items.find(
            (e: Json) => e.id === endpoint.id,
          ),
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toMatchObject({ enabled: false });
    const log = ((await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)).body as Json).items;
    expect(log[0]).toMatchObject({ state: 'failed', lastStatus: 500, lastError: 'http_500' });
    expect(log[0].attempts).toBeGreaterThanOrEqual(2);
    const mailed = async () =>
      (
        await server.database.db.execute<Json>(
          sql`select to_address, subject from portal.mail_outbox where template = 'webhook_disabled' and customer_bin = ${LARGE}`,
        )
      ).rows;
    await expect.poll(async () => (await mailed()).length).toBe(1);
    expect((await mailed())[0]!.subject).toContain(receiver.url('/down'));

    // a disabled endpoint gets no test event and no resend until enabled again
    const test = await admin.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.status).toBe(409);
    expect((test.body as Json).code).toBe('webhook_endpoint_disabled');
    const enabled = await admin.put(`/api/webhooks/endpoints/${endpoint.id}`, {
      body: { enabled: true, url: receiver.url('/back') },
    });
    expect(enabled.status).toBe(200);
    expect((enabled.body as Json).enabled).toBe(true);
    const resent = await admin.post(`/api/webhooks/deliveries/${log[0].id}/resend`);
    expect(resent.status).toBe(200);
    await receiver.until((items) => items.some((i) => i.path === '/back'));
    expect(receiver.received.find((i) => i.path === '/back')!.headers['webhook-id']).toBe(log[0].eventId);
  });

  it("another company's endpoints and deliveries look missing", async () => {
    const { endpoint } = await addEndpoint('/mine');
    const small = await server.as('admin', SMALL);
    for (const res of [
      await small.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`),
      await small.post(`/api/webhooks/endpoints/${endpoint.id}/test`),
      await small.delete(`/api/webhooks/endpoints/${endpoint.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect((res.body as Json).code).toBe('webhook_endpoint_not_found');
    }
    expect(((await small.get('/api/webhooks/endpoints')).body as Json).items).toEqual([]);
    expect(
      ((await admin.get('/api/webhooks/endpoints')).body as Json).items.map((e: Json) => e.id),
    ).toContain(endpoint.id);
  });

  it('refuses bad input with a 400 and adds nothing', async () => {
    const before = ((await admin.get('/api/webhooks/endpoints')).body as Json).items.length;
    for (const body of [
      { url: 'ftp://example.kz/hook', eventTypes: ['report.ready'] },
      { url: 'not a url', eventTypes: ['report.ready'] },
      { url: 'https://example.kz/hook', eventTypes: [] },
      { url: 'https://example.kz/hook', eventTypes: ['number.exploded'] },
      { url: 'https://user:pass@example.kz/hook', eventTypes: ['report.ready'] },
    ]) {
      const res = await admin.post('/api/webhooks/endpoints', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as Json).code).toMatch(/^webhook_|validation_error/);
    }
    expect(((await admin.get('/api/webhooks/endpoints')).body as Json).items).toHaveLength(before);
  });
});

describe('webhooks: server-side request forgery', () => {
  let guarded: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    // production's policy: no internal address, except a host named one by one
    // decision 035: and a host:port entry allows that port only
    guarded = await startTestServer({
      WEBHOOK_ALLOW_HOSTS: `127.0.0.2,127.0.0.3:${receiver.port}`,
      WEBHOOK_RETRY_BASE_MS: '200',
    });
    client = await guarded.as('admin', LARGE);
  });
  afterAll(() => guarded?.stop());

  it('refuses loopback, private, link-local and metadata addresses, and names resolving to them', async () => {
    for (const url of [
      receiver.url('/ssrf'),
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      `http://localhost:${receiver.port}/hook`,
    ]) {
      const res = await client.post('/api/webhooks/endpoints', {
        body: { url, eventTypes: ['report.ready'] },
      });
      expect(res.status, url).toBe(400);
      expect((res.body as Json).code, url).toBe('webhook_url_refused');
    }
    expect(((await client.get('/api/webhooks/endpoints')).body as Json).items).toEqual([]);
  });

  it('allows a host:port entry of WEBHOOK_ALLOW_HOSTS on that port and on no other (decision 035)', async () => {
    const allowed = await client.post('/api/webhooks/endpoints', {
      body: { url: receiver.url('/hook-port', '127.0.0.3'), eventTypes: ['report.ready'] },
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const other = await client.post('/api/webhooks/endpoints', {
      body: { url: `http://127.0.0.3:${receiver.port + 1}/hook`, eventTypes: ['report.ready'] },
    });
    expect(other.status).toBe(400);
    expect((other.body as Json).code).toBe('webhook_url_refused');
  });

  it('checks every redirect again: one to loopback is not followed', async () => {
    const res = await client.post('/api/webhooks/endpoints', {
      body: { url: receiver.url('/redirect', '127.0.0.2'), eventTypes: ['report.ready'] },
    });
    expect(res.status).toBe(200);
    const { endpoint } = res.body as Json;
    await client.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await expect
      .poll(
        async () =>
          ((await client.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)).body as Json).items[0],
        {
          timeout: 20_000,
        },
      )
      .toMatchObject({ lastError: 'webhook_url_refused' });
    expect(receiver.received.some((i) => i.path === '/hook-after-redirect')).toBe(false);
  });
});

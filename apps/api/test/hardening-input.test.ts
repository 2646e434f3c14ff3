import net from 'node:net';
import { sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { faultForLog } from '../src/platform/faults.ts';
import type { TestClient, TestResponse } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 012: input normalisation at the edge, every framework-level error a problem with a
// catalogue code, and no SQL parameters in the log.

const NUL = '\u0000';

function expectProblem(res: { status: number; headers: Headers; body: unknown; text: string }, code: string) {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code, message: code, status: res.status });
  expect(res.text).not.toMatch(/FST_|ERR_|[A-Z][a-z]+Error|\bat \/|node_modules|postgres|select /);
}

/** Writes raw bytes on a socket: the requests fetch() refuses to send. */
function rawHttp(port: number, payload: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('hardening: input at the edge', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;
  const msisdn = DEMO_NUMBERS.active;
  const sub = `/api/subscribers/${msisdn}`;

  const fingerprint = async () =>
    JSON.stringify(
      (
        await server.database.pool.query(`select
          (select md5(string_agg(concat(msisdn, lc_state_id), ',' order by msisdn)) from operator.subscribers) as numbers,
          (select md5(string_agg(concat(msisdn, label, comment, cost_centre_id), ',' order by msisdn)) from portal.company_lines) as notes,
          (select md5(string_agg(concat(msisdn, product_id, status), ',' order by msisdn, product_id)) from operator.subscriber_products) as products,
          (select count(*) from operator.pending_operations) as operations,
          (select count(*) from portal.action_log) as actions,
          (select md5(string_agg(concat(customer_bin, is_offer_approved), ',' order by customer_bin)) from accounts.client_services) as offers`)
      ).rows,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());

  it('refuses a NUL byte on the ten operations that answered 500, changing nothing', async () => {
    const before = await fingerprint();
    const calls: [string, () => Promise<TestResponse>][] = [
      ['label', () => admin.post(`${sub}/label`, { query: { label: `a${NUL}b` } })],
      ['comment', () => admin.post(`${sub}/comment`, { query: { comment: `a${NUL}b` } })],
      ['search label', () => admin.post('/api/customers/subscribers', { body: { label: `a${NUL}` } })],
      ['search comment', () => admin.post('/api/customers/subscribers', { body: { comment: `${NUL}x` } })],
      [
        'offers serviceAlias',
        () => admin.get('/accounts/api/offers', { query: { serviceAlias: `b2b${NUL}` } }),
      ],
      [
        'offer id',
        () =>
          admin.post(`/accounts/api/offers/x${NUL}/approve`, {
            body: { serviceAlias: 'b2b_selfcare', userId: 'x', customerId: bin },
          }),
      ],
      [
        'incompatible',
        () => admin.get(`${sub}/products/incompatible`, { query: { productOfferingId: `P${NUL}` } }),
      ],
      ['enable', () => admin.post(`${sub}/products/enable`, { query: { productOfferingId: `P${NUL}` } })],
      ['disable', () => admin.post(`${sub}/products/disable`, { query: { productOfferingId: `P${NUL}` } })],
      [
        'services id',
        () => admin.put(`/api/customers/${bin}/subscribers/${msisdn}/services/x%00/state/ENABLED`),
      ],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, `${name}: ${res.text}`).toBe(400);
      expectProblem(res, 'control_characters_not_allowed');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses control, bidi-override, zero-width characters and a BOM in labels and comments', async () => {
    const before = await fingerprint();
    for (const [value, code] of [
      ['Driver\u0007', 'control_characters_not_allowed'],
      ['a\u001bb', 'control_characters_not_allowed'],
      ['\u202eeciffo', 'invisible_characters_not_allowed'],
      ['Бух\u200bгалтер', 'invisible_characters_not_allowed'],
      ['x\u2067y', 'invisible_characters_not_allowed'],
      ['a\ufeffb', 'invisible_characters_not_allowed'],
    ] as const) {
      for (const kind of ['label', 'comment'] as const) {
        const res = await admin.post(`${sub}/${kind}`, { query: { [kind]: value } });
        expect(res.status, `${kind} ${JSON.stringify(value)}`).toBe(400);
        expectProblem(res, code);
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses half of a UTF-16 pair (a lone surrogate, which JSON can carry) in a body, changing nothing', async () => {
    const groups = async () =>
      (await server.database.pool.query(`select count(*)::int as n from portal.number_groups`)).rows[0].n;
    const before = await groups();
    for (const name of ['\ud800', 'Отдел \udc00', 'a\ud83d']) {
      const res = await admin.post('/api/team/groups', { body: { name } });
      expect(res.status, `${JSON.stringify(name)}: ${res.text}`).toBe(400);
      expectProblem(res, 'control_characters_not_allowed');
    }
    // a whole pair is a character like any other
    const emoji = await admin.post('/api/team/groups', { body: { name: 'Отдел 📞' } });
    expect(emoji.status, emoji.text).toBeLessThan(300);
    expect(await groups()).toBe(before + 1);
  });

  it('stores NFC, trims, and stores whitespace only as nothing', async () => {
    const decomposed = 'Кә\u0306ріне'.normalize('NFD');
    const res = await admin.post(`/api/subscribers/${DEMO_NUMBERS.prepaid}/label`, {
      query: { label: ` ${decomposed} ` },
    });
    expect(res.status, res.text).toBe(200);
    const stored = await server.database.pool.query(
      `select label from portal.company_lines where msisdn = $1`,
      [DEMO_NUMBERS.prepaid],
    );
    expect(stored.rows[0].label).toBe(decomposed.normalize('NFC'));
    const blank = await admin.post(`/api/subscribers/${DEMO_NUMBERS.prepaid}/comment`, {
      query: { comment: '\u00a0\u3000 ' },
    });
    expect(blank.body).toMatchObject({ comment: null });
  });

  it('answers framework errors as problems with catalogue codes and no internal names', async () => {
    const badUrl = await admin.get('/api/subscribers/%zz');
    expect(badUrl.status).toBe(400);
    expectProblem(badUrl, 'bad_url');

    const longParam = await admin.get(`/api/subscribers/${'7'.repeat(101)}`);
    expect(longParam.status).toBe(414);
    expectProblem(longParam, 'url_too_long');

    const malformedJson = await admin.request('POST', '/api/customers/subscribers', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformedJson.status).toBe(400);
    /** a search sent with this content type and body, exactly as given */
    const sendRaw = async (contentType: string, body: string) => {
      const res = await admin.raw('/api/customers/subscribers', {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-client-bin': bin },
        body,
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: JSON.parse(text) as unknown, text };
    };
    for (const [contentType, body, status, code] of [
      ['application/json', '{"label": "x",', 400, 'malformed_body'],
      ['text/xml', '<search/>', 415, 'unsupported_media_type'],
      ['application/json', JSON.stringify({ label: 'x'.repeat(2 * 1024 * 1024) }), 413, 'body_too_large'],
    ] as const) {
      const res = await sendRaw(contentType, body);
      expect(res.status, code).toBe(status);
      expectProblem(res, code);
    }
  });

  it('answers a URL over 16 KB and malformed HTTP as problems too', async () => {
    const port = Number(new URL(server.url).port);
    const long = await rawHttp(
      port,
      `GET /api/subscribers?x=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long.status).toBe(431);
    expect(long.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'request_too_large' });

    const malformed = await rawHttp(port, 'GARBAGE\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ code: 'bad_url' });
    for (const body of [long.body, malformed.body]) {
      expect(isErrorCode(JSON.parse(body).code)).toBe(true);
      expect(body).not.toMatch(/Client Error|FST_|HPE_/);
    }
  });

  it('marks authenticated API answers (numbers list, subscriber) Cache-Control: no-store', async () => {
    const list = await admin.post('/api/customers/subscribers', { body: {} });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const card = await admin.get(sub);
    expect(card.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps no parameter values of a failed statement for the log', async () => {
    let failure: unknown;
    try {
      await server.database.db.execute(dsql`select ${'secret-pin-1234'}::int`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    const logged = JSON.stringify(faultForLog(failure));
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('secret-pin-1234');
  });
});

import { PassThrough } from 'node:stream';
import { untilStateApplied } from './operator-fixtures.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import ruErrors from '../../web/src/locales/ru/errors.json' with { type: 'json' };
import enErrors from '../../web/src/locales/en/errors.json' with { type: 'json' };
import kkErrors from '../../web/src/locales/kk/errors.json' with { type: 'json' };
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// decision 031: a company's API access tokens — made by an administrator, shown once, stored as a
// hash, used as `Authorization: Bearer` under the session's guards, revoked at once, never logged.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const SMALL = DEMO_COMPANIES.small.bin;

let server: TestServer;
let admin: TestClient;
let log = '';

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // every request is logged at info, with its headers (redacted) and URL
  server = await startTestServer({ LOG_LEVEL: 'trace' }, { logStream });
  admin = await server.as('admin', LARGE);
});
afterAll(() => server?.stop());

const bearer = (secret: string, headers: Record<string, string> = {}) => ({
  headers: { authorization: `Bearer ${secret}`, ...headers },
});

async function makeToken(name = 'ERP', expiresInDays?: number): Promise<{ id: string; secret: string }> {
  const res = await admin.post('/api/api-tokens', {
    body: { name, ...(expiresInDays ? { expiresInDays } : {}) },
  });
  expect(res.status).toBe(200);
  const body = res.body as Json;
  return { id: body.token.id, secret: body.secret };
}

describe('an API token', () => {
  it('is made with a kbt_ secret shown once, kept as a hash, valid 90 days by default', async () => {
    const res = await admin.post('/api/api-tokens', { body: { name: 'Service desk' } });
    expect(res.status).toBe(200);
    const { token, secret } = res.body as Json;
    expect(secret).toMatch(/^kbt_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Service desk', role: 'administrator', state: 'active' });
    expect(token.displayPrefix).toBe(secret.slice(0, 10));
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const stored = await server.database.db.execute<Json>(
      sql`select token_hash, role from portal.api_tokens where id = ${token.id}`,
    );
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(secret.slice(4));
    // the list never shows a secret again
    const list = await admin.get('/api/api-tokens');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret);
    expect((list.body as Json).items.some((t: Json) => t.id === token.id)).toBe(true);
    const logged = await server.database.db.execute<Json>(
      sql`select action, params from portal.action_log where action = 'api_token_create' and params->>'tokenId' = ${token.id}`,
    );
    expect(logged.rows).toHaveLength(1);
  });

  it('refuses an expiry over a year or a missing name, and makes nothing', async () => {
    const before = await server.database.db.execute<Json>(
      sql`select count(*)::int as n from portal.api_tokens`,
    );
    for (const body of [
      { name: 'x', expiresInDays: 366 },
      { name: 'x', expiresInDays: 0 },
      { name: '' },
      {},
    ]) {
      const res = await admin.post('/api/api-tokens', { body });
      expect(res.status).toBe(400);
      expect((res.body as Json).code).toMatch(
        /^(api_token_expiry_invalid|api_token_name_invalid|validation_error|field_required)$/,
      );
    }
    const after = await server.database.db.execute<Json>(
      sql`select count(*)::int as n from portal.api_tokens`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('lives: used on contract routes without cookies or X-Client-Bin, last use shown, revoked → 401', async () => {
    const { id, secret } = await makeToken('Life');
    const anonymous = server.anonymous();
    const list = await anonymous.post('/api/customers/subscribers', { ...bearer(secret), body: {} });
    expect(list.status).toBe(200);
    expect((list.body as Json).totalSubscriptions).toBeGreaterThan(2000);
    // a state change: no CSRF header, no cookie, through the same guards
    const blocked = await anonymous.put(`/api/subscribers/${DEMO_NUMBERS.active}/suspend`, bearer(secret));
    expect(blocked.status).toBe(200);
    // accepted; the number reads PENDING until the network applies it (decision 027)
    expect((blocked.body as Json).state).toBe('PENDING');
    expect(await untilStateApplied(server, DEMO_NUMBERS.active)).toBe('SUSPENDED');
    const history = await server.database.db.execute<Json>(
      sql`select user_id from portal.action_log where msisdn = ${DEMO_NUMBERS.active} and action = 'number_block' order by id desc limit 1`,
    );
    expect(history.rows).toHaveLength(1);
    await anonymous.put(`/api/subscribers/${DEMO_NUMBERS.active}/activate`, bearer(secret));
    expect(await untilStateApplied(server, DEMO_NUMBERS.active)).toBe('ACTIVE');

    const shown = ((await admin.get('/api/api-tokens')).body as Json).items.find((t: Json) => t.id === id);
    expect(shown.lastUsedAt).not.toBeNull();
    expect(shown.lastUsedIp).toMatch(/127\.0\.0\.1/);

    // a token makes no tokens (a leaked one would outlive its revocation) and nothing is made
    const child = await anonymous.post('/api/api-tokens', { ...bearer(secret), body: { name: 'Child' } });
    expect(child.status).toBe(403);
    expect((child.body as Json).code).toBe('forbidden_by_role');
    const names = ((await admin.get('/api/api-tokens')).body as Json).items.map((t: Json) => t.name);
    expect(names).not.toContain('Child');

    const revoked = await admin.delete(`/api/api-tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect((revoked.body as Json).state).toBe('revoked');
    const after = await anonymous.post('/api/customers/subscribers', { ...bearer(secret), body: {} });
    expect(after.status).toBe(401);
    expect((after.body as Json).code).toBe('unauthorized');
  });

  it('expired is refused with 401', async () => {
    const { id, secret } = await makeToken('Short');
    await server.database.db.execute(
      sql`update portal.api_tokens set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const res = await server.anonymous().get('/api/api-tokens', bearer(secret));
    expect(res.status).toBe(401);
    const shown = ((await admin.get('/api/api-tokens')).body as Json).items.find((t: Json) => t.id === id);
    expect(shown.state).toBe('expired');
  });

  it('an unknown or altered secret is refused with 401', async () => {
    const { secret } = await makeToken('Altered');
    const altered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    expect((await server.anonymous().get('/api/api-tokens', bearer(altered))).status).toBe(401);
    expect((await server.anonymous().get('/api/api-tokens', bearer('kbt_short'))).status).toBe(401);
  });

  it("of company A cannot read or change company B's data", async () => {
    const { secret } = await makeToken('Tenancy');
    const anonymous = server.anonymous();
    // B's number through A's token: looks missing
    const foreign = await anonymous.get(`/api/subscribers/${DEMO_NUMBERS.smallCompany}`, bearer(secret));
    expect(foreign.status).toBe(404);
    expect((foreign.body as Json).code).toBe('msisdn_not_in_company');
    const debtor = await anonymous.put(
      `/api/subscribers/${DEMO_NUMBERS.debtorCompany}/suspend`,
      bearer(secret),
    );
    expect(debtor.status).toBe(404);
    // naming B, which the token's maker may open in the browser, is refused for the token
    const named = await anonymous.post('/api/customers/subscribers', {
      ...bearer(secret, { 'x-client-bin': SMALL }),
      body: {},
    });
    expect(named.status).toBe(403);
    expect((named.body as Json).code).toBe('company_not_assigned');
    // B's tokens are not A's
    const small = await server.as('admin', SMALL);
    const theirs = await small.post('/api/api-tokens', { body: { name: 'B' } });
    const revokeForeign = await anonymous.delete(
      `/api/api-tokens/${(theirs.body as Json).token.id}`,
      bearer(secret),
    );
    expect(revokeForeign.status).toBe(404);
    expect((revokeForeign.body as Json).code).toBe('api_token_not_found');
    const still = await small.get('/api/api-tokens');
    expect((still.body as Json).items.find((t: Json) => t.id === (theirs.body as Json).token.id).state).toBe(
      'active',
    );
  });

  it('has rate limits of its own: two tokens of one maker count apart', async () => {
    const first = await makeToken('Rate one');
    const second = await makeToken('Rate two');
    const path = `/api/subscribers/${DEMO_NUMBERS.active}/devices/registrations`;
    const call = (secret: string) =>
      server.anonymous().get(path, { ...bearer(secret), query: { imei: '490154203237518' } });
    // imei lookups: 20 a minute per user (decision 025) — per token here
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call(first.secret)).status);
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await call(second.secret);
    expect(other.status).not.toBe(429);
    // the browser session of the same user is not limited by the tokens' use
    const session = await admin.get(path, { query: { imei: '490154203237518' } });
    expect(session.status).not.toBe(429);
  });

  it('never appears in the log', async () => {
    const { secret } = await makeToken('Logged');
    await server.anonymous().get('/api/api-tokens', bearer(secret));
    await server.anonymous().get('/api/api-tokens', bearer(secret + 'x'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain('"url":"/api/api-tokens"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(4, 30));
  });

  // decision 035 (issue 41 item 10)
  it('sent in a query string is refused with 401 saying why, revoked at once, and redacted in the log', async () => {
    const { id, secret } = await makeToken('In a URL');
    const before = (await server.anonymous().get('/api/api-tokens', bearer(secret))).status;
    expect(before).toBe(200);
    const res = await server.anonymous().get(`/api/api-tokens?access_token=${secret}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'api_token_in_url' });
    // the header no longer works either: the token is revoked, in the list and the action log
    expect((await server.anonymous().get('/api/api-tokens', bearer(secret))).status).toBe(401);
    const listed = ((await admin.get('/api/api-tokens')).body as Json).items.find((t: Json) => t.id === id);
    expect(listed).toMatchObject({ state: 'revoked' });
    const logged = await server.database.db.execute<Json>(
      sql`select params from portal.action_log where action = 'api_token_revoke' and params->>'tokenId' = ${id}`,
    );
    expect(logged.rows.map((row) => row.params.reason)).toEqual(['seen_in_url']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain('"url":"/api/api-tokens?access_token=[redacted]"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(4, 30));
  });

  it('is listed with the role it acts with: its maker’s current role in the company (decision 035)', async () => {
    const { id } = await makeToken('Mine');
    // a token another member made: the operator of the large company
    const made = await server.database.db.execute<Json>(
      sql`insert into portal.api_tokens (customer_bin, name, token_hash, display_prefix, created_by, expires_at)
          select ${LARGE}, 'Theirs', md5(random()::text), 'kbt_zzzzzz', u.id, now() + interval '1 day'
          from accounts.users u where u.email = 'operator@demo.kabinet.kz' returning id`,
    );
    const items = ((await admin.get('/api/api-tokens', { query: { pageSize: '100' } })).body as Json)
      .items as Json[];
    expect(items.find((t) => t.id === id)).toMatchObject({ role: 'administrator' });
    expect(items.find((t) => t.id === made.rows[0]!.id)).toMatchObject({ role: 'operator' });
  });

  it('is refused with a problem whose title and detail are the web app’s text in the asked language (decision 035)', async () => {
    const texts = { ru: ruErrors, en: enErrors, kk: kkErrors } as Record<string, Record<string, string>>;
    for (const [header, language] of [
      ['en-GB,en;q=0.9', 'en'],
      ['kk-KZ', 'kk'],
      ['de, en;q=0.5, kk;q=0.8', 'kk'],
      ['', 'ru'],
    ] as const) {
      const res = await server
        .anonymous()
        .get(
          '/api/api-tokens',
          bearer('kbt_not-a-token-at-all-0000000000', header ? { 'accept-language': header } : {}),
        );
      expect(res.status).toBe(401);
      expect(res.body, header).toMatchObject({
        code: 'unauthorized',
        message: 'unauthorized',
        title: texts[language]!.unauthorized,
        detail: texts[language]!.unauthorized,
      });
    }
  });
});

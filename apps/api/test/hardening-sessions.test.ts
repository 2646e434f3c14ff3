import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { resolvePortalUser } from '../src/platform/auth/user-directory.ts';
import { last, TestBrowser, type Page } from './support/test-browser.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 012: sign-in throttling at the embedded IdP, its cookies, cross-site calls,
// e-mail binding and how long a Bearer token is honoured.

describe('hardening: sign-in and sessions', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());

  async function signInPage(browser: TestBrowser): Promise<Page> {
    const page = last(await browser.follow('/auth/login?returnTo=/&lang=en'));
    expect(page.text).toContain('name="password"');
    return page;
  }
  const attempt = async (browser: TestBrowser, page: Page, username: string, password: string) =>
    browser.submitForm(page, { username, password, lang: 'en' });
  const hasSession = async (browser: TestBrowser) => (await browser.request('/auth/session')).status === 200;

  it('delays an account after 3 wrong passwords: the right one is not even checked meanwhile', async () => {
    await query(`delete from portal.sign_in_failures`);
    const browser = new TestBrowser(server.url);
    const page = await signInPage(browser);
    for (let i = 0; i < 3; i++) {
      const wrong = last(await attempt(browser, page, 'debtor', `guess-${i}`));
      expect(wrong.status).toBe(200);
      expect(wrong.text).toContain('Wrong username or password.');
    }
    const right = await attempt(browser, page, 'debtor', 'demo');
    expect(right[0]!.status).toBe(429);
    expect(right[0]!.text).toContain('Too many failed sign-in attempts. Try again in 1 min.');
    expect(await hasSession(browser)).toBe(false);
    const [row] = await query<{ failures: number }>(
      `select failures from portal.sign_in_failures where key = 'account:debtor'`,
    );
    expect(row!.failures).toBe(3);

    // in Russian and Kazakh too
    const ru = await browser.submitForm(page, { username: 'debtor', password: 'demo', lang: 'ru' });
    expect(ru[0]!.text).toContain('Слишком много неудачных попыток входа');
    const kk = await browser.submitForm(page, { username: 'debtor', password: 'demo', lang: 'kk' });
    expect(kk[0]!.text).toContain('Сәтсіз кіру әрекеттері тым көп');
  });

  it('locks an account after 10 failures, even once the delay has passed; the right password then clears it', async () => {
    await query(`delete from portal.sign_in_failures`);
    const browser = new TestBrowser(server.url);
    const page = await signInPage(browser);
    const pastTheDelay = () =>
      query(`update portal.sign_in_failures set last_failure_at = now() - interval '61 seconds'`);
    for (let i = 0; i < 10; i++) {
      await pastTheDelay();
      const wrong = await attempt(browser, page, 'noservice', `guess-${i}`);
      expect(wrong[0]!.status).toBe(200);
    }
    await pastTheDelay();
    const locked = await attempt(browser, page, 'noservice', 'demo');
    expect(locked[0]!.status).toBe(429);
    expect(locked[0]!.text).toMatch(/Try again in 1[45] min/);
    expect(await hasSession(browser)).toBe(false);

    await query(`update portal.sign_in_failures set locked_until = now() - interval '1 second'`);
    await pastTheDelay();
    const after = await attempt(browser, page, 'noservice', 'demo');
    expect(after[0]!.status).toBe(303);
    expect(await hasSession(browser)).toBe(true);
    expect(await query(`select key from portal.sign_in_failures where key = 'account:noservice'`)).toEqual(
      [],
    );
  });

  it('throttles an address that guesses across accounts', async () => {
    await query(`delete from portal.sign_in_failures`);
    await query(
      `insert into portal.sign_in_failures (key, failures, first_failure_at, last_failure_at)
       values ('ip:127.0.0.1', 12, now(), now())`,
    );
    const browser = new TestBrowser(server.url);
    const page = await signInPage(browser);
    const res = await attempt(browser, page, 'guest', 'demo');
    expect(res[0]!.status).toBe(429);
    expect(await hasSession(browser)).toBe(false);
    await query(`delete from portal.sign_in_failures`);
  });

  it('sets the IdP cookies SameSite=Lax', async () => {
    const browser = new TestBrowser(server.url);
    const pages = await attempt(browser, await signInPage(browser), 'guest', 'demo');
    const idpCookies = pages
      .filter((p) => new URL(p.url).pathname.startsWith('/idp'))
      .flatMap((p) => p.setCookies)
      .filter((c) => /^_(session|interaction)/.test(c));
    expect(idpCookies.some((c) => c.startsWith('_session='))).toBe(true);
    for (const cookie of idpCookies) expect(cookie, cookie).toMatch(/samesite=lax/i);
  });

  it('serves the IdP’s sign-in and registration pages with nosniff, as every portal page (decision 035)', async () => {
    const browser = new TestBrowser(server.url);
    const signIn = await signInPage(browser);
    expect(signIn.headers.get('x-content-type-options')).toBe('nosniff');
    const register = await browser.request(`${new URL(signIn.url).pathname}/register`);
    expect(register.status).toBeLessThan(500);
    expect(register.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses state-changing calls from another site (Origin, Sec-Fetch-Site), changing nothing', async () => {
    const msisdn = DEMO_NUMBERS.active;
    const labelOf = async () =>
      (
        await query<{ label: string | null }>(`select label from portal.company_lines where msisdn = $1`, [
          msisdn,
        ])
      )[0]!.label;
    const before = await labelOf();
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.portal.example' },
    ]) {
      const res = await admin.post(`/api/subscribers/${msisdn}/label`, { query: { label: 'x' }, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toMatchObject({ code: 'cross_site_request' });
    }
    expect(await labelOf()).toBe(before);
    const logout = await admin.post('/auth/logout', {
      headers: { 'x-requested-with': 'kabinet', 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.status).toBe(403);
    expect((await admin.get('/auth/session')).status).toBe(200);

    // the portal's own pages (also through the dev server's proxy, another Origin) pass
    const own = await admin.post(`/api/subscribers/${msisdn}/label`, {
      query: { label: 'Own page' },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' },
    });
    expect(own.status, own.text).toBe(200);
    const sameOrigin = await admin.post(`/api/subscribers/${msisdn}/label`, {
      query: { label: before ?? '' },
      headers: { origin: new URL(server.url).origin },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('binds an external account by e-mail only when the IdP has verified it', async () => {
    const email = 'unverified.owner@example.kz';
    await query(
      `insert into accounts.users (username, email, first_name, last_name) values ($1, $2, 'A', 'B')`,
      ['unverified.owner', email],
    );
    const db = server.database.db;
    expect(await resolvePortalUser(db, { sub: 'ext-attacker', email, emailVerified: false })).toBeNull();
    expect(await query(`select subject from accounts.users where email = $1`, [email])).toEqual([
      { subject: null },
    ]);
    expect(await query(`select 1 from accounts.users where subject = 'ext-attacker'`)).toEqual([]);
    const owner = await resolvePortalUser(db, { sub: 'ext-owner', email, emailVerified: true });
    expect(owner?.email).toBe(email);
    expect(await query(`select subject from accounts.users where email = $1`, [email])).toEqual([
      { subject: 'ext-owner' },
    ]);
  });

  it("refuses a signed-out session's access token on the very next request (decision 025)", async () => {
    const user = await server.as('admin', bin);
    const [row] = await query<{ access_token: string }>(
      `select access_token from portal.sessions order by created_at desc limit 1`,
    );
    const bearer = server.anonymous();
    const call = () =>
      bearer.get('/accounts/api/users', { headers: { authorization: `Bearer ${row!.access_token}` } });
    expect((await call()).status).toBe(200);
    const logout = await user.post('/auth/logout', { headers: { 'x-requested-with': 'kabinet' } });
    expect(logout.status).toBeLessThan(400);
    expect((await user.get('/auth/session')).status).toBe(401);
    const refused = await call();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized' });
  });

  it('honours a Bearer access token for at most 60 s after it was issued', async () => {
    const [row] = await query<{ access_token: string }>(
      `select access_token from portal.sessions order by created_at desc limit 1`,
    );
    const token = row!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
    const bearer = server.anonymous();
    const call = () => bearer.get('/accounts/api/users', { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: (claims.iat + 66) * 1000 });
    try {
      const stale = await call();
      expect(stale.status).toBe(401);
      expect(stale.body).toMatchObject({ code: 'unauthorized' });
    } finally {
      vi.useRealTimers();
    }
  });
});

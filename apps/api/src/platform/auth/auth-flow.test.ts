import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { sessions } from '../../db/schema/portal.ts';
import { startAuthTestServer, type AuthTestServer } from '../../../test/support/auth-test-server.ts';
import { sessionIdFor } from './session-store.ts';
import { last, TestBrowser, type Page } from '../../../test/support/test-browser.ts';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer('auth-flow', { usernames: ['admin'], unboundUsernames: ['debtor'] });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function openSignInPage(browser: TestBrowser, returnTo = '/numbers'): Promise<Page> {
  const pages = await browser.follow(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  return last(pages);
}

async function signIn(browser: TestBrowser, username: string, returnTo = '/numbers'): Promise<Page[]> {
  const page = await openSignInPage(browser, returnTo);
  expect(page.status).toBe(200);
  return browser.submitForm(page, { username, password: 'demo' });
}

describe('sign-in through the embedded IdP (BFF)', () => {
  it('walks login → IdP sign-in page → callback → session cookie → /auth/session', async () => {
    const browser = new TestBrowser(server.url);
    const first = await browser.request('/auth/login?returnTo=%2Fnumbers%3Fpage%3D2');
    expect(first.status).toBe(303);
    const authorize = new URL(first.location!);
    expect(authorize.pathname).toBe('/idp/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(browser.cookie('kabinet_login')?.httpOnly).toBe(true);

    const page = last(await browser.follow(first.location!));
    expect(page.url).toMatch(/\/idp\/interaction\/[\w-]+$/);
    expect(page.text).toContain('<html lang="ru">');
    expect(page.text).toContain('Вход в Kabinet');
    expect(page.text).toMatch(/<label for="username">Имя пользователя<\/label>/);
    expect(page.text).toMatch(/<label for="password">Пароль<\/label>/);

    const wrong = last(await browser.submitForm(page, { username: 'admin', password: 'nope' }));
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain('role="alert"');
    expect(wrong.text).toContain('Неверное имя пользователя или пароль.');
    expect(browser.cookie('kabinet_session')).toBeUndefined();

    const pages = await browser.submitForm(wrong, { username: 'admin', password: 'demo' });
    const callback = pages.find((p) => new URL(p.url).pathname === '/auth/callback');
    expect(callback?.status).toBe(303);
    expect(callback?.location).toBe(`${server.url}/numbers?page=2`);
    const setCookie = callback!.setCookies.find((c) => c.startsWith('kabinet_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http://127.0.0.1
    expect(browser.cookie('kabinet_login')).toBeUndefined();

    const session = await browser.request('/auth/session');
    expect(session.status).toBe(200);
    const [admin] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(session.json).toEqual({
      user: {
        userId: admin!.id,
        firstName: 'Айгерим',
        lastName: 'Сарсенова',
        email: 'admin@demo.kabinet.kz',
      },
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // the table keeps a hash of the cookie value, never the value itself
    const cookieValue = browser.cookie('kabinet_session')!.value;
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, admin!.id));
    expect(rows.map((r) => r.id)).toContain(sessionIdFor(cookieValue));
    expect(rows.map((r) => r.id)).not.toContain(cookieValue);
  });

  it('shows the sign-in page in English and Kazakh, and the wrong-credentials error translated', async () => {
    const browser = new TestBrowser(server.url);
    const ru = await openSignInPage(browser);
    const en = await browser.request(`${ru.url}?lang=en`);
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toMatch(/<label for="username">Username<\/label>/);
    const kk = await browser.request(`${ru.url}?lang=kk`);
    expect(kk.text).toContain('<html lang="kk">');
    expect(kk.text).toMatch(/<label for="password">Құпиясөз<\/label>/);
    expect(kk.text).toContain('Қазақша');
    const wrong = last(await browser.submitForm(kk, { username: 'admin', password: 'x' }));
    expect(wrong.text).toContain('Пайдаланушы аты немесе құпиясөз қате.');
    expect(browser.cookie('kabinet_lang')).toBeUndefined();

    // signing in hands the page's language to the portal, which opens in it; readable by the SPA
    await browser.submitForm(wrong, { username: 'admin', password: 'demo' });
    expect(browser.cookie('kabinet_lang')).toMatchObject({ value: 'kk', path: '/', httpOnly: false });
    expect(browser.cookie('kabinet_session')).toBeDefined();

    // ui_locales from the portal's /auth/login?lang= picks the language too
    const fromPortal = last(await new TestBrowser(server.url).follow('/auth/login?lang=en'));
    expect(fromPortal.text).toContain('Sign in to Kabinet');
  });

  it('accepts the access token as a Bearer and refuses tampered, foreign and ID tokens', async () => {
    const browser = new TestBrowser(server.url);
    await signIn(browser, 'admin');
    const id = sessionIdFor(browser.cookie('kabinet_session')!.value);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.id, id));
    const bearer = (token: string) =>
      fetch(`${server.url}/test/whoami`, { headers: { authorization: `Bearer ${token}` } });

    const ok = await bearer(row!.accessToken);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      subject: 'demo-admin',
      email: 'admin@demo.kabinet.kz',
      sessionId: null,
    });

    const [header, payload, signature] = row!.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ iss: `${server.url}/idp`, client_id: 'kabinet', sub: 'demo-admin' });
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'demo-debtor' })).toString('base64url');
    expect((await bearer(`${header}.${forged}.${signature}`)).status).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await bearer(`${header}.${payload}.${flipped}`)).status).toBe(401);
    expect((await bearer(row!.idToken)).status).toBe(401);
    expect((await bearer('not-a-jwt')).status).toBe(401);

    // a token from another issuer, signed with its own key
    const { SignJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ client_id: 'kabinet' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer('https://evil.example/idp')
      .setSubject('demo-admin')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await bearer(foreign)).status).toBe(401);
    // the same, claiming our issuer: the signature does not match the issuer's JWKS
    const impostor = await new SignJWT({ client_id: 'kabinet' })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'at+jwt',
        kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid,
      })
      .setIssuer(`${server.url}/idp`)
      .setSubject('demo-admin')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await bearer(impostor)).status).toBe(401);
    expect((await fetch(`${server.url}/test/whoami`)).status).toBe(401);
  });

  it('refreshes the IdP tokens when under 10 s remain, and ends the session when refresh fails', async () => {
    const browser = new TestBrowser(server.url);
    await signIn(browser, 'admin');
    const id = sessionIdFor(browser.cookie('kabinet_session')!.value);
    const read = async () => (await server.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
    const before = await read();
    // the dev IdP's access tokens live 60 s (decision 012)
    expect(before!.tokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(30_000);

    // 30 s left: nothing to do (refreshes begin at 10 s, up to 15 s earlier per session: decision 028)
    await server.database.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(sessions.id, id));
    expect((await browser.request('/auth/session')).status).toBe(200);
    expect((await read())!.accessToken).toBe(before!.accessToken);

    // 5 s left: refreshed on the server beside the requests (they do not wait for the IdP), once,
    // though three "tabs" ask together, and the session goes on
    await server.database.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() + 5_000) })
      .where(eq(sessions.id, id));
    const answers = await Promise.all([1, 2, 3].map(() => browser.request('/auth/session')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await expect
      .poll(async () => (await read())!.accessToken, { timeout: 20_000 })
      .not.toBe(before!.accessToken);
    const after = await read();
    expect(after!.tokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(30_000);
    expect((await browser.request('/auth/session')).status).toBe(200);

    // expired: the request waits for the refresh, and the session goes on with new tokens
    await server.database.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await browser.request('/auth/session')).status).toBe(200);
    const renewed = await read();
    expect(renewed!.accessToken).not.toBe(after!.accessToken);
    expect(renewed!.tokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(30_000);

    // the IdP refuses the refresh token: the session ends (spec §4: logged out)
    await server.database.db
      .update(sessions)
      .set({ refreshToken: 'revoked-or-garbage', tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    const refused = await browser.request('/auth/session');
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ status: 401, code: 'unauthorized', message: 'unauthorized' });
    expect(await read()).toBeUndefined();
  });

  it('logs out: the session row is gone, the IdP session ends, the next sign-in asks again', async () => {
    const browser = new TestBrowser(server.url);
    await signIn(browser, 'admin');
    const id = sessionIdFor(browser.cookie('kabinet_session')!.value);

    const noHeader = await browser.request('/auth/logout', { method: 'POST' });
    expect(noHeader.status).toBe(400);
    expect((await browser.request('/auth/session')).status).toBe(200);

    const out = await browser.request('/auth/logout', {
      method: 'POST',
      headers: { 'x-requested-with': 'kabinet' },
    });
    expect(out.status).toBe(200);
    const redirectTo = new URL((out.json as { redirectTo: string }).redirectTo);
    expect(redirectTo.pathname).toBe('/idp/session/end');
    expect(redirectTo.searchParams.get('id_token_hint')).toBeTruthy();
    expect(redirectTo.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    expect(browser.cookie('kabinet_session')).toBeUndefined();
    expect(await server.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    expect((await browser.request('/auth/session')).status).toBe(401);

    // the IdP's end-session page submits itself (no confirmation) and redirects straight back
    const endPage = await browser.request(redirectTo.href);
    expect(endPage.status).toBe(200);
    expect(endPage.text).toContain('name="logout" value="yes"');
    expect(endPage.text).toMatch(
      /<script nonce="[^"]+">document\.getElementById\('op\.logoutForm'\)\.submit\(\)<\/script>/,
    );
    const back = await browser.submitForm(endPage, {});
    expect(back[0]!.status).toBe(303);
    expect(back[0]!.location).toBe(`${server.url}/`);

    // a new sign-in shows the sign-in page again instead of redirecting straight back
    const again = await openSignInPage(browser);
    expect(again.status).toBe(200);
    expect(again.text).toContain('name="password"');
  });

  it('refuses open redirects: returnTo is a path of this site or /', async () => {
    const browser = new TestBrowser(server.url);
    const pages = await signIn(browser, 'admin', '//evil.example');
    expect(pages.find((p) => new URL(p.url).pathname === '/auth/callback')?.location).toBe(`${server.url}/`);
    for (const returnTo of ['https://evil.example', '//evil.example/x', '/\\evil.example', '/ok?x=1']) {
      const res = await browser.request(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status).toBe(303);
      expect(res.location).toBe(returnTo === '/ok?x=1' ? `${server.url}/ok?x=1` : `${server.url}/`);
    }
  });

  it('binds a pre-provisioned user by e-mail, and creates a user with no companies for a new subject', async () => {
    const debtor = new TestBrowser(server.url);
    await signIn(debtor, 'debtor');
    const [bound] = await server.database.db.select().from(users).where(eq(users.username, 'debtor'));
    expect(bound!.subject).toBe('demo-debtor');
    expect(((await debtor.request('/auth/session')).json as { user: { userId: string } }).user.userId).toBe(
      bound!.id,
    );

    const guest = new TestBrowser(server.url);
    await signIn(guest, 'guest');
    const [created] = await server.database.db.select().from(users).where(eq(users.subject, 'demo-guest'));
    expect(created).toMatchObject({ email: 'guest@demo.kabinet.kz', firstName: 'Guest', lastName: 'User' });
    expect((await guest.request('/auth/session')).status).toBe(200);
  });

  it('refuses a callback without the login state cookie', async () => {
    const browser = new TestBrowser(server.url);
    const res = await browser.request('/auth/callback?code=abc&state=def');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'unauthorized' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpStore, sessions } from '../db/schema/portal.ts';
import { startAuthTestServer, type AuthTestServer } from '../../test/support/auth-test-server.ts';
import { sessionIdFor } from '../platform/auth/session-store.ts';
import { last, TestBrowser } from '../../test/support/test-browser.ts';
import { createIdpAdapter } from './idp-adapter.ts';
import { loadSigningKeys } from './idp-keys.ts';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer('dev-idp', { usernames: ['admin'] });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function signIn(browser: TestBrowser, username = 'admin'): Promise<void> {
  const page = last(await browser.follow('/auth/login'));
  await browser.submitForm(page, { username, password: 'demo' });
  expect((await browser.request('/auth/session')).status).toBe(200);
}

describe('the embedded dev IdP under /idp', () => {
  it('publishes discovery and a public JWKS for the issuer inside the portal', async () => {
    const discovery = await (await fetch(`${server.url}/idp/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: `${server.url}/idp`,
      authorization_endpoint: `${server.url}/idp/auth`,
      token_endpoint: `${server.url}/idp/token`,
      end_session_endpoint: `${server.url}/idp/session/end`,
      jwks_uri: `${server.url}/idp/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d'); // never the private part
  });

  it('requires PKCE with S256 and a registered redirect URI', async () => {
    const redirectUri = `${server.url}/auth/callback`;
    const authorize = (extra: Record<string, string>) =>
      new TestBrowser(server.url).request(
        `/idp/auth?${new URLSearchParams({ client_id: 'kabinet', response_type: 'code', scope: 'openid', redirect_uri: redirectUri, ...extra })}`,
      );
    const withoutPkce = await authorize({});
    expect(withoutPkce.status).toBe(303);
    expect(new URL(withoutPkce.location!).searchParams.get('error')).toBe('invalid_request');
    const plain = await authorize({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(new URL(plain.location!).searchParams.get('error')).toBe('invalid_request');
    const foreignRedirect = await authorize({
      redirect_uri: 'https://evil.example/cb',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(foreignRedirect.status).toBe(400);
    expect(foreignRedirect.location).toBeNull();
    expect(foreignRedirect.text).toContain('Не удалось выполнить вход');
  });

  it('serves a self-contained sign-in page (no external assets) that lists the demo sign-ins', async () => {
    const page = last(await new TestBrowser(server.url).follow('/auth/login'));
    expect(page.text).toContain('name="viewport"');
    expect(page.text).not.toMatch(/<link|<script|src=|url\(|https?:\/\//);
    for (const username of ['admin', 'debtor', 'noservice', 'guest'])
      expect(page.text).toContain(`<code>${username}</code>`);
  });

  it('keeps everything in PostgreSQL: sessions, tokens and keys survive a restart', async () => {
    const browser = new TestBrowser(server.url);
    await signIn(browser);
    const id = sessionIdFor(browser.cookie('kabinet_session')!.value);
    const [before] = await server.database.db.select().from(sessions).where(eq(sessions.id, id));

    await server.restart();

    const whoami = await fetch(`${server.url}/test/whoami`, {
      headers: { authorization: `Bearer ${before!.accessToken}` },
    });
    expect(whoami.status).toBe(200);
    // the refresh token and the IdP session it is bound to come back from the database
    await server.database.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.id, id));
    expect((await browser.request('/auth/session')).status).toBe(200);
    // refreshed beside the request while the token still holds (decision 028)
    const accessToken = async () =>
      (await server.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.accessToken;
    await expect.poll(accessToken, { timeout: 20_000 }).not.toBe(before!.accessToken);
    // and the IdP still knows the browser: a new sign-in goes straight through
    await server.database.db.delete(sessions).where(eq(sessions.id, id));
    const pages = await browser.follow('/auth/login?returnTo=/again');
    expect(last(pages).url).toBe(`${server.url}/again`);
  });
});

describe('the IdP storage', () => {
  it('stores, consumes, expires and revokes by grant', async () => {
    const Adapter = createIdpAdapter(server.database.db);
    const codes = new Adapter('AuthorizationCode');
    const interactions = new Adapter('Interaction');
    await codes.upsert('code-1', { grantId: 'g-1', accountId: 'demo-admin' }, 60);
    await codes.upsert('code-2', { grantId: 'g-2' }, 60);
    await interactions.upsert('int-1', { uid: 'uid-1' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g-1', accountId: 'demo-admin' });
    expect(await new Adapter('AccessToken').find('code-1')).toBeUndefined(); // models do not mix
    expect(await interactions.findByUid('uid-1')).toMatchObject({ uid: 'uid-1' });

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));

    await codes.upsert('code-3', { grantId: 'g-3' }, 1);
    await server.database.db
      .update(idpStore)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpStore.id, 'code-3'));
    expect(await codes.find('code-3')).toBeUndefined();

    await codes.revokeByGrantId('g-1');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await codes.find('code-2')).toBeDefined();
    await codes.destroy('code-2');
    expect(await codes.find('code-2')).toBeUndefined();
  });

  it('generates the signing key once, even when processes start together', async () => {
    const [a, b] = await Promise.all([
      loadSigningKeys(server.database.db),
      loadSigningKeys(server.database.db),
    ]);
    expect(a.keys[0]!.kid).toBeTruthy();
    expect(b.keys[0]!.kid).toBe(a.keys[0]!.kid);
    const rows = await server.database.db.select().from(idpStore).where(eq(idpStore.model, 'Jwks'));
    expect(rows).toHaveLength(1);
  });
});

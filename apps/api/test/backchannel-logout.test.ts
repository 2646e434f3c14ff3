import { randomUUID } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { DEV_CLIENT_ID, devIssuer } from '../src/idp/dev-client.ts';
import { loadSigningKeys } from '../src/idp/idp-keys.ts';
import { BACKCHANNEL_LOGOUT_PATH } from '../src/platform/auth/backchannel-logout.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 035: OpenID Connect Back-Channel Logout. When the identity provider ends a user's session
// (signed out there, or an administrator ended it), the portal's session ends at once, not at its
// next token refresh.

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

describe('back-channel logout: the identity provider ends portal sessions', () => {
  let server: TestServer;
  const bin = DEMO_COMPANIES.large.bin;
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  const sessionStatus = async (client: TestClient) => (await client.get('/auth/session')).status;
  const sessionsOf = async (subject: string) =>
    (
      await query<{ n: number }>(
        `select count(*)::int as n from portal.sessions s join accounts.users u on u.id = s.user_id
         where u.subject = $1`,
        [subject],
      )
    )[0]!.n;

  /** a logout token as an IdP signs it: the embedded IdP's own key unless another is given */
  async function logoutToken(claims: JWTPayload, options: { key?: 'foreign'; audience?: string } = {}) {
    const { keys } = await loadSigningKeys(server.database.db);
    const jwk = keys[0]!;
    const key =
      options.key === 'foreign'
        ? (await generateKeyPair('RS256', { extractable: true })).privateKey
        : await importJWK(jwk, 'RS256');
    return new SignJWT({ events: { [LOGOUT_EVENT]: {} }, jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'logout+jwt' })
      .setIssuer(devIssuer(server.url))
      .setAudience(options.audience ?? DEV_CLIENT_ID)
      .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
      .sign(key);
  }

  const postLogout = (body: string, contentType = 'application/x-www-form-urlencoded') =>
    fetch(new URL(BACKCHANNEL_LOGOUT_PATH, server.url), {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  /** the user signs out at the identity provider itself (its end-session page), not in the portal */
  async function signOutAtIdp(client: TestClient): Promise<void> {
    const page = await client.follow('/idp/session/end');
    const html = await page.text();
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!form) throw new Error(`no sign-out form: ${page.status}`);
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? '');
    }
    const done = await client.follow(new URL(form[1]!.replace(/&amp;/g, '&'), server.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(done.status).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('signing out at the identity provider ends that session at once; the same user elsewhere stays', async () => {
    const here = await server.as('admin', bin);
    const elsewhere = await server.as('admin', bin);
    const colleague = await server.as('debtor');
    const sids = await query<{ idp_sid: string | null }>(
      `select s.idp_sid from portal.sessions s join accounts.users u on u.id = s.user_id
       where u.subject = 'demo-admin'`,
    );
    // each sign-in remembers its own IdP session
    expect(sids.length).toBeGreaterThanOrEqual(2);
    expect(sids.every((row) => typeof row.idp_sid === 'string' && row.idp_sid.length > 0)).toBe(true);
    expect(new Set(sids.map((row) => row.idp_sid)).size).toBe(sids.length);

    expect((await here.get('/accounts/api/users')).status).toBe(200);
    await signOutAtIdp(here);

    expect(await sessionStatus(here)).toBe(401);
    expect((await here.get('/accounts/api/users')).status).toBe(401);
    expect(await sessionStatus(elsewhere)).toBe(200);
    expect(await sessionStatus(colleague)).toBe(200);
  });

  it('a token naming only the user (an administrator ended their sessions) ends every session of theirs', async () => {
    const one = await server.as('noservice');
    const two = await server.as('noservice');
    const colleague = await server.as('debtor');
    expect(await sessionsOf('demo-noservice')).toBeGreaterThanOrEqual(2);

    const answer = await postLogout(
      new URLSearchParams({ logout_token: await logoutToken({ sub: 'demo-noservice' }) }).toString(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    expect(await sessionsOf('demo-noservice')).toBe(0);
    expect(await sessionStatus(one)).toBe(401);
    expect(await sessionStatus(two)).toBe(401);
    expect(await sessionStatus(colleague)).toBe(200);
  });

  it('refuses a logout token that does not hold with 400 invalid_request, and ends nothing', async () => {
    const user = await server.as('guest');
    const before = await sessionsOf('demo-guest');
    expect(before).toBeGreaterThanOrEqual(1);
    const sub = 'demo-guest';
    const used = await logoutToken({ sub: 'demo-nobody' });
    expect((await postLogout(new URLSearchParams({ logout_token: used }).toString())).status).toBe(200);

    const refusals: [string, Promise<string>][] = [
      ['signed with a key not the IdP', logoutToken({ sub }, { key: 'foreign' })],
      ['for another client', logoutToken({ sub }, { audience: 'another-client' })],
      ['without the logout event', logoutToken({ sub, events: { 'urn:other': {} } })],
      ['with a nonce, like an ID token', logoutToken({ sub, nonce: 'n' })],
      ['naming neither session nor user', logoutToken({})],
      ['issued long ago', logoutToken({ sub, iat: Math.floor(Date.now() / 1000) - 600 })],
      ['already used', Promise.resolve(used)],
      ['not a token', Promise.resolve('not-a-jwt')],
    ];
    for (const [why, token] of refusals) {
      const answer = await postLogout(new URLSearchParams({ logout_token: await token }).toString());
      expect(answer.status, why).toBe(400);
      expect(((await answer.json()) as { error: string }).error, why).toBe('invalid_request');
    }
    const missing = await postLogout('');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_request');
    // a body not a form is refused as a client error, never a server error
    const json = await postLogout(
      JSON.stringify({ logout_token: await logoutToken({ sub }) }),
      'application/json',
    );
    expect(json.status).toBe(400);

    expect(await sessionsOf('demo-guest')).toBe(before);
    expect(await sessionStatus(user)).toBe(200);
  });
});

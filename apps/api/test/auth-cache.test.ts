import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SESSION_SECRET } from '../src/config.ts';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { DEV_CLIENT_ID, deriveDevClientSecret } from '../src/idp/index.ts';
import { AUTH_LISTENER_NAME } from '../src/platform/auth/auth-changes.ts';
import { TestClient, type TestResponse } from './client.ts';
import { freePort } from './postgres.ts';
import { startPortalChild, type ChildServer } from '../../../bench/processes.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 033: signed-in requests take their session, user and company access from a cache in
// each process; PostgreSQL's notifications (migration 0031) drop what another process changed.
// Two server processes on one database: this test's server (A) and a child process (B) that uses
// A's identity provider. Waits poll with a deadline (generous: the machine may be loaded); what is
// asserted is the answer a client gets, never how fast.

const bin = DEMO_COMPANIES.large.bin;
const DEADLINE_MS = 15_000;

/** polls until `check` holds; fails with `what` at the deadline */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The portal's server in a process of its own on A's database, signing in through A's IdP. */
async function startSecondProcess(a: TestServer): Promise<ChildServer> {
  return startPortalChild(a.databaseUrl, await freePort(), {
    NODE_ENV: 'test',
    OIDC_ISSUER: `${a.url}/idp`,
    OIDC_CLIENT_ID: DEV_CLIENT_ID,
    OIDC_CLIENT_SECRET: deriveDevClientSecret(DEVELOPMENT_SESSION_SECRET),
  });
}

describe('the session cache across two server processes (decision 033)', () => {
  let a: TestServer;
  let b: ChildServer;
  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await a.database.pool.query(text, values)).rows as T[];
  const userId = async (username: string) =>
    (await sql<{ id: string }>(`select id from accounts.users where username = $1`, [username]))[0]!.id;
  /** a request at B with the session A's sign-in opened (its cookie header) */
  const atB = (cookie: string, route: string) =>
    new TestClient(b.url).get(route, { headers: { cookie, 'x-client-bin': bin } });
  const status = (res: TestResponse) => `${res.status} ${(res.body as { code?: string } | null)?.code ?? ''}`;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondProcess(a);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('B refuses a session signed out at A', async () => {
    const admin = await a.as('admin', bin);
    const cookie = admin.cookieHeader();
    expect((await atB(cookie, '/api/customers/is-debtor')).status).toBe(200);
    expect((await atB(cookie, '/api/customers/is-debtor')).status).toBe(200);
    const logout = await admin.post('/auth/logout', { headers: { 'x-requested-with': 'kabinet' } });
    expect(logout.status).toBeLessThan(400);
    // A itself refuses at once: its own write dropped its entry before the sign-out answered
    const atA = await new TestClient(a.url).get('/api/customers/is-debtor', {
      headers: { cookie, 'x-client-bin': bin },
    });
    expect(atA.status).toBe(401);
    let last = '';
    await until('B refuses the signed-out session', async () => {
      last = status(await atB(cookie, '/api/customers/is-debtor'));
      return last.startsWith('401');
    });
    expect(last).toBe('401 unauthorized');
  });

  it("B refuses a signed-out session's access token on the very next request (decision 025)", async () => {
    const admin = await a.as('admin', bin);
    const [row] = await sql<{ access_token: string }>(
      `select access_token from portal.sessions order by created_at desc limit 1`,
    );
    const bearer = { authorization: `Bearer ${row!.access_token}` };
    const call = () => new TestClient(b.url).get('/accounts/api/users', { headers: bearer });
    expect((await call()).status).toBe(200);
    await admin.post('/auth/logout', { headers: { 'x-requested-with': 'kabinet' } });
    // no waiting: the revocation list is read on every bearer request, in every process
    const refused = await call();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized' });
  });

  it('B applies a role change made at A (operator → finance: the money screens open)', async () => {
    const admin = await a.as('admin', bin);
    const operator = (await a.as('operator', bin)).cookieHeader();
    const before = await atB(operator, '/api/customers/accounts');
    expect(status(before)).toBe('403 forbidden_by_role');
    const change = await admin.put(`/api/team/members/${await userId('operator')}`, {
      body: { role: 'finance', scope: { allNumbers: true } },
    });
    expect(change.status).toBe(200);
    await until('B lets the new finance user read the accounts', async () => {
      return (await atB(operator, '/api/customers/accounts')).status === 200;
    });
    // …and takes away what the operator role allowed
    const block = await new TestClient(b.url).request('PUT', '/api/subscribers/7001000005/suspend', {
      headers: { cookie: operator, 'x-client-bin': bin, 'idempotency-key': 'auth-cache-1' },
    });
    expect(status(block)).toBe('403 forbidden_by_role');
  });

  it('B applies a membership removed at A: the company is no longer the user’s', async () => {
    const admin = await a.as('admin', bin);
    const auditor = (await a.as('auditor', bin)).cookieHeader();
    expect((await atB(auditor, '/api/customers/is-debtor')).status).toBe(200);
    const removed = await admin.delete(`/api/team/members/${await userId('auditor')}`);
    expect(removed.status).toBe(200);
    let last = '';
    await until('B refuses the removed user', async () => {
      last = status(await atB(auditor, '/api/customers/is-debtor'));
      return last.startsWith('403');
    });
    expect(last).toBe('403 company_not_assigned');
  });

  it('B refuses an API token revoked at A on the very next request', async () => {
    const admin = await a.as('admin', bin);
    const made = await admin.post('/api/api-tokens', { body: { name: 'ERP' } });
    expect(made.status).toBe(200);
    const { token, secret } = made.body as { token: { id: string }; secret: string };
    const call = () =>
      new TestClient(b.url).get('/api/customers/is-debtor', {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await call()).status).toBe(200);
    expect((await admin.delete(`/api/api-tokens/${token.id}`)).status).toBe(200);
    expect((await call()).status).toBe(401);
  });
});

describe('the session cache in one process (decision 033)', () => {
  let server: TestServer;
  let operator: TestClient;
  let operatorId: string;
  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  /** the operator's role written without the trigger's notification, as nothing in the portal does */
  const setRoleSilently = async (role: string) => {
    const client = await server.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`update portal.team_roles set role = $1 where customer_bin = $2 and user_id = $3`, [
        role,
        bin,
        operatorId,
      ]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  /** what the triggers send on a write: through the server's own pool, heard before this resolves */
  const announce = () => sql(`select pg_notify('kabinet_auth', $1)`, [`u:${operatorId}`]);
  const accounts = async () => (await operator.get('/api/customers/accounts')).status;
  /**
   * Until a silent change is not seen: the operator's session is cached as operator while the
   * database says finance. (Each pool connection hears every notification; a copy arriving while a
   * read is under way keeps that read out of the cache, so one try may not be enough.)
   */
  const untilCachedAsOperator = () =>
    until('the session is served from the cache', async () => {
      await setRoleSilently('operator');
      await announce();
      expect(await accounts()).toBe(403);
      await setRoleSilently('finance');
      return (await accounts()) === 403;
    });
  const listeners = async () =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where application_name = $1 and datname = current_database() and state = 'idle' and query ilike 'LISTEN%'`,
        [AUTH_LISTENER_NAME],
      )
    )[0]!.n;

  beforeAll(async () => {
    server = await startTestServer();
    operator = await server.as('operator', bin);
    operatorId = (await sql<{ id: string }>(`select id from accounts.users where username = 'operator'`))[0]!
      .id;
    await until('the listener is connected', async () => (await listeners()) === 1);
  });
  afterAll(() => server?.stop());

  it('serves a cached session without reading it; a notification drops it', async () => {
    await untilCachedAsOperator();
    // the database says finance, the cache operator: a change nobody announced is not seen…
    expect(await accounts()).toBe(403);
    // …until a notification names the user (as migration 0031's triggers send on every write)
    await announce();
    expect(await accounts()).toBe(200);
  });

  it('drops everything when its listener loses PostgreSQL, and listens again', async () => {
    await untilCachedAsOperator();
    // a notification missed while the listener is away would leave the entry stale: the cache empties
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
      AUTH_LISTENER_NAME,
    ]);
    await until('the cache let the silent change through', async () => (await accounts()) === 200);
    await until('the listener is back', async () => (await listeners()) === 1);
    // listening again: a change another connection (another process) makes is seen…
    const other = new pg.Client(server.databaseUrl);
    await other.connect();
    try {
      await other.query(
        `update portal.team_roles set role = 'operator' where customer_bin = $1 and user_id = $2`,
        [bin, operatorId],
      );
    } finally {
      await other.end();
    }
    await until('the change another connection made is seen', async () => (await accounts()) === 403);
    // …and sessions are cached again
    await untilCachedAsOperator();
  });
});

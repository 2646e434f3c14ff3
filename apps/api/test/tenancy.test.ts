import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, SUBSCRIBER_FLAGS, type RouteDef, type SubscriberFlag } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS, DEMO_PROFILES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, pickNumbers, setOwnFlags, sqlOf, untilStateApplied } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

/** A fingerprint of everything a request could change. */
async function snapshot(server: TestServer): Promise<string> {
  const { rows } = await server.database.pool.query(`
    select
      (select md5(string_agg(s::text, ',' order by msisdn)) from operator.subscribers s) as subscribers,
      (select count(*) from portal.action_log) as actions,
      (select md5(string_agg(c::text, ',' order by id)) from accounts.client_services c) as services`);
  return JSON.stringify(rows[0]);
}

function fillPath(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

describe('tenancy: one place, every route', () => {
  let server: TestServer;
  let admin: TestClient;
  const own = DEMO_COMPANIES.large.bin;
  const foreign = DEMO_COMPANIES.debtor.bin;
  let registered: RouteDef[];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin');
    registered = allRoutes.filter((r) => server.app.hasRoute({ method: r.method, url: r.path }));
  });
  afterAll(() => server?.stop());

  it('registers only contract routes, each with a scope and a feature', () => {
    expect(registered.length).toBeGreaterThan(3);
    for (const route of allRoutes) {
      expect(route.scope, route.id).toMatch(/^(public|session|company|subscriber)$/);
      expect(route.feature, route.id).toBeTruthy();
    }
  });

  it('answers 401 unauthorized without a session on every non-public route', async () => {
    const anonymous = server.anonymous();
    for (const route of registered.filter((r) => r.scope !== 'public')) {
      const res = await anonymous.request(
        route.method,
        fillPath(route, { msisdn: DEMO_NUMBERS.active, bin: own }),
        {
          headers: { 'x-client-bin': own },
        },
      );
      expect(res.status, route.id).toBe(401);
      expect(res.body, route.id).toMatchObject({ code: 'unauthorized', message: 'unauthorized' });
    }
  });

  it("refuses another company's BIN and numbers on every tenant-scoped route, changing nothing", async () => {
    const before = await snapshot(server);
    const scoped = registered.filter((r) => r.scope === 'company' || r.scope === 'subscriber');
    expect(scoped.length).toBeGreaterThan(0);
    const foreignNumber = DEMO_NUMBERS.debtorCompany;
    for (const route of scoped) {
      // a company that is not the user's, in the header
      const asForeign = await admin.request(
        route.method,
        fillPath(route, { msisdn: foreignNumber, bin: foreign }),
        {
          headers: { 'x-client-bin': foreign },
          body: route.body ? {} : undefined,
        },
      );
      expect(asForeign.status, `${route.id} foreign header`).toBe(403);
      expect(asForeign.body, route.id).toMatchObject({ code: 'company_not_assigned' });

      // the user's company in the header, another company in the path
      if (route.path.includes(':bin')) {
        const res = await admin.request(
          route.method,
          fillPath(route, { msisdn: DEMO_NUMBERS.active, bin: foreign }),
          {
            headers: { 'x-client-bin': own },
          },
        );
        expect(res.status, `${route.id} foreign path bin`).toBe(403);
      }
      // the user's company, another company's number
      if (route.scope === 'subscriber') {
        const res = await admin.request(route.method, fillPath(route, { msisdn: foreignNumber, bin: own }), {
          headers: { 'x-client-bin': own },
        });
        expect(res.status, `${route.id} foreign msisdn`).toBe(404);
        expect(res.body, route.id).toMatchObject({ code: 'msisdn_not_in_company' });
        // nothing about the number is revealed: no subscriber fields in the answer
        expect(Object.keys(res.body as object).sort()).toEqual([
          'code',
          'detail',
          'instance',
          'message',
          'status',
          'title',
          'type',
        ]);
      }
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('refuses a state-changing company call without X-Client-Bin', async () => {
    const changing = registered.find((r) => r.method !== 'GET' && r.scope !== 'public');
    expect(changing).toBeDefined();
    const res = await admin.request(
      changing!.method,
      fillPath(changing!, { msisdn: DEMO_NUMBERS.active, bin: own }),
      {
        headers: {},
        body: {},
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'client_bin_required' });
  });

  it('answers offer_not_approved for a company whose offer is not approved', async () => {
    const res = await admin.get('/api/customers/is-debtor', {
      headers: { 'x-client-bin': DEMO_COMPANIES.unapproved.bin },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'offer_not_approved' });
  });

  it('answers feature_not_available when the profile lacks the feature', async () => {
    // the documents-only company has no numbers features
    const res = await admin.get(`/api/subscribers/${DEMO_NUMBERS.smallCompany}`, {
      headers: { 'x-client-bin': DEMO_COMPANIES.small.bin },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature_not_available' });
  });

  describe('letter flags (spec §6)', () => {
    const ALL_FLAGS = Object.keys(SUBSCRIBER_FLAGS) as SubscriberFlag[];
    const number = DEMO_NUMBERS.contractPhone; // active, with contract phones: every route has data
    const headers = { 'x-client-bin': own };
    const pathOf = (route: RouteDef) => fillPath(route, { msisdn: number, bin: own });
    afterAll(() => setOwnFlags(server, number, null));

    it('refuses every flagged subscriber route on a number lacking its letter, changing nothing', async () => {
      const flagged = registered.filter((r) => r.scope === 'subscriber' && r.flag);
      expect(flagged.map((r) => r.id)).toEqual(
        expect.arrayContaining(['services.suspend', 'subscribers.get']),
      );
      for (const route of flagged) {
        // every letter but the route's own: the refusal is for that letter alone
        await setOwnFlags(
          server,
          number,
          ALL_FLAGS.filter((f) => f !== route.flag),
        );
        const before = await snapshot(server);
        const res = await admin.request(route.method, pathOf(route), {
          headers,
          body: route.body ? {} : undefined,
        });
        expect(res.status, route.id).toBe(403);
        expect(res.body, route.id).toMatchObject({
          code: 'feature_not_available',
          message: 'feature_not_available',
        });
        expect(await snapshot(server), route.id).toBe(before);
      }
    });

    it('does not block (PUT /suspend) a number without C, and does with it', async () => {
      const [plain] = await pickNumbers(server, 1);
      const number = plain!;
      await setOwnFlags(server, number, ['T', 'Y', 'W']);
      const refused = await admin.put(`/api/subscribers/${number}/suspend`, { headers });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'feature_not_available' });
      const state = async () =>
        (
          await sqlOf(server)<{ s: number }>(
            `select lc_state_id as s from operator.subscribers where msisdn = $1`,
            [number],
          )
        )[0]!.s;
      expect(await state()).toBe(20);
      expect(await actionsOf(server, number)).toEqual([]);

      await setOwnFlags(server, number, ['C', 'T', 'Y', 'W']);
      const done = await admin.put(`/api/subscribers/${number}/suspend`, { headers });
      expect(done.status).toBe(200);
      expect(await state()).toBe(42);
      await untilStateApplied(server, number);
      const back = await admin.put(`/api/subscribers/${number}/activate`, { headers });
      expect(back.status).toBe(200);
    });

    it("names each route's flag in the OpenAPI document", async () => {
      const res = await server.anonymous().get('/api/docs/json');
      const doc = res.body as { paths: Record<string, Record<string, { description?: string }>> };
      expect(doc.paths['/api/subscribers/{msisdn}/suspend']?.put?.description).toContain('letter flag: C');
      expect(doc.paths['/api/subscribers/{msisdn}/contract-phone']?.get?.description).toContain(
        'letter flag: W',
      );
    });

    it('does not show the contract phone without W', async () => {
      await setOwnFlags(server, number, ['C', 'T', 'Y']);
      const refused = await admin.get(`/api/subscribers/${number}/contract-phone`, { headers });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'feature_not_available' });
      await setOwnFlags(server, number, ['W']);
      const shown = await admin.get(`/api/subscribers/${number}/contract-phone`, { headers });
      expect(shown.status).toBe(200);
    });

    it("takes the company profile's flags for a number without its own (Y off: no detail)", async () => {
      await setOwnFlags(server, number, null);
      const sql = sqlOf(server);
      const profile = DEMO_PROFILES.full;
      const opened = await admin.get(`/api/subscribers/${number}`, { headers });
      expect(opened.status).toBe(200);
      await sql(
        `update portal.feature_profiles set subscriber_flags = array_remove(subscriber_flags, 'Y') where name = $1`,
        [profile],
      );
      try {
        const refused = await admin.get(`/api/subscribers/${number}`, { headers });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'feature_not_available' });
        // a number with its own Y still opens
        await setOwnFlags(server, number, ['Y']);
        expect((await admin.get(`/api/subscribers/${number}`, { headers })).status).toBe(200);
      } finally {
        await sql(
          `update portal.feature_profiles set subscriber_flags = array_append(subscriber_flags, 'Y') where name = $1`,
          [profile],
        );
        await setOwnFlags(server, number, null);
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEAM } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Issue 41 item 13: numbers a request body names are checked by the one tenancy guard against a
// scoped user's groups (RouteDef.bodyNumbers), as the path's number is: a number outside them is a
// foreign one (404) and nothing is done. The cost-centre assignment once forgot it in its service.

const LARGE = DEMO_COMPANIES.large.bin;
const IN_GROUP = DEMO_TEAM.inGroup[0];
const OUT_OF_GROUP = DEMO_TEAM.outOfGroup;

describe('numbers in a body, for a user scoped to number groups (decision 037)', () => {
  let server: TestServer;
  let admin: TestClient;
  let finance: TestClient;
  let centreId: number;

  const centreNumbers = async () => {
    const res = await admin.get('/api/cost-centres');
    expect(res.status, res.text).toBe(200);
    const centres = res.body as { id: number; numbers: number }[];
    return centres.find((c) => c.id === centreId)!.numbers;
  };

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    const sql = sqlOf(server);
    admin = await server.as('admin', LARGE);
    // the finance member, scoped to the head of sales' group: money and cost centres, those numbers only
    const [group] = await sql<{ id: string }>(
      'select id from portal.number_groups where customer_bin = $1 and name = $2',
      [LARGE, DEMO_TEAM.group],
    );
    const [member] = await sql<{ id: string }>(`select id from accounts.users where username = 'finance'`);
    const scoped = await admin.put(`/api/team/members/${member!.id}`, {
      body: { role: 'finance', scope: { allNumbers: false, groupIds: [group!.id] } },
    });
    expect(scoped.status, scoped.text).toBe(200);
    finance = await server.as('finance', LARGE);
    const created = await admin.post('/api/cost-centres', { body: { code: 'SCOPE-1', name: 'Scope' } });
    expect(created.status, created.text).toBe(200);
    centreId = (created.body as { id: number }).id;
  });
  afterAll(() => server?.stop());

  it('refuses a cost-centre assignment naming a number outside the groups, and assigns nothing', async () => {
    const res = await finance.post('/api/cost-centres/assignments', {
      body: { costCentreId: centreId, msisdns: [IN_GROUP, OUT_OF_GROUP] },
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
    expect(await centreNumbers()).toBe(0);
    // the same assignment of the group's number alone goes through
    const ok = await finance.post('/api/cost-centres/assignments', {
      body: { costCentreId: centreId, msisdns: [IN_GROUP] },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await centreNumbers()).toBe(1);
  });

  it('refuses a transfer from or to a number outside the groups before the billing is asked', async () => {
    const res = await finance.post('/api/customers/transfer-payment', {
      headers: { 'idempotency-key': 'b0dd1e5c-0000-4000-8000-000000000001' },
      body: { msisdnFrom: IN_GROUP, msisdnTo: OUT_OF_GROUP, tenge: '1', tiyn: '00' },
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
  });

  it('leaves an administrator, who sees every number, to the route’s own rules', async () => {
    const res = await admin.post('/api/cost-centres/assignments', {
      body: { costCentreId: centreId, msisdns: [OUT_OF_GROUP] },
    });
    expect(res.status, res.text).toBe(200);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, PERMISSIONS, roleAllows, ROLES, type Role, type RouteDef } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS, DEMO_TEAM } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// decision 029: every contract route × every role, and a scoped user × a number outside their
// groups. The guard is one hook (platform/tenancy.ts); this walk fails for a route that answers a
// role it must refuse, or a number outside the scope that answers at all.

const own = DEMO_COMPANIES.large.bin;
const inGroup = DEMO_NUMBERS.active;
const outOfGroup = DEMO_TEAM.outOfGroup;
const foreignNumber = DEMO_NUMBERS.debtorCompany;
/** the demo user of each role in the large company */
const USERS: Record<Role, string> = {
  administrator: 'admin',
  operator: 'operator',
  finance: 'finance',
  'read-only': 'auditor',
};
const PROBLEM_KEYS = ['code', 'detail', 'instance', 'message', 'status', 'title', 'type'];

async function snapshot(server: TestServer): Promise<string> {
  const { rows } = await server.database.pool.query(`
    select
      (select md5(string_agg(s::text, ',' order by msisdn)) from operator.subscribers s) as subscribers,
      (select count(*) from portal.action_log) as actions,
      (select count(*) from portal.report_requests) as reports,
      (select count(*) from portal.bulk_jobs) as jobs,
      (select md5(coalesce(string_agg(r::text, ',' order by user_id), '')) from portal.team_roles r) as roles,
      (select count(*) from portal.number_group_members) as members,
      (select count(*) from portal.team_invitations) as invitations`);
  return JSON.stringify(rows[0]);
}

const fillPath = (route: RouteDef, msisdn: string) =>
  route.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'msisdn' ? msisdn : name === 'bin' ? own : name === 'email' ? 'a@b.kz' : '1',
  );

function call(client: TestClient, route: RouteDef, msisdn: string) {
  return client.request(route.method, fillPath(route, msisdn), {
    headers: { 'x-client-bin': own, 'idempotency-key': `walk-${route.id}-${Math.random()}` },
    body: route.body ? {} : undefined,
  });
}

describe('roles and scopes: one guard, every route', () => {
  let server: TestServer;
  let registered: RouteDef[];
  const clients = {} as Record<Role, TestClient>;
  let head: TestClient;

  beforeAll(async () => {
    // the walk sends a few hundred state-changing calls: the rate limits are another test's subject
    server = await startTestServer({ RATE_LIMIT_FACTOR: '1000' });
    for (const role of Object.keys(USERS) as Role[]) clients[role] = await server.as(USERS[role]!, own);
    head = await server.as(DEMO_TEAM.scoped, own);
    registered = allRoutes.filter((r) => server.app.hasRoute({ method: r.method, url: r.path }));
  });
  afterAll(() => server?.stop());

  const tenantRoutes = () => registered.filter((r) => r.scope === 'company' || r.scope === 'subscriber');

  it('declares a permission of the roles table on every route', () => {
    expect(registered.length).toBe(allRoutes.length);
    for (const route of allRoutes) {
      expect(PERMISSIONS, route.id).toContain(route.permission);
      // a role belongs to a company: routes without one are open to every signed-in user
      if (route.scope === 'public' || route.scope === 'session')
        expect(route.permission, route.id).toBe('any');
    }
    // every permission is some role's, and only the administrator manages users
    for (const permission of PERMISSIONS)
      expect(
        Object.values(ROLES).some((granted) => (granted as readonly string[]).includes(permission)),
      ).toBe(true);
    expect((Object.keys(ROLES) as Role[]).filter((r) => roleAllows(r, 'team.manage'))).toEqual([
      'administrator',
    ]);
  });

  it('refuses every route a role may not use with 403 forbidden_by_role, changing nothing', async () => {
    const before = await snapshot(server);
    let refusals = 0;
    for (const role of Object.keys(USERS) as Role[]) {
      for (const route of tenantRoutes().filter((r) => !roleAllows(role, r.permission))) {
        const res = await call(clients[role], route, inGroup);
        expect(res.status, `${role} ${route.id}`).toBe(403);
        expect(res.body, `${role} ${route.id}`).toMatchObject({
          code: 'forbidden_by_role',
          message: 'forbidden_by_role',
        });
        refusals++;
      }
    }
    // operator, finance and read-only each lose something; the administrator nothing
    expect(refusals).toBeGreaterThan(60);
    expect(await snapshot(server)).toBe(before);
  });

  it('answers a number outside the scope exactly as a foreign one, on every per-number route', async () => {
    const before = await snapshot(server);
    const perNumber = tenantRoutes().filter((r) => r.scope === 'subscriber');
    expect(perNumber.length).toBeGreaterThan(30);
    for (const route of perNumber) {
      const outside = await call(head, route, outOfGroup);
      const foreign = await call(head, route, foreignNumber);
      expect(outside.status, route.id).toBe(foreign.status);
      expect((outside.body as { code: string }).code, route.id).toBe((foreign.body as { code: string }).code);
      if (roleAllows('operator', route.permission)) {
        expect(outside.status, route.id).toBe(404);
        expect(Object.keys(outside.body as object).sort(), route.id).toEqual(PROBLEM_KEYS);
      }
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('lets each role use what its row allows (the guard never refuses those)', async () => {
    for (const role of Object.keys(USERS) as Role[]) {
      for (const route of tenantRoutes().filter((r) => roleAllows(role, r.permission))) {
        const res = await call(clients[role], route, inGroup);
        expect((res.body as { code?: string } | null)?.code, `${role} ${route.id}`).not.toBe(
          'forbidden_by_role',
        );
      }
    }
    for (const route of tenantRoutes().filter(
      (r) => r.scope === 'subscriber' && roleAllows('operator', r.permission),
    )) {
      const res = await call(head, route, inGroup);
      expect((res.body as { code?: string } | null)?.code, `head ${route.id}`).not.toBe(
        'msisdn_not_in_company',
      );
    }
  });
});

describe("a department head's lists, exports and reports hold their group only", () => {
  let server: TestServer;
  let head: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    head = await server.as(DEMO_TEAM.scoped, own);
  });
  afterAll(() => server?.stop());

  it('lists, counts and searches only the numbers of the group', async () => {
    const all = await head.post('/api/customers/subscribers', { query: { pageSize: 100 }, body: {} });
    expect(all.status, all.text).toBe(200);
    const list = all.body as { totalSubscriptions: number; data: { msisdn: string }[] };
    expect(list.totalSubscriptions).toBe(DEMO_TEAM.groupSize);
    expect(list.data.map((c) => c.msisdn)).toEqual(expect.arrayContaining([...DEMO_TEAM.inGroup]));
    expect(list.data.map((c) => c.msisdn)).not.toContain(outOfGroup);
    const search = await head.post('/api/customers/subscribers', { body: { msisdnPart: outOfGroup } });
    expect((search.body as { totalSubscriptions: number }).totalSubscriptions).toBe(0);
  });

  it("offers the filters of the scope's numbers only: their tariffs and accounts", async () => {
    const sql = sqlOf(server);
    // a user scoped to a group of one number: its tariff and account are all they are offered
    const admin = await server.as('admin', own);
    const single = DEMO_NUMBERS.active;
    const group = (await admin.post('/api/team/groups', { body: { name: 'Один номер' } })).body as {
      id: string;
    };
    expect(
      (await admin.post(`/api/team/groups/${group.id}/numbers`, { body: { msisdns: [single] } })).status,
    ).toBe(200);
    const [auditorRow] = await sql<{ id: string }>(
      `select id from accounts.users where username = 'auditor'`,
    );
    const scoped = await admin.put(`/api/team/members/${auditorRow!.id}`, {
      body: { role: 'read-only', scope: { allNumbers: false, groupIds: [group.id] } },
    });
    expect(scoped.status, scoped.text).toBe(200);
    const [number] = await sql<{ tariff_id: string; account_number: string }>(
      `select tariff_id, account_number from operator.subscribers where msisdn = $1`,
      [single],
    );

    type Options = { tariffs: { id: string }[]; accounts: string[] };
    const auditor = await server.as('auditor', own);
    const mine = (await auditor.get('/api/customers/subscribers/filter-options')).body as Options;
    expect(mine.tariffs.map((t) => t.id)).toEqual([number!.tariff_id]);
    expect(mine.accounts).toEqual([number!.account_number]);
    // the company's options are wider: the scope narrowed them
    const company = (await admin.get('/api/customers/subscribers/filter-options')).body as Options;
    expect(company.tariffs.length).toBeGreaterThan(1);
    expect(company.accounts.length).toBeGreaterThan(1);
    // the department head's group: the tariffs of its numbers exactly
    const headOptions = (await head.get('/api/customers/subscribers/filter-options')).body as Options;
    const headTariffs = await sql<{ id: string }>(
      `select distinct s.tariff_id as id from operator.subscribers s
        join portal.number_group_members m on m.msisdn = s.msisdn
        join portal.number_groups g on g.id = m.group_id and g.name = $1 order by 1`,
      [DEMO_TEAM.group],
    );
    expect(headOptions.tariffs.map((t) => t.id).sort()).toEqual(headTariffs.map((t) => t.id));
  });

  it("lists the texts sent to the group's numbers only", async () => {
    const sql = sqlOf(server);
    const [inside] = DEMO_TEAM.inGroup;
    await sql(
      `insert into portal.sent_texts (customer_bin, msisdn, text) values ($3, $1, 'to the group'), ($3, $2, 'outside the group')`,
      [inside, outOfGroup, own],
    );
    const messagesOf = (body: unknown) => (body as { messages: { msisdn: string; text: string }[] }).messages;
    const mine = await head.get('/api/mailbox/sms');
    expect(mine.status, mine.text).toBe(200);
    expect(messagesOf(mine.body).map((m) => m.text)).toContain('to the group');
    expect(messagesOf(mine.body).map((m) => m.msisdn)).not.toContain(outOfGroup);
    const admin = await server.as('admin', own);
    expect(messagesOf((await admin.get('/api/mailbox/sms')).body).map((m) => m.text)).toEqual(
      expect.arrayContaining(['to the group', 'outside the group']),
    );
  });

  it('exports the group only', async () => {
    const res = await head.raw('/api/customers/subscribers/export?format=csv&separator=comma&language=en', {
      method: 'POST',
      headers: { 'x-client-bin': own, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(DEMO_TEAM.groupSize);
    expect(lines.some((line) => line.includes(outOfGroup))).toBe(false);
  });

  it('downloads a subscribers report of the group only', async () => {
    const res = await head.raw('/api/reports/subscribers-report/file?format=xls&language=ru', {
      headers: { 'x-client-bin': own },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const numbers: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      // decision 030: the cost centre opens the row, the number is the second cell
      const digits = String(row.getCell(2).value ?? '').replace(/\D/g, '');
      if (/^7\d{9}$/.test(digits)) numbers.push(digits);
    });
    expect(numbers).toHaveLength(DEMO_TEAM.groupSize);
    expect(numbers).not.toContain(outOfGroup);
  });

  it('refuses a bulk selection or a transfer naming a number outside the group (404), doing nothing', async () => {
    const before = (await server.database.pool.query('select count(*)::int as n from portal.bulk_jobs'))
      .rows[0];
    const bulk = await head.post('/api/bulk/jobs', {
      headers: { 'idempotency-key': 'head-bulk-1' },
      body: { action: 'block', selection: { msisdns: [inGroup, outOfGroup] } },
    });
    expect(bulk.status, bulk.text).toBe(404);
    expect(bulk.body).toMatchObject({ code: 'msisdn_not_in_company' });
    expect(
      (await server.database.pool.query('select count(*)::int as n from portal.bulk_jobs')).rows[0],
    ).toEqual(before);
    // all matching a search: the group's numbers, not the company's
    const all = await head.post('/api/bulk/jobs', {
      headers: { 'idempotency-key': 'head-bulk-2' },
      body: { action: 'label_set', argument: 'Sales', selection: { search: {} } },
    });
    expect(all.status, all.text).toBe(200);
    expect(all.body).toMatchObject({ total: DEMO_TEAM.groupSize });
  });

  it('puts a number moved into the group in scope on the next request', async () => {
    const admin = await server.as('admin', own);
    expect((await head.get(`/api/subscribers/${outOfGroup}`)).status).toBe(404);
    const groups = await admin.get('/api/team/groups');
    const group = (groups.body as { groups: { id: string; name: string }[] }).groups.find(
      (g) => g.name === DEMO_TEAM.group,
    )!;
    const added = await admin.post(`/api/team/groups/${group.id}/numbers`, {
      body: { msisdns: [outOfGroup, foreignNumber] },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toEqual({ added: 1, notInCompany: [foreignNumber] });
    expect((await head.get(`/api/subscribers/${outOfGroup}`)).status).toBe(200);
    // ...and out of scope again once taken out
    await admin.post(`/api/team/groups/${group.id}/numbers/remove`, { body: { msisdns: [outOfGroup] } });
    expect((await head.get(`/api/subscribers/${outOfGroup}`)).status).toBe(404);
  });
});

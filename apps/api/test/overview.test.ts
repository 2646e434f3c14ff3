import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewSchema, type Overview } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_TEAM } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf, syncSpend } from './operator-fixtures.ts';
import { MONTH, TODAY } from './clock.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decisions 029 and 030: the overview of a user with a number scope counts the numbers of their
// groups only (a number out of scope is as foreign), and company money reaches finance.read only.

const LARGE = DEMO_COMPANIES.large.bin;
const IN_GROUP = DEMO_TEAM.inGroup[0];
const OUT_OF_GROUP = DEMO_TEAM.outOfGroup;

describe('the overview narrows to the number scope and hides company money (decisions 029, 030)', () => {
  let server: TestServer;
  let admin: TestClient;
  let head: TestClient;
  let sql: ReturnType<typeof sqlOf>;

  const overviewOf = async (client: TestClient): Promise<Overview> => {
    const res = await client.get('/api/overview');
    expect(res.status, res.text).toBe(200);
    return overviewSchema.parse(res.body);
  };
  const groupMembers = async () =>
    (
      await sql<{ msisdn: string }>(
        `select m.msisdn from portal.number_group_members m
          join portal.number_groups g on g.id = m.group_id where g.customer_bin = $1 and g.name = $2`,
        [LARGE, DEMO_TEAM.group],
      )
    ).map((r) => r.msisdn);

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    sql = sqlOf(server);
    admin = await server.as('admin', LARGE);
    head = await server.as(DEMO_TEAM.scoped, LARGE);
    // the month's largest charges: one number in the head's group, one outside it, each then given
    // a limit it is near (the limit's change is also each number's last action)
    for (const [msisdn, amount] of [
      [IN_GROUP, 90_000_000],
      [OUT_OF_GROUP, 95_000_000],
    ] as const) {
      await sql(
        `insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
         values ($1, $2, 'VOICE_OUT', '7012345678', 60, 60, 'SEC', $3)`,
        [msisdn, `${TODAY}T10:00:00+05:00`, amount],
      );
      const spend = await admin.get(`/api/subscribers/${msisdn}/spend`);
      expect(spend.status, spend.text).toBe(200);
      const spent = (spend.body as { spent: number }).spent;
      const set = await admin.put(`/api/subscribers/${msisdn}/spend-limit`, {
        body: { monthlyLimit: Math.ceil(spent / 90) * 100, blockAtLimit: false },
      });
      expect(set.status, set.text).toBe(200);
    }
    // the charges reach the overview with the next spend sync (decision 030)
    await syncSpend(server, LARGE);
  });
  afterAll(() => server?.stop());

  it("a scoped operator sees their group's numbers only, and no company money", async () => {
    const members = await groupMembers();
    expect(members).toContain(IN_GROUP);
    expect(members).not.toContain(OUT_OF_GROUP);
    const view = await overviewOf(head);

    expect(view.money).toBeNull();
    expect(view.states.reduce((sum, s) => sum + s.count, 0)).toBe(DEMO_TEAM.groupSize);
    const top = view.topSpenders.map((t) => t.msisdn);
    expect(top[0]).toBe(IN_GROUP);
    expect(top).not.toContain(OUT_OF_GROUP);
    expect(top.every((m) => members.includes(m))).toBe(true);

    const [near] = await sql<{ n: number }>(
      `select count(*)::int as n from portal.spend_limits l
        join operator.spend_months sm on sm.msisdn = l.msisdn and sm.month = $2
        where l.msisdn = any($1) and sm.amount * 100 >= l.monthly_limit * 80 and sm.amount < l.monthly_limit`,
      [members, MONTH],
    );
    expect(near!.n).toBeGreaterThanOrEqual(1);
    expect(view.limits.near).toBe(near!.n);

    // the month's spend: the group's per-number rows, without kinds, and no cost centres
    const [spent] = await sql<{ total: string }>(
      `select coalesce(sum(amount), 0) as total from operator.spend_months where msisdn = any($1) and month = $2`,
      [members, MONTH],
    );
    expect(view.spendThisMonth).toBe(Number(spent!.total));
    expect(view.months.at(-1)).toMatchObject({ month: MONTH, byKind: null, total: Number(spent!.total) });
    expect(view.byCostCentre).toEqual([]);

    // the last actions: on the group's numbers only, none about the whole company
    expect(view.lastActions.map((a) => a.msisdn)).toContain(IN_GROUP);
    expect(view.lastActions.every((a) => a.msisdn !== null && members.includes(a.msisdn))).toBe(true);
  });

  it('an administrator sees the whole company and its money, never the scoped answer read beside it', async () => {
    // both at once: the reads are shared per company AND scope, so neither gets the other's
    const [scoped, whole] = await Promise.all([overviewOf(head), overviewOf(admin)]);
    const [{ n: numbers }] = (await sql<{ n: number }>(
      'select count(*)::int as n from operator.subscribers where customer_bin = $1',
      [LARGE],
    )) as [{ n: number }];

    expect(whole.states.reduce((sum, s) => sum + s.count, 0)).toBe(numbers);
    expect(whole.topSpenders[0]!.msisdn).toBe(OUT_OF_GROUP);
    expect(whole.limits.near).toBeGreaterThan(scoped.limits.near);
    expect(whole.money).not.toBeNull();
    expect(whole.money!.balance).toBe(
      Number(
        (
          await sql<{ b: string }>(
            'select coalesce(sum(balance), 0) as b from operator.billing_accounts where customer_bin = $1',
            [LARGE],
          )
        )[0]!.b,
      ),
    );
    expect(whole.months.at(-1)!.byKind).not.toBeNull();
    expect(whole.lastActions.map((a) => a.msisdn)).toContain(OUT_OF_GROUP);

    // and the scoped user right after the administrator still gets the narrowed answer
    const again = await overviewOf(head);
    expect(again.money).toBeNull();
    expect(again.topSpenders.map((t) => t.msisdn)).not.toContain(OUT_OF_GROUP);
  });

  it('company money reaches finance.read only: the operator role sees every number but no money', async () => {
    const operator = await overviewOf(await server.as('operator', LARGE));
    expect(operator.money).toBeNull();
    expect(operator.topSpenders[0]!.msisdn).toBe(OUT_OF_GROUP);
    const finance = await overviewOf(await server.as('finance', LARGE));
    expect(finance.money).not.toBeNull();
  });

  it("a scoped user's pending bulk jobs and reports are those they started, an administrator's are the company's", async () => {
    const userId = async (username: string) =>
      (await sql<{ id: string }>('select id from accounts.users where username = $1', [username]))[0]!.id;
    // queued rows no worker is told of: they stay pending for the test (one report of a kind per number)
    const queue = async (username: string, key: string, msisdn: string) => {
      const id = await userId(username);
      await sql(
        `insert into portal.bulk_jobs (customer_bin, user_id, action, state, idempotency_key, request_hash, total)
         values ($1, $2, 'LABEL', 'queued', $3, 'test', 1)`,
        [LARGE, id, key],
      );
      await sql(
        `insert into portal.report_requests (customer_bin, user_id, msisdn, report_type, email, state)
         values ($1, $2, $3, 'SUBSCRIBERS', 'x@example.kz', 'queued')`,
        [LARGE, id, msisdn],
      );
    };
    const before = { admin: (await overviewOf(admin)).pending, head: (await overviewOf(head)).pending };
    await queue('admin', 'overview-pending-admin', OUT_OF_GROUP);
    const whole = (await overviewOf(admin)).pending;
    expect(whole.bulkJobs).toBe(before.admin.bulkJobs + 1);
    expect(whole.reports).toBe(before.admin.reports + 1);
    // another user's work is not the scoped user's to see
    expect((await overviewOf(head)).pending).toMatchObject({
      bulkJobs: before.head.bulkJobs,
      reports: before.head.reports,
    });

    await queue(DEMO_TEAM.scoped, 'overview-pending-head', IN_GROUP);
    expect((await overviewOf(head)).pending).toMatchObject({
      bulkJobs: before.head.bulkJobs + 1,
      reports: before.head.reports + 1,
    });
    expect((await overviewOf(admin)).pending).toMatchObject({
      bulkJobs: whole.bulkJobs + 1,
      reports: whole.reports + 1,
    });
  });
});

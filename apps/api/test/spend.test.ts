import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, formatMsisdn, numberSpendSchema, overviewSchema } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { accrueDay, closeBillingDays } from '../src/operator/reference/spend/index.ts';
import type { TestClient } from './client.ts';
import { LAST_MONTH, MONTH, TODAY } from './clock.ts';
import { reindexLine, syncSpend } from './operator-fixtures.ts';
import { isTmfMode, startTestServer, type TestServer } from './server.ts';

// Decision 030: the charges the overview, the invoices and the usage details read are the same rows;
// limits alert once per threshold and month and bar outgoing at 100 % when asked, lifted when raised
// or on the 1st.

/** 00:00 in Kazakhstan of a YYYY-MM-DD day */
const almaty = (day: string) => `${day}T00:00:00+05:00`;
const LARGE = DEMO_COMPANIES.large.bin;
type Json = Record<string, unknown>;
/** the report spreadsheets' first data row (a title and the header above it) */
const XLSX_FIRST_DATA_ROW = 6;

describe('spend: charges, limits and alerts (decision 030)', () => {
  let server: TestServer;
  let admin: TestClient;
  const sql = async <T = Json>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    admin = await server.as('admin', LARGE);
  });
  afterAll(() => server?.stop());

  // the overview after the billing's charges reached the portal: its spend sync run first, as the
  // job does on its schedule (decision 030)
  const overview = async () => {
    await syncSpend(server, LARGE);
    const res = await admin.get('/api/overview');
    expect(res.status, res.text).toBe(200);
    return overviewSchema.parse(res.body);
  };
  const spendOf = async (msisdn: string, month?: string) => {
    const res = await admin.get(`/api/subscribers/${msisdn}/spend`, { query: { month } });
    expect(res.status, res.text).toBe(200);
    return numberSpendSchema.parse(res.body);
  };
  /** a charge arriving from the network, rated: the usage record the billing writes */
  const charge = (msisdn: string, amount: number, at = `${TODAY}T10:00:00+05:00`) =>
    sql(
      `insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
       values ($1, $2, 'VOICE_OUT', '7012345678', 60, 60, 'SEC', $3)`,
      [msisdn, at, amount],
    );

  it('adds up: the usage details, the invoice and the spend of a number agree to the tiyn', async () => {
    const msisdn = DEMO_NUMBERS.active;
    const usage = await admin.raw(
      `/api/reports/subscribers/${msisdn}/usage-details/file?startDate=${LAST_MONTH}&endDate=${addDays(MONTH, -1)}&format=xls`,
      { headers: { 'x-client-bin': LARGE } },
    );
    expect(usage.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await usage.arrayBuffer());
    let usageTiyn = 0;
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n >= XLSX_FIRST_DATA_ROW) usageTiyn += Math.round(Number(row.getCell(7).value) * 100);
    });

    const [account] = await sql<{ account_number: string }>(
      'select account_number from operator.subscribers where msisdn = $1',
      [msisdn],
    );
    const invoice = await admin.raw(
      `/api/reports/billing-invoice?accountNumber=${account!.account_number}&invoiceDate=${LAST_MONTH}&format=json&language=en`,
      { headers: { 'x-client-bin': LARGE } },
    );
    expect(invoice.status).toBe(200);
    const rows = (JSON.parse(await invoice.text()) as { rows: { msisdn?: string; amount: number }[] }).rows;
    const invoiceTiyn = rows.filter((r) => r.msisdn === msisdn).reduce((s, r) => s + r.amount, 0);

    const spend = await spendOf(msisdn, LAST_MONTH.slice(0, 7));
    expect(usageTiyn).toBeGreaterThan(0);
    expect(invoiceTiyn).toBe(usageTiyn);
    expect(spend.spent).toBe(usageTiyn);
    expect(spend.month).toBe(LAST_MONTH);

    // the company's last month on the overview is every usage record of its numbers in it (UTC+5)
    const [company] = await sql<{ total: string }>(
      `select coalesce(sum(u.amount), 0) as total from operator.usage_records u
         join operator.subscribers s on s.msisdn = u.msisdn
        where s.customer_bin = $1 and u.occurred_at >= $2 and u.occurred_at < $3`,
      [LARGE, almaty(LAST_MONTH), almaty(MONTH)],
    );
    const view = await overview();
    expect(view.months).toHaveLength(12);
    expect(view.months.at(-1)!.month).toBe(MONTH);
    expect(view.months.find((m) => m.month === LAST_MONTH)!.total).toBe(Number(company!.total));
    expect(view.months.find((m) => m.month === LAST_MONTH)!.byKind?.subscription).toBeGreaterThan(0);
    // the states are the company's lines by state in the portal's index (decision 034)
    const states = await sql<{ id: number; n: string }>(
      'select lc_state_id as id, count(*) as n from operator.subscribers where customer_bin = $1 group by 1 order by 1',
      [LARGE],
    );
    expect(view.states.map((s) => [s.lcStateId, s.count]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      states.map((s) => [s.id, Number(s.n)]),
    );
    const [{ low }] = (await sql<{ low: string }>(
      `select count(*) as low from operator.subscribers where customer_bin = $1 and type = 'PREPAID'
         and available_by_credit_limit_or_pia_balance < 50000`,
      [LARGE],
    )) as [{ low: string }];
    expect(view.lowPrepaid.count).toBe(Number(low));
    // a number blocked (the operator's state change, read into the index as after its event) moves
    // one count from active to blocked
    const countOf = (v: typeof view, id: number) => v.states.find((st) => st.lcStateId === id)?.count ?? 0;
    await sql('update operator.subscribers set lc_state_id = 42 where msisdn = $1 and lc_state_id = 20', [
      DEMO_NUMBERS.contractPhone,
    ]);
    await reindexLine(server, LARGE, DEMO_NUMBERS.contractPhone);
    const after = await overview();
    expect([countOf(after, 20), countOf(after, 42)]).toEqual([countOf(view, 20) - 1, countOf(view, 42) + 1]);
  });

  it("counts a simulated day's charges into this month's spend, by kind and by number", async () => {
    const before = await overview();
    const [{ max }] = (await sql<{ max: string }>('select max(id) as max from operator.usage_records')) as [
      { max: string },
    ];
    await accrueDay(server.database.db, { bins: [LARGE], day: TODAY });
    const [added] = await sql<{ total: string; numbers: string }>(
      `select sum(amount) as total, count(distinct msisdn) as numbers from operator.usage_records where id > $1`,
      [max],
    );
    expect(Number(added!.numbers)).toBeGreaterThan(100);
    const after = await overview();
    expect(after.spendThisMonth - before.spendThisMonth).toBe(Number(added!.total));
    // the top spender is the number with the most charges this month, from the same rows
    const [top] = await sql<{ msisdn: string; total: string }>(
      `select u.msisdn, sum(u.amount) as total from operator.usage_records u join operator.subscribers s on s.msisdn = u.msisdn
        where s.customer_bin = $1 and u.occurred_at >= $2 and u.occurred_at < $3
        group by 1 order by 2 desc, 1 limit 1`,
      [LARGE, almaty(MONTH), almaty(addMonths(MONTH, 1))],
    );
    expect(after.topSpenders[0]).toMatchObject({ msisdn: top!.msisdn, spent: Number(top!.total) });
    expect(after.topSpenders).toHaveLength(10);
    // its label is the portal's own (decision 034), as the number's page shows it
    const labelled = await admin.post(`/api/subscribers/${top!.msisdn}/label`, { query: { label: 'Top' } });
    expect(labelled.status, labelled.text).toBe(200);
    expect((await overview()).topSpenders[0]).toMatchObject({ msisdn: top!.msisdn, label: 'Top' });
  });

  it('alerts once at 80 % and once at 100 %, bars outgoing at the limit and lifts it when raised', async () => {
    const msisdn = DEMO_NUMBERS.workmate;
    const spent = (await spendOf(msisdn)).spent;
    // a limit 10,000 ₸ above this month's spend so far, whole tenge
    const limit = (Math.ceil(spent / 100) + 10_000) * 100;
    const set = await admin.put(`/api/subscribers/${msisdn}/spend-limit`, {
      body: { monthlyLimit: limit, blockAtLimit: true, language: 'kk' },
    });
    expect(set.status, set.text).toBe(200);
    expect(numberSpendSchema.parse(set.body)).toMatchObject({
      spent,
      limit: { monthlyLimit: limit, blockAtLimit: true, isOutgoingBlocked: false },
    });

    const alerts = () =>
      sql<{ subject: string; to_address: string }>(
        `select subject, to_address from portal.mail_outbox where template = 'spend_alert' and subject like $1 order by created_at`,
        [`%${formatMsisdn(msisdn)}%`],
      );
    const [{ users }] = (await sql<{ users: string }>(
      // the company's administrators (decision 029: no role row is an administrator); the finance,
      // operator and read-only users of the demo get none
      `select count(*) as users from accounts.user_customers uc join accounts.users u on u.id = uc.user_id
        left join portal.team_roles r on r.user_id = uc.user_id and r.customer_bin = uc.customer_bin
        where uc.customer_bin = $1 and u.status = 'DONE' and coalesce(r.role, 'administrator') = 'administrator'`,
      [LARGE],
    )) as [{ users: string }];
    expect(Number(users)).toBeGreaterThan(0);

    // to 85 %: the 80 % alert, in Kazakh (the language the limit was set in)
    await charge(msisdn, Math.ceil(limit * 0.85) - spent);
    await expect
      .poll(async () => (await alerts()).length, { timeout: 30_000, interval: 250 })
      .toBe(Number(users));
    expect((await alerts())[0]!.subject).toContain('шығын лимитінің 80%');
    // another charge under 100 %: no new alert
    await charge(msisdn, 100);

    // over 100 %: the portal's check sees it and bars outgoing with a ban order at the operator; the
    // 100 % alert, once
    const isBarred = async () =>
      (
        await sql<{ barred: boolean }>(
          'select is_outgoing_barred as barred from operator.subscribers where msisdn = $1',
          [msisdn],
        )
      )[0]!.barred;
    expect(await isBarred()).toBe(false);
    await charge(msisdn, Math.ceil(limit * 0.2));
    await expect
      .poll(async () => (await spendOf(msisdn)).limit?.isOutgoingBlocked, { timeout: 30_000, interval: 250 })
      .toBe(true);
    expect(await isBarred()).toBe(true);
    const over = await admin.post('/api/customers/subscribers', { body: { spendLevel: 'over' } });
    expect((over.body as { data: { msisdn: string }[] }).data.map((c) => c.msisdn)).toEqual([msisdn]);
    await expect
      .poll(async () => (await alerts()).length, { timeout: 30_000, interval: 250 })
      .toBe(2 * Number(users));
    const log = () =>
      sql<{ action: string; params: Json }>(
        `select action, params from portal.action_log where msisdn = $1 and action like 'spend_%' order by id`,
        [msisdn],
      );
    await expect
      .poll(async () => (await log()).map((l) => l.action), { timeout: 30_000, interval: 250 })
      .toEqual(['spend_limit_set', 'spend_outgoing_blocked']);
    // more charges over the limit: nothing more is sent
    await charge(msisdn, 500);
    const crossings = () =>
      sql<{ threshold: number; blocked: boolean }>(
        `select threshold, blocked from portal.spend_alerts where msisdn = $1 order by threshold`,
        [msisdn],
      );
    expect(await crossings()).toEqual([
      { threshold: 80, blocked: false },
      { threshold: 100, blocked: true },
    ]);

    // raised above the spend: outgoing is back, both in the history
    const raised = await admin.put(`/api/subscribers/${msisdn}/spend-limit`, {
      body: { monthlyLimit: limit * 2, blockAtLimit: true },
    });
    expect(raised.status).toBe(200);
    expect(numberSpendSchema.parse(raised.body).limit).toMatchObject({ isOutgoingBlocked: false });
    // the bar lifted at the operator by the portal's order before the answer
    expect(await isBarred()).toBe(false);
    expect((await log()).map((l) => l.action)).toEqual([
      'spend_limit_set',
      'spend_outgoing_blocked',
      'spend_limit_set',
      'spend_outgoing_unblocked',
    ]);
    expect((await alerts()).length).toBe(2 * Number(users));
  });

  it('lifts a bar of last month when the 1st has come, in the history', async () => {
    const msisdn = DEMO_NUMBERS.kazakhLabel;
    const set = await admin.put(`/api/subscribers/${msisdn}/spend-limit`, {
      body: { monthlyLimit: 100_000_00, blockAtLimit: true },
    });
    expect(set.status).toBe(200);
    // last month's bar, still set when this month began (the portal's record and the operator's ban)
    await sql(`update portal.spend_limits set blocked_month = $2 where msisdn = $1`, [msisdn, LAST_MONTH]);
    await sql(`update operator.subscribers set is_outgoing_barred = true where msisdn = $1`, [msisdn]);
    await expect
      .poll(
        async () =>
          (
            await sql<{ params: Json }>(
              `select params from portal.action_log where msisdn = $1 and action = 'spend_outgoing_unblocked'`,
              [msisdn],
            )
          ).map((l) => l.params.reason),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(['new_month']);
    expect((await spendOf(msisdn)).limit).toMatchObject({ isOutgoingBlocked: false });
    // lifted at the operator with a ban order
    const [operatorSide] = await sql<{ barred: boolean }>(
      'select is_outgoing_barred as barred from operator.subscribers where msisdn = $1',
      [msisdn],
    );
    expect(operatorSide).toEqual({ barred: false });
  });

  it('refuses a bad limit with a translated 400 and changes nothing; another company cannot see it', async () => {
    const msisdn = DEMO_NUMBERS.prepaid;
    for (const monthlyLimit of [0, 150, -100, 1.5, 100_000_001_00]) {
      const res = await admin.put(`/api/subscribers/${msisdn}/spend-limit`, { body: { monthlyLimit } });
      expect(res.status, String(monthlyLimit)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_spend_limit' });
    }
    expect(await sql('select * from portal.spend_limits where msisdn = $1', [msisdn])).toEqual([]);
    const foreign = await admin.put(`/api/subscribers/${DEMO_NUMBERS.smallCompany}/spend-limit`, {
      body: { monthlyLimit: 1000_00 },
    });
    expect(foreign.status).toBe(404);
    const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
    expect((await debtor.get(`/api/subscribers/${msisdn}/spend`)).status).toBe(404);
    // removed: the limit is gone and logged
    await admin.put(`/api/subscribers/${msisdn}/spend-limit`, { body: { monthlyLimit: 1000_00 } });
    const removed = await admin.delete(`/api/subscribers/${msisdn}/spend-limit`);
    expect(removed.status).toBe(200);
    expect(numberSpendSchema.parse(removed.body).limit).toBeNull();
  });

  it("keeps each user's choice to land on the overview after sign-in", async () => {
    const landing = async (client: TestClient) => {
      const res = await client.get('/api/overview/landing');
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    expect(await landing(admin)).toEqual({ landsOnOverview: false });
    const set = await admin.put('/api/overview/landing', { body: { landsOnOverview: true } });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ landsOnOverview: true });
    expect(await landing(admin)).toEqual({ landsOnOverview: true });
    const [row] = await sql<{ lands: boolean }>(
      `select lands_on_overview as lands from accounts.users where username = 'admin'`,
    );
    expect(row).toEqual({ lands: true });
    // the choice is the user's own: another user still lands on the numbers list
    const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
    expect(await landing(debtor)).toEqual({ landsOnOverview: false });

    for (const body of [{}, { landsOnOverview: 'yes' }, { landsOnOverview: null }]) {
      const bad = await admin.put('/api/overview/landing', { body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({ code: 'validation_error' });
    }
    expect(await landing(admin)).toEqual({ landsOnOverview: true });
    expect((await server.anonymous().get('/api/overview/landing')).status).toBe(401);

    await admin.put('/api/overview/landing', { body: { landsOnOverview: false } });
    expect(await landing(admin)).toEqual({ landsOnOverview: false });
  });

  it('closes the billing’s days one by one, each once, and catches up the days a demo was off', async () => {
    // the seed rated its own day; say the demo was off for the two days before it
    const from = addDays(TODAY, -3);
    await sql('delete from operator.billing_days');
    await sql('insert into operator.billing_days (day) values ($1)', [from]);
    const usageOn = async (days: string[]) => {
      const [row] = await sql<{ n: string; total: string }>(
        `select count(*) as n, coalesce(sum(u.amount), 0) as total from operator.usage_records u
           join operator.subscribers s on s.msisdn = u.msisdn
          where s.customer_bin = $1 and ((u.occurred_at at time zone 'UTC') + interval '5 hours')::date = any($2::date[])`,
        [LARGE, days],
      );
      return { n: Number(row!.n), total: Number(row!.total) };
    };
    const missed = [addDays(TODAY, -2), addDays(TODAY, -1)];
    const thisMonth = missed.filter((day) => day >= MONTH);
    const before = await usageOn(missed);
    const monthBefore = (await overview()).spendThisMonth;
    const inMonthBefore = await usageOn(thisMonth);
    // two processes closing at once: each day is rated by one of them
    const closed = await Promise.all([
      closeBillingDays(server.database.db, TODAY),
      closeBillingDays(server.database.db, TODAY),
    ]);
    expect(closed.flat().sort()).toEqual(missed);
    expect((await usageOn(missed)).n - before.n).toBeGreaterThan(100);
    // the overview's month takes the charges of the days in it (none when both were last month)
    const addedInMonth = (await usageOn(thisMonth)).total - inMonthBefore.total;
    expect((await overview()).spendThisMonth - monthBefore).toBe(addedInMonth);
    // a close after that rates nothing, and today is never rated before it is over
    expect(await closeBillingDays(server.database.db, TODAY)).toEqual([]);
    expect(await sql('select day from operator.billing_days where day >= $1', [TODAY])).toEqual([]);
    // the running server closes on its own: the close is on its schedule (with the operator in its
    // process; the operator service closes its own days, decision 032)
    const schedules = await sql<{ name: string }>(
      `select name from pgboss.schedule where name = 'billing-day-close'`,
    );
    expect(schedules).toHaveLength(isTmfMode() ? 0 : 1);
    // and the portal reads the company's spend on its own schedule, in either mode
    expect(await sql(`select name from pgboss.schedule where name = 'spend-sync-pass'`)).toHaveLength(1);
  });
});

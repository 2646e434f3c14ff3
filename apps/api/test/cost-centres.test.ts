import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobSchema, bulkPreviewSchema, costCentreSchema, overviewSchema } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { bulkCalls, FAST_BULK_ENV } from './bulk-fixtures.ts';
import { MONTH, TODAY } from './clock.ts';
import { syncSpend } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 030: the company's cost centres — create, rename, delete, assign numbers (all or nothing:
// a foreign number refuses the whole assignment), every change in the action log; charges count to
// the cost centre the number is in when they arrive.

const LARGE = DEMO_COMPANIES.large.bin;

describe('cost centres (decision 030)', () => {
  let server: TestServer;
  let admin: TestClient;
  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  const centreOf = async (msisdn: string) =>
    (
      await sql<{ id: string | null }>(
        'select cost_centre_id as id from portal.company_lines where msisdn = $1',
        [msisdn],
      )
    )[0]!.id;

  beforeAll(async () => {
    server = await startTestServer(FAST_BULK_ENV);
    admin = await server.as('admin', LARGE);
  });
  afterAll(() => server?.stop());

  it('creates, renames, lists and deletes a cost centre, each in the action log', async () => {
    const created = await admin.post('/api/cost-centres', {
      body: { code: ' SALES-01 ', name: 'Отдел продаж' },
    });
    expect(created.status, created.text).toBe(200);
    const centre = costCentreSchema.parse(created.body);
    expect(centre).toMatchObject({ code: 'SALES-01', name: 'Отдел продаж', numbers: 0 });

    const taken = await admin.post('/api/cost-centres', { body: { code: 'SALES-01', name: 'Другой' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'cost_centre_code_taken' });

    const renamed = await admin.put(`/api/cost-centres/${centre.id}`, {
      body: { code: 'SALES-01', name: 'Сату бөлімі' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: centre.id, name: 'Сату бөлімі' });

    const list = await admin.get('/api/cost-centres');
    expect(list.body).toEqual([{ id: centre.id, code: 'SALES-01', name: 'Сату бөлімі', numbers: 0 }]);

    const removed = await admin.delete(`/api/cost-centres/${centre.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.get('/api/cost-centres')).body).toEqual([]);
    expect((await admin.delete(`/api/cost-centres/${centre.id}`)).status).toBe(404);

    const log = await sql<{ action: string }>(
      `select action from portal.action_log where customer_bin = $1 and action like 'cost_centre_%' order by id`,
      [LARGE],
    );
    expect(log.map((l) => l.action)).toEqual([
      'cost_centre_create',
      'cost_centre_update',
      'cost_centre_delete',
    ]);
  });

  it('refuses a bad code or name with a translated 400, changing nothing', async () => {
    for (const body of [
      { code: '', name: 'x' },
      { code: 'with space', name: 'x' },
      { code: 'X'.repeat(21), name: 'x' },
      { code: 'OK', name: '   ' },
      { code: 'OK', name: 'x'.repeat(61) },
    ]) {
      const res = await admin.post('/api/cost-centres', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(['invalid_cost_centre_code', 'invalid_cost_centre_name']).toContain(
        (res.body as { code: string }).code,
      );
    }
    expect(await sql('select * from portal.cost_centres where customer_bin = $1', [LARGE])).toEqual([]);
  });

  it("assigns the company's numbers, refuses all when one is foreign, and counts new charges to it", async () => {
    const centre = costCentreSchema.parse(
      (await admin.post('/api/cost-centres', { body: { code: 'FLEET', name: 'Автопарк' } })).body,
    );
    const mine = [DEMO_NUMBERS.active, DEMO_NUMBERS.prepaid];

    const foreign = await admin.post('/api/cost-centres/assignments', {
      body: { costCentreId: centre.id, msisdns: [...mine, DEMO_NUMBERS.smallCompany] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
    expect(await centreOf(DEMO_NUMBERS.active)).toBeNull();

    const assigned = await admin.post('/api/cost-centres/assignments', {
      body: { costCentreId: centre.id, msisdns: mine },
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toEqual({ assigned: 2 });
    expect(Number(await centreOf(DEMO_NUMBERS.active))).toBe(centre.id);
    expect((await admin.get('/api/cost-centres')).body).toEqual([{ ...centre, numbers: 2 }]);
    // the numbers list filtered to the cost centre shows exactly its numbers
    const listed = await admin.post('/api/customers/subscribers', { body: { costCentre: centre.id } });
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body as { data: { msisdn: string }[] }).data.map((c) => c.msisdn)).toEqual(
      [...mine].sort(),
    );
    const bad = await admin.post('/api/customers/subscribers', { body: { costCentre: 'everything' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_filter_value' });

    // another company sees none of it and cannot touch it
    const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
    expect((await debtor.get('/api/cost-centres')).body).toEqual([]);
    expect(
      (await debtor.put(`/api/cost-centres/${centre.id}`, { body: { code: 'X', name: 'x' } })).status,
    ).toBe(404);
    expect((await debtor.delete(`/api/cost-centres/${centre.id}`)).status).toBe(404);
    const into = await debtor.post('/api/cost-centres/assignments', {
      body: { costCentreId: centre.id, msisdns: [DEMO_NUMBERS.debtorCompany] },
    });
    expect(into.status).toBe(404);
    expect(into.body).toMatchObject({ code: 'cost_centre_not_found' });

    // taken out again
    const none = await admin.post('/api/cost-centres/assignments', {
      body: { costCentreId: null, msisdns: [DEMO_NUMBERS.active] },
    });
    expect(none.body).toEqual({ assigned: 1 });
    expect(await centreOf(DEMO_NUMBERS.active)).toBeNull();
  });

  // decision 030: the overview's spend by cost centre is the portal's read model, summed by each
  // line's cost centre now: an assignment moves the line's month to its centre at the next read
  it("counts an assigned number's month, with a new charge, to its cost centre on the overview", async () => {
    const centre = costCentreSchema.parse(
      (await admin.post('/api/cost-centres', { body: { code: 'FLEET-2', name: 'Автопарк' } })).body,
    );
    await admin.post('/api/cost-centres/assignments', {
      body: { costCentreId: centre.id, msisdns: [DEMO_NUMBERS.active] },
    });
    await sql(
      `insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
       values ($1, '${TODAY}T11:00:00+05:00', 'SMS_OUT', 'SMS', null, 1, 'PCS', 12345)`,
      [DEMO_NUMBERS.active],
    );
    await syncSpend(server, LARGE);
    const [month] = await sql<{ amount: string }>(
      `select amount from operator.spend_months where msisdn = $1 and month = $2`,
      [DEMO_NUMBERS.active, MONTH],
    );
    const overview = overviewSchema.parse((await admin.get('/api/overview')).body);
    expect(overview.byCostCentre.find((c) => c.id === centre.id)).toEqual({
      id: centre.id,
      code: 'FLEET-2',
      name: 'Автопарк',
      total: Number(month!.amount),
    });
    expect(Number(month!.amount)).toBeGreaterThanOrEqual(12345);
  });

  it('splits the subscribers report by cost centre, with the column in the language', async () => {
    const [a, b] = await Promise.all(
      [
        { code: 'B-OPS', name: '=Операции' },
        { code: 'A-HQ', name: 'Офис' },
      ].map(async (body) => costCentreSchema.parse((await admin.post('/api/cost-centres', { body })).body)),
    );
    const assign = (costCentreId: number, msisdns: string[]) =>
      admin.post('/api/cost-centres/assignments', { body: { costCentreId, msisdns } });
    expect((await assign(a!.id, [DEMO_NUMBERS.active])).status).toBe(200);
    expect((await assign(b!.id, [DEMO_NUMBERS.prepaid, DEMO_NUMBERS.contractPhone])).status).toBe(200);

    const res = await admin.raw('/api/reports/subscribers-report/file?format=xls&language=kk', {
      headers: { 'x-client-bin': LARGE },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const heading = rows.findIndex((r) => r[0] === 'Шығын орталығы');
    expect(rows[heading]!.slice(0, 3)).toEqual(['Шығын орталығы', 'Нөмір', 'Дербес шот']);
    const data = rows.slice(heading + 1);
    const [all] = await sql<{ n: number }>(
      'select count(*)::int as n from operator.subscribers where customer_bin = $1',
      [LARGE],
    );
    expect(data).toHaveLength(all!.n);
    // by the cost centre's code, each group by number; the numbers without one after them
    expect(data.slice(0, 4).map((r) => [r[0], r[1]])).toEqual([
      ['A-HQ — Офис', [DEMO_NUMBERS.prepaid, DEMO_NUMBERS.contractPhone].sort()[0]],
      ['A-HQ — Офис', [DEMO_NUMBERS.prepaid, DEMO_NUMBERS.contractPhone].sort()[1]],
      ['B-OPS — =Операции', DEMO_NUMBERS.active],
      [undefined, data[3]![1]],
    ]);
    const rest = data.slice(3).map((r) => String(r[1]));
    expect(rest).toEqual([...rest].sort());
  });

  describe('in bulk, as the single actions (finance.move), skips counted before', () => {
    const limitOf = async (msisdn: string) =>
      (
        await sql<{ monthly_limit: string; block_at_limit: boolean }>(
          'select monthly_limit::text, block_at_limit from portal.spend_limits where msisdn = $1',
          [msisdn],
        )
      )[0] ?? null;
    const run = async (body: Record<string, unknown>) => {
      const preview = await admin.post('/api/bulk/preview', { body });
      expect(preview.status, preview.text).toBe(200);
      const res = await bulkCalls(admin).create(body);
      expect(res.status, res.text).toBe(200);
      const job = await bulkCalls(admin).finished(bulkJobSchema.parse(res.body).id);
      const items = await bulkCalls(admin).itemsOf(job.id);
      return {
        preview: bulkPreviewSchema.parse(preview.body),
        job,
        items: items.map(({ msisdn, state, code }) => [msisdn, state, code]),
      };
    };

    it('assigns a cost centre (or none) to a selection', async () => {
      const centre = costCentreSchema.parse(
        (await admin.post('/api/cost-centres', { body: { code: 'BULK-1', name: 'Массово' } })).body,
      );
      const [already, other] = [DEMO_NUMBERS.workmate, DEMO_NUMBERS.blocked];
      await admin.post('/api/cost-centres/assignments', {
        body: { costCentreId: centre.id, msisdns: [already] },
      });
      const msisdns = [already, other, DEMO_NUMBERS.smallCompany];
      const body = { action: 'cost_centre_assign', argument: String(centre.id), selection: { msisdns } };
      const { preview, job, items } = await run(body);
      expect(preview).toMatchObject({ total: 3, toAct: 1, alreadyInState: 1, notInCompany: 1 });
      expect(job.counts).toMatchObject({ done: 1, skipped: 1, refused: 1 });
      expect(items).toEqual([
        [already, 'skipped', 'bulk_already_in_state'],
        [other, 'done', null],
        [DEMO_NUMBERS.smallCompany, 'refused', 'msisdn_not_in_company'],
      ]);
      expect(Number(await centreOf(other))).toBe(centre.id);
      // the result file names the action in the language asked for
      const csv = await admin.get(`/api/bulk/jobs/${job.id}/result`, {
        query: { format: 'csv', language: 'en' },
      });
      expect(csv.text).toContain(`${other};`);
      expect(csv.text).toContain('Assign a cost centre');

      const none = await run({
        action: 'cost_centre_assign',
        argument: 'none',
        selection: { msisdns: [other] },
      });
      expect(none.items).toEqual([[other, 'done', null]]);
      expect(await centreOf(other)).toBeNull();

      // an argument that names no cost centre is refused before any job; one of no cost centre of
      // the company is refused per number, as the single assignment refuses it
      const bad = await admin.post('/api/bulk/preview', {
        body: { action: 'cost_centre_assign', argument: 'nobody', selection: { msisdns: [other] } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'bulk_argument_invalid' });
      const foreign = await run({
        action: 'cost_centre_assign',
        argument: '999999',
        selection: { msisdns: [other] },
      });
      expect(foreign.items).toEqual([[other, 'refused', 'cost_centre_not_found']]);
      expect(await centreOf(other)).toBeNull();
    });

    it('sets and clears a spend limit, with the bar at the limit; a role without finance.move may not', async () => {
      const [a, b] = [DEMO_NUMBERS.active, DEMO_NUMBERS.prepaid];
      await admin.put(`/api/subscribers/${b}/spend-limit`, {
        body: { monthlyLimit: 5_000_00, blockAtLimit: true },
      });
      const set = await run({
        action: 'spend_limit_set',
        argument: '5000:block',
        selection: { msisdns: [a, b] },
      });
      expect(set.preview).toMatchObject({ total: 2, toAct: 1, alreadyInState: 1 });
      expect(set.items).toEqual([
        [a, 'done', null],
        [b, 'skipped', 'bulk_already_in_state'],
      ]);
      expect(await limitOf(a)).toEqual({ monthly_limit: '500000', block_at_limit: true });
      const log = await sql<{ action: string; params: Record<string, unknown> }>(
        `select action, params from portal.action_log where msisdn = $1 and params->>'bulkJobId' = $2`,
        [a, set.job.id],
      );
      // a limit below this month's spend crosses at once (decision 030): the portal's check bars
      // outgoing with a ban order in the same bulk item, logged with it
      expect(log).toMatchObject([
        { action: 'spend_limit_set', params: { monthlyLimit: 500000, blockAtLimit: true } },
        { action: 'spend_outgoing_blocked', params: { monthlyLimit: 500000 } },
      ]);
      const [barred] = await sql<{ barred: boolean }>(
        'select is_outgoing_barred as barred from operator.subscribers where msisdn = $1',
        [a],
      );
      expect(barred).toEqual({ barred: true });

      for (const argument of ['0', '5000.50', '100000001', 'lots', '5000:stop']) {
        const res = await admin.post('/api/bulk/preview', {
          body: { action: 'spend_limit_set', argument, selection: { msisdns: [a] } },
        });
        expect(res.status, argument).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_spend_limit' });
      }

      const operator = await server.as('operator', LARGE);
      const refused = await operator.post('/api/bulk/preview', {
        body: { action: 'spend_limit_clear', selection: { msisdns: [a] } },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'forbidden_by_role' });

      const cleared = await run({
        action: 'spend_limit_clear',
        selection: { msisdns: [a, b, DEMO_NUMBERS.workmate] },
      });
      expect(cleared.preview).toMatchObject({ toAct: 2, alreadyInState: 1 });
      expect(cleared.items).toEqual([
        [a, 'done', null],
        [b, 'done', null],
        [DEMO_NUMBERS.workmate, 'skipped', 'bulk_already_in_state'],
      ]);
      expect(await limitOf(a)).toBeNull();
      expect(await limitOf(b)).toBeNull();
    });
  });
});

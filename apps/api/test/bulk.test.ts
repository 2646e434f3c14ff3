import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkJobSchema, type BulkJob } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { bulkCalls, FAST_BULK_ENV } from './bulk-fixtures.ts';
import { pickNumbers, setOwnFlags, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer } from './server.ts';
import { largeCompanySuite } from './support/large-company-suite.ts';

// Decision 023: bulk jobs over the company's numbers — per-number results by the single actions'
// rules, Idempotency-Key replay, cancel and retry, tenancy.

describe('bulk actions', () => {
  const suite = largeCompanySuite(FAST_BULK_ENV);
  const { bin, sql } = suite;

  const create = (body: unknown, key = randomUUID(), client = suite.admin) =>
    bulkCalls(suite.admin).create(body, key, client);
  const finished = (id: string) => bulkCalls(suite.admin).finished(id);
  const itemsOf = (id: string) => bulkCalls(suite.admin).itemsOf(id);
  const stateOf = async (msisdn: string) =>
    (
      await sql<{ lc: number }>(`select lc_state_id as lc from operator.subscribers where msisdn = $1`, [
        msisdn,
      ])
    )[0]!.lc;

  it('blocks own numbers and answers each of the others with its reason: foreign, flag-less, wrong state, duplicate', async () => {
    const [own1, own2, flagless] = await pickNumbers(suite.server, 3);
    await setOwnFlags(suite.server, flagless!, ['Y']); // no C: block is not allowed on it (spec §6)
    const msisdns = [
      own1!,
      DEMO_NUMBERS.smallCompany, // another company's
      flagless!,
      DEMO_NUMBERS.blocked, // already blocked
      DEMO_NUMBERS.workmate, // spec §8: Workmate cannot be blocked
      own2!,
      own1!, // listed twice
    ];
    const res = await create({ action: 'block', selection: { msisdns } });
    expect(res.status, res.text).toBe(200);
    const job = bulkJobSchema.parse(res.body);
    expect(job).toMatchObject({ action: 'block', total: 7, createdBy: 'admin' });
    const done = await finished(job.id);
    expect(done.state).toBe('done');
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 2, refused: 3, failed: 0, skipped: 2 });
    expect((await itemsOf(job.id)).map(({ msisdn, state, code }) => [msisdn, state, code])).toEqual([
      [own1, 'done', null],
      [DEMO_NUMBERS.smallCompany, 'refused', 'msisdn_not_in_company'],
      [flagless, 'refused', 'feature_not_available'],
      [DEMO_NUMBERS.blocked, 'skipped', 'bulk_already_in_state'],
      [DEMO_NUMBERS.workmate, 'refused', 'workmate_block_not_allowed'],
      [own2, 'done', null],
      [own1, 'skipped', 'bulk_duplicate_number'],
    ]);
    expect(await stateOf(own1!)).toBe(42);
    expect(await stateOf(own2!)).toBe(42);
    expect(await stateOf(flagless!)).toBe(20);
    expect(await stateOf(DEMO_NUMBERS.smallCompany)).not.toBe(42);
    // the action history names the job (spec §3 Action history entry)
    const log = await sql<{ msisdn: string; status: string; params: Record<string, unknown> }>(
      `select msisdn, status, params from portal.action_log where params->>'bulkJobId' = $1 order by id`,
      [job.id],
    );
    expect(log.map((row) => [row.msisdn, row.status])).toEqual([
      [own1, 'S'],
      [DEMO_NUMBERS.workmate, 'F'],
      [own2, 'S'],
    ]);
  });

  it('gives the per-number result as CSV (Excel in a Russian locale) and XLSX, reasons in the language asked for', async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const res = await create({
      action: 'unblock',
      selection: { msisdns: [number, DEMO_NUMBERS.smallCompany] },
    });
    const id = (res.body as BulkJob).id;
    await finished(id);
    const csv = await suite.admin.get(`/api/bulk/jobs/${id}/result`, {
      query: { format: 'csv', language: 'kk' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.csv"/);
    const label = (
      await sql<{ label: string | null }>(`select label from portal.company_lines where msisdn = $1`, [
        number,
      ])
    )[0]!.label;
    expect(csv.text.split('\r\n')).toEqual([
      'Нөмір;Белгі;Әрекет;Нәтиже;Себеп', // after the BOM (checked below; text decoding drops it)
      `${number};${label ?? ''};Бұғаттан шығару;Өткізілді;Нөмір қажетті күйде тұр.`,
      // another company's number: its label is not shown
      `${DEMO_NUMBERS.smallCompany};;Бұғаттан шығару;Бас тартылды;Нөмір компанияға тиесілі емес.`,
      '',
    ]);
    const raw = await suite.admin.raw(`/api/bulk/jobs/${id}/result?format=csv`, {
      headers: { 'x-client-bin': bin },
    });
    expect([...Buffer.from(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const xlsx = await suite.admin.raw(`/api/bulk/jobs/${id}/result?format=xlsx&language=ru`, {
      headers: { 'x-client-bin': bin },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const bad = await suite.admin.get(`/api/bulk/jobs/${id}/result`, { query: { format: 'exe' } });
    expect(bad.status).toBe(400);
  });

  it('describes every bulk route and parameter in OpenAPI, for integrators', async () => {
    const res = await suite.server.anonymous().get('/api/docs/json');
    const doc = res.body as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    };
    expect(doc.paths['/api/bulk/jobs']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/bulk/jobs'] ?? {}).sort()).toEqual(['get', 'post']);
    const result = doc.paths['/api/bulk/jobs/{jobId}/result']?.get;
    expect(result?.parameters?.map((p) => p.name).sort()).toEqual(['format', 'jobId', 'language']);
    for (const path of ['/api/bulk/jobs/{jobId}', '/api/bulk/jobs/{jobId}/items'])
      expect(doc.paths[path]?.get).toBeDefined();
    for (const path of ['/api/bulk/jobs/{jobId}/cancel', '/api/bulk/jobs/{jobId}/retry'])
      expect(doc.paths[path]?.post).toBeDefined();
  });

  it('answers a re-sent request with the same job, and refuses the key for another request', async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const key = randomUUID();
    const body = { action: 'label_set', argument: 'Склад', selection: { msisdns: [number] } };
    const first = await create(body, key);
    const again = await create(body, key);
    expect(first.status, first.text).toBe(200);
    expect(again.status).toBe(200);
    expect((again.body as BulkJob).id).toBe((first.body as BulkJob).id);
    expect(
      await sql(`select count(*)::int as n from portal.bulk_jobs where idempotency_key = $1`, [key]),
    ).toEqual([{ n: 1 }]);
    const other = await create({ ...body, argument: 'Офис' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused' });
    await finished((first.body as BulkJob).id);
    expect(await sql(`select label from portal.company_lines where msisdn = $1`, [number])).toEqual([
      { label: 'Склад' },
    ]);
  });

  it('refuses bad input with a 4xx and makes no job', async () => {
    const before = await sql(`select count(*)::int as n from portal.bulk_jobs`);
    const cases: [unknown, number, string][] = [
      [{ action: 'explode', selection: { msisdns: [DEMO_NUMBERS.active] } }, 400, 'validation_error'],
      [{ action: 'label_set', selection: { msisdns: [DEMO_NUMBERS.active] } }, 400, 'validation_error'],
      [{ action: 'block', selection: { msisdns: [] } }, 400, 'validation_error'],
      [{ action: 'block', selection: { msisdns: ['12345'] } }, 400, 'validation_error'],
      [{ action: 'block', selection: { search: { msisdnPart: '79999999' } } }, 400, 'bulk_selection_empty'],
    ];
    for (const [body, status] of cases) {
      const res = await create(body);
      expect(res.status, res.text).toBe(status);
    }
    const noKey = await suite.admin.post('/api/bulk/jobs', {
      body: { action: 'block', selection: { msisdns: [DEMO_NUMBERS.active] } },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ code: 'idempotency_key_required' });
    expect(await sql(`select count(*)::int as n from portal.bulk_jobs`)).toEqual(before);
  });

  it("does not show or cancel another company's job", async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const res = await create({ action: 'comment_set', argument: 'x', selection: { msisdns: [number] } });
    const id = (res.body as BulkJob).id;
    const debtor = await suite.server.as('debtor', DEMO_COMPANIES.debtor.bin);
    expect((await debtor.get(`/api/bulk/jobs/${id}`)).status).toBe(404);
    expect((await debtor.get(`/api/bulk/jobs/${id}/items`)).status).toBe(404);
    expect((await debtor.post(`/api/bulk/jobs/${id}/cancel`)).status).toBe(404);
    expect(
      ((await debtor.get('/api/bulk/jobs')).body as { jobs: BulkJob[] }).jobs.map((j) => j.id),
    ).not.toContain(id);
  });

  it('resolves "all numbers matching this search" on the server', async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const res = await create({
      action: 'comment_set',
      argument: 'по поиску',
      selection: { search: { msisdnPart: number } },
    });
    expect(res.status, res.text).toBe(200);
    const job = await finished((res.body as BulkJob).id);
    expect(job.total).toBe(1);
    expect(job.counts.done).toBe(1);
    expect(await sql(`select comment from portal.company_lines where msisdn = $1`, [number])).toEqual([
      { comment: 'по поиску' },
    ]);
  });

  it('cancel skips the queued numbers, the numbers already acted on stay so; nothing failed, nothing to retry', async () => {
    // a slow job: one number a second
    // a database of its own: the main server's workers would finish the job at once
    const slow = await startTestServer({
      BULK_RATE_PER_COMPANY: '1',
      RATE_LIMIT_FACTOR: '100',
    });
    try {
      const client = await slow.as('admin', bin);
      const numbers = await pickNumbers(slow, 6);
      const res = await create(
        { action: 'sms_ussd_ban_on', selection: { msisdns: numbers } },
        randomUUID(),
        client,
      );
      expect(res.status, res.text).toBe(200);
      const id = (res.body as BulkJob).id;
      const slowJob = async () => bulkJobSchema.parse((await client.get(`/api/bulk/jobs/${id}`)).body);
      await waitFor(slowJob, (job) => job.counts.done >= 1);
      const cancelled = await client.post(`/api/bulk/jobs/${id}/cancel`);
      expect(cancelled.status, cancelled.text).toBe(200);
      expect((cancelled.body as BulkJob).state).toBe('cancelled');
      const job = await waitFor(slowJob, (j) => j.counts.running === 0);
      expect(job.counts.skipped).toBeGreaterThan(0);
      expect(job.counts.done + job.counts.skipped).toBe(6);
      const banned = await sqlOf(slow)<{ n: number }>(
        `select count(*)::int as n from operator.subscribers where msisdn = any($1) and is_sms_ussd_mgm_ban_enabled`,
        [numbers],
      );
      expect(banned[0]!.n).toBe(job.counts.done);
      expect((await client.post(`/api/bulk/jobs/${id}/cancel`)).body).toMatchObject({
        code: 'bulk_job_finished',
      });
      const retry = await client.post(`/api/bulk/jobs/${id}/retry`, {
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(retry.status).toBe(409);
      expect(retry.body).toMatchObject({ code: 'bulk_nothing_to_retry' });
    } finally {
      await slow.stop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkCatalogueSchema, bulkJobSchema, bulkPreviewSchema } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { bulkCalls, FAST_BULK_ENV } from './bulk-fixtures.ts';
import { pickNumbers, reindexLine, setNotes, setOwnFlags } from './operator-fixtures.ts';
import { largeCompanySuite } from './support/large-company-suite.ts';

// Decision 023: what the bulk bar needs before a job and after one — the confirmation's pre-count,
// the catalogue to connect from, the numbers' labels in the result, and "retry the failed".

/** the reference operator fails every request for this product (OPERATOR_FAILING_PRODUCTS) */
const FAILING_PRODUCT = 'PKG_VOICE_500';

describe('bulk preview, catalogue, labels and retry', () => {
  const suite = largeCompanySuite({ ...FAST_BULK_ENV, OPERATOR_FAILING_PRODUCTS: FAILING_PRODUCT });
  const { sql } = suite;

  const create = (body: unknown) => bulkCalls(suite.admin).create(body);
  const finished = (id: string) => bulkCalls(suite.admin).finished(id);
  const itemsOf = (id: string) => bulkCalls(suite.admin).itemsOf(id);

  it('counts what a block would skip and refuse before the job, and the job then does exactly that', async () => {
    const [own1, own2, flagless] = await pickNumbers(suite.server, 3);
    await setOwnFlags(suite.server, flagless!, ['Y']); // no C: block is not allowed on it (spec §6)
    const body = {
      action: 'block',
      selection: {
        msisdns: [own1, DEMO_NUMBERS.smallCompany, flagless, DEMO_NUMBERS.blocked, own2, own1],
      },
    };
    const jobsBefore = await sql(`select count(*)::int as n from portal.bulk_jobs`);
    const res = await suite.admin.post('/api/bulk/preview', { body });
    expect(res.status, res.text).toBe(200);
    expect(bulkPreviewSchema.parse(res.body)).toEqual({
      total: 6,
      toAct: 2,
      alreadyInState: 1,
      duplicates: 1,
      notInCompany: 1,
      withoutFlag: 1,
    });
    // the preview changes nothing
    expect(await sql(`select count(*)::int as n from portal.bulk_jobs`)).toEqual(jobsBefore);
    expect(
      await sql(`select lc_state_id as lc from operator.subscribers where msisdn = any($1) order by msisdn`, [
        [own1, own2],
      ]),
    ).toEqual([{ lc: 20 }, { lc: 20 }]);

    const job = await finished(bulkJobSchema.parse((await create(body)).body).id);
    expect(job.counts).toMatchObject({ done: 2, skipped: 2, refused: 2 });
  });

  it('counts a search selection on the server: the numbers matching it, those already in the state', async () => {
    const numbers = await pickNumbers(suite.server, 3);
    await setNotes(suite.server, numbers, { label: 'превью-поиск' });
    await sql(`update operator.subscribers set is_sms_ussd_mgm_ban_enabled = true where msisdn = $1`, [
      numbers[0],
    ]);
    await reindexLine(suite.server, DEMO_COMPANIES.large.bin, numbers[0]!);
    const res = await suite.admin.post('/api/bulk/preview', {
      body: { action: 'sms_ussd_ban_on', selection: { search: { label: 'превью-поиск' } } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: 3, toAct: 2, alreadyInState: 1, duplicates: 0 });
    const none = await suite.admin.post('/api/bulk/preview', {
      body: { action: 'block', selection: { search: { label: 'нет-такой-метки' } } },
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'bulk_selection_empty' });
    const bad = await suite.admin.post('/api/bulk/preview', {
      body: { action: 'label_set', selection: { msisdns: [numbers[0]] } },
    });
    expect(bad.status).toBe(400);
  });

  it('lists the catalogue a job can connect from, on sale for the company, in every language', async () => {
    const res = await suite.admin.get('/api/bulk/catalogue');
    expect(res.status, res.text).toBe(200);
    const { products } = bulkCatalogueSchema.parse(res.body);
    expect(products.map((p) => p.productOfferingId)).toContain(FAILING_PRODUCT);
    const onSale = await sql<{ id: string }>(
      `select product_offering_id as id from operator.products where not is_active`,
    );
    for (const { id } of onSale) expect(products.map((p) => p.productOfferingId)).not.toContain(id);
    expect(products[0]!.name.kk).not.toBe('');
    const foreign = await suite.server.as('debtor', DEMO_COMPANIES.debtor.bin);
    expect((await foreign.get('/api/bulk/catalogue')).status).not.toBe(500);
  });

  it("shows each number's label in the items and in the result file", async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const done = await finished(
      bulkJobSchema.parse(
        (await create({ action: 'label_set', argument: 'Склад; "А"', selection: { msisdns: [number] } }))
          .body,
      ).id,
    );
    expect(done.counts.done).toBe(1);
    expect((await itemsOf(done.id)).map((item) => [item.msisdn, item.label])).toEqual([
      [number, 'Склад; "А"'],
    ]);
    const csv = await suite.admin.get(`/api/bulk/jobs/${done.id}/result`, {
      query: { format: 'csv', language: 'en' },
    });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      'Number;Label;Action;Result;Reason',
      `${number};"Склад; ""А""";Set the label;Done;`,
    ]);
  });

  it('retries only the failed numbers of a finished job, as a new job that asks the operator again', async () => {
    const numbers = await pickNumbers(suite.server, 2);
    const res = await create({
      action: 'service_connect',
      argument: FAILING_PRODUCT,
      selection: { msisdns: [numbers[0], DEMO_NUMBERS.smallCompany, numbers[1]] },
    });
    expect(res.status, res.text).toBe(200);
    const first = await finished(bulkJobSchema.parse(res.body).id);
    expect(first.counts).toMatchObject({ failed: 2, refused: 1 });
    const running = await suite.admin.post(`/api/bulk/jobs/${first.id}/retry`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(running.status, running.text).toBe(200);
    const retry = bulkJobSchema.parse(running.body);
    expect(retry).toMatchObject({
      retryOf: first.id,
      total: 2,
      action: 'service_connect',
      argument: FAILING_PRODUCT,
    });
    const again = await finished(retry.id);
    expect(again.counts).toMatchObject({ failed: 2, refused: 0, done: 0 });
    expect((await itemsOf(retry.id)).map((item) => [item.msisdn, item.state, item.code])).toEqual([
      [numbers[0], 'failed', 'service_technical_error'],
      [numbers[1], 'failed', 'service_technical_error'],
    ]);
    // each failed number was asked again under the new job; the foreign one was not
    const logged = await sql<{ msisdn: string; job: string }>(
      `select msisdn, params->>'bulkJobId' as job from portal.action_log
        where params->>'bulkJobId' = any($1) order by id`,
      [[first.id, retry.id]],
    );
    expect(logged.filter((row) => row.job === retry.id).map((row) => row.msisdn)).toEqual(numbers);
    expect(logged.map((row) => row.msisdn)).not.toContain(DEMO_NUMBERS.smallCompany);
  });
});

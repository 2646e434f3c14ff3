import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS, ESIM_ROAMING_NUMBER } from '../src/db/seed/index.ts';
import { schemaErrors } from '../src/operator/tmf/official.ts';
import type { TestClient } from './client.ts';
import { pickNumbers, reindex, sqlOf, untilStateApplied, waitFor } from './operator-fixtures.ts';
import { isTmfMode, startTestServer, type TestServer } from './server.ts';

// Decision 034: the company's lines as the portal's own index — filled from the operator's list (in
// process the reference operator, over the wire TMF637 `GET /product?relatedParty.partyOrPartyRole.id=…`), kept fresh
// after the portal's actions and the operator's events, reconciled on demand; checked against the
// operator's own tables, line by line.

type Json = Record<string, any>;

describe('the portal index of the company lines', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const bin = DEMO_COMPANIES.large.bin;
  const small = DEMO_COMPANIES.small.bin;

  /** the company's lines where the index and the operator disagree (none when the index is true) */
  const mismatches = (company: string) =>
    sql<{ msisdn: string }>(
      `select coalesce(s.msisdn, l.msisdn) as msisdn
         from (select * from operator.subscribers where customer_bin = $1) s
         full join (select * from portal.company_lines where customer_bin = $1) l on l.msisdn = s.msisdn
         left join operator.tariffs t on t.id = s.tariff_id
        where s.msisdn is null or l.msisdn is null
           or (l.account_number, l.iccid, l.is_esim, l.tariff_id, l.tariff_name_kk, l.type, l.is_m2m_subscriber,
               l.lc_state_id, l.lc_state_date, l.state)
              is distinct from
              (s.account_number, s.iccid, s.esim, s.tariff_id, t.name_kk, s.type, s.is_m2m_subscriber,
               s.lc_state_id, s.lc_state_date, s.state)
           or (l.remaining_units_to_spend, l.credit_limit, l.available_by_credit_limit_or_pia_balance, l.own_flags)
              is distinct from
              (s.remaining_units_to_spend, s.credit_limit, s.available_by_credit_limit_or_pia_balance, s.subscriber_flags)
           or l.is_in_roaming <> exists (select 1 from operator.subscriber_locations x
                                          where x.msisdn = s.msisdn and x.country_code <> 'KZ')
           or l.has_registered_device <> exists (select 1 from operator.device_registrations d
                                          where d.msisdn = s.msisdn and d.removed_at is null and not d.is_pending)
        order by 1`,
      [company],
    );
  const lineOf = async (msisdn: string) =>
    (await sql<Json>(`select * from portal.company_lines where msisdn = $1`, [msisdn]))[0];
  const reconcile = () => admin.post('/api/customers/subscribers/reconciliation');
  const reconciledAt = async (company: string) =>
    (
      await sql<{ at: Date | null }>(
        `select reconciled_at as at from portal.company_line_syncs where customer_bin = $1`,
        [company],
      )
    )[0]?.at ?? null;

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_DELAY_MS: '60000' });
    admin = await server.as('admin', bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  it('holds every line of each seeded company as the operator has it', async () => {
    for (const company of Object.values(DEMO_COMPANIES)) expect(await mismatches(company.bin)).toEqual([]);
    const [count] = await sql<{ indexed: number; operator: number }>(
      `select (select count(*)::int from portal.company_lines where customer_bin = $1) as indexed,
              (select count(*)::int from operator.subscribers where customer_bin = $1) as operator`,
      [bin],
    );
    expect(count!.indexed).toBeGreaterThan(2000);
    expect(count!.indexed).toBe(count!.operator);
    // the facts that live beside the line in the operator: a number in roaming, the tariff's names
    expect(await lineOf(ESIM_ROAMING_NUMBER)).toMatchObject({ is_in_roaming: true, customer_bin: bin });
    expect(await lineOf(DEMO_NUMBERS.active)).toMatchObject({ is_in_roaming: false, lc_state_id: 20 });
  });

  it('answers the list with when the index was last reconciled, and reconciles it on demand', async () => {
    const before = await reconciledAt(bin);
    const list = await admin.post('/api/customers/subscribers', { body: {} });
    expect(list.status).toBe(200);
    expect((list.body as Json).indexedAt).toBe(before!.toISOString());

    // the operator changes a line behind the portal's back; a reconciliation brings it in
    const [msisdn] = await pickNumbers(server, 1, 4_321_00);
    await sql(`update operator.subscribers set credit_limit = 777700 where msisdn = $1`, [msisdn]);
    const asked = await reconcile();
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ indexedAt: expect.any(String) });
    const after = await waitFor(
      () => reconciledAt(bin),
      (at) => at !== null && at > before!,
    );
    expect(await lineOf(msisdn!)).toMatchObject({
      credit_limit: 777700,
      available_by_credit_limit_or_pia_balance: 432100,
    });
    expect(await mismatches(bin)).toEqual([]);
    const again = await admin.post('/api/customers/subscribers', { body: {} });
    expect((again.body as Json).indexedAt).toBe(after!.toISOString());
  });

  it('drops a line the company no longer has, and the company that has it now indexes it', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    await sql(`update operator.subscribers set customer_bin = $2 where msisdn = $1`, [msisdn, small]);
    await reindex(server, bin);
    // over TMF the move's event may have indexed it for the other company already
    expect((await lineOf(msisdn!))?.customer_bin).not.toBe(bin);
    expect(await mismatches(bin)).toEqual([]);
    await reindex(server, small);
    expect(await lineOf(msisdn!)).toMatchObject({ customer_bin: small });
    expect(await mismatches(small)).toEqual([]);
  });

  it('reads a line again after the portal blocks it: pending, then blocked', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    const blocked = await admin.put(`/api/subscribers/${msisdn}/suspend`);
    expect(blocked.status).toBe(200);
    // the action's refresh: the index shows the block accepted (PENDING) without a reconciliation
    await waitFor(
      () => lineOf(msisdn!),
      (line) => line?.state === 'PENDING' && line.lc_state_id === 42,
    );
    // the operator applies it later: the completion (in process the seam, over TMF the hub) refreshes it
    await untilStateApplied(server, msisdn!);
    const applied = await waitFor(
      () => lineOf(msisdn!),
      (line) => line?.state !== 'PENDING',
    );
    expect(applied).toMatchObject({ lc_state_id: 42, state: 'SUSPENDED' });
    // every refresh the block and its completion asked for is done
    await waitFor(
      () => sql(`select 1 from portal.company_line_refreshes where msisdn = $1`, [msisdn]),
      (waiting) => waiting.length === 0,
    );
    expect(await mismatches(bin)).toEqual([]);
  });

  it('refuses a reconciliation for a company the user does not have, and changes nothing', async () => {
    const before = await reconciledAt(small);
    const foreign = await admin.post('/api/customers/subscribers/reconciliation', {
      headers: { 'x-client-bin': '000000000000' },
    });
    expect(foreign.status).toBe(403);
    expect(await reconciledAt(small)).toEqual(before);
  });

  it('tenancy: the index answers whose a number is; a number it lacks is asked of the operator', async () => {
    const [indexed, missing, moved] = await pickNumbers(server, 3);
    server.sentToOperator.splice(0);
    expect((await admin.get(`/api/subscribers/${indexed}`)).status).toBe(200);
    // over TMF the number is read once, by the page: the guard asked the index, not the operator
    if (server.tmf)
      expect(server.sentToOperator.filter((s) => s.path.endsWith(`/product/${indexed}`))).toHaveLength(1);

    // not yet in the index (a line the BSS has just made): the operator says it is the company's
    await sql(`delete from portal.company_lines where msisdn = $1`, [missing]);
    expect((await admin.get(`/api/subscribers/${missing}`)).status).toBe(200);

    // in the index but gone to another company in the BSS: the operator answers for it no more, 404
    await sql(`update operator.subscribers set customer_bin = $2 where msisdn = $1`, [moved, small]);
    const foreign = await admin.get(`/api/subscribers/${moved}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
  });

  it.runIf(isTmfMode())(
    'over TMF: a line changed in the BSS reaches the index by its TMF688 event',
    async () => {
      const [msisdn] = await pickNumbers(server, 1);
      await sql(
        `update operator.subscribers set available_by_credit_limit_or_pia_balance = 123456 where msisdn = $1`,
        [msisdn],
      );
      await waitFor(
        () => lineOf(msisdn!),
        (line) => line?.available_by_credit_limit_or_pia_balance === 123456,
      );
      // a block applied in the BSS: its state change event
      await sql(`update operator.subscribers set lc_state_id = 42, state = 'SUSPENDED' where msisdn = $1`, [
        msisdn,
      ]);
      await waitFor(
        () => lineOf(msisdn!),
        (line) => line?.lc_state_id === 42,
      );
    },
  );

  it.runIf(isTmfMode())('over TMF: the company lines are a paged TMF637 product list', async () => {
    const url = server.tmf!.url;
    const get = async (query: Record<string, string>) => {
      const answer = await fetch(`${url}/tmf-api/productInventory/v5/product?${new URLSearchParams(query)}`);
      return {
        status: answer.status,
        total: answer.headers.get('x-total-count'),
        result: answer.headers.get('x-result-count'),
        body: (await answer.json()) as Json,
      };
    };
    const page = await get({ 'relatedParty.partyOrPartyRole.id': bin, offset: '5', limit: '3' });
    // TMF630: a page that is not all of the list is a 206 with its counts
    expect(page.status).toBe(206);
    expect(page.result).toBe('3');
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from operator.subscribers where customer_bin = $1`,
      [bin],
    );
    expect(page.total).toBe(String(count!.n));
    const expected = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1 order by msisdn offset 5 limit 3`,
      [bin],
    );
    expect((page.body as Json[]).map((p) => p.id)).toEqual(expected.map((r) => r.msisdn));
    for (const product of page.body as Json[]) {
      expect(schemaErrors('TMF637', 'Product', product)).toEqual([]);
      expect(product.relatedParty[0].partyOrPartyRole.id).toBe(bin);
    }
    // one line by id: another company's number is an empty list, not its line
    const mine = await get({ 'relatedParty.partyOrPartyRole.id': bin, id: DEMO_NUMBERS.active });
    expect((mine.body as Json[]).map((p) => p.id)).toEqual([DEMO_NUMBERS.active]);
    const theirs = await get({ 'relatedParty.partyOrPartyRole.id': small, id: DEMO_NUMBERS.active });
    expect(theirs).toMatchObject({ status: 200, total: '0', body: [] });
    expect((await get({ 'relatedParty.partyOrPartyRole.id': bin, limit: '1001' })).status).toBe(400);
    expect((await get({ 'relatedParty.partyOrPartyRole.id': bin, offset: '-1' })).status).toBe(400);
  });
});

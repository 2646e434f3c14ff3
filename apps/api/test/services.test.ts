import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kazakhstanToday } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS, FRAUD_REVIEW_NUMBER } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import {
  actionsOf,
  balanceOf,
  completeNow,
  pickNumbers,
  setProduct,
  sqlOf,
  waitFor,
} from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

type Json = Record<string, any>;
const sub = (msisdn: string) => `/api/subscribers/${msisdn}`;
const productOf = (body: unknown, id: string): Json =>
  (body as { products: Json[] }).products.find((p) => p.productOfferingId === id)!;

describe('services: reads and operations the reference operator completes (spec §4 Service)', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const products = (msisdn: string) => admin.get(`${sub(msisdn)}/products`);
  const statusOf = async (msisdn: string, id: string) => productOf((await products(msisdn)).body, id)?.status;
  const untilStatus = (msisdn: string, id: string, status: string) =>
    waitFor(
      () => statusOf(msisdn, id),
      (s) => s === status,
    );

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_DELAY_MS: '200' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  it('lists the products with status, fee, dates, validity, volume, links, and the bonus groups', async () => {
    const res = await products(DEMO_NUMBERS.active);
    expect(res.status).toBe(200);
    const internet = productOf(res.body, 'PKG_INTERNET_5GB');
    expect(internet).toMatchObject({
      productOfferingType: 'PACKAGE',
      category: 'INTERNET',
      status: 'CONNECTED',
      state: 'FULL',
      isActive: true,
      isRenewable: true,
      action: 'full',
      feeType: 'MONTHLY_FEE',
      fee: 150_000,
      validityDays: 30,
      trafficVolume: { amount: 5, unit: 'GB', isUnlimited: false },
      name: { ru: 'Интернет 5 ГБ', en: 'Internet 5 GB', kk: 'Интернет 5 ГБ' },
    });
    expect(internet.connectionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(internet.productDescription.link.en).toContain('/en/');
    expect(productOf(res.body, 'PKG_INTERNET_20GB')).toMatchObject({ status: 'AVAILABLE', isActive: false });
    // withdrawn from sale and not on the number: not offered
    expect(productOf(res.body, 'SVC_CONTRACT_DEVICE')).toBeUndefined();
    expect((res.body as Json).bonusGroups.length).toBeGreaterThan(0);
  });

  it('answers the balance cards and bonus groups', async () => {
    const res = await admin.get(
      `/api/customers/${DEMO_COMPANIES.large.bin}/subscribers/${DEMO_NUMBERS.active}/balance`,
    );
    expect(res.status).toBe(200);
    const body = res.body as Json;
    expect(body).toMatchObject({
      msisdn: DEMO_NUMBERS.active,
      type: 'POSTPAID',
      tariff: { isWorkmate: false },
    });
    expect(body.availableByCreditLimitOrPiaBalance).toBe(await balanceOf(server, DEMO_NUMBERS.active));
    expect(body.bonusGroups[0].bonuses[0]).toHaveProperty('maxAmount');
  });

  it('answers the contract phones: active first, every field of spec §3', async () => {
    const res = await admin.get(`${sub(DEMO_NUMBERS.contractPhone)}/contract-phone`);
    expect(res.status).toBe(200);
    const content = (res.body as { content: Json[] }).content;
    expect(content.map((c) => c.status)).toEqual(['ACTIVE', 'TERMINATED']);
    expect(content[0]).toMatchObject({ productId: 'SVC_CONTRACT_DEVICE', duration: 24 });
    expect(content[0]!.recurring * 24).toBeGreaterThanOrEqual(content[0]!.priceFactor - 24);
    expect(Date.parse(content[0]!.startDate)).toBeLessThan(Date.parse(content[0]!.endDate));
    const none = await admin.get(`${sub(DEMO_NUMBERS.active)}/contract-phone`);
    expect(none.body).toEqual({ content: [] });
  });

  it('enable: available → pending → connected, the first fee charged with its ledger row', async () => {
    const [msisdn] = await pickNumbers(server, 1, 1_000_000);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    const res = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_VOICE_500' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: 'SUCCESS',
      productOfferingId: 'PKG_VOICE_500',
      state: 'ENABLE',
      isPending: true,
      message: 'service_request_accepted',
    });
    expect(productOf((await products(msisdn!)).body, 'PKG_VOICE_500')).toMatchObject({
      status: 'PENDING',
      pendingAction: 'ENABLE',
    });
    await untilStatus(msisdn!, 'PKG_VOICE_500', 'CONNECTED');
    const connected = productOf((await products(msisdn!)).body, 'PKG_VOICE_500');
    expect(connected.connectionDate).toBe(kazakhstanToday());
    expect(await balanceOf(server, msisdn!)).toBe(1_000_000 - 120_000);
    const ledger = await sql(
      `select kind, amount, balance_after from operator.balance_ledger where msisdn = $1`,
      [msisdn],
    );
    expect(ledger).toEqual([{ kind: 'FEE', amount: -120_000, balance_after: 880_000 }]);
    await waitFor(
      () => actionsOf(server, msisdn!),
      (rows) => rows.some((r) => r.action === 'service_enable_completed'),
    );
    expect((await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}`)).toEqual([
      'service_enable:S',
      'service_enable_completed:S',
    ]);
  });

  it('disable: connected → pending → available, nothing charged', async () => {
    const [msisdn] = await pickNumbers(server, 1, 500_000);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'CONNECTED');
    const res = await admin.post(`${sub(msisdn!)}/products/disable`, {
      query: { productOfferingId: 'PKG_VOICE_500' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'DISABLE', isPending: true });
    // still on while its disconnection is pending (spec §4)
    expect(productOf((await products(msisdn!)).body, 'PKG_VOICE_500')).toMatchObject({
      status: 'PENDING',
      isActive: true,
    });
    await untilStatus(msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    expect(await balanceOf(server, msisdn!)).toBe(500_000);
  });

  it('PUT services/:id/state/ENABLED|DISABLED goes pending the same way', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'SVC_MISSED_CALLS', 'AVAILABLE');
    const path = `/api/customers/${DEMO_COMPANIES.large.bin}/subscribers/${msisdn}/services/SVC_MISSED_CALLS/state`;
    expect((await admin.put(`${path}/ENABLED`)).body).toMatchObject({ state: 'ENABLE', isPending: true });
    await untilStatus(msisdn!, 'SVC_MISSED_CALLS', 'CONNECTED');
    expect((await admin.put(`${path}/DISABLED`)).body).toMatchObject({ state: 'DISABLE', isPending: true });
    await untilStatus(msisdn!, 'SVC_MISSED_CALLS', 'AVAILABLE');
  });

  it('reconnects an active renewable product: charged again, the period extended', async () => {
    const [msisdn] = await pickNumbers(server, 1, 100_000);
    await setProduct(server, msisdn!, 'SVC_VOICE_MAIL', 'CONNECTED');
    const before = productOf((await products(msisdn!)).body, 'SVC_VOICE_MAIL');
    const res = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'SVC_VOICE_MAIL' },
    });
    expect(res.status).toBe(200);
    await waitFor(
      () => products(msisdn!).then((r) => productOf(r.body, 'SVC_VOICE_MAIL')),
      (p) => p.status === 'CONNECTED' && p.availableUntil !== before.availableUntil,
    );
    const after = productOf((await products(msisdn!)).body, 'SVC_VOICE_MAIL');
    expect(after.connectionDate).toBe(before.connectionDate);
    expect(Date.parse(after.availableUntil) - Date.parse(before.availableUntil)).toBe(30 * 86_400_000);
    expect(await balanceOf(server, msisdn!)).toBe(100_000 - 20_000);
  });

  it('DEACTIVATED: refused without confirmation, then connects and disables the current pack', async () => {
    const [msisdn] = await pickNumbers(server, 1, 1_000_000);
    await setProduct(server, msisdn!, 'PKG_INTERNET_20GB', 'AVAILABLE');
    await setProduct(server, msisdn!, 'PKG_INTERNET_5GB', 'CONNECTED');
    const incompatible = await admin.get(`${sub(msisdn!)}/products/incompatible`, {
      query: { productOfferingId: 'PKG_INTERNET_20GB' },
    });
    expect(incompatible.body).toEqual({
      productOfferingId: 'PKG_INTERNET_20GB',
      incompatibleProducts: [
        {
          productOfferingId: 'PKG_INTERNET_5GB',
          name: { ru: 'Интернет 5 ГБ', en: 'Internet 5 GB', kk: 'Интернет 5 ГБ' },
          incompatibleType: 'DEACTIVATED',
        },
      ],
    });
    const refused = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_INTERNET_20GB' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'incompatible_product',
      incompatibleProducts: [{ productOfferingId: 'PKG_INTERNET_5GB', incompatibleType: 'DEACTIVATED' }],
    });
    expect(await statusOf(msisdn!, 'PKG_INTERNET_20GB')).toBe('AVAILABLE');

    const confirmed = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_INTERNET_20GB', deactivateIncompatible: 'true' },
    });
    expect(confirmed.status).toBe(200);
    expect(productOf((await products(msisdn!)).body, 'PKG_INTERNET_5GB')).toMatchObject({
      status: 'PENDING',
      pendingAction: 'DISABLE',
    });
    await untilStatus(msisdn!, 'PKG_INTERNET_20GB', 'CONNECTED');
    expect(await statusOf(msisdn!, 'PKG_INTERNET_5GB')).toBe('AVAILABLE');
    expect(await balanceOf(server, msisdn!)).toBe(1_000_000 - 350_000);
  });

  it('BLOCKED: connecting is refused naming the pack; reconnecting too (reconnect_not_possible)', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'PKG_ATLAS_PRO', 'CONNECTED');
    const refused = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_ROAMING_WORLD', deactivateIncompatible: 'true' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'incompatible_product',
      detail: 'PKG_ATLAS_PRO',
      incompatibleProducts: [
        {
          productOfferingId: 'PKG_ATLAS_PRO',
          name: { en: 'Atlas Pro roaming' },
          incompatibleType: 'BLOCKED',
        },
      ],
    });
    // both on the number (the operator's history): renewing Atlas Pro is refused, naming the other
    await setProduct(server, msisdn!, 'PKG_ROAMING_WORLD', 'CONNECTED');
    const reconnect = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_ATLAS_PRO' },
    });
    expect(reconnect.status).toBe(409);
    expect(reconnect.body).toMatchObject({
      code: 'reconnect_not_possible',
      incompatibleProducts: [{ productOfferingId: 'PKG_ROAMING_WORLD', name: { en: 'World roaming 1 GB' } }],
    });
    expect(await actionsOf(server, msisdn!)).toEqual([
      expect.objectContaining({
        action: 'service_enable',
        status: 'F',
        params: expect.objectContaining({ error: 'incompatible_product' }),
      }),
      expect.objectContaining({
        action: 'service_enable',
        status: 'F',
        params: expect.objectContaining({ error: 'reconnect_not_possible' }),
      }),
    ]);
  });

  it('reconnect is refused while a conflicting pack is active, naming it; nothing charged (decision 005)', async () => {
    const [msisdn] = await pickNumbers(server, 1, 1_000_000);
    await setProduct(server, msisdn!, 'PKG_ATLAS_PRO', 'CONNECTED');
    await setProduct(server, msisdn!, 'PKG_ATLAS_PRO_ADDON', 'CONNECTED');
    await setProduct(server, msisdn!, 'PKG_INTERNET_5GB', 'CONNECTED');
    await setProduct(server, msisdn!, 'PKG_INTERNET_20GB', 'AVAILABLE');
    const rows = () =>
      sql(
        `select product_id, status, available_until from operator.subscriber_products where msisdn = $1 order by product_id`,
        [msisdn],
      );
    const before = await rows();
    for (const [product, conflict, name] of [
      ['PKG_ATLAS_PRO', 'PKG_ATLAS_PRO_ADDON', 'Atlas Pro add-on 50 MB'],
      ['PKG_INTERNET_5GB', 'PKG_ATLAS_PRO', 'Atlas Pro roaming'],
    ] as const) {
      const res = await admin.post(`${sub(msisdn!)}/products/enable`, {
        query: { productOfferingId: product, deactivateIncompatible: 'true' },
      });
      expect(res.status, product).toBe(409);
      expect(res.body).toMatchObject({
        code: 'reconnect_not_possible',
        detail: conflict,
        incompatibleProducts: [
          { productOfferingId: conflict, name: { en: name }, incompatibleType: 'BLOCKED' },
        ],
      });
    }
    // a DEACTIVATED conflict is in the way of renewing too: the user cannot confirm it away
    await setProduct(server, msisdn!, 'PKG_ATLAS_PRO', 'AVAILABLE');
    await setProduct(server, msisdn!, 'PKG_INTERNET_20GB', 'CONNECTED');
    const renew = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_INTERNET_5GB', deactivateIncompatible: 'true' },
    });
    expect(renew.status).toBe(409);
    expect(renew.body).toMatchObject({
      code: 'reconnect_not_possible',
      incompatibleProducts: [{ productOfferingId: 'PKG_INTERNET_20GB', incompatibleType: 'DEACTIVATED' }],
    });
    expect(await statusOf(msisdn!, 'PKG_INTERNET_20GB')).toBe('CONNECTED');
    expect((await rows()).filter((r) => r.product_id === 'PKG_INTERNET_5GB')).toEqual(
      before.filter((r) => r.product_id === 'PKG_INTERNET_5GB'),
    );
    expect(await sql(`select 1 from operator.pending_operations where msisdn = $1`, [msisdn])).toEqual([]);
    expect(await balanceOf(server, msisdn!)).toBe(1_000_000);
    expect(
      (await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}:${String(a.params.error)}`),
    ).toEqual([
      'service_enable:F:reconnect_not_possible',
      'service_enable:F:reconnect_not_possible',
      'service_enable:F:reconnect_not_possible',
    ]);
  });

  it('refuses a number that is not active (msisdn_blocked) and a product not for its tariff', async () => {
    const blocked = await admin.post(`${sub(DEMO_NUMBERS.blocked)}/products/enable`, {
      query: { productOfferingId: 'PKG_VOICE_500' },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ code: 'msisdn_blocked', message: 'msisdn_blocked' });

    // Business Combo is sold for Business Unlimited and Standard Corp only
    const tariff = await admin.post(`${sub(DEMO_NUMBERS.prepaid)}/products/enable`, {
      query: { productOfferingId: 'PKG_BUSINESS_COMBO' },
    });
    expect(tariff.status).toBe(409);
    expect(tariff.body).toMatchObject({ code: 'service_unavailable_4_your_tariff' });
  });

  it("refuses the seeded number in fraud review with fraud_block ('status not approved'), changing nothing", async () => {
    const pendingBefore = await sql(`select id from operator.pending_operations where msisdn = $1`, [
      FRAUD_REVIEW_NUMBER,
    ]);
    for (const action of ['enable', 'disable']) {
      const res = await admin.post(`${sub(FRAUD_REVIEW_NUMBER)}/products/${action}`, {
        query: { productOfferingId: 'SVC_VOICE_MAIL' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'fraud_block' });
    }
    expect(
      await sql(`select id from operator.pending_operations where msisdn = $1`, [FRAUD_REVIEW_NUMBER]),
    ).toEqual(pendingBefore);
  });

  it("refuses a connection over the product's monthly activation limit (activation_limit_exceeded)", async () => {
    const [msisdn] = await pickNumbers(server, 1);
    const day = 'PKG_INTERNET_DAY_1GB';
    const monthStart = `date_trunc('month', now() at time zone 'Asia/Almaty') at time zone 'Asia/Almaty'`;
    const earlier = (status: string, createdAt: string, count: number) =>
      sql(
        `insert into operator.pending_operations (kind, msisdn, subject, payload, status, due_at, created_at, completed_at)
         select 'PRODUCT_CHANGE', $1, $2, '{"action":"ENABLE"}'::jsonb, $3, ${createdAt}, ${createdAt}, ${createdAt}
           from generate_series(1, $4)`,
        [msisdn, day, status, count],
      );
    // 9 this month; last month's and failed ones do not count
    await earlier('DONE', `${monthStart} + interval '1 minute'`, 9);
    await earlier('DONE', `${monthStart} - interval '1 minute'`, 5);
    await earlier('FAILED', `${monthStart} + interval '2 minutes'`, 3);
    const tenth = await admin.post(`${sub(msisdn!)}/products/enable`, { query: { productOfferingId: day } });
    expect(tenth.status).toBe(200);
    await untilStatus(msisdn!, day, 'CONNECTED');
    const balance = await balanceOf(server, msisdn!);

    const eleventh = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: day },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: 'activation_limit_exceeded' });
    expect(await statusOf(msisdn!, day)).toBe('CONNECTED');
    expect(await balanceOf(server, msisdn!)).toBe(balance);
    expect(
      await sql(`select id from operator.pending_operations where msisdn = $1 and status = 'PENDING'`, [
        msisdn,
      ]),
    ).toEqual([]);
  });

  it('not_enough_balance at the request: refused at once, nothing pending, nothing charged', async () => {
    const [msisdn] = await pickNumbers(server, 1, 100_000);
    await setProduct(server, msisdn!, 'PKG_INTERNET_20GB', 'AVAILABLE');
    await setProduct(server, msisdn!, 'PKG_INTERNET_5GB', 'AVAILABLE');
    const res = await admin.post(`${sub(msisdn!)}/products/enable`, {
      query: { productOfferingId: 'PKG_INTERNET_20GB' },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'not_enough_balance' });
    expect(await statusOf(msisdn!, 'PKG_INTERNET_20GB')).toBe('AVAILABLE');
    expect(await sql(`select 1 from operator.pending_operations where msisdn = $1`, [msisdn])).toEqual([]);
    expect(await balanceOf(server, msisdn!)).toBe(100_000);
  });

  it('a foreign msisdn is 404 msisdn_not_in_company and changes nothing', async () => {
    const foreign = DEMO_NUMBERS.debtorCompany;
    const before = await sql(
      `select * from operator.subscriber_products where msisdn = $1 order by product_id`,
      [foreign],
    );
    for (const [method, path] of [
      ['POST', `${sub(foreign)}/products/enable`],
      ['POST', `${sub(foreign)}/products/disable`],
      ['GET', `${sub(foreign)}/products`],
    ] as const) {
      const res = await admin.request(method, path, { query: { productOfferingId: 'PKG_VOICE_500' } });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
    }
    expect(
      await sql(`select * from operator.subscriber_products where msisdn = $1 order by product_id`, [
        foreign,
      ]),
    ).toEqual(before);
    expect(await sql(`select 1 from operator.pending_operations where msisdn = $1`, [foreign])).toEqual([]);
  });
});

describe('services: while the operator has not completed (slow operator, a failing product)', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const enable = (msisdn: string, id: string) =>
    admin.post(`${sub(msisdn)}/products/enable`, { query: { productOfferingId: id } });

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_DELAY_MS: '600000', OPERATOR_FAILING_PRODUCTS: 'SVC_ROAMING' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  it('5 concurrent enables: one pending operation, the repeats answered alike, one charge', async () => {
    const [msisdn] = await pickNumbers(server, 1, 1_000_000);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    const answers = await Promise.all(Array.from({ length: 5 }, () => enable(msisdn!, 'PKG_VOICE_500')));
    // decision 012: the same request again is a repeat (a double click), answered as the first was
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers)
      expect(a.body).toMatchObject({ result: 'SUCCESS', state: 'ENABLE', isPending: true });
    const ops = await sql(`select status from operator.pending_operations where msisdn = $1`, [msisdn]);
    expect(ops).toEqual([{ status: 'PENDING' }]);
    // a retry while pending is the same repeat; a disconnection meanwhile is still_pending
    expect((await enable(msisdn!, 'PKG_VOICE_500')).status).toBe(200);
    const disable = await admin.post(`${sub(msisdn!)}/products/disable`, {
      query: { productOfferingId: 'PKG_VOICE_500' },
    });
    expect(disable.status).toBe(409);
    expect(disable.body).toMatchObject({ code: 'still_pending' });
    expect(await sql(`select status from operator.pending_operations where msisdn = $1`, [msisdn])).toEqual([
      { status: 'PENDING' },
    ]);
    await completeNow(server, msisdn!);
    await waitFor(
      () =>
        sql<{ status: string }>(`select status from operator.pending_operations where msisdn = $1`, [msisdn]),
      (rows) => rows[0]?.status === 'DONE',
    );
    expect(await sql(`select amount from operator.balance_ledger where msisdn = $1`, [msisdn])).toEqual([
      { amount: -120_000 },
    ]);
    expect(await balanceOf(server, msisdn!)).toBe(880_000);
  });

  it('not_enough_balance at completion: back to available, nothing charged, logged as a failure', async () => {
    const [msisdn] = await pickNumbers(server, 1, 200_000);
    await setProduct(server, msisdn!, 'PKG_INTERNET_5GB', 'AVAILABLE');
    await setProduct(server, msisdn!, 'PKG_INTERNET_20GB', 'AVAILABLE');
    expect((await enable(msisdn!, 'PKG_INTERNET_5GB')).status).toBe(200);
    // the balance is spent elsewhere before the operator completes
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = 1000 where msisdn = $1`,
      [msisdn],
    );
    await completeNow(server, msisdn!);
    const action = await waitFor(
      () => actionsOf(server, msisdn!),
      (rows) => rows.some((r) => r.action === 'service_enable_completed'),
    );
    expect(action.at(-1)).toMatchObject({ status: 'F', params: { error: 'not_enough_balance' } });
    const row = await sql(
      `select status, state from operator.subscriber_products where msisdn = $1 and product_id = $2`,
      [msisdn, 'PKG_INTERNET_5GB'],
    );
    expect(row).toEqual([{ status: 'AVAILABLE', state: 'NOT_ACTIVE' }]);
    expect(await sql(`select 1 from operator.balance_ledger where msisdn = $1`, [msisdn])).toEqual([]);
    expect(await balanceOf(server, msisdn!)).toBe(1000);
  });

  it("the operator's technical failure: 502 service_technical_error, nothing changed", async () => {
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'SVC_ROAMING', 'AVAILABLE');
    const res = await enable(msisdn!, 'SVC_ROAMING');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'service_technical_error' });
    expect(
      await sql(
        `select status from operator.subscriber_products where msisdn = $1 and product_id = 'SVC_ROAMING'`,
        [msisdn],
      ),
    ).toEqual([]);
    expect((await actionsOf(server, msisdn!)).at(-1)).toMatchObject({
      action: 'service_enable',
      status: 'F',
      params: { error: 'service_technical_error' },
    });
  });
});

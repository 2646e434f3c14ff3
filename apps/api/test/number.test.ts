import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_FLAGS, subscriberSchema, type Subscriber } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS, PRODUCT, TARIFF } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// GET /api/subscribers/{msisdn} returns the full Subscriber of spec §3.

const ALL_FLAGS = Object.keys(SUBSCRIBER_FLAGS).sort();

describe('GET /api/subscribers/:msisdn (spec §3 Subscriber)', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];

  async function get(msisdn: string): Promise<Subscriber> {
    const res = await admin.get(`/api/subscribers/${msisdn}`);
    expect(res.status, res.text).toBe(200);
    // every field of the contract, and nothing else
    expect(Object.keys(res.body as object).sort()).toEqual(Object.keys(subscriberSchema.shape).sort());
    return subscriberSchema.parse(res.body);
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());

  it('answers an active POSTPAID number with the fields of the operator tables', async () => {
    const s = await get(DEMO_NUMBERS.active);
    const [row] = await query(
      `select account_number, account_type, iccid, pin1, pin2, puk1, puk2, imei, reg_no, credit_limit,
              available_by_credit_limit_or_pia_balance, personal_limit, spending_units_limit,
              remaining_units_to_spend, debt_balance, lc_state_date
       from operator.subscribers where msisdn = $1`,
      [DEMO_NUMBERS.active],
    );
    expect(s).toMatchObject({
      msisdn: DEMO_NUMBERS.active,
      accountNumber: row!.account_number,
      accountType: row!.account_type,
      iccid: row!.iccid,
      pin1: row!.pin1,
      pin2: row!.pin2,
      puk1: row!.puk1,
      puk2: row!.puk2,
      imei: row!.imei,
      regNo: row!.reg_no,
      esim: false,
      type: 'POSTPAID',
      isM2MSubscriber: false,
      isContractPhone: false,
      tariff: {
        id: TARIFF.businessUnlim,
        name: { ru: 'Бизнес Безлимит', en: 'Business Unlimited', kk: 'Бизнес Шексіз' },
        isWorkmate: false,
      },
      lcState: {
        lcStateId: 20,
        name: { ru: 'Активен', en: 'Active', kk: 'Белсенді' },
        lcStateDate: (row!.lc_state_date as Date).toISOString(),
      },
      state: 'ACTIVE',
      status: 'ACTIVE',
      label: 'Директор',
      comment: 'Не отключать без согласования',
      creditLimit: row!.credit_limit,
      availableByCreditLimitOrPiaBalance: row!.available_by_credit_limit_or_pia_balance,
      personalLimit: row!.personal_limit,
      spendingUnitsLimit: row!.spending_units_limit,
      remainingUnitsToSpend: row!.remaining_units_to_spend,
      debtBalance: row!.debt_balance,
    });
    // the number has no flags of its own: the company profile's (all letters) apply
    expect([...s.flags].sort()).toEqual(ALL_FLAGS);
  });

  it("lists the number's services: connected as added, the rest of the offer as available", async () => {
    const s = await get(DEMO_NUMBERS.active);
    const own = await query<{ product_id: string; status: string }>(
      `select product_id, status from operator.subscriber_products where msisdn = $1`,
      [DEMO_NUMBERS.active],
    );
    const connected = own.filter((p) => p.status === 'CONNECTED').map((p) => p.product_id);
    expect(s.services.added.map((x) => x.productOfferingId).sort()).toEqual(connected.sort());
    expect(connected).toContain(PRODUCT.internet5);
    const internet5 = s.services.added.find((x) => x.id === PRODUCT.internet5)!;
    expect(internet5).toMatchObject({
      productType: 'PACKAGE',
      category: 'INTERNET',
      isEnabled: true,
      state: 'FULL',
      trafficVolume: { amount: 5, unit: 'GB', isUnlimited: false },
    });
    expect(internet5.connectionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const available = s.services.available.flatMap((t) =>
      t.groups.flatMap((g) => g.services.map((x) => ({ type: t.type, ...x }))),
    );
    expect(available.length).toBeGreaterThan(0);
    for (const x of available) {
      expect(connected).not.toContain(x.productOfferingId);
      expect(x.type).toBe(x.category);
      expect(x).toMatchObject({ isEnabled: false, state: 'NOT_ACTIVE', connectionDate: null });
    }
    // withdrawn products (the contract device) and other tariffs' products are not offered
    const offered = await query<{ id: string }>(
      `select product_offering_id as id from operator.products
       where is_active and (payment_type is null or payment_type = 'POSTPAID')
         and (tariff_ids is null or $1 = any(tariff_ids))`,
      [TARIFF.businessUnlim],
    );
    expect(available.map((x) => x.productOfferingId).sort()).toEqual(
      offered
        .map((o) => o.id)
        .filter((id) => !connected.includes(id))
        .sort(),
    );
  });

  it('shows pending service requests as pending', async () => {
    const [row] = await query<{ msisdn: string; product_id: string }>(
      `select sp.msisdn, sp.product_id from operator.subscriber_products sp
       join operator.subscribers s using (msisdn)
       where sp.status = 'PENDING' and s.customer_bin = $1 order by sp.msisdn limit 1`,
      [bin],
    );
    expect(row).toBeDefined();
    const s = await get(row!.msisdn);
    expect(s.services.pending.map((x) => x.productOfferingId)).toContain(row!.product_id);
    expect(s.services.added.map((x) => x.productOfferingId)).not.toContain(row!.product_id);
  });

  it('answers forwarding, bans and device registrations', async () => {
    const s = await get(DEMO_NUMBERS.active);
    const [fw] = await query(`select * from operator.forwarding_settings where msisdn = $1`, [
      DEMO_NUMBERS.active,
    ]);
    expect(s.forwarding).toEqual({
      forward: fw!.is_forwarding_on ? 1 : 0,
      default: fw!.default_to ? 1 : 0,
      defaultTo: fw!.default_to,
      busy: fw!.busy_to ? 1 : 0,
      busyTo: fw!.busy_to,
      noAnswer: fw!.no_answer_to ? 1 : 0,
      noAnswerTo: fw!.no_answer_to,
      unavailable: fw!.unavailable_to ? 1 : 0,
      unavailableTo: fw!.unavailable_to,
    });
    expect(s.callforwards).toContainEqual({ type: 'BUSY', msisdnTo: '7012000000' });
    expect(s).toMatchObject({
      isSMS_USSDMgmBanEnabled: expect.any(Boolean),
      isMyKcellAccessBlocked: expect.any(Boolean),
      accessToDetailOfMyKcell: expect.any(Boolean),
    });
    const orders = await query(`select count(*)::int as n from operator.ceir_orders where msisdn = $1`, [
      DEMO_NUMBERS.active,
    ]);
    expect(s.deviceRegistrationsData.currentImei).toBe(s.imei);
    expect(s.deviceRegistrationsData.registrations).toContainEqual({ imei: s.imei, isPending: false });
    expect(s.deviceRegistrationsData.currentImeiState).toMatch(/^WHITE/);
    expect(s.deviceRegistrationsData.orders).toHaveLength(orders[0]!.n as number);
  });

  it('answers a blocked (42) and a pre-disconnected (44) number as BLOCKED', async () => {
    const blocked = await get(DEMO_NUMBERS.blocked);
    expect(blocked).toMatchObject({
      status: 'BLOCKED',
      state: 'SUSPENDED',
      lcState: { lcStateId: 42, name: { ru: 'Заблокирован', en: 'Blocked', kk: 'Бұғатталған' } },
      label: 'Склад №2',
    });
    const pre = await get(DEMO_NUMBERS.preDisconnected);
    expect(pre).toMatchObject({ status: 'BLOCKED', lcState: { lcStateId: 44 } });
  });

  it('answers the Workmate, eSIM, contract-phone, M2M and PREPAID numbers as they are', async () => {
    expect((await get(DEMO_NUMBERS.workmate)).tariff).toMatchObject({
      id: TARIFF.workmate,
      isWorkmate: true,
    });
    expect(await get(DEMO_NUMBERS.esim)).toMatchObject({ esim: true, type: 'PREPAID' });
    // one ACTIVE and one TERMINATED contract phone: the number has a contract phone
    expect(await get(DEMO_NUMBERS.contractPhone)).toMatchObject({ isContractPhone: true, type: 'POSTPAID' });
    const m2m = await get(DEMO_NUMBERS.m2m);
    expect(m2m.isM2MSubscriber).toBe(true);
    // the number's own flags win over the profile's: no device registration, eSIM or contract phone
    expect([...m2m.flags].sort()).toEqual(ALL_FLAGS.filter((f) => !['H', 'F', 'W'].includes(f)));
    const prepaid = await get(DEMO_NUMBERS.prepaid);
    expect(prepaid).toMatchObject({ type: 'PREPAID', creditLimit: null, personalLimit: null });
    expect(prepaid.availableByCreditLimitOrPiaBalance).toEqual(expect.any(Number));
  });

  it("answers another company's number as a missing one", async () => {
    const res = await admin.get(`/api/subscribers/${DEMO_NUMBERS.debtorCompany}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
    const bad = await admin.get('/api/subscribers/70112345678');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body).toMatchObject({ code: expect.any(String) });
  });
});

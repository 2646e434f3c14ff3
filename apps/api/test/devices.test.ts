import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEIR_IMEIS, CEIR_NUMBERS, CEIR_OWNERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { makeBin, makeIin, makeImei } from '../src/db/seed/identifiers.ts';
import { createReferenceDevices } from '../src/operator/reference/devices/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, completeNow, setOwnFlags, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 017: the reference CEIR answers orders through the completion seam; every order state and
// every failure of spec §8 Devices is reached by real requests against the register's data.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const devices = (msisdn: string) => `/api/subscribers/${msisdn}/devices`;
let imeiSerial = 100;
const newImei = () => makeImei('35391110', 700_000 + imeiSerial++);
const personIin = (serial: number) => makeIin('880707', 3, serial);

describe('devices: the state register (CEIR) through the portal', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const used: string[] = [];

  beforeAll(async () => {
    // a quiet register: an order waits until the test makes its answer due (completeNow)
    server = await startTestServer({ OPERATOR_DELAY_MS: '200', CEIR_DELAY_MS: '3600000' });
    admin = await server.as('admin', LARGE);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  /** A fresh active number of the large company whose IMEI nobody holds, no orders, no registrations. */
  async function freshNumber(imei = newImei()): Promise<{ msisdn: string; imei: string }> {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
        where customer_bin = $1 and lc_state_id = 20 and not is_m2m_subscriber and subscriber_flags is null
          and msisdn <> all($2)
          and not exists (select 1 from operator.ceir_orders o where o.msisdn = s.msisdn)
          and not exists (select 1 from operator.device_registrations r where r.msisdn = s.msisdn)
        order by msisdn limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)]],
    );
    used.push(row!.msisdn);
    await sql(`update operator.subscribers set imei = $2 where msisdn = $1`, [row!.msisdn, imei]);
    return { msisdn: row!.msisdn, imei };
  }

  /** The register holds a registration (an owner's, with its number), as the CEIR's history left it. */
  const holds = (r: {
    imei: string;
    msisdn: string;
    doc: string;
    type?: 'BIN' | 'IIN';
    state?: string;
    at?: string;
    isDuplicate?: boolean;
  }) =>
    sql(
      `insert into operator.device_registrations (imei, msisdn, owner_document, owner_type, state, registered_at, is_duplicate)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        r.imei,
        r.msisdn,
        r.doc,
        r.type ?? 'BIN',
        r.state ?? 'WHITE_RNN',
        r.at ?? '2022-05-05T10:00:00Z',
        r.isDuplicate ?? false,
      ],
    );

  const list = async (msisdn: string): Promise<Json> => {
    const res = await admin.get(devices(msisdn));
    expect(res.status).toBe(200);
    return res.body as Json;
  };
  const liveOf = (imei: string) =>
    sql<{
      msisdn: string;
      owner_document: string;
      state: string;
      is_pending: boolean;
      is_duplicate: boolean;
    }>(
      `select msisdn, owner_document, state, is_pending, is_duplicate from operator.device_registrations
        where imei = $1 and removed_at is null order by msisdn`,
      [imei],
    );
  const ordersOf = (msisdn: string) =>
    sql<{ state: string; failure_message: string | null; request_type: string }>(
      `select state, failure_message, request_type from operator.ceir_orders where msisdn = $1 order by id`,
      [msisdn],
    );
  const smsOf = (msisdn: string) =>
    sql<{ text: string }>(`select text from operator.sms_messages where msisdn = $1 order by id`, [msisdn]);

  /** Makes the register answer the number's orders and waits until the history shows no pending one. */
  async function answer(msisdn: string): Promise<Json> {
    await completeNow(server, msisdn);
    const until = Date.now() + 20_000;
    for (;;) {
      const data = await list(msisdn);
      const pending = data.orders.some(
        (o: Json) => o.state === 'PENDING' || o.state === 'CEIR_ASYNC_ACCEPTED',
      );
      // read again: the three reads of one answer may straddle the register's commit
      if (!pending) return list(msisdn);
      if (Date.now() > until) throw new Error(`the register did not answer: ${JSON.stringify(data.orders)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('shows the current IMEI, who else holds it, and the request history', async () => {
    const data = await list(CEIR_NUMBERS.otherBinBefore2019);
    expect(data).toEqual({
      registrations: [],
      registrationsByImei: [{ documentId: CEIR_OWNERS.companyBin }],
      orders: [],
      currentImei: CEIR_IMEIS.otherBinBefore2019,
      currentImeiState: 'WHITE_AMNESTY',
    });
    const byImei = await admin.get(`${devices(CEIR_NUMBERS.otherIin)}/registrations`, {
      query: { imei: CEIR_IMEIS.otherIin },
    });
    expect(byImei.status).toBe(200);
    expect(byImei.body).toEqual({
      imei: CEIR_IMEIS.otherIin,
      registrationsByImei: [{ documentId: CEIR_OWNERS.personIin }],
      registeredToAnotherOwner: true,
    });
  });

  it("names another owner's IIN/BIN only for the number's own device; any other IMEI says only that another owner holds it", async () => {
    // decision 025: enumerating IMEIs from one of the company's numbers harvests no document
    const { msisdn } = await freshNumber();
    for (const imei of [CEIR_IMEIS.otherIin, CEIR_IMEIS.otherBinBefore2019]) {
      const res = await admin.get(`${devices(msisdn)}/registrations`, { query: { imei } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ imei, registrationsByImei: [], registeredToAnotherOwner: true });
      expect(res.text).not.toContain(CEIR_OWNERS.personIin);
      expect(res.text).not.toContain(CEIR_OWNERS.companyBin);
    }
    // the company's own registration (a sole proprietor's IIN on another of its numbers) in full
    const { msisdn: other } = await freshNumber();
    const imei = newImei();
    const iin = personIin(51);
    await holds({ imei, msisdn: other, doc: iin, type: 'IIN' });
    const own = await admin.get(`${devices(msisdn)}/registrations`, { query: { imei } });
    expect(own.body).toEqual({
      imei,
      registrationsByImei: [{ documentId: iin }],
      registeredToAnotherOwner: false,
    });
    const nobody = await admin.get(`${devices(msisdn)}/registrations`, { query: { imei: newImei() } });
    expect(nobody.body).toMatchObject({ registrationsByImei: [], registeredToAnotherOwner: false });
  });

  it('limits the IMEI lookup per user: 429 with Retry-After', async () => {
    const { msisdn } = await freshNumber();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 25; i++) {
      const res = await admin.get(`${devices(msisdn)}/registrations`, { query: { imei: newImei() } });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('registers: PENDING with a pending row, then FINISHED by the register, the SMS and the log', async () => {
    const { msisdn, imei } = await freshNumber();
    const res = await admin.post(devices(msisdn), { body: { imei } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: 'SUCCESS',
      message: 'device_request_sent',
      order: { imei, requestType: 'REGISTER', state: 'PENDING', failureMessage: null },
    });
    const pending = await list(msisdn);
    expect(pending.registrations).toEqual([{ imei, isPending: true }]);
    expect(pending.orders).toMatchObject([{ imei, requestType: 'REGISTER', state: 'PENDING' }]);

    const done = await answer(msisdn);
    expect(done.orders).toMatchObject([
      { imei, requestType: 'REGISTER', state: 'FINISHED', failureMessage: null },
    ]);
    expect(done.registrations).toEqual([{ imei, isPending: false }]);
    expect(done.currentImeiState).toBe('WHITE_RNN');
    expect(await liveOf(imei)).toMatchObject([{ msisdn, owner_document: LARGE, is_pending: false }]);
    const [sms] = await smsOf(msisdn);
    expect(sms!.text).toContain(imei);
    expect(sms!.text).toContain('выполнена');
    const log = await waitFor(
      () => actionsOf(server, msisdn),
      (rows) => rows.some((r) => r.action === 'device_order_completed'),
    );
    expect(log.map((a) => [a.action, a.status])).toEqual([
      ['device_register', 'S'],
      ['device_order_completed', 'S'],
    ]);

    // removal: the row shows pending, then the register removes it
    const removal = await admin.delete(devices(msisdn), { query: { imei } });
    expect(removal.status).toBe(200);
    expect(removal.body).toMatchObject({ order: { requestType: 'REMOVE', state: 'PENDING' } });
    expect((await list(msisdn)).registrations).toEqual([{ imei, isPending: true }]);
    const removed = await answer(msisdn);
    expect(removed.orders[0]).toMatchObject({ requestType: 'REMOVE', state: 'FINISHED' });
    expect(removed.registrations).toEqual([]);
    expect(await liveOf(imei)).toEqual([]);
  });

  // spec §8 Devices: each failure, from the register's data at the time it answers
  const failures: {
    failure: string;
    code: string;
    setUp: (n: { msisdn: string; imei: string }) => Promise<unknown>;
    request: (n: { msisdn: string; imei: string }) => Promise<{ status: number; body: unknown }>;
    imei?: string;
  }[] = [
    {
      failure: 'ANOTHER_OWNER_MSISDN',
      code: 'device_another_owner',
      setUp: ({ imei }) => holds({ imei, msisdn: '7771112201', doc: personIin(1), type: 'IIN' }),
      request: ({ msisdn, imei }) => admin.post(devices(msisdn), { body: { imei } }),
    },
    {
      failure: 'IMEI_MSISDN_ALREADY_EXIST',
      code: 'device_already_registered',
      setUp: ({ imei, msisdn }) => holds({ imei, msisdn, doc: LARGE }),
      request: ({ msisdn, imei }) => admin.post(devices(msisdn), { body: { imei } }),
    },
    {
      failure: 'IMEI_OWNER_CONFLICT',
      code: 'device_owner_conflict',
      setUp: ({ imei }) => holds({ imei, msisdn: '7771112203', doc: makeBin('1001', 40001) }),
      request: ({ msisdn, imei }) => admin.post(devices(msisdn), { body: { imei } }),
    },
    {
      failure: 'IMEI_MSISDN_PAIR_LOCKED',
      code: 'device_pair_locked',
      setUp: ({ imei, msisdn }) => holds({ imei, msisdn, doc: LARGE, state: 'BLACK' }),
      request: ({ msisdn, imei }) => admin.delete(devices(msisdn), { query: { imei } }),
    },
    {
      failure: 'IMEI_MSISDN_IS_NOT_REGISTERED',
      code: 'device_not_registered',
      setUp: async () => {},
      request: ({ msisdn, imei }) => admin.delete(devices(msisdn), { query: { imei } }),
    },
    {
      failure: 'IMEI_HAS_LOCKED_WITH_OTHER_MSISDN',
      code: 'device_locked_other_msisdn',
      imei: CEIR_IMEIS.blacklisted,
      setUp: async () => {},
      request: ({ msisdn }) => admin.post(devices(msisdn), { body: { imei: CEIR_IMEIS.blacklisted } }),
    },
    {
      failure: 'INVALID_FORMAT_IMEI',
      code: 'device_invalid_imei_format',
      imei: CEIR_IMEIS.unknownTac,
      setUp: async () => {},
      request: ({ msisdn }) => admin.post(devices(msisdn), { body: { imei: CEIR_IMEIS.unknownTac } }),
    },
    {
      failure: 'UNREG_DUPLICATE_IMEI',
      code: 'device_duplicate_prohibited',
      setUp: ({ imei, msisdn }) =>
        holds({ imei, msisdn, doc: LARGE, state: 'WHITE_PROVEN', isDuplicate: true }),
      request: ({ msisdn, imei }) => admin.delete(devices(msisdn), { query: { imei } }),
    },
    {
      // the original of an IMEI another number holds a duplicate of stays while the duplicate does
      failure: 'DUPLICATE_IMEI_UNREG',
      code: 'device_duplicate_prohibited',
      setUp: async ({ imei, msisdn }) => {
        await holds({ imei, msisdn, doc: LARGE });
        await holds({ imei, msisdn: '7771112215', doc: makeBin('1510', 50006), isDuplicate: true });
      },
      request: ({ msisdn, imei }) => admin.delete(devices(msisdn), { query: { imei } }),
    },
    {
      failure: 'UNREG_BIN_MISMATCH',
      code: 'device_bin_mismatch',
      setUp: ({ imei, msisdn }) => holds({ imei, msisdn, doc: makeBin('0905', 30003) }),
      request: ({ msisdn, imei }) => admin.delete(devices(msisdn), { query: { imei } }),
    },
    {
      failure: 'DOCUMENT_MISMATCH_WITH_TRIPLET',
      code: 'device_bin_mismatch',
      setUp: async ({ imei }) => {
        await holds({ imei, msisdn: '7771112210', doc: personIin(10), type: 'IIN' });
        await holds({ imei, msisdn: '7771112211', doc: personIin(11), type: 'IIN' });
      },
      // the named number is held under another document than the one given
      request: ({ msisdn }) =>
        admin.post(`${devices(msisdn)}/reregister`, {
          query: { oldMsisdn: '77771112210', oldBin: personIin(11) },
        }),
    },
    {
      failure: 'NEW_MSISDN_IMEI_ALREADY_REGISTERED',
      code: 'device_reregistration_already_registered',
      setUp: async ({ imei, msisdn }) => {
        await holds({ imei, msisdn, doc: LARGE });
        await holds({ imei, msisdn: '7771112212', doc: personIin(12), type: 'IIN' });
      },
      request: ({ msisdn }) =>
        admin.post(`${devices(msisdn)}/reregister`, {
          query: { oldMsisdn: '77771112212', oldBin: personIin(12) },
        }),
    },
    {
      failure: 'PPN_VALIDATION_FAILURE',
      code: 'device_validation_failure',
      setUp: ({ imei }) => holds({ imei, msisdn: '7771112213', doc: personIin(13), type: 'IIN' }),
      // spec §5: the sole proprietor's other BIN/IIN, but not the one the IMEI is held under
      request: ({ msisdn, imei }) =>
        admin.post(devices(msisdn), { body: { imei, ownerDocNumber: personIin(99) } }),
    },
    {
      failure: 'Reg order not found',
      code: 'device_duplicate_order_not_found',
      setUp: ({ imei }) =>
        holds({ imei, msisdn: '7771112214', doc: makeBin('1510', 50005), at: '2016-02-02T00:00:00Z' }),
      request: async ({ msisdn, imei }) => {
        const res = await admin.post(`${devices(msisdn)}/duplicate`, { query: { imei } });
        // the registration it duplicates goes before the register answers
        await sql(
          `update operator.device_registrations set removed_at = now() where imei = $1 and msisdn <> $2`,
          [imei, msisdn],
        );
        return res;
      },
    },
  ];

  it.each(failures)('answers $failure ($code) and leaves the register as it was', async (t) => {
    const number = await freshNumber(t.imei);
    await t.setUp(number);
    const before = await liveOf(number.imei);
    const res = await t.request(number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const accepted = (res.body as Json).order.state;
    expect(['PENDING', 'CEIR_ASYNC_ACCEPTED']).toContain(accepted);

    const data = await answer(number.msisdn);
    expect(data.orders[0]).toMatchObject({ state: 'FAILED', failureMessage: t.failure });
    // the duplicate's vanished registration is the register's own change, made by the test
    if (t.failure !== 'Reg order not found') expect(await liveOf(number.imei)).toEqual(before);
    expect((await smsOf(number.msisdn)).at(-1)!.text).toContain(t.failure);
    // the portal writes the log after the register's transaction commits (decision 008)
    const log = await waitFor(
      () => actionsOf(server, number.msisdn),
      (rows) => rows.some((r) => r.action === 'device_order_completed'),
    );
    // the number may have other operations of its own completing meanwhile (a seeded service request)
    const completed = log.findLast((r) => r.action === 'device_order_completed')!;
    expect(completed).toMatchObject({ action: 'device_order_completed', status: 'F' });
    expect(completed.params).toMatchObject({ failureMessage: t.failure });
    const [operation] = await sql<{ error: string }>(
      `select error from operator.pending_operations where msisdn = $1 and kind = 'CEIR_ORDER'`,
      [number.msisdn],
    );
    expect(operation!.error).toBe(t.code);
  });

  // spec §4 Device order: 'anything else is failure; each has its own text' — the register ends
  // an order of a number blocked since without a code (decision 022)
  const rejections: {
    requestType: string;
    code: string;
    place: (n: { msisdn: string; imei: string }) => Promise<{ status: number; body: unknown }>;
  }[] = [
    {
      requestType: 'REGISTER',
      code: 'device_registration_failed',
      place: ({ msisdn, imei }) => admin.post(devices(msisdn), { body: { imei } }),
    },
    {
      requestType: 'REMOVE',
      code: 'device_removal_failed',
      place: async ({ msisdn, imei }) => {
        await holds({ imei, msisdn, doc: LARGE });
        return admin.delete(devices(msisdn), { query: { imei } });
      },
    },
    {
      requestType: 'REREGISTRATION',
      code: 'device_reregistration_failed',
      place: async ({ msisdn, imei }) => {
        await holds({ imei, msisdn: '7771112220', doc: personIin(20), type: 'IIN' });
        return admin.post(`${devices(msisdn)}/reregister`, {
          query: { oldMsisdn: '77771112220', oldBin: personIin(20) },
        });
      },
    },
    {
      requestType: 'REGISTER_PROVEN',
      code: 'device_duplicate_failed',
      place: async ({ msisdn, imei }) => {
        await holds({ imei, msisdn: '7771112221', doc: makeBin('1510', 50007), at: '2016-02-02T00:00:00Z' });
        return admin.post(`${devices(msisdn)}/duplicate`, { query: { imei } });
      },
    },
  ];

  it.each(rejections)(
    'ends a $requestType order of a number blocked meanwhile as REJECTED: $code, the register unchanged',
    async (t) => {
      const number = await freshNumber();
      const placed = await t.place(number);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      // the register as it was: without the row the order adds (a removal's row stays)
      const before = (await liveOf(number.imei)).filter((r) => t.requestType === 'REMOVE' || !r.is_pending);
      await sql(`update operator.subscribers set lc_state_id = 42 where msisdn = $1`, [number.msisdn]);
      try {
        const data = await answer(number.msisdn);
        expect(data.orders[0]).toMatchObject({
          requestType: t.requestType,
          state: 'REJECTED',
          failureMessage: null,
        });
        expect((await liveOf(number.imei)).map((r) => ({ ...r, is_pending: false }))).toEqual(
          before.map((r) => ({ ...r, is_pending: false })),
        );
        const [operation] = await sql<{ error: string }>(
          `select error from operator.pending_operations where msisdn = $1 and kind = 'CEIR_ORDER'`,
          [number.msisdn],
        );
        expect(operation!.error).toBe(t.code);
        expect((await smsOf(number.msisdn)).at(-1)!.text).toContain('не выполнена');
      } finally {
        await sql(`update operator.subscribers set lc_state_id = 20 where msisdn = $1`, [number.msisdn]);
      }
    },
  );

  it('re-registers an IMEI held by another IIN: the previous registration goes, the company holds it', async () => {
    const msisdn = CEIR_NUMBERS.otherIin;
    const imei = CEIR_IMEIS.otherIin;
    // first a duplicate: the IMEI is registered since 2021, after 01.01.2019 — refused, nothing placed
    const duplicate = await admin.post(`${devices(msisdn)}/duplicate`, { query: { imei } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'device_duplicate_prohibited' });
    expect(await ordersOf(msisdn)).toEqual([]);

    // the named owner must be one the IMEI is held under
    const wrongOwner = await admin.post(`${devices(msisdn)}/reregister`, {
      query: { oldMsisdn: CEIR_OWNERS.personOldMsisdn, oldBin: personIin(77) },
    });
    expect(wrongOwner.status).toBe(409);
    expect(wrongOwner.body).toMatchObject({ code: 'device_old_owner_check_failed' });

    const res = await admin.post(`${devices(msisdn)}/reregister`, {
      query: { oldMsisdn: CEIR_OWNERS.personOldMsisdn, oldBin: CEIR_OWNERS.personIin },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'device_reregistered',
      order: { imei, requestType: 'REREGISTRATION', state: 'CEIR_ASYNC_ACCEPTED' },
    });
    const done = await answer(msisdn);
    expect(done.orders[0]).toMatchObject({ requestType: 'REREGISTRATION', state: 'FINISHED' });
    expect(done.registrationsByImei).toEqual([]);
    expect(done.registrations).toEqual([{ imei, isPending: false }]);
    expect(await liveOf(imei)).toEqual([
      { msisdn, owner_document: LARGE, state: 'WHITE_RNN', is_pending: false, is_duplicate: false },
    ]);
  });

  it('registers a duplicate of an IMEI held since before 2019, keeping the other registration', async () => {
    const msisdn = CEIR_NUMBERS.otherBinBefore2019;
    const imei = CEIR_IMEIS.otherBinBefore2019;
    const res = await admin.post(`${devices(msisdn)}/duplicate`, { query: { imei } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'device_duplicate_registered',
      order: { requestType: 'REGISTER_PROVEN', state: 'CEIR_ASYNC_ACCEPTED' },
    });
    const done = await answer(msisdn);
    expect(done.orders[0]).toMatchObject({ requestType: 'REGISTER_PROVEN', state: 'FINISHED' });
    expect(done.currentImeiState).toBe('WHITE_PROVEN');
    expect(await liveOf(imei)).toEqual([
      { msisdn, owner_document: LARGE, state: 'WHITE_PROVEN', is_pending: false, is_duplicate: true },
      {
        msisdn: CEIR_OWNERS.companyMsisdn,
        owner_document: CEIR_OWNERS.companyBin,
        state: 'WHITE_AMNESTY',
        is_pending: false,
        is_duplicate: false,
      },
    ]);
  });

  it("registers an IMEI held under the sole proprietor's other IIN when that IIN is given", async () => {
    const { msisdn, imei } = await freshNumber();
    await holds({ imei, msisdn: '7771112220', doc: personIin(20), type: 'IIN' });
    const res = await admin.post(devices(msisdn), { body: { imei, ownerDocNumber: personIin(20) } });
    expect(res.status).toBe(200);
    await answer(msisdn);
    expect(await liveOf(imei)).toMatchObject([{ msisdn, owner_document: LARGE, state: 'WHITE_RNN' }]);
  });

  it('refuses M2M numbers: by the flag (H) and, with the flag, by the register rule', async () => {
    const flagged = await admin.post(devices(DEMO_NUMBERS.m2m), { body: { imei: newImei() } });
    expect(flagged.status).toBe(403);
    expect(flagged.body).toMatchObject({ code: 'feature_not_available' });

    const [m2m] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1 and is_m2m_subscriber and msisdn <> $2 order by msisdn limit 1`,
      [LARGE, DEMO_NUMBERS.m2m],
    );
    await setOwnFlags(server, m2m!.msisdn, null);
    const res = await admin.post(devices(m2m!.msisdn), { body: { imei: newImei() } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'device_m2m_not_subject', message: 'device_m2m_not_subject' });
    expect(await ordersOf(m2m!.msisdn)).toEqual([]);
    expect((await actionsOf(server, m2m!.msisdn)).at(-1)).toMatchObject({
      action: 'device_register',
      status: 'F',
    });
  });

  it("refuses another company's number, changing nothing", async () => {
    const res = await admin.post(devices(DEMO_NUMBERS.smallCompany), { body: { imei: newImei() } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
    expect(await ordersOf(DEMO_NUMBERS.smallCompany)).toEqual([]);
  });

  it('refuses bad input at the spec §5 boundaries with a catalogue code, placing nothing', async () => {
    const { msisdn, imei } = await freshNumber();
    const badLuhn = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);
    for (const bad of [imei.slice(0, 14), `${imei}0`, badLuhn, `${imei.slice(0, 14)}a`]) {
      const res = await admin.post(devices(msisdn), { body: { imei: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ code: 'invalid_imei' });
    }
    const removal = await admin.delete(devices(msisdn), { query: { imei: badLuhn } });
    expect(removal.body).toMatchObject({ code: 'invalid_imei' });
    const iin = personIin(30);
    const badIin = iin.slice(0, 11) + String((Number(iin[11]) + 1) % 10);
    const cases: [Record<string, string>, string][] = [
      [{ oldMsisdn: '7777222334', oldBin: iin }, 'invalid_old_msisdn'], // 10 digits
      [{ oldMsisdn: '777722233445', oldBin: iin }, 'invalid_old_msisdn'], // 12 digits
      [{ oldMsisdn: '7-777-222-33-44', oldBin: iin }, 'invalid_old_msisdn'], // the mask is the form's
      [{ oldMsisdn: '77772223344', oldBin: iin.slice(0, 11) }, 'invalid_old_doc_number'], // 11 digits
      [{ oldMsisdn: '77772223344', oldBin: `${iin}1` }, 'invalid_old_doc_number'], // 13 digits
    ];
    for (const [query, code] of cases) {
      const res = await admin.post(`${devices(msisdn)}/reregister`, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body, JSON.stringify(query)).toMatchObject({ code });
    }
    const owner = await admin.post(devices(msisdn), { body: { imei, ownerDocNumber: iin.slice(0, 11) } });
    expect(owner.body).toMatchObject({ code: 'invalid_old_doc_number' });
    expect(await ordersOf(msisdn)).toEqual([]);
    expect(await liveOf(imei)).toEqual([]);

    // exactly at the boundary: 11 digits and a valid 12-digit IIN pass validation (and reach the rules)
    const valid = await admin.post(`${devices(msisdn)}/reregister`, {
      query: { oldMsisdn: '77772223344', oldBin: iin },
    });
    expect(valid.body).toMatchObject({ code: 'device_old_owner_check_failed' });
    // spec §5 'exactly 12 digits': a failed check digit is not refused by validation (decision 022);
    // the register, knowing the owners, answers it
    const unchecked = await admin.post(`${devices(msisdn)}/reregister`, {
      query: { oldMsisdn: '77772223344', oldBin: badIin },
    });
    expect(unchecked.status).toBe(409);
    expect(unchecked.body).toMatchObject({ code: 'device_old_owner_check_failed' });
  });

  it('re-registers from an owner whose IIN fails the check digit (spec §5: 12 digits)', async () => {
    const { msisdn, imei } = await freshNumber();
    const iin = personIin(31);
    const oddIin = iin.slice(0, 11) + String((Number(iin[11]) + 1) % 10);
    await holds({ imei, msisdn: '7771112231', doc: oddIin, type: 'IIN' });
    const res = await admin.post(`${devices(msisdn)}/reregister`, {
      query: { oldMsisdn: '77771112231', oldBin: oddIin },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = await answer(msisdn);
    expect(data.orders[0]).toMatchObject({ requestType: 'REREGISTRATION', state: 'FINISHED' });
    expect(await liveOf(imei)).toMatchObject([{ msisdn, owner_document: LARGE }]);
  });

  it('places one order when one IMEI is registered twice at once (one number, or two)', async () => {
    const one = await freshNumber();
    const same = await Promise.all([
      admin.post(devices(one.msisdn), { body: { imei: one.imei } }),
      admin.post(devices(one.msisdn), { body: { imei: one.imei } }),
    ]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(same.find((r) => r.status === 409)!.body).toMatchObject({ code: 'device_request_already_placed' });
    expect(await ordersOf(one.msisdn)).toHaveLength(1);

    const imei = newImei();
    const a = await freshNumber(imei);
    const b = await freshNumber(imei);
    const both = await Promise.all([
      admin.post(devices(a.msisdn), { body: { imei } }),
      admin.post(devices(b.msisdn), { body: { imei } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const orders = await sql(`select 1 from operator.ceir_orders where imei = $1`, [imei]);
    expect(orders).toHaveLength(1);
    expect(await liveOf(imei)).toHaveLength(1);
  });

  it('reads the company’s registered devices for the report in keyset batches, nothing of others', async () => {
    const ceir = createReferenceDevices(server.database.db, { delayMs: 0, scheduler: null });
    const expected = await sql<{ msisdn: string; imei: string }>(
      `select r.msisdn, r.imei from operator.device_registrations r
         join operator.subscribers s on s.msisdn = r.msisdn
        where s.customer_bin = $1 and r.removed_at is null order by r.msisdn, r.imei`,
      [LARGE],
    );
    expect(expected.length).toBeGreaterThan(100);
    const read: { msisdn: string; imei: string }[] = [];
    let after: { msisdn: string; imei: string } | null = null;
    for (;;) {
      const batch = await ceir.listRegisteredDevices(LARGE, { after, limit: 500 });
      if (batch.length === 0) break;
      read.push(...batch.map(({ msisdn, imei }) => ({ msisdn, imei })));
      after = batch.at(-1)!;
    }
    expect(read).toEqual(expected);
    const small = await ceir.listRegisteredDevices(DEMO_COMPANIES.small.bin, { after: null, limit: 10_000 });
    const smallNumbers = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1`,
      [DEMO_COMPANIES.small.bin],
    );
    for (const row of small) expect(smallNumbers.map((n) => n.msisdn)).toContain(row.msisdn);
  });
});

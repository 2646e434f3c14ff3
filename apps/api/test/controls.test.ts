import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEIR_NUMBERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, setOwnFlags, sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 014: the number modals of spec §2 against the reference operator — secret code, the SMS/USSD
// ban, the mobile app's call-details and account bans, and call forwarding through both APIs of
// spec §7 — each with its effect in the operator's data, its spec §8 refusals, its letter flag,
// a foreign number and bad input.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const SMALL = DEMO_COMPANIES.small.bin;
const company = (msisdn: string, what: string, bin = LARGE) =>
  `/api/customers/${bin}/subscribers/${msisdn}/${what}`;
const subscriber = (msisdn: string, what: string) => `/api/subscribers/${msisdn}/${what}`;
const ALL_FLAGS = ['Y', 'C', 'T', 'E', 'L', 'K', 'H', 'J', 'Q', 'D', 'S', 'V', 'F', 'N', 'W'];

describe('controls: secret code, bans, app access and call forwarding', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const used: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    admin = await server.as('admin', LARGE);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  /** A number of the large company with no bans, no forwarding and no flags of its own (M2M ones have theirs). */
  async function freshNumber(where = 'lc_state_id = 20 and not is_m2m_subscriber'): Promise<string> {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
        where customer_bin = $1 and (subscriber_flags is null or is_m2m_subscriber) and ${where}
          and not is_sms_ussd_mgm_ban_enabled and not is_app_access_blocked and has_app_call_details_access
          and msisdn <> all($2)
          and not exists (select 1 from operator.forwarding_settings f where f.msisdn = s.msisdn)
        order by msisdn limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)]],
    );
    used.push(row!.msisdn);
    return row!.msisdn;
  }
  const bansOf = async (msisdn: string) =>
    (
      await sql<{ sms: boolean; app: boolean; details: boolean }>(
        `select is_sms_ussd_mgm_ban_enabled as sms, is_app_access_blocked as app, has_app_call_details_access as details
           from operator.subscribers where msisdn = $1`,
        [msisdn],
      )
    )[0]!;
  const forwardingRow = async (msisdn: string) =>
    (
      await sql(
        `select is_forwarding_on, default_to, busy_to, no_answer_to, unavailable_to
           from operator.forwarding_settings where msisdn = $1`,
        [msisdn],
      )
    )[0] ?? null;
  const lastAction = async (msisdn: string) => (await actionsOf(server, msisdn)).at(-1);

  describe('secret code (spec §7 ics_pin)', () => {
    it('sends a new code to the number: only its hash is kept, the send recorded, no code answered or logged', async () => {
      const msisdn = await freshNumber();
      const res = await admin.post(company(msisdn, 'ics_pin'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'SUCCESS', message: 'secret_code_sent' });
      const [sms] = await sql<{ text: string }>(`select text from operator.sms_messages where msisdn = $1`, [
        msisdn,
      ]);
      const code = /(\d{6})/.exec(sms!.text)![1]!;
      const [stored] = await sql<{ code_hash: string }>(
        `select code_hash from operator.secret_codes where msisdn = $1`,
        [msisdn],
      );
      expect(stored!.code_hash).not.toContain(code);
      const [match] = await sql<{ ok: boolean }>(
        `select encode(sha256(convert_to($1 || ':' || $2, 'UTF8')), 'hex') = $3 as ok`,
        [msisdn, code, stored!.code_hash],
      );
      expect(match!.ok).toBe(true);
      const sends = await sql(`select * from operator.secret_code_sends where msisdn = $1`, [msisdn]);
      expect(sends).toHaveLength(1);
      expect(JSON.stringify(sends)).not.toContain(code);
      const log = await lastAction(msisdn);
      expect(log).toMatchObject({ action: 'secret_code_send', status: 'S' });
      expect(JSON.stringify(log)).not.toContain(code);
      expect(res.text).not.toContain(code);

      // deleting it removes it; a second delete has nothing to delete
      const deleted = await admin.delete(company(msisdn, 'ics_pin'));
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ result: 'SUCCESS', message: 'secret_code_deleted' });
      expect(await sql(`select 1 from operator.secret_codes where msisdn = $1`, [msisdn])).toEqual([]);
      expect(await lastAction(msisdn)).toMatchObject({ action: 'secret_code_delete', status: 'S' });
      const again = await admin.delete(company(msisdn, 'ics_pin'));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'secret_code_delete_failed' });
      expect(await lastAction(msisdn)).toMatchObject({
        action: 'secret_code_delete',
        status: 'F',
        params: { error: 'secret_code_delete_failed' },
      });
    });

    it('refuses to send to a blocked number or an M2M number, keeping the old code', async () => {
      const blocked = await freshNumber('lc_state_id = 42');
      const res = await admin.post(company(blocked, 'ics_pin'));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'msisdn_blocked' });
      const m2m = await freshNumber('lc_state_id = 20 and is_m2m_subscriber');
      const m2mRes = await admin.post(company(m2m, 'ics_pin'));
      expect(m2mRes.status).toBe(409);
      expect(m2mRes.body).toMatchObject({ code: 'secret_code_send_failed' });
      for (const msisdn of [blocked, m2m]) {
        expect(await sql(`select 1 from operator.secret_code_sends where msisdn = $1`, [msisdn])).toEqual([]);
        expect(await sql(`select 1 from operator.sms_messages where msisdn = $1`, [msisdn])).toEqual([]);
        expect(await lastAction(msisdn)).toMatchObject({ action: 'secret_code_send', status: 'F' });
      }
    });
  });

  describe('bans and app access (spec §4 Toggles)', () => {
    const cases = [
      {
        name: 'SMS/USSD management ban',
        set: (m: string) => admin.post(company(m, 'sms_ussd_mgm_ban')),
        remove: (m: string) => admin.delete(company(m, 'sms_ussd_mgm_ban')),
        field: 'isSMS_USSDMgmBanEnabled',
        isOn: (b: { sms: boolean }) => b.sms,
        on: true,
        codes: ['sms_ussd_ban_set', 'sms_ussd_ban_removed'],
        actions: ['sms_ussd_ban_set', 'sms_ussd_ban_remove'],
        failures: ['sms_ussd_ban_set_failed', 'sms_ussd_ban_remove_failed'],
        flag: 'Q',
      },
      {
        name: 'call-details access in the app',
        set: (m: string) => admin.put(subscriber(m, 'mykcell/call-details/block')),
        remove: (m: string) => admin.put(subscriber(m, 'mykcell/call-details/unblock')),
        field: 'accessToDetailOfMyKcell',
        isOn: (b: { details: boolean }) => !b.details,
        on: false,
        codes: ['app_details_ban_set', 'app_details_ban_removed'],
        actions: ['app_details_ban_set', 'app_details_ban_remove'],
        failures: ['app_details_ban_set_failed', 'app_details_ban_remove_failed'],
        flag: 'L',
      },
      {
        name: 'app account',
        set: (m: string) => admin.put(subscriber(m, 'mykcell/block')),
        remove: (m: string) => admin.put(subscriber(m, 'mykcell/unblock')),
        field: 'isMyKcellAccessBlocked',
        isOn: (b: { app: boolean }) => b.app,
        on: true,
        codes: ['app_ban_set', 'app_ban_removed'],
        actions: ['app_ban_set', 'app_ban_remove'],
        failures: ['app_ban_set_failed', 'app_ban_remove_failed'],
        flag: 'K',
      },
    ] as const;

    for (const c of cases) {
      it(`${c.name}: set, then remove, in the operator's data, the detail and the action log`, async () => {
        const msisdn = await freshNumber();
        expect(c.isOn((await bansOf(msisdn)) as never)).toBe(false);
        const set = await c.set(msisdn);
        expect(set.status).toBe(200);
        expect(set.body).toEqual({ result: 'SUCCESS', message: c.codes[0] });
        expect(c.isOn((await bansOf(msisdn)) as never)).toBe(true);
        expect(((await admin.get(subscriber(msisdn, 'controls'))).body as Json)[c.field]).toBe(c.on);
        expect(((await admin.get(`/api/subscribers/${msisdn}`)).body as Json)[c.field]).toBe(c.on);
        expect(await lastAction(msisdn)).toMatchObject({ action: c.actions[0], status: 'S' });

        // a repeat changes nothing and succeeds (decision 012)
        expect((await c.set(msisdn)).status).toBe(200);
        expect(await lastAction(msisdn)).toMatchObject({ action: c.actions[0], params: { repeat: true } });

        const removed = await c.remove(msisdn);
        expect(removed.status).toBe(200);
        expect(removed.body).toEqual({ result: 'SUCCESS', message: c.codes[1] });
        expect(c.isOn((await bansOf(msisdn)) as never)).toBe(false);
        expect(((await admin.get(subscriber(msisdn, 'controls'))).body as Json)[c.field]).toBe(!c.on);
        expect(await lastAction(msisdn)).toMatchObject({ action: c.actions[1], status: 'S' });
        const history = await sql(`select is_set from operator.bans where msisdn = $1 order by id`, [msisdn]);
        expect(history).toEqual([{ is_set: true }, { is_set: false }]);
      });

      it(`${c.name}: refused on a blocked number, an M2M number, without flag ${c.flag}, and for a foreign number`, async () => {
        const blocked = await freshNumber('lc_state_id = 42');
        const m2m = await freshNumber('lc_state_id = 20 and is_m2m_subscriber');
        const unflagged = await freshNumber();
        await setOwnFlags(
          server,
          unflagged,
          ALL_FLAGS.filter((f) => f !== c.flag),
        );
        const before = await Promise.all([blocked, m2m, unflagged].map(bansOf));

        const onBlocked = await c.set(blocked);
        expect(onBlocked.status).toBe(409);
        expect(onBlocked.body).toMatchObject({ code: 'msisdn_blocked' });
        const setM2m = await c.set(m2m);
        expect(setM2m.status).toBe(409);
        expect(setM2m.body).toMatchObject({ code: c.failures[0] });
        const removeM2m = await c.remove(m2m);
        expect(removeM2m.body).toMatchObject({ code: c.failures[1] });
        expect(await lastAction(m2m)).toMatchObject({ action: c.actions[1], status: 'F' });
        const noFlag = await c.set(unflagged);
        expect(noFlag.status).toBe(403);
        expect(noFlag.body).toMatchObject({ code: 'feature_not_available' });
        expect(await Promise.all([blocked, m2m, unflagged].map(bansOf))).toEqual(before);

        const smallBefore = await bansOf(DEMO_NUMBERS.smallCompany);
        const foreign = await c.set(DEMO_NUMBERS.smallCompany);
        expect(foreign.status).toBe(404);
        expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
        expect(await bansOf(DEMO_NUMBERS.smallCompany)).toEqual(smallBefore);
      });
    }

    it('reads the toggles’ state only for the company’s own numbers', async () => {
      const foreign = await admin.get(subscriber(DEMO_NUMBERS.smallCompany, 'controls'));
      expect(foreign.status).toBe(404);
      const path = await admin.post(company(DEMO_NUMBERS.smallCompany, 'sms_ussd_mgm_ban', SMALL));
      expect(path.status).toBe(403);
      expect(path.body).toMatchObject({ code: 'company_not_assigned' });
    });

    it('refuses a bad action with 400', async () => {
      const msisdn = await freshNumber();
      const res = await admin.put(subscriber(msisdn, 'mykcell/call-details/toggle'));
      expect(res.status).toBe(400);
      expect(await bansOf(msisdn)).toMatchObject({ details: true });
    });
  });

  describe('call forwarding (spec §7 callforwards and forwarding: one state)', () => {
    it('sets busy to a service through callforwards and reads it back through forwarding and the detail', async () => {
      const msisdn = await freshNumber();
      const empty = await admin.get(subscriber(msisdn, 'forwarding'));
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ forward: 0, busy: 0, busyTo: null });

      const res = await admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'BUSY', to_msisdn: '7012000000' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'SUCCESS', message: 'call_divert_set' });
      expect(await forwardingRow(msisdn)).toMatchObject({ is_forwarding_on: true, busy_to: '7012000000' });
      const read = await admin.get(subscriber(msisdn, 'forwarding'));
      expect(read.body).toEqual({
        forward: 1,
        default: 0,
        defaultTo: null,
        busy: 1,
        busyTo: '7012000000',
        noAnswer: 0,
        noAnswerTo: null,
        unavailable: 0,
        unavailableTo: null,
      });
      const detail = (await admin.get(`/api/subscribers/${msisdn}`)).body as Json;
      expect(detail.callforwards).toEqual([{ type: 'BUSY', msisdnTo: '7012000000' }]);
      expect(await lastAction(msisdn)).toMatchObject({
        action: 'call_divert_set',
        status: 'S',
        params: { type: 'BUSY', msisdnTo: '7012000000' },
      });
    });

    it('sets each condition through forwarding, normalising 11-digit numbers and short codes', async () => {
      const msisdn = await freshNumber();
      const set = (type: string, msisdnTo: string) =>
        admin.post(subscriber(msisdn, 'forwarding'), { query: { type, msisdnTo } });
      expect((await set('DEFAULT', '87011234567')).status).toBe(200);
      expect((await set('NO_ANSWER', '2050')).status).toBe(200);
      expect((await set('UNAVAILABLE', '77012055000')).status).toBe(200);
      expect((await set('BUSY', '7012002000')).status).toBe(200);
      expect(await forwardingRow(msisdn)).toEqual({
        is_forwarding_on: true,
        default_to: '7011234567',
        busy_to: '7012002000',
        no_answer_to: '7012050000',
        unavailable_to: '7012055000',
      });

      // the master switch keeps the targets; on again restores them
      const off = await admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_OFF' } });
      expect(off.body).toEqual({ result: 'SUCCESS', message: 'call_divert_removed' });
      expect(await forwardingRow(msisdn)).toMatchObject({ is_forwarding_on: false, busy_to: '7012002000' });
      expect(((await admin.get(subscriber(msisdn, 'forwarding'))).body as Json).forward).toBe(0);
      expect(await lastAction(msisdn)).toMatchObject({ action: 'forwarding_off', status: 'S' });
      const on = await admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_ON' } });
      expect(on.body).toEqual({ result: 'SUCCESS', message: 'call_divert_set' });
      expect(((await admin.get(subscriber(msisdn, 'forwarding'))).body as Json).forward).toBe(1);

      // removing a condition, through either API
      const removeBusy = await admin.delete(company(msisdn, 'callforwards'), { query: { type: 'BUSY' } });
      expect(removeBusy.body).toEqual({ result: 'SUCCESS', message: 'call_divert_removed' });
      const removeDefault = await admin.delete(subscriber(msisdn, 'forwarding'), {
        query: { type: 'DEFAULT' },
      });
      expect(removeDefault.status).toBe(200);
      const read = (await admin.get(subscriber(msisdn, 'forwarding'))).body as Json;
      expect(read).toMatchObject({ forward: 1, busy: 0, busyTo: null, default: 0, noAnswerTo: '7012050000' });
      expect(await lastAction(msisdn)).toMatchObject({
        action: 'call_divert_remove',
        params: { type: 'DEFAULT' },
      });
    });

    it('refuses a forward to the number itself, a blocked number and an M2M number (spec §8 call divert)', async () => {
      const msisdn = await freshNumber();
      const self = await admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'BUSY', to_msisdn: msisdn },
      });
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({ code: 'call_divert_set_failed' });
      const blocked = await freshNumber('lc_state_id = 42');
      const onBlocked = await admin.post(subscriber(blocked, 'forwarding'), {
        query: { type: 'FORWARDING_ON' },
      });
      expect(onBlocked.body).toMatchObject({ code: 'msisdn_blocked' });
      const m2m = await freshNumber('lc_state_id = 20 and is_m2m_subscriber');
      const setM2m = await admin.post(subscriber(m2m, 'forwarding'), {
        query: { type: 'BUSY', msisdnTo: '7012000000' },
      });
      expect(setM2m.body).toMatchObject({ code: 'call_divert_set_failed' });
      const removeM2m = await admin.delete(company(m2m, 'callforwards'), { query: { type: 'BUSY' } });
      expect(removeM2m.status).toBe(409);
      expect(removeM2m.body).toMatchObject({ code: 'call_divert_remove_failed' });
      for (const m of [msisdn, blocked, m2m]) expect(await forwardingRow(m)).toBeNull();
      expect(await lastAction(m2m)).toMatchObject({ action: 'call_divert_remove', status: 'F' });
    });

    it('refuses bad input at the spec §5 boundaries, changing nothing', async () => {
      const msisdn = await freshNumber();
      for (const bad of [
        '701123456',
        '770112345678',
        '6011234567',
        '70112345a7',
        '+77011234567',
        '2001',
        '',
      ]) {
        const res = await admin.post(company(msisdn, 'callforwards'), {
          query: { type: 'BUSY', to_msisdn: bad },
        });
        expect(res.status, bad).toBe(400);
        const viaForwarding = await admin.post(subscriber(msisdn, 'forwarding'), {
          query: { type: 'BUSY', msisdnTo: bad },
        });
        expect(viaForwarding.status, bad).toBe(400);
      }
      const noTarget = await admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'BUSY' } });
      expect(noTarget.body).toMatchObject({ code: 'forwarding_service_required' });
      const badType = await admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'FORWARDING_ON', to_msisdn: '7012000000' },
      });
      expect(badType.body).toMatchObject({ code: 'invalid_forwarding_type' });
      const badTarget = await admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'BUSY', to_msisdn: '70120' },
      });
      expect(badTarget.body).toMatchObject({ code: 'invalid_forwarding_number' });
      expect(await forwardingRow(msisdn)).toBeNull();
      expect(await actionsOf(server, msisdn)).toEqual([]);
    });

    it('refuses a number without flag D and a foreign number', async () => {
      const msisdn = await freshNumber();
      await setOwnFlags(
        server,
        msisdn,
        ALL_FLAGS.filter((f) => f !== 'D'),
      );
      for (const res of [
        await admin.get(subscriber(msisdn, 'forwarding')),
        await admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_ON' } }),
        await admin.post(company(msisdn, 'callforwards'), {
          query: { type: 'BUSY', to_msisdn: '7012000000' },
        }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'feature_not_available' });
      }
      expect(await forwardingRow(msisdn)).toBeNull();
      const before = await forwardingRow(DEMO_NUMBERS.smallCompany);
      const foreign = await admin.post(subscriber(DEMO_NUMBERS.smallCompany, 'forwarding'), {
        query: { type: 'FORWARDING_OFF' },
      });
      expect(foreign.status).toBe(404);
      expect(await forwardingRow(DEMO_NUMBERS.smallCompany)).toEqual(before);
    });
  });
});

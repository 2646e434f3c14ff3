import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { actionsOf, setOwnFlags } from './operator-fixtures.ts';
import { numberChangeSuite } from './number-change-suite.ts';

// spec §7 callforwards and forwarding on the reference operator: two APIs, one state — each change
// with its effect in the operator's data, its spec §8 refusals, its letter flag, a foreign number
// and bad input.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const company = (msisdn: string, what: string, bin = LARGE) =>
  `/api/customers/${bin}/subscribers/${msisdn}/${what}`;
const subscriber = (msisdn: string, what: string) => `/api/subscribers/${msisdn}/${what}`;
const ALL_FLAGS = ['Y', 'C', 'T', 'E', 'L', 'K', 'H', 'J', 'Q', 'D', 'S', 'V', 'F', 'N', 'W'];

const t = numberChangeSuite();

describe('call forwarding (spec §7 callforwards and forwarding: one state)', () => {
  it('sets busy to a service through callforwards and reads it back through forwarding and the detail', async () => {
    const msisdn = await t.freshNumber();
    const empty = await t.admin.get(subscriber(msisdn, 'forwarding'));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ forward: 0, busy: 0, busyTo: null });

    const res = await t.admin.post(company(msisdn, 'callforwards'), {
      query: { type: 'BUSY', to_msisdn: '7012000000' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'call_divert_set' });
    expect(await t.forwardingRow(msisdn)).toMatchObject({ is_forwarding_on: true, busy_to: '7012000000' });
    const read = await t.admin.get(subscriber(msisdn, 'forwarding'));
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
    const detail = (await t.admin.get(`/api/subscribers/${msisdn}`)).body as Json;
    expect(detail.callforwards).toEqual([{ type: 'BUSY', msisdnTo: '7012000000' }]);
    expect(await t.lastAction(msisdn)).toMatchObject({
      action: 'call_divert_set',
      status: 'S',
      params: { type: 'BUSY', msisdnTo: '7012000000' },
    });
  });

  it('sets each condition through forwarding, normalising 11-digit numbers and short codes', async () => {
    const msisdn = await t.freshNumber();
    const set = (type: string, msisdnTo: string) =>
      t.admin.post(subscriber(msisdn, 'forwarding'), { query: { type, msisdnTo } });
    expect((await set('DEFAULT', '87011234567')).status).toBe(200);
    expect((await set('NO_ANSWER', '2050')).status).toBe(200);
    expect((await set('UNAVAILABLE', '77012055000')).status).toBe(200);
    expect((await set('BUSY', '7012002000')).status).toBe(200);
    expect(await t.forwardingRow(msisdn)).toEqual({
      is_forwarding_on: true,
      default_to: '7011234567',
      busy_to: '7012002000',
      no_answer_to: '7012050000',
      unavailable_to: '7012055000',
    });

    // the master switch keeps the targets; on again restores them
    const off = await t.admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_OFF' } });
    expect(off.body).toEqual({ result: 'SUCCESS', message: 'call_divert_removed' });
    expect(await t.forwardingRow(msisdn)).toMatchObject({ is_forwarding_on: false, busy_to: '7012002000' });
    expect(((await t.admin.get(subscriber(msisdn, 'forwarding'))).body as Json).forward).toBe(0);
    expect(await t.lastAction(msisdn)).toMatchObject({ action: 'forwarding_off', status: 'S' });
    const on = await t.admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_ON' } });
    expect(on.body).toEqual({ result: 'SUCCESS', message: 'call_divert_set' });
    expect(((await t.admin.get(subscriber(msisdn, 'forwarding'))).body as Json).forward).toBe(1);

    // removing a condition, through either API
    const removeBusy = await t.admin.delete(company(msisdn, 'callforwards'), { query: { type: 'BUSY' } });
    expect(removeBusy.body).toEqual({ result: 'SUCCESS', message: 'call_divert_removed' });
    const removeDefault = await t.admin.delete(subscriber(msisdn, 'forwarding'), {
      query: { type: 'DEFAULT' },
    });
    expect(removeDefault.status).toBe(200);
    const read = (await t.admin.get(subscriber(msisdn, 'forwarding'))).body as Json;
    expect(read).toMatchObject({ forward: 1, busy: 0, busyTo: null, default: 0, noAnswerTo: '7012050000' });
    expect(await t.lastAction(msisdn)).toMatchObject({
      action: 'call_divert_remove',
      params: { type: 'DEFAULT' },
    });
  });

  it('refuses a forward to the number itself, a blocked number and an M2M number (spec §8 call divert)', async () => {
    const msisdn = await t.freshNumber();
    const self = await t.admin.post(company(msisdn, 'callforwards'), {
      query: { type: 'BUSY', to_msisdn: msisdn },
    });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'call_divert_set_failed' });
    const blocked = await t.freshNumber('lc_state_id = 42');
    const onBlocked = await t.admin.post(subscriber(blocked, 'forwarding'), {
      query: { type: 'FORWARDING_ON' },
    });
    expect(onBlocked.body).toMatchObject({ code: 'msisdn_blocked' });
    const m2m = await t.freshNumber('lc_state_id = 20 and is_m2m_subscriber');
    const setM2m = await t.admin.post(subscriber(m2m, 'forwarding'), {
      query: { type: 'BUSY', msisdnTo: '7012000000' },
    });
    expect(setM2m.body).toMatchObject({ code: 'call_divert_set_failed' });
    const removeM2m = await t.admin.delete(company(m2m, 'callforwards'), { query: { type: 'BUSY' } });
    expect(removeM2m.status).toBe(409);
    expect(removeM2m.body).toMatchObject({ code: 'call_divert_remove_failed' });
    for (const m of [msisdn, blocked, m2m]) expect(await t.forwardingRow(m)).toBeNull();
    expect(await t.lastAction(m2m)).toMatchObject({ action: 'call_divert_remove', status: 'F' });
  });

  it('refuses bad input at the spec §5 boundaries, changing nothing', async () => {
    const msisdn = await t.freshNumber();
    for (const bad of ['701123456', '770112345678', '6011234567', '70112345a7', '+77011234567', '2001', '']) {
      const res = await t.admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'BUSY', to_msisdn: bad },
      });
      expect(res.status, bad).toBe(400);
      const viaForwarding = await t.admin.post(subscriber(msisdn, 'forwarding'), {
        query: { type: 'BUSY', msisdnTo: bad },
      });
      expect(viaForwarding.status, bad).toBe(400);
    }
    const noTarget = await t.admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'BUSY' } });
    expect(noTarget.body).toMatchObject({ code: 'forwarding_service_required' });
    const badType = await t.admin.post(company(msisdn, 'callforwards'), {
      query: { type: 'FORWARDING_ON', to_msisdn: '7012000000' },
    });
    expect(badType.body).toMatchObject({ code: 'invalid_forwarding_type' });
    const badTarget = await t.admin.post(company(msisdn, 'callforwards'), {
      query: { type: 'BUSY', to_msisdn: '70120' },
    });
    expect(badTarget.body).toMatchObject({ code: 'invalid_forwarding_number' });
    expect(await t.forwardingRow(msisdn)).toBeNull();
    expect(await actionsOf(t.server, msisdn)).toEqual([]);
  });

  it('refuses a number without flag D and a foreign number', async () => {
    const msisdn = await t.freshNumber();
    await setOwnFlags(
      t.server,
      msisdn,
      ALL_FLAGS.filter((f) => f !== 'D'),
    );
    for (const res of [
      await t.admin.get(subscriber(msisdn, 'forwarding')),
      await t.admin.post(subscriber(msisdn, 'forwarding'), { query: { type: 'FORWARDING_ON' } }),
      await t.admin.post(company(msisdn, 'callforwards'), {
        query: { type: 'BUSY', to_msisdn: '7012000000' },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'feature_not_available' });
    }
    expect(await t.forwardingRow(msisdn)).toBeNull();
    const before = await t.forwardingRow(DEMO_NUMBERS.smallCompany);
    const foreign = await t.admin.post(subscriber(DEMO_NUMBERS.smallCompany, 'forwarding'), {
      query: { type: 'FORWARDING_OFF' },
    });
    expect(foreign.status).toBe(404);
    expect(await t.forwardingRow(DEMO_NUMBERS.smallCompany)).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { setOwnFlags } from './operator-fixtures.ts';
import { numberChangeSuite } from './number-change-suite.ts';

// spec §4 Toggles on the reference operator: the SMS/USSD ban and the mobile app's call-details and
// account bans — each with its effect in the operator's data, its spec §8 refusals, its letter flag,
// a foreign number and bad input.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const SMALL = DEMO_COMPANIES.small.bin;
const company = (msisdn: string, what: string, bin = LARGE) =>
  `/api/customers/${bin}/subscribers/${msisdn}/${what}`;
const subscriber = (msisdn: string, what: string) => `/api/subscribers/${msisdn}/${what}`;
const ALL_FLAGS = ['Y', 'C', 'T', 'E', 'L', 'K', 'H', 'J', 'Q', 'D', 'S', 'V', 'F', 'N', 'W'];

const t = numberChangeSuite();

describe('bans and app access (spec §4 Toggles)', () => {
  const cases = [
    {
      name: 'SMS/USSD management ban',
      set: (m: string) => t.admin.post(company(m, 'sms_ussd_mgm_ban')),
      remove: (m: string) => t.admin.delete(company(m, 'sms_ussd_mgm_ban')),
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
      set: (m: string) => t.admin.put(subscriber(m, 'mykcell/call-details/block')),
      remove: (m: string) => t.admin.put(subscriber(m, 'mykcell/call-details/unblock')),
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
      set: (m: string) => t.admin.put(subscriber(m, 'mykcell/block')),
      remove: (m: string) => t.admin.put(subscriber(m, 'mykcell/unblock')),
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
      const msisdn = await t.freshNumber();
      expect(c.isOn((await t.bansOf(msisdn)) as never)).toBe(false);
      const set = await c.set(msisdn);
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ result: 'SUCCESS', message: c.codes[0] });
      expect(c.isOn((await t.bansOf(msisdn)) as never)).toBe(true);
      expect(((await t.admin.get(subscriber(msisdn, 'controls'))).body as Json)[c.field]).toBe(c.on);
      expect(((await t.admin.get(`/api/subscribers/${msisdn}`)).body as Json)[c.field]).toBe(c.on);
      expect(await t.lastAction(msisdn)).toMatchObject({ action: c.actions[0], status: 'S' });

      // a repeat changes nothing and succeeds (decision 012)
      expect((await c.set(msisdn)).status).toBe(200);
      expect(await t.lastAction(msisdn)).toMatchObject({ action: c.actions[0], params: { repeat: true } });

      const removed = await c.remove(msisdn);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ result: 'SUCCESS', message: c.codes[1] });
      expect(c.isOn((await t.bansOf(msisdn)) as never)).toBe(false);
      expect(((await t.admin.get(subscriber(msisdn, 'controls'))).body as Json)[c.field]).toBe(!c.on);
      expect(await t.lastAction(msisdn)).toMatchObject({ action: c.actions[1], status: 'S' });
      const history = await t.sql(`select is_set from operator.bans where msisdn = $1 order by id`, [msisdn]);
      expect(history).toEqual([{ is_set: true }, { is_set: false }]);
    });

    it(`${c.name}: refused on a blocked number, an M2M number, without flag ${c.flag}, and for a foreign number`, async () => {
      const blocked = await t.freshNumber('lc_state_id = 42');
      const m2m = await t.freshNumber('lc_state_id = 20 and is_m2m_subscriber');
      const unflagged = await t.freshNumber();
      await setOwnFlags(
        t.server,
        unflagged,
        ALL_FLAGS.filter((f) => f !== c.flag),
      );
      const before = await Promise.all([blocked, m2m, unflagged].map(t.bansOf));

      const onBlocked = await c.set(blocked);
      expect(onBlocked.status).toBe(409);
      expect(onBlocked.body).toMatchObject({ code: 'msisdn_blocked' });
      const setM2m = await c.set(m2m);
      expect(setM2m.status).toBe(409);
      expect(setM2m.body).toMatchObject({ code: c.failures[0] });
      const removeM2m = await c.remove(m2m);
      expect(removeM2m.body).toMatchObject({ code: c.failures[1] });
      expect(await t.lastAction(m2m)).toMatchObject({ action: c.actions[1], status: 'F' });
      const noFlag = await c.set(unflagged);
      expect(noFlag.status).toBe(403);
      expect(noFlag.body).toMatchObject({ code: 'feature_not_available' });
      expect(await Promise.all([blocked, m2m, unflagged].map(t.bansOf))).toEqual(before);

      const smallBefore = await t.bansOf(DEMO_NUMBERS.smallCompany);
      const foreign = await c.set(DEMO_NUMBERS.smallCompany);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
      expect(await t.bansOf(DEMO_NUMBERS.smallCompany)).toEqual(smallBefore);
    });
  }

  it('reads the toggles’ state only for the company’s own numbers', async () => {
    const foreign = await t.admin.get(subscriber(DEMO_NUMBERS.smallCompany, 'controls'));
    expect(foreign.status).toBe(404);
    const path = await t.admin.post(company(DEMO_NUMBERS.smallCompany, 'sms_ussd_mgm_ban', SMALL));
    expect(path.status).toBe(403);
    expect(path.body).toMatchObject({ code: 'company_not_assigned' });
  });

  it('refuses a bad action with 400', async () => {
    const msisdn = await t.freshNumber();
    const res = await t.admin.put(subscriber(msisdn, 'mykcell/call-details/toggle'));
    expect(res.status).toBe(400);
    expect(await t.bansOf(msisdn)).toMatchObject({ details: true });
  });
});

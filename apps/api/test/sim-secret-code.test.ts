import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { numberChangeSuite } from './number-change-suite.ts';

// spec §7 ics_pin on the reference operator: the secret code is sent or deleted, only its hash kept,
// with its spec §8 refusals, its letter flag, a foreign number and bad input.

const LARGE = DEMO_COMPANIES.large.bin;
const company = (msisdn: string, what: string, bin = LARGE) =>
  `/api/customers/${bin}/subscribers/${msisdn}/${what}`;

const t = numberChangeSuite();

describe('secret code (spec §7 ics_pin)', () => {
  it('sends a new code to the number: only its hash is kept, the send recorded, no code answered or logged', async () => {
    const msisdn = await t.freshNumber();
    const res = await t.admin.post(company(msisdn, 'ics_pin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'secret_code_sent' });
    const [sms] = await t.sql<{ text: string }>(`select text from operator.sms_messages where msisdn = $1`, [
      msisdn,
    ]);
    const code = /(\d{6})/.exec(sms!.text)![1]!;
    const [stored] = await t.sql<{ code_hash: string }>(
      `select code_hash from operator.secret_codes where msisdn = $1`,
      [msisdn],
    );
    expect(stored!.code_hash).not.toContain(code);
    const [match] = await t.sql<{ ok: boolean }>(
      `select encode(sha256(convert_to($1 || ':' || $2, 'UTF8')), 'hex') = $3 as ok`,
      [msisdn, code, stored!.code_hash],
    );
    expect(match!.ok).toBe(true);
    const sends = await t.sql(`select * from operator.secret_code_sends where msisdn = $1`, [msisdn]);
    expect(sends).toHaveLength(1);
    expect(JSON.stringify(sends)).not.toContain(code);
    const log = await t.lastAction(msisdn);
    expect(log).toMatchObject({ action: 'secret_code_send', status: 'S' });
    expect(JSON.stringify(log)).not.toContain(code);
    expect(res.text).not.toContain(code);

    // deleting it removes it; a second delete has nothing to delete
    const deleted = await t.admin.delete(company(msisdn, 'ics_pin'));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: 'SUCCESS', message: 'secret_code_deleted' });
    expect(await t.sql(`select 1 from operator.secret_codes where msisdn = $1`, [msisdn])).toEqual([]);
    expect(await t.lastAction(msisdn)).toMatchObject({ action: 'secret_code_delete', status: 'S' });
    const again = await t.admin.delete(company(msisdn, 'ics_pin'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'secret_code_delete_failed' });
    expect(await t.lastAction(msisdn)).toMatchObject({
      action: 'secret_code_delete',
      status: 'F',
      params: { error: 'secret_code_delete_failed' },
    });
  });

  it('refuses to send to a blocked number or an M2M number, keeping the old code', async () => {
    const blocked = await t.freshNumber('lc_state_id = 42');
    const res = await t.admin.post(company(blocked, 'ics_pin'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'msisdn_blocked' });
    const m2m = await t.freshNumber('lc_state_id = 20 and is_m2m_subscriber');
    const m2mRes = await t.admin.post(company(m2m, 'ics_pin'));
    expect(m2mRes.status).toBe(409);
    expect(m2mRes.body).toMatchObject({ code: 'secret_code_send_failed' });
    for (const msisdn of [blocked, m2m]) {
      expect(await t.sql(`select 1 from operator.secret_code_sends where msisdn = $1`, [msisdn])).toEqual([]);
      expect(await t.sql(`select 1 from operator.sms_messages where msisdn = $1`, [msisdn])).toEqual([]);
      expect(await t.lastAction(msisdn)).toMatchObject({ action: 'secret_code_send', status: 'F' });
    }
  });
});

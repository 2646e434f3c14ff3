import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, pickNumbers, setProduct, sqlOf, untilStateApplied } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

type Json = Record<string, any>;
const sub = (msisdn: string) => `/api/subscribers/${msisdn}`;

describe('lifecycle: block and unblock (spec §4 Number lifecycle)', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const stateOf = async (msisdn: string) =>
    (
      await sql<{ lc_state_id: number; state: string; lc_state_date: Date }>(
        `select lc_state_id, state, lc_state_date from operator.subscribers where msisdn = $1`,
        [msisdn],
      )
    )[0]!;

  beforeAll(async () => {
    // decision 027: a change stays PENDING until a test makes its completion due (untilStateApplied)
    server = await startTestServer({ OPERATOR_DELAY_MS: '60000' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  it('blocks an active number (20 → 42, SUSPENDED) and unblocks it (42 → 20, ACTIVE), with dates', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    const eligible = await admin.get(`${sub(msisdn!)}/state/eligible`);
    expect(eligible.body).toEqual({
      blockedChangeStatus: null,
      messageActive: null,
      messageSuspend: null,
      canSuspend: true,
      canActivate: false,
      suspendRefusal: null,
      activateRefusal: 'unblock_failed',
      suspendRefusalHtml: null,
      activateRefusalHtml: null,
    });

    const startedAt = Date.now();
    const blocked = await admin.put(`${sub(msisdn!)}/suspend`);
    expect(blocked.status).toBe(200);
    // decision 027: the operator accepts the block at once and the network applies it later
    expect(blocked.body).toMatchObject({
      result: 'SUCCESS',
      msisdn,
      state: 'PENDING',
      lcState: { lcStateId: 42, name: { en: 'Blocked' } },
      message: 'status_changed',
    });
    const blockedAt = Date.parse((blocked.body as Json).lcState.lcStateDate);
    expect(blockedAt).toBeGreaterThanOrEqual(startedAt - 1000);
    const row = await stateOf(msisdn!);
    expect(row).toMatchObject({ lc_state_id: 42, state: 'PENDING' });
    expect(row.lc_state_date.getTime()).toBe(blockedAt);
    expect(await untilStateApplied(server, msisdn!)).toBe('SUSPENDED');
    // the number detail reads the applied state
    expect((await admin.get(sub(msisdn!))).body).toMatchObject({
      state: 'SUSPENDED',
      status: 'BLOCKED',
      lcState: { lcStateId: 42 },
    });

    // decision 012: a repeated block (a retried call) finds it blocked: the same success, nothing changes
    const again = await admin.put(`${sub(msisdn!)}/suspend`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      result: 'SUCCESS',
      state: 'SUSPENDED',
      lcState: { lcStateId: 42, lcStateDate: (blocked.body as Json).lcState.lcStateDate },
      message: 'status_changed',
    });
    expect((await stateOf(msisdn!)).lc_state_date.getTime()).toBe(blockedAt);

    const unblocked = await admin.put(`${sub(msisdn!)}/activate`);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({
      state: 'PENDING',
      lcState: { lcStateId: 20, name: { en: 'Active' } },
    });
    expect(await untilStateApplied(server, msisdn!)).toBe('ACTIVE');
    expect(await stateOf(msisdn!)).toMatchObject({ lc_state_id: 20, state: 'ACTIVE' });
    // one entry per change asked for: the network's applying adds none
    expect((await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}`)).toEqual([
      'number_block:S',
      'number_block:S',
      'number_unblock:S',
    ]);
    expect((await actionsOf(server, msisdn!))[0]!.params).toMatchObject({ from: 20, to: 42 });
  });

  it('reads PENDING while a change is applied: lists and the page show it, a second change is still_pending (spec §8)', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    expect((await admin.put(`${sub(msisdn!)}/suspend`)).status).toBe(200);
    // the completion is due only after OPERATOR_DELAY_MS (a minute here): nothing applies it meanwhile
    expect((await admin.get(sub(msisdn!))).body).toMatchObject({
      state: 'PENDING',
      status: 'PENDING',
      lcState: { lcStateId: 42 },
    });
    const list = await admin.post('/api/customers/subscribers', { body: { msisdnPart: msisdn } });
    expect((list.body as Json).data).toEqual([
      expect.objectContaining({ msisdn, state: 'PENDING', status: 'PENDING' }),
    ]);
    const pendingFilter = await admin.post('/api/customers/subscribers', {
      body: { msisdnPart: msisdn, states: ['PENDING'] },
    });
    expect((pendingFilter.body as Json).totalSubscriptions).toBe(1);
    const eligible = await admin.get(`${sub(msisdn!)}/state/eligible`);
    expect(eligible.body).toMatchObject({
      canSuspend: false,
      canActivate: false,
      suspendRefusal: 'still_pending',
      activateRefusal: 'still_pending',
    });
    const before = await stateOf(msisdn!);
    for (const path of ['activate', 'suspend']) {
      const second = await admin.put(`${sub(msisdn!)}/${path}`);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ code: 'still_pending', message: 'still_pending' });
    }
    expect(await stateOf(msisdn!)).toEqual(before);
    expect((await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}`)).toEqual([
      'number_block:S',
      'number_unblock:F',
      'number_block:F',
    ]);

    expect(await untilStateApplied(server, msisdn!)).toBe('SUSPENDED');
    expect((await admin.get(sub(msisdn!))).body).toMatchObject({ state: 'SUSPENDED', status: 'BLOCKED' });
    const unblock = await admin.put(`${sub(msisdn!)}/activate`);
    expect(unblock.status).toBe(200);
    expect(unblock.body).toMatchObject({ state: 'PENDING', lcState: { lcStateId: 20 } });
    expect(await untilStateApplied(server, msisdn!)).toBe('ACTIVE');
  });

  it('refuses the Workmate tariff with CONFLICT workmate_block_not_allowed, logged as a failure', async () => {
    const eligible = await admin.get(`${sub(DEMO_NUMBERS.workmate)}/state/eligible`);
    expect(eligible.body).toMatchObject({ canSuspend: false, suspendRefusal: 'workmate_block_not_allowed' });
    const res = await admin.put(`${sub(DEMO_NUMBERS.workmate)}/suspend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'workmate_block_not_allowed',
      message: 'workmate_block_not_allowed',
    });
    // spec §2 Workmate modal: the operator's HTML text in each language, the same before and on the PUT
    const html = (res.body as { refusalHtml: Record<'ru' | 'en' | 'kk', string> }).refusalHtml;
    expect(html.ru).toContain('<b>Workmate</b>');
    expect(html.kk).toContain('бұғаттау');
    expect(html.en).toContain('<a href="tel:9099">9099</a>');
    expect(eligible.body).toMatchObject({ suspendRefusalHtml: html, activateRefusalHtml: null });
    expect(await stateOf(DEMO_NUMBERS.workmate)).toMatchObject({ lc_state_id: 20 });
    expect((await actionsOf(server, DEMO_NUMBERS.workmate)).at(-1)).toMatchObject({
      action: 'number_block',
      status: 'F',
      params: { error: 'workmate_block_not_allowed' },
    });
  });

  it('refuses a number with a contract phone (CONFLICT), the blocked-products messages in every language', async () => {
    const eligible = await admin.get(`${sub(DEMO_NUMBERS.contractPhone)}/state/eligible`);
    expect(eligible.body).toMatchObject({
      blockedChangeStatus: 'FULL',
      canSuspend: false,
      suspendRefusal: 'contract_phone_block_not_allowed',
      messageActive: { en: expect.stringContaining('9099'), ru: expect.any(String), kk: expect.any(String) },
    });
    const res = await admin.put(`${sub(DEMO_NUMBERS.contractPhone)}/suspend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'contract_phone_block_not_allowed' });
    expect(await stateOf(DEMO_NUMBERS.contractPhone)).toMatchObject({ lc_state_id: 20 });
  });

  it('refuses while a product forbids the change, with its message per language in the body', async () => {
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'PKG_ATLAS_PRO', 'CONNECTED');
    const res = await admin.put(`${sub(msisdn!)}/suspend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'status_change_blocked_by_products',
      blockedProducts: {
        blockedChangeStatus: 'SUSPEND',
        messageActive: { en: 'Disable the Atlas Pro pack before blocking the number.' },
      },
    });
    expect(await stateOf(msisdn!)).toMatchObject({ lc_state_id: 20 });
  });

  it('unblock only from 42: a pre-disconnected number (44) stays; block only from 20', async () => {
    const pre = await admin.put(`${sub(DEMO_NUMBERS.preDisconnected)}/activate`);
    expect(pre.status).toBe(409);
    expect(pre.body).toMatchObject({ code: 'unblock_failed' });
    expect(await stateOf(DEMO_NUMBERS.preDisconnected)).toMatchObject({ lc_state_id: 44 });

    const block = await admin.put(`${sub(DEMO_NUMBERS.preDisconnected)}/suspend`);
    expect(block.status).toBe(409);
    expect(block.body).toMatchObject({ code: 'block_failed' });
    // a blocked number asked to block again is a repeat of a change already done: success, unchanged
    const before = await stateOf(DEMO_NUMBERS.blocked);
    const repeat = await admin.put(`${sub(DEMO_NUMBERS.blocked)}/suspend`);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ state: 'SUSPENDED', lcState: { lcStateId: 42 } });
    expect(await stateOf(DEMO_NUMBERS.blocked)).toEqual(before);
  });

  it('a foreign msisdn is 404 msisdn_not_in_company and changes nothing', async () => {
    const foreign = DEMO_NUMBERS.debtorCompany;
    const before = await stateOf(foreign);
    for (const path of ['suspend', 'activate'])
      expect((await admin.put(`${sub(foreign)}/${path}`)).body).toMatchObject({
        code: 'msisdn_not_in_company',
      });
    expect((await admin.get(`${sub(foreign)}/state/eligible`)).status).toBe(404);
    expect(await stateOf(foreign)).toEqual(before);
    expect(await actionsOf(server, foreign)).toEqual([]);
  });
});

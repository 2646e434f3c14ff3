import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS, ESIM_ROAMING_NUMBER } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, completeNow, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// The reference operator's eSIM lifecycle (decision 016), walked through the portal's
// calls: every status of the check, the reservation through the completion seam, the QR code, the
// e-mail and the change — and every refusal, with the database unchanged.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const esim = (msisdn: string) => `/api/subscribers/${msisdn}/esim`;
const LPA = /^LPA:1\$smdp\.example\.kz\$[0-9A-HJ-NP-Z]{5}(-[0-9A-HJ-NP-Z]{5}){3}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('eSIM: the status check, reserve, QR code and change on the reference operator', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const used: string[] = [];

  beforeAll(async () => {
    // a quiet SM-DP+: a reservation waits until the test makes its answer due (completeNow)
    server = await startTestServer({ OPERATOR_DELAY_MS: '200', ESIM_DELAY_MS: '3600000' });
    admin = await server.as('admin', LARGE);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  /** A fresh active plastic-SIM number of the large company, with a balance and no eSIM history. */
  async function freshNumber(balance = 50_000): Promise<string> {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
        where customer_bin = $1 and lc_state_id = 20 and not is_m2m_subscriber and not esim
          and subscriber_flags is null and msisdn <> all($2)
          and not exists (select 1 from operator.esim_profiles p where p.msisdn = s.msisdn)
        order by msisdn limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS)]],
    );
    used.push(row!.msisdn);
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = $1`,
      [row!.msisdn, balance],
    );
    return row!.msisdn;
  }

  const status = (msisdn: string) => admin.get(`${esim(msisdn)}/activation-code`);
  const reserve = (msisdn: string) => admin.put(`${esim(msisdn)}/reserve`);
  const change = (msisdn: string, iccId: string) => admin.put(`${esim(msisdn)}/change`, { query: { iccId } });

  /** What the operator holds about the number's eSIM: profiles, operations, codes, card. */
  const stateOf = async (msisdn: string) => ({
    profiles: await sql(`select icc, state from operator.esim_profiles where msisdn = $1 order by icc`, [
      msisdn,
    ]),
    operations: await sql(
      `select kind, status, icc, failure, old_iccid from operator.esim_operations where msisdn = $1 order by id`,
      [msisdn],
    ),
    codes: await sql(`select icc, code from operator.esim_activation_codes where msisdn = $1 order by id`, [
      msisdn,
    ]),
    card: (
      await sql(
        `select iccid, esim, available_by_credit_limit_or_pia_balance as balance from operator.subscribers where msisdn = $1`,
        [msisdn],
      )
    )[0],
  });

  /** Makes the SM-DP+ answer the number's reservation and waits until the status check leaves NOT_READY. */
  async function answer(msisdn: string) {
    await completeNow(server, msisdn);
    return waitFor(
      () => status(msisdn),
      (res) => !(res.status === 200 && (res.body as Json).state === 'NOT_READY'),
      20_000,
    );
  }

  /** A number with a ready eSIM: reserved and answered. */
  async function readyNumber(): Promise<{ msisdn: string; icc: string; code: string }> {
    const msisdn = await freshNumber();
    expect((await reserve(msisdn)).status).toBe(200);
    const res = await answer(msisdn);
    expect(res.status).toBe(200);
    const body = res.body as Json;
    return { msisdn, icc: body.icc, code: body.activationCode };
  }

  async function qrPng(msisdn: string, code: string): Promise<Response> {
    return admin.raw(`${esim(msisdn)}/qr/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-bin': LARGE, origin: server.url },
      body: JSON.stringify({ code }),
    });
  }

  it('offers a reserve when nothing is reserved (NOT_FOUND)', async () => {
    const msisdn = await freshNumber();
    const res = await status(msisdn);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      state: 'NOT_FOUND',
      icc: null,
      activationCode: null,
      expiresAt: null,
      isBalanceEnough: true,
    });
  });

  it('reserves asynchronously: NOT_READY while the SM-DP+ works, then SUCCESS with an LPA code valid 1 day, fee 0 in the ledger', async () => {
    const msisdn = await freshNumber();
    const before = await stateOf(msisdn);
    const res = await reserve(msisdn);
    expect(res.status).toBe(200);
    const iccid = (res.body as Json).iccid as string;
    expect(res.body).toEqual({ msisdn, iccid, message: 'esim_reserve_requested' });
    expect(iccid).toMatch(/^8999702\d{13}$/);

    expect((await status(msisdn)).body).toMatchObject({
      state: 'NOT_READY',
      icc: iccid,
      activationCode: null,
    });
    expect(await stateOf(msisdn)).toMatchObject({
      profiles: [{ icc: iccid, state: 'RESERVED' }],
      operations: [{ kind: 'RESERVE', status: 'RUNNING', icc: iccid }],
      codes: [],
      card: before.card,
    });

    const ready = await answer(msisdn);
    expect(ready.status).toBe(200);
    const body = ready.body as Json;
    expect(body).toMatchObject({ state: 'SUCCESS', icc: iccid, isBalanceEnough: true });
    expect(body.activationCode).toMatch(LPA);
    const validFor = new Date(body.expiresAt).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(DAY_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(DAY_MS);

    expect(await stateOf(msisdn)).toMatchObject({
      profiles: [{ icc: iccid, state: 'READY' }],
      operations: [{ kind: 'RESERVE', status: 'DONE', icc: iccid, failure: null }],
      codes: [{ icc: iccid, code: body.activationCode }],
      card: before.card,
    });
    const ledger = await sql(
      `select kind, amount, balance_after, reference from operator.balance_ledger where msisdn = $1 and reference like 'esim:%'`,
      [msisdn],
    );
    expect(ledger).toEqual([{ kind: 'FEE', amount: 0, balance_after: 50_000, reference: `esim:${iccid}` }]);
    await waitFor(
      () => actionsOf(server, msisdn),
      (rows) => rows.some((r) => r.action === 'esim_reserve_completed'),
    );
    expect((await actionsOf(server, msisdn)).map((r) => [r.action, r.status])).toEqual([
      ['esim_reserve', 'S'],
      ['esim_reserve_completed', 'S'],
    ]);
  });

  it('refuses a second operation while one runs, and a second reserve while one is ready', async () => {
    const msisdn = await freshNumber();
    expect((await reserve(msisdn)).status).toBe(200);
    const running = await stateOf(msisdn);
    const again = await reserve(msisdn);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'esim_operation_in_progress' });
    const icc = running.profiles[0]!.icc as string;
    const changing = await change(msisdn, icc);
    expect(changing.status).toBe(409);
    expect(changing.body).toMatchObject({ code: 'esim_operation_in_progress' });
    expect(await stateOf(msisdn)).toEqual(running);

    expect((await answer(msisdn)).status).toBe(200);
    const ready = await stateOf(msisdn);
    const third = await reserve(msisdn);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'esim_order_exists' });
    expect(await stateOf(msisdn)).toEqual(ready);
  });

  it('lets one of two concurrent reserves through; the database holds one running operation per number', async () => {
    const msisdn = await freshNumber();
    const answers = await Promise.all([reserve(msisdn), reserve(msisdn), reserve(msisdn)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toMatchObject({ code: 'esim_operation_in_progress' });
    const { profiles, operations } = await stateOf(msisdn);
    expect(profiles).toHaveLength(1);
    expect(operations).toEqual([expect.objectContaining({ kind: 'RESERVE', status: 'RUNNING' })]);
    // the unique partial index refuses a second running operation whoever writes it
    await expect(
      sql(`insert into operator.esim_operations (msisdn, kind) values ($1, 'CHANGE')`, [msisdn]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('generates a PNG QR code that decodes to the exact activation code', async () => {
    const { msisdn, code } = await readyNumber();
    const res = await qrPng(msisdn, code);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(png.width).toBeGreaterThanOrEqual(200);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(code);
  });

  it("makes a QR code only of the number's own valid activation code", async () => {
    const { msisdn, code } = await readyNumber();
    const other = await qrPng(msisdn, 'LPA:1$smdp.example.kz$AAAAA-BBBBB-CCCCC-DDDDD');
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'esim_qr_not_found' });
    const bad = await qrPng(msisdn, 'https://evil.example/');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_activation_code' });
    const another = await freshNumber();
    const foreignCode = await qrPng(another, code);
    expect(foreignCode.status).toBe(404);
  });

  it('e-mails the QR code in the chosen language, inline and attached, to the demo mailbox', async () => {
    const { msisdn, code } = await readyNumber();
    const res = await admin.post(`${esim(msisdn)}/qr/send`, {
      body: { email: 'admin@example.kz', code, language: 'kk' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'esim_qr_sent' });
    const phone = `+7 (${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6, 8)}-${msisdn.slice(8)}`;
    const list = await waitFor(
      async () => (await admin.get('/api/mailbox/messages')).body as { messages: Json[] },
      (body) => body.messages.some((m) => m.subject.includes(phone) && m.state === 'sent'),
    );
    const message = list.messages.find((m) => m.subject.includes(phone))!;
    expect(message).toMatchObject({ subject: `${phone} нөміріне арналған eSIM QR-коды`, language: 'kk' });
    expect(message.attachments).toEqual([
      expect.objectContaining({ filename: 'esim-qr.png', isInline: true }),
      expect.objectContaining({ filename: `esim-${msisdn}.png`, isInline: false }),
    ]);
    const full = (await admin.get(`/api/mailbox/messages/${message.id}`)).body as Json;
    expect(full.html).toContain('Код 1 күн жарамды');
    const inline = /src="data:image\/png;base64,([^"]+)"/.exec(full.html)![1]!;
    const png = PNG.sync.read(Buffer.from(inline, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
    expect((await actionsOf(server, msisdn)).at(-1)).toMatchObject({ action: 'esim_qr_send', status: 'S' });
  });

  it('texts the number a link to its QR (spec §4 SMS link): the mailbox lists it, the first browser keeps it, another is refused, it expires with the code', async () => {
    const { msisdn, code } = await readyNumber();
    // only the number's own valid code: anything else changes nothing
    const wrong = await admin.post(`${esim(msisdn)}/qr/sms`, {
      body: { code: 'LPA:1$smdp.example.kz$NOT-THE-CODE', language: 'ru' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'esim_qr_not_found' });
    for (const table of ['operator.sms_messages', 'portal.sent_texts', 'portal.esim_qr_links'])
      expect(await sql(`select count(*)::int as n from ${table} where msisdn = $1`, [msisdn])).toEqual([
        { n: 0 },
      ]);

    const res = await admin.post(`${esim(msisdn)}/qr/sms`, { body: { code, language: 'kk' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'esim_qr_sms_sent' });
    // the portal's record of what it asked to send, and the text at the operator's SMS centre
    const [sms] = await sql<{ text: string; link: string; message_id: string }>(
      `select text, link, message_id from portal.sent_texts where msisdn = $1`,
      [msisdn],
    );
    expect(sms!.link).toMatch(new RegExp(`^${server.url}/esim-qr/[A-Za-z0-9_-]{43}$`));
    expect(sms!.text).toContain(sms!.link);
    expect(sms!.text).toContain('eSIM орнатуға арналған QR-код');
    expect(
      await sql(`select id::text as id, text from operator.sms_messages where msisdn = $1`, [msisdn]),
    ).toEqual([{ id: sms!.message_id, text: sms!.text }]);
    // the demo mailbox shows the text beside the e-mail, for the company's numbers only
    const listed = (await admin.get('/api/mailbox/sms')).body as { messages: Json[] };
    expect(listed.messages[0]).toMatchObject({ msisdn, text: sms!.text, link: sms!.link });
    const other = await server.as('admin', DEMO_COMPANIES.small.bin);
    const otherList = (await other.get('/api/mailbox/sms')).body as { messages: Json[] };
    expect(otherList.messages.some((m) => m.msisdn === msisdn)).toBe(false);
    expect((await actionsOf(server, msisdn)).at(-1)).toMatchObject({ action: 'esim_qr_sms', status: 'S' });

    // whoever holds the link sees the QR, without signing in; that browser again and again
    const path = new URL(sms!.link).pathname.replace('/esim-qr/', '/api/esim-qr/');
    const phone = server.anonymous();
    const first = await phone.get(path);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/kabinet_esim_qr=.*HttpOnly/i);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = first.body as Json;
    expect(body).toMatchObject({ msisdn, activationCode: code });
    const png = PNG.sync.read(Buffer.from(body.qrPng.replace('data:image/png;base64,', ''), 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
    expect((await phone.get(path)).status).toBe(200);
    // a second browser: already opened elsewhere
    const laptop = server.anonymous();
    const second = await laptop.get(path);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'esim_qr_link_opened_elsewhere' });
    expect((await server.anonymous().get('/api/esim-qr/' + 'x'.repeat(43))).body).toMatchObject({
      code: 'esim_qr_link_not_found',
    });
    // the activation code ends at the operator before the link's day is over: so does the link
    await sql(
      `update operator.esim_activation_codes set issued_at = now() - interval '1 day', expires_at = now() - interval '1 second'
        where code = $1`,
      [code],
    );
    const ended = await phone.get(path);
    expect(ended.status).toBe(404);
    expect(ended.body).toMatchObject({ code: 'esim_qr_link_expired' });
    // and the link's own expiry (the code's day)
    await sql(`update portal.esim_qr_links set expires_at = now() - interval '1 second' where msisdn = $1`, [
      msisdn,
    ]);
    const expired = await phone.get(path);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ code: 'esim_qr_link_expired' });
  });

  it('changes to the eSIM: the number takes its ICCID, eSIM on, the plastic card retired', async () => {
    const { msisdn, icc } = await readyNumber();
    const { card } = await stateOf(msisdn);
    const oldIccid = card!.iccid as string;
    const wrong = await change(msisdn, oldIccid);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'esim_qr_not_found' });

    const res = await change(msisdn, icc);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'esim_replaced' });
    expect(await stateOf(msisdn)).toMatchObject({
      profiles: [{ icc, state: 'INSTALLED' }],
      operations: [
        { kind: 'RESERVE', status: 'DONE' },
        { kind: 'CHANGE', status: 'DONE', icc, old_iccid: oldIccid },
      ],
      card: { iccid: icc, esim: true },
    });
    const detail = (await admin.get(`/api/subscribers/${msisdn}`)).body as Json;
    expect(detail).toMatchObject({ iccid: icc, esim: true });
    // the old card belongs to nobody any more
    expect(await sql(`select msisdn from operator.subscribers where iccid = $1`, [oldIccid])).toEqual([]);
    // nothing reserved now: the status check offers a reserve again
    expect((await status(msisdn)).body).toMatchObject({ state: 'NOT_FOUND' });
    expect((await actionsOf(server, msisdn)).at(-1)).toMatchObject({ action: 'esim_change', status: 'S' });
  });

  it('answers qr-not-found once the activation code has expired (1 day); a new reserve releases it', async () => {
    const { msisdn, icc, code } = await readyNumber();
    await sql(
      `update operator.esim_activation_codes set issued_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where icc = $1`,
      [icc],
    );
    const res = await status(msisdn);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'esim_qr_not_found' });
    expect((await qrPng(msisdn, code)).status).toBe(404);
    const before = await stateOf(msisdn);
    const late = await change(msisdn, icc);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ code: 'esim_qr_not_found' });
    expect(await stateOf(msisdn)).toEqual(before);

    const again = await reserve(msisdn);
    expect(again.status).toBe(200);
    const fresh = (again.body as Json).iccid as string;
    expect(fresh).not.toBe(icc);
    expect((await stateOf(msisdn)).profiles).toEqual(
      [
        { icc, state: 'RELEASED' },
        { icc: fresh, state: 'RESERVED' },
      ].sort((a, b) => a.icc.localeCompare(b.icc)),
    );
  });

  it('times the reservation out when the SM-DP+ does not answer; a later reserve works', async () => {
    const msisdn = await freshNumber();
    await sql(`update operator.esim_smdp_servers set is_responding = false`);
    try {
      expect((await reserve(msisdn)).status).toBe(200);
      const res = await answer(msisdn);
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ code: 'esim_timeout' });
      const { profiles, operations } = await stateOf(msisdn);
      expect(profiles).toEqual([]);
      expect(operations).toEqual([expect.objectContaining({ status: 'FAILED', failure: 'esim_timeout' })]);
      await waitFor(
        () => actionsOf(server, msisdn),
        (rows) => rows.some((r) => r.action === 'esim_reserve_completed'),
      );
      expect((await actionsOf(server, msisdn)).at(-1)).toMatchObject({
        action: 'esim_reserve_completed',
        status: 'F',
        params: { error: 'esim_timeout' },
      });
    } finally {
      await sql(`update operator.esim_smdp_servers set is_responding = true`);
    }
    expect((await reserve(msisdn)).status).toBe(200);
    expect((await answer(msisdn)).body).toMatchObject({ state: 'SUCCESS' });
  });

  it("answers HAS_BALANCE above the remote-change limit and refuses its reserve: a store visit (spec §4 'has balance')", async () => {
    const msisdn = await freshNumber(500_000_01);
    const res = await status(msisdn);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      state: 'HAS_BALANCE',
      icc: null,
      activationCode: null,
      expiresAt: null,
      isBalanceEnough: true,
    });
    const before = await stateOf(msisdn);
    const refused = await reserve(msisdn);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'esim_store_visit_required' });
    expect(await stateOf(msisdn)).toEqual(before);
    // at the limit itself the change is still remote
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = $1`,
      [msisdn, 500_000_00],
    );
    expect((await status(msisdn)).body).toMatchObject({ state: 'NOT_FOUND' });
  });

  it("answers EMPTY when the SM-DP+ has no free profile (spec §4 'empty'), NOT_FOUND once one is back", async () => {
    const msisdn = await freshNumber();
    const taken = await sql<{ icc: string }>(
      `update operator.esim_profiles set state = 'RELEASED' where state = 'AVAILABLE' and msisdn is null returning icc`,
    );
    try {
      const res = await status(msisdn);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'EMPTY', icc: null, activationCode: null });
      const refused = await reserve(msisdn);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ code: 'esim_issue_failed' });
    } finally {
      await sql(`update operator.esim_profiles set state = 'AVAILABLE' where icc = any($1)`, [
        taken.map((r) => r.icc),
      ]);
    }
    expect((await status(msisdn)).body).toMatchObject({ state: 'NOT_FOUND' });
  });

  it('refuses with insufficient funds when the balance does not cover the fee (reserve disabled)', async () => {
    const msisdn = await freshNumber(-1);
    expect((await status(msisdn)).body).toMatchObject({ state: 'NOT_FOUND', isBalanceEnough: false });
    const before = await stateOf(msisdn);
    const res = await reserve(msisdn);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'esim_insufficient_funds' });
    expect(await stateOf(msisdn)).toEqual(before);
    expect((await actionsOf(server, msisdn)).at(-1)).toMatchObject({ action: 'esim_reserve', status: 'F' });
  });

  it('fails the reservation at completion when the balance went below the fee meanwhile', async () => {
    const msisdn = await freshNumber();
    expect((await reserve(msisdn)).status).toBe(200);
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = -500 where msisdn = $1`,
      [msisdn],
    );
    const res = await answer(msisdn);
    expect(res.body).toMatchObject({ state: 'NOT_FOUND', isBalanceEnough: false });
    expect((await stateOf(msisdn)).operations).toEqual([
      expect.objectContaining({ status: 'FAILED', failure: 'esim_insufficient_funds' }),
    ]);
  });

  it('answers replacement unavailable on a blocked number and in roaming, changing nothing', async () => {
    const blocked = await freshNumber();
    await sql(`update operator.subscribers set lc_state_id = 42, state = 'SUSPENDED' where msisdn = $1`, [
      blocked,
    ]);
    const roaming = await freshNumber();
    await sql(
      `insert into operator.subscriber_locations (msisdn, country_code, network) values ($1, 'TR', 'Turkcell')`,
      [roaming],
    );
    for (const msisdn of [blocked, roaming]) {
      const before = await stateOf(msisdn);
      for (const res of [
        await status(msisdn),
        await reserve(msisdn),
        await change(msisdn, before.card!.iccid as string),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'esim_replacement_unavailable' });
      }
      expect(await stateOf(msisdn)).toEqual(before);
    }
  });

  it('answers replacement unavailable for the demo number in roaming', async () => {
    const res = await status(ESIM_ROAMING_NUMBER);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'esim_replacement_unavailable' });
  });

  it('a blocked number with a ready eSIM cannot change to it', async () => {
    const { msisdn, icc } = await readyNumber();
    await sql(`update operator.subscribers set lc_state_id = 42, state = 'SUSPENDED' where msisdn = $1`, [
      msisdn,
    ]);
    const before = await stateOf(msisdn);
    const res = await change(msisdn, icc);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'esim_replacement_unavailable' });
    expect(await stateOf(msisdn)).toEqual(before);
  });

  it("refuses another company's number on every call, changing nothing", async () => {
    const foreign = DEMO_NUMBERS.smallCompany;
    const before = await stateOf(foreign);
    const { code } = await readyNumber();
    const answers = [
      await status(foreign),
      await reserve(foreign),
      await change(foreign, before.card!.iccid as string),
      await admin.post(`${esim(foreign)}/qr/send`, {
        body: { email: 'admin@example.kz', code, language: 'ru' },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'msisdn_not_in_company' });
    }
    expect((await qrPng(foreign, code)).status).toBe(404);
    expect(await stateOf(foreign)).toEqual(before);
  });

  it('limits reserve and change to 5 an hour per number (429), changing nothing', async () => {
    const { msisdn } = await readyNumber();
    // readyNumber's reserve was the first; four more requests (refused by the operator) still count
    for (let i = 0; i < 4; i++) expect((await reserve(msisdn)).status).toBe(409);
    const before = await stateOf(msisdn);
    const limited = await change(msisdn, before.profiles[0]!.icc as string);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stateOf(msisdn)).toEqual(before);
  });

  it('refuses bad input with a catalogue code', async () => {
    const msisdn = await freshNumber();
    const badIcc = await change(msisdn, '123');
    expect(badIcc.status).toBe(400);
    expect(badIcc.body).toMatchObject({ code: 'invalid_iccid' });
    const badMail = await admin.post(`${esim(msisdn)}/qr/send`, {
      body: {
        email: 'not-an-address',
        code: 'LPA:1$smdp.example.kz$AAAAA-BBBBB-CCCCC-DDDDD',
        language: 'ru',
      },
    });
    expect(badMail.status).toBe(400);
    const badLanguage = await admin.post(`${esim(msisdn)}/qr/send`, {
      body: { email: 'a@example.kz', code: 'LPA:1$smdp.example.kz$AAAAA-BBBBB-CCCCC-DDDDD', language: 'de' },
    });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body).toMatchObject({ code: 'invalid_language' });
  });
});

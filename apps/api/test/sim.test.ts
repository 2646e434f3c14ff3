import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { isValidLuhn, luhnCheckDigit } from '@kabinet/contract/rules/luhn';
import { CEIR_NUMBERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { actionsOf, setOwnFlags } from './operator-fixtures.ts';
import { numberChangeSuite } from './number-change-suite.ts';
import { startTestServer } from './server.ts';

// Decision 014: spec §7 change-sim on the reference operator — a blank card of the company's stock, its
// Luhn digit, the refusals of spec §8, the letter flag E, a foreign number and concurrent changes.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;
const changeSim = (msisdn: string) => `/api/subscribers/${msisdn}/change-sim`;

describe('controls: SIM change', () => {
  const t = numberChangeSuite();
  const used: string[] = [];
  const usedCards: string[] = [];

  async function freshNumber(where = 'lc_state_id = 20 and not is_m2m_subscriber'): Promise<string> {
    const [row] = await t.sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers
        where customer_bin = $1 and subscriber_flags is null and ${where} and msisdn <> all($2)
        order by msisdn limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)]],
    );
    used.push(row!.msisdn);
    return row!.msisdn;
  }
  async function blankCard(bin = LARGE): Promise<string> {
    const [row] = await t.sql<{ iccid: string }>(
      `select iccid from operator.sim_cards where customer_bin = $1 and state = 'BLANK' and iccid <> all($2)
        order by iccid limit 1`,
      [bin, usedCards],
    );
    usedCards.push(row!.iccid);
    return row!.iccid;
  }
  const subscriberOf = async (msisdn: string) =>
    (
      await t.sql<{
        iccid: string;
        iccid_change_date: Date | null;
        pin1: string;
        puk1: string;
        esim: boolean;
      }>(`select iccid, iccid_change_date, pin1, puk1, esim from operator.subscribers where msisdn = $1`, [
        msisdn,
      ])
    )[0]!;
  const cardOf = async (iccid: string) =>
    (
      await t.sql<{ state: string; msisdn: string | null; customer_bin: string }>(
        `select state, msisdn, customer_bin from operator.sim_cards where iccid = $1`,
        [iccid],
      )
    )[0];

  it('gives a database seeded before migration 0010 the same stock the seed gives (ICCIDs, Luhn digits, codes)', async () => {
    const stock = `select iccid, customer_bin, state, msisdn, pin1, pin2, puk1, puk2 from operator.sim_cards order by iccid`;
    const seeded = await t.sql<{ iccid: string }>(stock);
    expect(seeded).toHaveLength(20 * Object.keys(DEMO_COMPANIES).length);
    for (const { iccid } of seeded) expect(isValidLuhn(iccid), iccid).toBe(true);
    const migration = await readFile(
      new URL('../migrations/0010_number_controls.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await t.sql('delete from operator.sim_cards');
    await t.sql(backfill);
    expect(await t.sql(stock)).toEqual(seeded);
  });

  it('moves the number to a blank card of the stock, with the card’s PINs and PUKs, retiring the old one', async () => {
    const msisdn = await freshNumber();
    const before = await subscriberOf(msisdn);
    const iccid = await blankCard();
    const [card] = await t.sql<{ pin1: string; pin2: string; puk1: string; puk2: string }>(
      `select pin1, pin2, puk1, puk2 from operator.sim_cards where iccid = $1`,
      [iccid],
    );

    const res = await t.admin.put(changeSim(msisdn), { query: { iccId: iccid } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'SUCCESS', message: 'sim_changed', msisdn, iccid });
    const changedAt = (res.body as Json).iccidChangeDate as string;
    expect(Math.abs(Date.parse(changedAt) - Date.now())).toBeLessThan(60_000);

    const after = await subscriberOf(msisdn);
    expect(after).toMatchObject({ iccid, pin1: card!.pin1, puk1: card!.puk1 });
    expect(after.iccid_change_date?.toISOString()).toBe(changedAt);
    expect(await cardOf(iccid)).toMatchObject({ state: 'ACTIVE', msisdn });
    expect(await cardOf(before.iccid)).toMatchObject({ state: 'RETIRED', msisdn, customer_bin: LARGE });

    // the detail page reads the new card
    const detail = await t.admin.get(`/api/subscribers/${msisdn}`);
    expect(detail.body).toMatchObject({ iccid, pin1: card!.pin1, pin2: card!.pin2, puk2: card!.puk2 });
    expect((detail.body as Json).iccidChangeDate).toBe(changedAt);
    // the action log names the cards, never a PIN or PUK
    const log = (await actionsOf(t.server, msisdn)).at(-1)!;
    expect(log).toMatchObject({
      action: 'sim_change',
      status: 'S',
      params: { iccid, previousIccid: before.iccid },
    });
    expect(JSON.stringify(log)).not.toContain(card!.puk1);

    // the old card stops being the number's: it cannot come back
    const back = await t.admin.put(changeSim(msisdn), { query: { iccId: before.iccid } });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'sim_change_failed' });
    expect((await subscriberOf(msisdn)).iccid).toBe(iccid);
  });

  it('refuses a card in use, another company’s, unknown or with a bad check digit: Order cannot be fulfilled', async () => {
    const msisdn = await freshNumber();
    const before = await subscriberOf(msisdn);
    const [other] = await t.sql<{ iccid: string }>(
      `select iccid from operator.subscribers where customer_bin = $1 and msisdn <> $2 order by msisdn limit 1`,
      [LARGE, msisdn],
    );
    const foreignCard = await blankCard(DEMO_COMPANIES.small.bin);
    const unknownBody = '8999702599999999999';
    const unknown = unknownBody + luhnCheckDigit(unknownBody);
    const good = await blankCard();
    const badLuhn = good.slice(0, 19) + String((Number(good[19]) + 1) % 10);
    for (const iccId of [other!.iccid, before.iccid, foreignCard, unknown, badLuhn]) {
      const res = await t.admin.put(changeSim(msisdn), { query: { iccId } });
      expect(res.status, iccId).toBe(409);
      expect(res.body, iccId).toMatchObject({ code: 'sim_change_failed' });
    }
    expect(await subscriberOf(msisdn)).toEqual(before);
    expect(await cardOf(foreignCard)).toMatchObject({ state: 'BLANK', msisdn: null });
    expect(await cardOf(good)).toMatchObject({ state: 'BLANK', msisdn: null });
    const log = await actionsOf(t.server, msisdn);
    expect(log).toHaveLength(5);
    expect(log.every((l) => l.action === 'sim_change' && l.status === 'F')).toBe(true);
    expect(log[0]!.params).toMatchObject({ error: 'sim_change_failed' });
  });

  it('refuses a blocked number with msisdn_blocked, the card staying in stock', async () => {
    const msisdn = await freshNumber('lc_state_id = 42');
    const before = await subscriberOf(msisdn);
    const iccid = await blankCard();
    const res = await t.admin.put(changeSim(msisdn), { query: { iccId: iccid } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'msisdn_blocked' });
    expect(await subscriberOf(msisdn)).toEqual(before);
    expect(await cardOf(iccid)).toMatchObject({ state: 'BLANK' });
  });

  it('refuses bad input at the spec §5 boundaries with invalid_iccid, changing nothing', async () => {
    const msisdn = await freshNumber();
    const before = await subscriberOf(msisdn);
    const good = await blankCard();
    for (const bad of [
      good.slice(0, 19), // 19 digits
      `${good}0`, // 21 digits
      `8999701${good.slice(7)}`, // wrong prefix
      `${good.slice(0, 18)}a${good[19]}`, // a letter
      `${good.slice(0, 4)} ${good.slice(4)}`, // the mask's spaces are the form's to remove
      '',
    ]) {
      const res = await t.admin.put(changeSim(msisdn), { query: { iccId: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ code: bad === '' ? expect.any(String) : 'invalid_iccid' });
    }
    const missing = await t.admin.put(changeSim(msisdn));
    expect(missing.status).toBe(400);
    expect(await subscriberOf(msisdn)).toEqual(before);
    expect(await cardOf(good)).toMatchObject({ state: 'BLANK' });
    expect(await actionsOf(t.server, msisdn)).toEqual([]);
  });

  it("refuses another company's number and a number without flag E, changing nothing", async () => {
    const iccid = await blankCard();
    const foreign = await t.admin.put(changeSim(DEMO_NUMBERS.smallCompany), { query: { iccId: iccid } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
    const foreignCard = await blankCard(DEMO_COMPANIES.small.bin);
    const foreign2 = await t.admin.put(changeSim(DEMO_NUMBERS.smallCompany), {
      query: { iccId: foreignCard },
    });
    expect(foreign2.status).toBe(404);
    expect(await cardOf(foreignCard)).toMatchObject({ state: 'BLANK' });

    const msisdn = await freshNumber();
    const before = await subscriberOf(msisdn);
    await setOwnFlags(t.server, msisdn, ['Y', 'C', 'T', 'J', 'Q', 'D', 'L', 'K']);
    const res = await t.admin.put(changeSim(msisdn), { query: { iccId: iccid } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature_not_available' });
    expect(await subscriberOf(msisdn)).toEqual(before);
    expect(await cardOf(iccid)).toMatchObject({ state: 'BLANK' });
  });

  it('lets one of concurrent changes of a number to one card win; the others are refused', async () => {
    const msisdn = await freshNumber();
    const iccid = await blankCard();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.admin.put(changeSim(msisdn), { query: { iccId: iccid } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await subscriberOf(msisdn)).iccid).toBe(iccid);
    expect(await cardOf(iccid)).toMatchObject({ state: 'ACTIVE', msisdn });
  });

  it('gives one card to one of two numbers asking for it at once', async () => {
    const [a, b] = [await freshNumber(), await freshNumber()];
    const iccid = await blankCard();
    const answers = await Promise.all(
      [a, b].map((m) => t.admin.put(changeSim(m), { query: { iccId: iccid } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = await t.sql(`select msisdn from operator.subscribers where iccid = $1`, [iccid]);
    expect(holders).toHaveLength(1);
  });

  it('moves a number on an eSIM to the plastic card', async () => {
    const msisdn = await freshNumber('lc_state_id = 20 and esim');
    const iccid = await blankCard();
    const res = await t.admin.put(changeSim(msisdn), { query: { iccId: iccid } });
    expect(res.status).toBe(200);
    expect(await subscriberOf(msisdn)).toMatchObject({ iccid, esim: false });
  });

  it('is rate-limited per number (spec: 3 an hour)', async () => {
    const limited = await startTestServer({ DATABASE_URL: t.server.databaseUrl });
    try {
      const client = await limited.as('admin', LARGE);
      const msisdn = await freshNumber();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.put(changeSim(msisdn), { query: { iccId: await blankCard() } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});

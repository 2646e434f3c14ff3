import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribersListSchema, type SubscribersList } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 004: the numbers list's server side — spec §2 Numbers list, §3 Subscribers list, §5 Search,
// Label; §7 POST /api/customers/subscribers, label and comment; §8 tags; §9 lengths and page size.

describe('numbers search', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  /**
   * the company's numbers matching `where` (a condition on s), in msisdn order: the operator's
   * lines with the portal's own labels and comments (decision 034)
   */
  const expected = async (where: string, values: unknown[] = []) =>
    (
      await query<{ msisdn: string }>(
        `select msisdn from (select o.msisdn, o.customer_bin, o.account_number, o.iccid, o.type, n.label, n.comment
           from operator.subscribers o left join portal.company_lines n using (msisdn)) s
         where customer_bin = $1 and ${where} order by msisdn`,
        [bin, ...values],
      )
    ).map((r) => r.msisdn);

  async function search(
    body: Record<string, unknown>,
    page: { pageNumber?: number; pageSize?: number } = {},
    client: TestClient = admin,
  ): Promise<SubscribersList> {
    const res = await client.post('/api/customers/subscribers', { query: page, body });
    expect(res.status, res.text).toBe(200);
    return subscribersListSchema.parse(res.body);
  }

  /** every page of a search, concatenated */
  async function searchAll(body: Record<string, unknown>): Promise<string[]> {
    const first = await search(body);
    const all = first.data.map((c) => c.msisdn);
    for (let p = 2; p <= first.totalPages; p++)
      all.push(...(await search(body, { pageNumber: p })).data.map((c) => c.msisdn));
    return all;
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());

  describe('search', () => {
    it("answers the first page of the company's numbers for an empty search, with the mask echoed", async () => {
      const all = await expected('true');
      const list = await search({});
      expect(list).toMatchObject({
        status: 'DONE',
        totalSubscriptions: all.length,
        totalPages: Math.ceil(all.length / 10),
        pageNumber: 1,
        mask: {
          masknum: '7',
          accountNumber: null,
          iccid: null,
          typeAccount: null,
          label: null,
          comment: null,
        },
      });
      // the company owes its current invoices without being a debtor (spec §6 is_debtor)
      const [debt] = await query<{ total: number; is_debtor: boolean }>(
        `select c.is_debtor, (select coalesce(sum(debt), 0)::bigint from operator.debts d where d.customer_bin = c.bin) as total
         from operator.customers c where c.bin = $1`,
        [bin],
      );
      expect(list.viewDebtData).toEqual(
        debt!.total > 0 ? { isDebtor: debt!.is_debtor, totalDebt: debt!.total } : null,
      );
      expect(list.data.map((c) => c.msisdn)).toEqual(all.slice(0, 10));
      // blank fields are nulls, as if absent (spec §5)
      const blank = await search({
        msisdnPart: '',
        accountNumber: ' ',
        iccid: null,
        typeAccount: null,
        label: '',
        comment: '  ',
      });
      expect(blank.mask).toEqual(list.mask);
      expect(blank.totalSubscriptions).toBe(all.length);
    });

    it('fills the cards of spec §2 from the operator tables', async () => {
      const list = await search({ msisdnPart: DEMO_NUMBERS.active });
      expect(list.totalSubscriptions).toBe(1);
      const [row] = await query(
        `select s.account_number, s.iccid, s.credit_limit, s.available_by_credit_limit_or_pia_balance,
           s.remaining_units_to_spend, c.id as cost_centre_id, c.code as cost_centre_code, c.name as cost_centre_name
         from operator.subscribers s
         left join portal.company_lines l on l.msisdn = s.msisdn
         left join portal.cost_centres c on c.id = l.cost_centre_id
         where s.msisdn = $1`,
        [DEMO_NUMBERS.active],
      );
      expect(list.data[0]).toEqual({
        msisdn: DEMO_NUMBERS.active,
        lcState: {
          lcStateId: 20,
          name: { ru: 'Активен', en: 'Active', kk: 'Белсенді' },
          lcStateDate: expect.any(String),
        },
        // decision 027: what the number reads, PENDING while a block or unblock is applied
        state: 'ACTIVE',
        status: 'ACTIVE',
        tariff: {
          id: 'corp-business-unlim',
          name: { ru: 'Бизнес Безлимит', en: 'Business Unlimited', kk: 'Бизнес Шексіз' },
          isWorkmate: false,
        },
        type: 'POSTPAID',
        accountNumber: row!.account_number,
        iccid: row!.iccid,
        label: 'Директор',
        comment: 'Не отключать без согласования',
        isM2MSubscriber: false,
        remainingUnitsToSpend: row!.remaining_units_to_spend,
        creditLimit: row!.credit_limit,
        availableByCreditLimitOrPiaBalance: row!.available_by_credit_limit_or_pia_balance,
        flags: expect.arrayContaining(['Y', 'C', 'T']),
        // decision 030: the number's cost centre (the portal's), if any
        costCentre: row!.cost_centre_id
          ? { id: Number(row!.cost_centre_id), code: row!.cost_centre_code, name: row!.cost_centre_name }
          : null,
      });
      const blocked = await search({ msisdnPart: DEMO_NUMBERS.blocked });
      expect(blocked.data[0]).toMatchObject({ status: 'BLOCKED', lcState: { lcStateId: 42 } });
    });

    it('finds numbers by prefix (starting with 7) and by a part anywhere', async () => {
      const prefix = await expected(`msisdn like '701%'`);
      expect(prefix.length).toBeGreaterThan(10);
      const byPrefix = await search({ msisdnPart: '701' });
      expect(byPrefix.totalSubscriptions).toBe(prefix.length);
      expect(byPrefix.data.map((c) => c.msisdn)).toEqual(prefix.slice(0, 10));

      const part = await expected(`msisdn like '%4567%'`);
      expect(part).toContain(DEMO_NUMBERS.active);
      expect(await searchAll({ msisdnPart: '4567' })).toEqual(part);
    });

    it('finds by account number prefix and by payment type', async () => {
      const account = (
        await query<{ account_number: string }>(
          `select account_number from operator.subscribers where msisdn = $1`,
          [DEMO_NUMBERS.prepaid],
        )
      )[0]!.account_number;
      const byAccount = await search({ accountNumber: account.slice(0, -1) });
      expect(byAccount.totalSubscriptions).toBe(
        (await expected(`account_number like $2`, [`${account.slice(0, -1)}%`])).length,
      );
      expect(byAccount.data.every((c) => c.accountNumber!.startsWith(account.slice(0, -1)))).toBe(true);

      const prepaid = await search({ typeAccount: 'PREPAID' });
      expect(prepaid.totalSubscriptions).toBe((await expected(`type = 'PREPAID'`)).length);
      expect(prepaid.data.every((c) => c.type === 'PREPAID')).toBe(true);
      expect(prepaid.mask.typeAccount).toBe('PREPAID');
      const postpaid = await search({ typeAccount: 'POSTPAID' });
      expect(postpaid.totalSubscriptions + prepaid.totalSubscriptions).toBe((await expected('true')).length);
    });

    it('finds by a whole ICCID, by its prefix and by a part of it', async () => {
      const iccid = (
        await query<{ iccid: string }>(`select iccid from operator.subscribers where msisdn = $1`, [
          DEMO_NUMBERS.esim,
        ])
      )[0]!.iccid;
      const whole = await search({ iccid });
      expect(whole.data.map((c) => c.msisdn)).toEqual([DEMO_NUMBERS.esim]);

      const tail = iccid.slice(-7);
      const byPart = await searchAll({ iccid: tail });
      expect(byPart).toEqual(await expected(`iccid like $2`, [`%${tail}%`]));
      expect(byPart).toContain(DEMO_NUMBERS.esim);

      const head = iccid.slice(0, 15);
      expect((await search({ iccid: head })).totalSubscriptions).toBe(
        (await expected(`iccid like $2`, [`${head}%`])).length,
      );
    });

    it('finds labels by a part in any case, Kazakh letters included', async () => {
      const kazakh = await expected(`label ilike '%қызмет%'`);
      expect(kazakh).toContain(DEMO_NUMBERS.kazakhLabel);
      const lower = await searchAll({ label: 'қызмет' });
      const upper = await searchAll({ label: 'ҚЫЗМЕТ' });
      const part = await searchAll({ label: 'ЫЗМ' });
      expect(lower).toEqual(kazakh);
      expect(upper).toEqual(kazakh);
      expect(part).toEqual(await expected(`label ilike '%ызм%'`));
      const cyrillic = await search({ label: 'директор' });
      expect(cyrillic.data.map((c) => c.msisdn)).toContain(DEMO_NUMBERS.active);
    });

    it('finds comments by a part in any case, and combines filters', async () => {
      const comments = await searchAll({ comment: 'ҚЫЗМЕТТІК' });
      expect(comments).toContain(DEMO_NUMBERS.kazakhLabel);
      expect(comments).toEqual(await expected(`comment ilike '%қызметтік%'`));
      const combined = await search({
        msisdnPart: '775',
        label: 'қызмет',
        comment: 'көлік',
        typeAccount: 'POSTPAID',
      });
      expect(combined.data.map((c) => c.msisdn)).toEqual(
        await expected(
          `msisdn like '775%' and label ilike '%қызмет%' and comment ilike '%көлік%' and type = 'POSTPAID'`,
        ),
      );
      expect(combined.data.map((c) => c.msisdn)).toContain(DEMO_NUMBERS.kazakhLabel);
    });

    it('takes % _ and \\ in the input literally', async () => {
      for (const label of ['%', '_', '\\', '%%', 'Қ_змет']) {
        const list = await search({ label });
        expect(list.totalSubscriptions, label).toBe(0);
        expect(list.data).toEqual([]);
      }
    });

    it('pages: the last page, a page beyond the end, an empty result, a smaller page size', async () => {
      const all = await expected(`label ilike '%қызмет%'`);
      const pages = Math.ceil(all.length / 10);
      expect(all.length % 10).not.toBe(0);
      const last = await search({ label: 'қызмет' }, { pageNumber: pages });
      expect(last).toMatchObject({ totalSubscriptions: all.length, totalPages: pages, pageNumber: pages });
      expect(last.data.map((c) => c.msisdn)).toEqual(all.slice((pages - 1) * 10));

      const beyond = await search({ label: 'қызмет' }, { pageNumber: pages + 5 });
      expect(beyond).toMatchObject({
        data: [],
        totalSubscriptions: all.length,
        totalPages: pages,
        pageNumber: pages + 5,
      });

      const far = await search({}, { pageNumber: Number.MAX_SAFE_INTEGER });
      expect(far).toMatchObject({
        data: [],
        pageNumber: Number.MAX_SAFE_INTEGER,
        totalSubscriptions: (await expected('true')).length,
      });

      const none = await search({ label: 'такой метки нет' });
      expect(none).toMatchObject({ data: [], totalSubscriptions: 0, totalPages: 0, pageNumber: 1 });

      const small = await search({ label: 'қызмет' }, { pageNumber: 2, pageSize: 4 });
      expect(small.data.map((c) => c.msisdn)).toEqual(all.slice(4, 8));
      expect(small.totalPages).toBe(Math.ceil(all.length / 4));
    });

    it("never shows another company's numbers", async () => {
      const foreign = await search({ msisdnPart: DEMO_NUMBERS.debtorCompany });
      expect(foreign).toMatchObject({ data: [], totalSubscriptions: 0 });
      const everything = await searchAll({ label: 'а' });
      const owners = await query<{ customer_bin: string }>(
        `select distinct customer_bin from operator.subscribers where msisdn = any($1)`,
        [everything],
      );
      expect(owners).toEqual([{ customer_bin: bin }]);

      // the debtor company's user sees only the debtor company's numbers, and its debt
      const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
      const list = await search({}, {}, debtor);
      expect(list.totalSubscriptions).toBe(DEMO_COMPANIES.debtor.numbers);
      const total = (
        await query<{ total: number }>(
          `select coalesce(sum(debt), 0)::bigint as total from operator.debts where customer_bin = $1`,
          [DEMO_COMPANIES.debtor.bin],
        )
      )[0]!.total;
      expect(list.viewDebtData).toEqual({ isDebtor: true, totalDebt: total });
      const res = await debtor.post('/api/customers/subscribers', {
        body: {},
        headers: { 'x-client-bin': bin },
      });
      expect(res.status).toBe(403);
    });

    it('refuses bad input with a catalogue code', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ msisdnPart: '70112345678' }, 'search_msisdn_too_long'],
        [{ msisdnPart: '70a' }, 'invalid_msisdn_part'],
        [{ iccid: '899970210000000000141' }, 'search_iccid_too_long'],
        [{ accountNumber: '1'.repeat(19) }, 'search_account_too_long'],
        [{ label: 'л'.repeat(21) }, 'search_label_too_long'],
        [{ comment: 'к'.repeat(21) }, 'search_comment_too_long'],
        [{ typeAccount: 'CREDIT' }, 'invalid_account_type'],
      ];
      for (const [body, code] of cases) {
        const res = await admin.post('/api/customers/subscribers', { body });
        expect(res.status, code).toBe(400);
        expect(res.body, code).toMatchObject({ code, message: code });
      }
      for (const [page, code] of [
        [{ pageNumber: 0 }, 'invalid_page'],
        [{ pageSize: 101 }, 'invalid_page_size'],
      ] as const) {
        const res = await admin.post('/api/customers/subscribers', { query: page, body: {} });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code });
      }
    });
  });
});

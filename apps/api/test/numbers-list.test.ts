import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kazakhstanToday,
  NUMBER_FILTER_KEYS,
  subscribersListSchema,
  type SubscribersList,
} from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { reindex, setNotes } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 024: the numbers list's filters, sorts, page sizes and export — every result set and
// order checked against the database, bad values refused with a 400 problem that changes nothing.

const FORMULA_LABEL = '=HYPERLINK("x","y")';
const COST_CENTRE_NAME = 'Автопарк; "Север"';

describe('numbers list: filters, sorts, export', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  /** decision 034: a line's label and comment are the portal's (n), the rest the operator's (s) */
  const notes = (clause: string) => clause.replace(/\bs\.(label|comment)\b/g, 'n.$1');
  /** the company's numbers matching `where` (a condition on s), in `order` (default msisdn) */
  const expected = async (where: string, values: unknown[] = [], order = 's.msisdn') =>
    (
      await query<{ msisdn: string }>(
        `select s.msisdn from operator.subscribers s join operator.tariffs t on t.id = s.tariff_id
         left join portal.company_lines n on n.msisdn = s.msisdn
         where s.customer_bin = $1 and ${notes(where)} order by ${notes(order)}`,
        [bin, ...values],
      )
    ).map((r) => r.msisdn);

  async function search(
    body: Record<string, unknown>,
    q: Record<string, string | number> = {},
  ): Promise<SubscribersList> {
    const res = await admin.post('/api/customers/subscribers', { query: q, body });
    expect(res.status, res.text).toBe(200);
    return subscribersListSchema.parse(res.body);
  }

  /** every page of a search at 100 a page, concatenated */
  async function searchAll(body: Record<string, unknown>, q: Record<string, string> = {}) {
    const first = await search(body, { ...q, pageSize: 100 });
    const all = first.data.map((c) => c.msisdn);
    for (let p = 2; p <= first.totalPages; p++)
      all.push(...(await search(body, { ...q, pageSize: 100, pageNumber: p })).data.map((c) => c.msisdn));
    return { all, total: first.totalSubscriptions };
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
    // a few states the demo data lacks: a pending number, one in roaming, a registered device, a formula label
    await query(`update operator.subscribers set state = 'PENDING' where msisdn = $1`, [
      DEMO_NUMBERS.workmate,
    ]);
    await query(
      `insert into operator.subscriber_locations (msisdn, country_code, network) values ($1, 'TR', 'Turkcell')
       on conflict (msisdn) do update set country_code = 'TR'`,
      [DEMO_NUMBERS.prepaid],
    );
    // decision 030: one number in a cost centre whose name needs quoting in a CSV
    await reindex(server, bin);
    await setNotes(server, DEMO_NUMBERS.contractPhone, { label: FORMULA_LABEL });
    const [centre] = await query<{ id: string }>(
      `insert into portal.cost_centres (customer_bin, code, name) values ($1, 'FLEET', $2) returning id`,
      [bin, COST_CENTRE_NAME],
    );
    await query(`update portal.company_lines set cost_centre_id = $2 where msisdn = $1`, [
      DEMO_NUMBERS.contractPhone,
      centre!.id,
    ]);
  });
  afterAll(() => server?.stop());

  it("shows a number's cost centre on its card", async () => {
    const page = await search({ msisdnPart: DEMO_NUMBERS.contractPhone });
    expect(page.data.map((c) => [c.msisdn, c.costCentre?.code, c.costCentre?.name])).toEqual([
      [DEMO_NUMBERS.contractPhone, 'FLEET', COST_CENTRE_NAME],
    ]);
    const other = await search({ msisdnPart: DEMO_NUMBERS.active });
    expect(other.data.find((c) => c.msisdn === DEMO_NUMBERS.active)?.costCentre).toBeNull();
  });

  it('applies every filter in SQL, with the exact count', async () => {
    const cases: [string, Record<string, unknown>, string, unknown[]][] = [
      ['blocked', { states: ['BLOCKED'] }, 's.lc_state_id = 42', []],
      [
        'active or pre-disconnected',
        { states: ['ACTIVE', 'PRE_DISCONNECTED'] },
        's.lc_state_id in (20, 44)',
        [],
      ],
      ['pending', { states: ['PENDING'] }, `s.state = 'PENDING'`, []],
      ['prepaid', { typeAccount: 'PREPAID' }, `s.type = 'PREPAID'`, []],
      ['tariff', { tariffId: 'corp-prepaid-start' }, `s.tariff_id = 'corp-prepaid-start'`, []],
      ['eSIM', { simKind: 'ESIM' }, 's.esim', []],
      ['SIM', { simKind: 'SIM' }, 'not s.esim', []],
      [
        'in roaming',
        { inRoaming: true },
        `exists (select 1 from operator.subscriber_locations l where l.msisdn = s.msisdn and l.country_code <> 'KZ')`,
        [],
      ],
      [
        'not in roaming',
        { inRoaming: false },
        `not exists (select 1 from operator.subscriber_locations l where l.msisdn = s.msisdn and l.country_code <> 'KZ')`,
        [],
      ],
      ['no label', { hasLabel: false }, 's.label is null', []],
      ['has label', { hasLabel: true }, 's.label is not null', []],
      ['has comment', { hasComment: true }, 's.comment is not null', []],
      ['no comment', { hasComment: false }, 's.comment is null', []],
      [
        'prepaid below 500 ₸',
        { typeAccount: 'PREPAID', balanceBelow: 50_000 },
        `s.type = 'PREPAID' and s.available_by_credit_limit_or_pia_balance < 50000`,
        [],
      ],
      [
        'balance above 10 000 ₸',
        { balanceAbove: 1_000_000 },
        's.available_by_credit_limit_or_pia_balance > 1000000',
        [],
      ],
      [
        'device registered',
        { deviceRegistered: true },
        `exists (select 1 from operator.device_registrations d where d.msisdn = s.msisdn and d.removed_at is null and not d.is_pending)`,
        [],
      ],
      [
        'no device registered',
        { deviceRegistered: false },
        `not exists (select 1 from operator.device_registrations d where d.msisdn = s.msisdn and d.removed_at is null and not d.is_pending)`,
        [],
      ],
    ];
    const [account] = await query<{ a: string }>(
      `select account_number as a from operator.subscribers where customer_bin = $1 group by 1 order by count(*) desc limit 1`,
      [bin],
    );
    cases.push(['whole account', { account: account!.a }, 's.account_number = $2', [account!.a]]);
    for (const [name, body, where, values] of cases) {
      const want = await expected(where, values);
      expect(want.length, `${name}: the demo data has such numbers`).toBeGreaterThan(0);
      const got = await searchAll(body);
      expect(got.total, name).toBe(want.length);
      expect(got.all, name).toEqual(want);
    }
    // the cases are not vacuous: each side of a yes/no filter finds numbers, together all of them
    const all = (await expected('true')).length;
    for (const key of ['hasLabel', 'hasComment', 'inRoaming', 'deviceRegistered'] as const) {
      const [yes, no] = [await search({ [key]: true }), await search({ [key]: false })];
      expect(yes.totalSubscriptions, key).toBeGreaterThan(0);
      expect(no.totalSubscriptions, key).toBeGreaterThan(0);
      expect(yes.totalSubscriptions + no.totalSubscriptions, key).toBe(all);
    }
  });

  it('combines the filters with the spec search fields', async () => {
    const body = { msisdnPart: '70', states: ['ACTIVE'], hasLabel: true, typeAccount: 'POSTPAID' };
    const want = await expected(
      `s.msisdn like '70%' and s.lc_state_id = 20 and s.label is not null and s.type = 'POSTPAID'`,
    );
    expect(want.length).toBeGreaterThan(0);
    const got = await searchAll(body);
    expect(got.all).toEqual(want);
    // the mask still echoes only the spec's fields
    expect((await search(body)).mask).toMatchObject({ masknum: '70', typeAccount: 'POSTPAID' });
  });

  it('sorts by every column in both directions, stable, nulls last', async () => {
    const orders: Record<string, string> = {
      msisdn: 's.msisdn',
      label: 's.label {dir} nulls last, s.msisdn {dir}',
      state: 's.lc_state_id {dir}, s.msisdn {dir}',
      balance: 's.available_by_credit_limit_or_pia_balance {dir} nulls last, s.msisdn {dir}',
      tariff: 't.name_kk {dir}, t.id {dir}, s.msisdn {dir}',
    };
    for (const [sort, order] of Object.entries(orders)) {
      for (const direction of ['asc', 'desc']) {
        const sql = sort === 'msisdn' ? `s.msisdn ${direction}` : order.replaceAll('{dir}', direction);
        const want = await expected('true', [], sql);
        const got = await searchAll({}, { sort, direction, language: 'kk' });
        expect(got.all, `${sort} ${direction}`).toEqual(want);
      }
    }
    // a filter few numbers match sorts its matches instead of walking an index: the same order
    const registered = `exists (select 1 from operator.device_registrations d where d.msisdn = s.msisdn and d.removed_at is null and not d.is_pending)`;
    for (const sort of ['tariff', 'balance', 'label']) {
      const sql = orders[sort]!.replaceAll('{dir}', 'desc').replace('name_kk', 'name_ru');
      const want = await expected(registered, [], sql);
      expect(want.length).toBeGreaterThan(0);
      const got = await searchAll({ deviceRegistered: true }, { sort, direction: 'desc' });
      expect(got.all, `registered, ${sort} desc`).toEqual(want);
    }
    // with a filter, page 2 continues page 1 exactly (no overlap, no gap)
    const q = { sort: 'balance', direction: 'desc', pageSize: 20 };
    const [p1, p2] = [
      await search({ typeAccount: 'PREPAID' }, q),
      await search({ typeAccount: 'PREPAID' }, { ...q, pageNumber: 2 }),
    ];
    const want = await expected(
      `s.type = 'PREPAID'`,
      [],
      's.available_by_credit_limit_or_pia_balance desc nulls last, s.msisdn desc',
    );
    expect([...p1.data, ...p2.data].map((c) => c.msisdn)).toEqual(want.slice(0, 40));
  });

  it('answers 10, 20, 50 or 100 numbers a page', async () => {
    const total = (await expected('true')).length;
    for (const size of [10, 20, 50, 100]) {
      const list = await search({}, { pageSize: size, pageNumber: 2 });
      expect(list.data).toHaveLength(size);
      expect(list.totalPages).toBe(Math.ceil(total / size));
    }
  });

  it('refuses bad values with a 400 problem and its catalogue code', async () => {
    const bodies: [Record<string, unknown>, string][] = [
      [{ states: ['SLEEPING'] }, 'invalid_state_filter'],
      [{ states: 'BLOCKED' }, 'invalid_state_filter'],
      [{ balanceBelow: -1 }, 'invalid_balance_filter'],
      [{ balanceAbove: 10.5 }, 'invalid_balance_filter'],
      [{ balanceAbove: '100' }, 'invalid_balance_filter'],
      [{ simKind: 'USIM' }, 'invalid_sim_kind'],
      [{ hasLabel: 'yes' }, 'invalid_filter_value'],
      [{ tariffId: "x' or 1=1" }, 'invalid_tariff'],
      [{ account: '12a' }, 'invalid_account_number'],
    ];
    for (const [body, code] of bodies) {
      const res = await admin.post('/api/customers/subscribers', { body });
      expect(res.status, code).toBe(400);
      expect(res.body, code).toMatchObject({ code });
    }
    const queries: [Record<string, string | number>, string][] = [
      [{ sort: 'iccid' }, 'invalid_sort'],
      [{ sort: 'balance', direction: 'up' }, 'invalid_sort_direction'],
      [{ pageSize: 101 }, 'invalid_page_size'],
      [{ language: 'de' }, 'invalid_language'],
    ];
    for (const [q, code] of queries) {
      const res = await admin.post('/api/customers/subscribers', { query: q, body: {} });
      expect(res.status, code).toBe(400);
      expect(res.body, code).toMatchObject({ code });
    }
    const res = await admin.post('/api/customers/subscribers/export', {
      query: { format: 'csv', separator: 'tab' },
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_csv_separator' });
    // a refused export writes nothing to the action log
    expect(await query(`select 1 from portal.action_log where action = 'numbers_export'`)).toEqual([]);
  });

  it("offers the company's tariffs and accounts, and no other company's", async () => {
    const res = await admin.get('/api/customers/subscribers/filter-options');
    expect(res.status).toBe(200);
    const body = res.body as { tariffs: { id: string }[]; accounts: string[] };
    const tariffs = await query<{ id: string }>(
      `select distinct tariff_id as id from operator.subscribers where customer_bin = $1`,
      [bin],
    );
    expect(body.tariffs.map((t) => t.id).sort()).toEqual(tariffs.map((t) => t.id).sort());
    const accounts = await query<{ a: string }>(
      `select account_number as a from operator.billing_accounts where customer_bin = $1 order by 1`,
      [bin],
    );
    expect(body.accounts).toEqual(accounts.map((a) => a.a));
  });

  it('exports the filtered list as XLSX: headers in the language, rows as the database has them', async () => {
    const body = { typeAccount: 'PREPAID' };
    const res = await admin.raw(
      '/api/customers/subscribers/export?format=xlsx&language=kk&sort=balance&direction=asc',
      {
        method: 'POST',
        headers: { 'x-client-bin': bin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`numbers-${bin}-${kazakhstanToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const heading = rows.findIndex((r) => r[0] === 'Нөмір');
    expect(rows[heading]).toEqual([
      'Нөмір',
      'Күйі',
      'Тариф',
      'Баланс, ₸',
      'Дербес шот',
      'Төлем тәсілі',
      'ICCID',
      'Белгі',
      'Түсініктеме',
      'Шығын орталығы',
    ]);
    const want = await query<{ msisdn: string; balance: number | null; iccid: string; state: string }>(
      `select s.msisdn, s.available_by_credit_limit_or_pia_balance as balance, s.iccid, ls.name_kk as state
       from operator.subscribers s join operator.lifecycle_states ls on ls.id = s.lc_state_id
       where s.customer_bin = $1 and s.type = 'PREPAID'
       order by s.available_by_credit_limit_or_pia_balance asc nulls last, s.msisdn asc`,
      [bin],
    );
    const data = rows.slice(heading + 1);
    expect(data.map((r) => r[0])).toEqual(want.map((w) => w.msisdn));
    expect(data[0]![1]).toBe(want[0]!.state);
    expect(data[0]![3]).toBe(want[0]!.balance === null ? undefined : want[0]!.balance / 100);
    expect(data[0]![5]).toBe('Аванстық');
    expect(data[0]![6]).toBe(want[0]!.iccid);
    await expect
      .poll(() => query(`select status, params from portal.action_log where action = 'numbers_export'`))
      .toEqual([
        {
          status: 'S',
          params: {
            format: 'xlsx',
            sort: 'balance',
            direction: 'asc',
            filters: { typeAccount: 'PREPAID' },
            rows: want.length,
          },
        },
      ]);
  });

  it('exports CSV with a BOM, ";" and a decimal comma, or ","; a formula label stays text', async () => {
    const exportCsv = async (separator: string) => {
      const res = await admin.raw(`/api/customers/subscribers/export?format=csv&separator=${separator}`, {
        method: 'POST',
        headers: { 'x-client-bin': bin, 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain(`numbers-${bin}-${kazakhstanToday()}.csv`);
      return new Uint8Array(await res.arrayBuffer());
    };
    const bytes = await exportCsv('semicolon');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    const all = await query<{ msisdn: string; balance: number | null; label: string | null }>(
      `select msisdn, available_by_credit_limit_or_pia_balance as balance, label from portal.company_lines
       where customer_bin = $1 order by msisdn`,
      [bin],
    );
    expect(lines).toHaveLength(all.length + 1);
    expect(lines[0]).toBe(
      'Номер;Состояние;Тарифный план;Баланс, ₸;Лицевой счёт;Способ оплаты;ICCID;Метка;Комментарий;Центр затрат',
    );
    const cells = parseCsv(lines.slice(1).join('\r\n'), ';');
    expect(cells.map((r) => r[0])).toEqual(all.map((r) => r.msisdn));
    expect(cells.every((r) => r.length === 10)).toBe(true);
    const withBalance = all.findIndex((r) => r.balance !== null && r.balance % 100 !== 0);
    const b = all[withBalance]!.balance!;
    expect(cells[withBalance]![3]).toBe(
      `${Math.trunc(b / 100)},${String(Math.abs(b) % 100).padStart(2, '0')}`,
    );
    const formula = all.findIndex((r) => r.label === FORMULA_LABEL);
    expect(cells[formula]![7]).toBe(`'${FORMULA_LABEL}`);
    // decision 030: the cost centre column, quoted where its name holds the separator
    expect(cells[formula]![9]).toBe(`FLEET — ${COST_CENTRE_NAME}`);
    expect(cells.filter((r) => r[9] !== '')).toHaveLength(1);

    const comma = parseCsv(new TextDecoder().decode(await exportCsv('comma')).replace(/^\uFEFF/, ''), ',');
    expect(comma).toHaveLength(all.length + 1);
    expect(comma[withBalance + 1]![3]).toBe(
      `${Math.trunc(b / 100)}.${String(Math.abs(b) % 100).padStart(2, '0')}`,
    );
    expect(comma[formula + 1]![7]).toBe(`'${FORMULA_LABEL}`);
  });

  it('describes every parameter in OpenAPI', async () => {
    const res = await server.anonymous().get('/api/docs/json');
    expect(res.status).toBe(200);
    type Op = {
      parameters: { name: string; in: string; description?: string }[];
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const paths = (res.body as { paths: Record<string, { post: Op }> }).paths;
    const search = paths['/api/customers/subscribers']!.post;
    const names = (op: Op) =>
      op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(names(search)).toEqual(['direction', 'language', 'pageNumber', 'pageSize', 'sort']);
    const body = Object.keys(search.requestBody.content['application/json']!.schema.properties);
    // every filter of the list, described
    expect(body).toEqual(expect.arrayContaining([...NUMBER_FILTER_KEYS]));
    const exported = paths['/api/customers/subscribers/export']!.post;
    expect(names(exported)).toEqual(['direction', 'format', 'language', 'separator', 'sort']);
  });

  it("never exports another company's numbers", async () => {
    const res = await admin.raw('/api/customers/subscribers/export?format=csv', {
      method: 'POST',
      headers: { 'x-client-bin': DEMO_COMPANIES.debtor.bin, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(403);
  });
});

/** RFC 4180: quoted fields with doubled quotes, separators and line breaks inside quotes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else cell += c;
    } else if (c === '"') inQuotes = true;
    else if (c === separator) endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

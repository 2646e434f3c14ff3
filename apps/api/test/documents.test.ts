import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, kazakhstanToday, overduePenaltyTiyn } from '@kabinet/contract';
import kkDocuments from '../../web/src/locales/kk/documents.json' with { type: 'json' };
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { LAST_MONTH, MONTH, TODAY } from './clock.ts';
import { sqlOf } from './operator-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 019: the documents and debt shown on screen and downloaded, against the reference operator's
// data, on the run's calendar day (clock.ts: the seed's moment): windows and penalties are counted
// from it, whatever day of the month it is.

type Json = Record<string, any>;
/** spec §7 payments: from the 1st of the month three months back */
const PAYMENTS_FROM = addMonths(MONTH, -3);
/** spec §7 action history: two months back */
const LOGS_FROM = addMonths(TODAY, -2);
/** a day of the log's window before the entries this suite writes */
const LOGGED_FROM = addDays(TODAY, -2);
const LARGE = DEMO_COMPANIES.large.bin;
const SMALL = DEMO_COMPANIES.small.bin;
const DEBTOR = DEMO_COMPANIES.debtor.bin;
const FORMULA_START = /^[=+\-@]/;

async function download(client: TestClient, path: string, query: Record<string, string> = {}) {
  const url = `${path}?${new URLSearchParams(query).toString()}`;
  const res = await client.raw(url, { headers: client.bin ? { 'x-client-bin': client.bin } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function sheetRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) =>
    rows.push((row.values as unknown[]).slice(1)),
  );
  return rows;
}

/** every text cell of a workbook: none may start like a formula (DESIGN §4) */
async function textCells(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string') cells.push(cell.value);
    }),
  );
  return cells;
}

describe('documents and debt on screen and as files', () => {
  let server: TestServer;
  let admin: TestClient;
  let debtor: TestClient;
  let sql: ReturnType<typeof sqlOf>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', LARGE);
    debtor = await server.as('debtor', DEBTOR);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  describe('payment history', () => {
    it("shows the company's payments in the period, newest first, and nothing of another company", async () => {
      const res = await admin.get('/api/customers/payments', {
        query: { start_date: PAYMENTS_FROM, end_date: TODAY },
      });
      expect(res.status).toBe(200);
      const expected = await sql<Json>(
        `select payment_date, account_number, payment_amount, comment, balance_before, balance_after
           from operator.payments where customer_bin = $1
            and (payment_date at time zone 'Asia/Almaty')::date between $3 and $2
          order by payment_date desc, id desc`,
        [LARGE, TODAY, PAYMENTS_FROM],
      );
      expect(expected.length).toBeGreaterThan(3);
      expect((res.body as Json).data).toEqual(
        expected.map((p) => ({
          paymentDate: new Date(p.payment_date).toISOString(),
          accountId: p.account_number,
          paymentAmount: Number(p.payment_amount),
          comment: p.comment,
          balanceBefore: Number(p.balance_before),
          balanceAfter: Number(p.balance_after),
        })),
      );
      const accounts = new Set((res.body as Json).data.map((p: Json) => p.accountId));
      const foreign = await sql(
        `select 1 from operator.billing_accounts where account_number = any($1) and customer_bin <> $2`,
        [[...accounts], LARGE],
      );
      expect(foreign).toEqual([]);
    });

    it('keeps to its window: from the first of the month 3 months back, not after today', async () => {
      const early = await admin.get('/api/customers/payments', {
        query: { start_date: addDays(PAYMENTS_FROM, -1), end_date: TODAY },
      });
      expect(early.status).toBe(400);
      expect((early.body as Json).code).toBe('period_start_too_early');
      const future = await admin.get('/api/customers/payments', {
        query: { start_date: MONTH, end_date: addDays(TODAY, 1) },
      });
      expect((future.body as Json).code).toBe('period_end_in_future');
      const reversed = await admin.get('/api/customers/payments', {
        query: { start_date: TODAY, end_date: addDays(TODAY, -1) },
      });
      expect(reversed.status).toBe(400);
    });

    it('answers an empty list for a period without payments', async () => {
      const [quiet] = await sql<{ day: string }>(
        `select to_char(d, 'YYYY-MM-DD') as day from generate_series($2::date, $3::date, interval '1 day') d
          where not exists (select 1 from operator.payments p where p.customer_bin = $1
            and (p.payment_date at time zone 'Asia/Almaty')::date = d::date)
          order by d desc limit 1`,
        [LARGE, PAYMENTS_FROM, TODAY],
      );
      const res = await admin.get('/api/customers/payments', {
        query: { start_date: quiet!.day, end_date: quiet!.day },
      });
      expect(res.status).toBe(200);
      expect((res.body as Json).data).toEqual([]);
    });
  });

  describe('action history', () => {
    it("lists the company's actions with who, what, number and status, and none of another company", async () => {
      const [user] = await sql<{ id: string }>(`select id from accounts.users where username = 'admin'`);
      await sql(
        `insert into portal.action_log (customer_bin, user_id, msisdn, action, status, params, created_at) values
          ($1, $2, '7011234567', 'number_block', 'S', '{}', $4),
          ($1, $2, '7011234567', 'device_register', 'F', '{"file_url":"/x.pdf"}', $5),
          ($3, $2, null, 'label_set', 'S', '{}', $6),
          ($1, $2, null, 'label_set', 'S', '{}', $7)`,
        [
          LARGE,
          user!.id,
          SMALL,
          `${LOGGED_FROM}T08:00:00Z`,
          `${addDays(TODAY, -1)}T08:00:00Z`,
          `${addDays(TODAY, -1)}T09:00:00Z`,
          `${addDays(TODAY, -71)}T09:00:00Z`,
        ],
      );
      const res = await admin.get('/api/customers/logs', {
        query: { startDate: LOGGED_FROM, endDate: TODAY },
      });
      expect(res.status).toBe(200);
      expect((res.body as Json).data).toEqual([
        expect.objectContaining({
          action: 'device_register',
          status: 'F',
          msisdn: '7011234567',
          params: '{"file_url":"/x.pdf"}',
          userFirstname: expect.any(String),
          userLastname: expect.any(String),
          dateTime: `${addDays(TODAY, -1)}T08:00:00.000Z`,
        }),
        expect.objectContaining({ action: 'number_block', status: 'S', params: null }),
      ]);
      const small = await admin.get('/api/customers/logs', {
        query: { startDate: LOGGED_FROM, endDate: TODAY },
        headers: { 'x-client-bin': SMALL },
      });
      expect((small.body as Json).data.map((e: Json) => e.action)).toEqual(['label_set']);
    });

    it('pages the history newest first: `next` asks for the older entries, null on the last page', async () => {
      const period = { startDate: LOGGED_FROM, endDate: TODAY };
      const first = await admin.get('/api/customers/logs', { query: { ...period, limit: '1' } });
      expect(first.status).toBe(200);
      const firstBody = first.body as Json;
      expect(firstBody.data.map((e: Json) => e.action)).toEqual(['device_register']);
      expect(firstBody.next).toEqual(expect.stringMatching(/^\d+$/));
      const second = await admin.get('/api/customers/logs', {
        query: { ...period, limit: '1', before: firstBody.next },
      });
      expect((second.body as Json).data.map((e: Json) => e.action)).toEqual(['number_block']);
      expect((second.body as Json).next).toBeNull();
      // another company's cursor reads nothing of it, and of this company nothing either
      const foreign = await admin.get('/api/customers/logs', {
        query: { ...period, before: firstBody.next },
        headers: { 'x-client-bin': SMALL },
      });
      expect(foreign.status).toBe(200);
      expect((foreign.body as Json).data).toEqual([]);
      for (const bad of [{ before: 'abc' }, { before: '0' }, { limit: '501' }, { limit: '0' }]) {
        const res = await admin.get('/api/customers/logs', { query: { ...period, ...bad } });
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect((res.body as Json).code).toBe('validation_error');
      }
    });

    it('keeps to its window of 2 months', async () => {
      const early = await admin.get('/api/customers/logs', {
        query: { startDate: addDays(LOGS_FROM, -1), endDate: TODAY },
      });
      expect(early.status).toBe(400);
      expect((early.body as Json).code).toBe('period_start_too_early');
      const ok = await admin.get('/api/customers/logs', {
        query: { startDate: LOGS_FROM, endDate: TODAY },
      });
      expect(ok.status).toBe(200);
    });
  });

  describe('debts', () => {
    it('prices a debt at 0, 1, 99, 100 and 150 days overdue: 0.1% a day, at most 10%', async () => {
      const [account] = await sql<{ account_number: string }>(
        `select account_number from operator.billing_accounts where customer_bin = $1 order by 1 limit 1`,
        [SMALL],
      );
      const days = [0, 1, 99, 100, 150];
      for (const [i, d] of days.entries())
        await sql(
          `insert into operator.debts (customer_bin, account_number, bill_month, due_date, debt)
           values ($1, $2, $3, ($4::date - $5::int), 1234567)`,
          [SMALL, account!.account_number, `2026-0${i + 1}-01`, TODAY, d],
        );
      const res = await admin.get('/api/customers/debts', { headers: { 'x-client-bin': SMALL } });
      expect(res.status).toBe(200);
      const body = res.body as Json;
      expect(body.customerDebts.map((d: Json) => [d.daysOverdue, d.debtWithPenalty])).toEqual([
        [0, 1234567],
        [1, 1235802], // + 1 234,567 × 0.1% = 1 234.567 → 1 235 tiyn
        [99, 1356789], // + 9.9% = 122 222.133 → 122 222
        [100, 1358024], // + 10% = 123 456.7 → 123 457
        [150, 1358024], // capped at 10%
      ]);
      expect(body.customerDebts[1].debtWithPenalty).toBe(1234567 + overduePenaltyTiyn(1234567, 1));
      expect(body.totalDebt).toBe(5 * 1234567);
      expect(body.totalDebtWithPenalty).toBe(1234567 + 1235802 + 1356789 + 1358024 * 2);
      expect(body.customerDebts[0]).toMatchObject({
        account: account!.account_number,
        billDate: '2026-01-01',
      });
      await sql(`delete from operator.debts where customer_bin = $1`, [SMALL]);
    });

    it("pages the debtor's debts by 10 (zero-based), with totals over every page, as the operator holds them", async () => {
      const rows = await sql<Json>(
        `select account_number, to_char(bill_month, 'YYYY-MM-DD') bill_month, to_char(due_date, 'YYYY-MM-DD') due_date, debt
           from operator.debts where customer_bin = $1 and debt > 0 order by account_number, bill_month, id`,
        [DEBTOR],
      );
      expect(rows.length).toBeGreaterThan(10);
      const first = (await debtor.get('/api/customers/debts', { query: { page: 0 } })).body as Json;
      const second = (await debtor.get('/api/customers/debts', { query: { page: 1 } })).body as Json;
      expect(first.customerDebts).toHaveLength(10);
      expect(first.totalPages).toBe(Math.ceil(rows.length / 10));
      expect([...first.customerDebts, ...second.customerDebts].slice(0, rows.length)).toEqual(
        rows.slice(0, 10 + second.customerDebts.length).map((r) => {
          const days = Math.max(0, (Date.parse(TODAY) - Date.parse(r.due_date)) / 86_400_000);
          return {
            account: r.account_number,
            billDate: r.bill_month,
            dueDate: r.due_date,
            daysOverdue: days,
            debt: Number(r.debt),
            debtWithPenalty: Number(r.debt) + overduePenaltyTiyn(Number(r.debt), days),
          };
        }),
      );
      const total = rows.reduce((s, r) => s + Number(r.debt), 0);
      expect(first.totalDebt).toBe(total);
      expect(first).toMatchObject({ pageNumber: 0, bin: DEBTOR });
      // the seed's debts run from under the cap (not yet due until the 22nd: last month's bill) to beyond it
      const overdue = [...first.customerDebts, ...second.customerDebts].map((d: Json) => d.daysOverdue);
      expect(Math.min(...overdue)).toBeLessThan(100);
      expect(Math.max(...overdue)).toBeGreaterThan(100);
      const bad = await debtor.get('/api/customers/debts', { query: { page: -1 } });
      expect(bad.status).toBe(400);
    });

    it('downloads the debts as XLSX and PDF with the same rows and totals', async () => {
      const screen = (await debtor.get('/api/customers/debts', { query: { size: 10, page: 0 } }))
        .body as Json;
      const { res, bytes } = await download(debtor, '/api/customers/debts/xls', { language: 'ru' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="debts-${DEBTOR}.xlsx"`);
      const rows = await sheetRows(bytes);
      const table = rows.slice(5);
      const first = screen.customerDebts[0];
      expect(table[0]![0]).toBe(first.account);
      expect(table[0]![4]).toBe(first.debt / 100);
      expect(table[0]![5]).toBe(first.debtWithPenalty / 100);
      const last = table.at(-1)!;
      expect(last[0]).toBe('Итого задолженность');
      expect(last[4]).toBe(screen.totalDebt / 100);
      expect(last[5]).toBe(screen.totalDebtWithPenalty / 100);
      expect((await textCells(bytes)).filter((c) => FORMULA_START.test(c))).toEqual([]);

      const pdf = await download(debtor, `/api/customers/${DEBTOR}/debts/pdf`, { language: 'kk' });
      expect(pdf.res.status).toBe(200);
      expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(pdf.bytes);
      expect(text).toContain('Дербес шоттар бойынша берешек');
      expect(text).toContain(first.account);
      expect(text).toContain('Барлық берешек');
    });

    it("refuses another company's debts", async () => {
      const res = await download(debtor, `/api/customers/${LARGE}/debts/pdf`);
      expect(res.res.status).toBe(403);
    });
  });

  describe('act of work', () => {
    it('downloads report-{invoice}.pdf: parties, BIN, period, lines, totals with VAT, e-signature note', async () => {
      const [invoice] = await sql<Json>(
        `select i.invoice_number, i.amount, a.act_number, to_char(i.period_month, 'MM.YYYY') as month,
                to_char(i.period_month + interval '1 month' - interval '1 day', 'DD') as last_day
           from operator.invoices i join operator.work_acts a using (invoice_number)
          where i.customer_bin = $1 and i.period_month = $2 order by 1 limit 1`,
        [LARGE, LAST_MONTH],
      );
      const { res, bytes } = await download(admin, '/api/reports/act-of-work', {
        invoiceNumber: invoice!.invoice_number,
        language: 'ru',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="report-${invoice!.invoice_number}.pdf"`,
      );
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text).toContain(`Акт выполненных работ (оказанных услуг) № ${invoice!.act_number}`);
      expect(text).toContain('Исполнитель: АО «Кабинет Мобайл», БИН 980540000397');
      expect(text).toContain(`Заказчик: ${DEMO_COMPANIES.large.nameRu}, БИН ${LARGE}`);
      expect(text).toContain(`01.${invoice!.month} – ${invoice!.last_day}.${invoice!.month}`);
      expect(text).toContain('Абонентская плата за услуги связи');
      expect(text).toContain('НДС 16%');
      expect(text).toContain('Итого с НДС');
      expect(text).toContain('Подписан электронной цифровой подписью');
      // the total with VAT is the invoice's amount
      const tenge = (Number(invoice!.amount) / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2 });
      expect(text.replace(/\u00a0|\u202f/g, ' ')).toContain(tenge.replace(/\u00a0|\u202f/g, ' '));
    });

    it('says an act of June 2021 was signed on paper (electronic signing from 4 July 2021)', async () => {
      const [invoice] = await sql<Json>(
        `select invoice_number from operator.invoices where customer_bin = $1 and period_month = '2021-06-01'`,
        [LARGE],
      );
      const { res, bytes } = await download(admin, '/api/reports/act-of-work', {
        invoiceNumber: invoice!.invoice_number,
        language: 'en',
      });
      expect(res.status).toBe(200);
      const text = pdfText(bytes);
      expect(text).toContain('Signed on paper');
      expect(text).not.toContain('electronic digital signature');
      expect(text).toContain('VAT 12%');
    });

    it('refuses 26 and 28 digits, an unknown invoice and another company’s', async () => {
      for (const invoiceNumber of ['1'.repeat(26), '1'.repeat(28), '12345678901234567890123456a']) {
        const res = await admin.get('/api/reports/act-of-work', { query: { invoiceNumber } });
        expect(res.status).toBe(400);
        expect((res.body as Json).code).toBe('invalid_invoice_number');
      }
      const unknown = await admin.get('/api/reports/act-of-work', {
        query: { invoiceNumber: '9'.repeat(27) },
      });
      expect(unknown.status).toBe(404);
      expect((unknown.body as Json).code).toBe('not_found_document');
      const [foreign] = await sql<Json>(
        `select invoice_number from operator.invoices where customer_bin = $1 limit 1`,
        [DEBTOR],
      );
      const res = await admin.get('/api/reports/act-of-work', {
        query: { invoiceNumber: foreign!.invoice_number },
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found_document' });
      expect(res.text).not.toContain(DEBTOR);
    });
  });

  describe('invoice breakdown', () => {
    let account: string;
    let lines: Json[];
    beforeAll(async () => {
      const [row] = await sql<Json>(
        `select i.account_number, i.invoice_number from operator.invoices i where i.customer_bin = $1
           and i.period_month = $2 order by 1 limit 1`,
        [LARGE, LAST_MONTH],
      );
      account = row!.account_number;
      lines = await sql<Json>(
        `select msisdn, charge_type, amount from operator.invoice_lines where invoice_number = $1 order by msisdn, charge_type`,
        [row!.invoice_number],
      );
    });

    it('lists the accounts of the company', async () => {
      const res = await admin.get('/api/customers/accounts');
      const expected = await sql<Json>(
        `select account_number, account_type, payment_type from operator.billing_accounts where customer_bin = $1 order by 1`,
        [LARGE],
      );
      expect((res.body as Json).data).toEqual(
        expected.map((a) => ({
          accountNumber: a.account_number,
          accountType: a.account_type,
          type: a.payment_type,
        })),
      );
    });

    it('gives the same lines as JSON, XLSX and PDF, named account-{n}', async () => {
      const json = await download(admin, '/api/reports/billing-invoice', {
        accountNumber: account,
        invoiceDate: LAST_MONTH,
        format: 'json',
        language: 'en',
      });
      expect(json.res.status).toBe(200);
      expect(json.res.headers.get('content-disposition')).toBe(
        `attachment; filename="account-${account}.json"`,
      );
      const doc = JSON.parse(new TextDecoder().decode(json.bytes)) as Json;
      const body = doc.rows.slice(0, -1);
      expect(body).toEqual(
        lines.map((l) => ({
          msisdn: l.msisdn,
          chargeType:
            l.charge_type === 'USAGE'
              ? 'Communication services beyond the subscription fee'
              : 'Monthly subscription fee for communication services',
          amount: Number(l.amount),
        })),
      );
      const total = lines.reduce((s, l) => s + Number(l.amount), 0);
      expect(doc.rows.at(-1)).toMatchObject({ amount: total });

      const xls = await download(admin, '/api/reports/billing-invoice', {
        accountNumber: account,
        invoiceDate: LAST_MONTH,
        format: 'xls',
      });
      // decision 021: spec §9 says account-{n}.xls; the file is XLSX (a zip), so its extension says
      // so — Excel warns when an .xls name holds XLSX content
      expect(xls.res.headers.get('content-disposition')).toBe(
        `attachment; filename="account-${account}.xlsx"`,
      );
      expect(xls.res.headers.get('content-type')).toContain('spreadsheetml.sheet');
      expect(String.fromCharCode(xls.bytes[0]!, xls.bytes[1]!)).toBe('PK');
      const table = (await sheetRows(xls.bytes)).slice(5);
      expect(table.slice(0, -1).map((r) => [r[0], r[2]])).toEqual(
        lines.map((l) => [l.msisdn, Number(l.amount) / 100]),
      );
      expect((await textCells(xls.bytes)).filter((c) => FORMULA_START.test(c))).toEqual([]);

      const pdf = await download(admin, '/api/reports/billing-invoice', {
        accountNumber: account,
        invoiceDate: LAST_MONTH,
        format: 'pdf',
        language: 'kk',
      });
      expect(pdf.res.headers.get('content-disposition')).toBe(
        `attachment; filename="account-${account}.pdf"`,
      );
      const text = pdfText(pdf.bytes);
      const kkMonth = (kkDocuments as unknown as { months: Record<string, string> }).months;
      const lastMonthName = `${kkMonth[String(Number(LAST_MONTH.slice(5, 7)))]}, ${LAST_MONTH.slice(0, 4)}`;
      expect(text).toContain(`${account} дербес шоты бойынша шоттың толық жазбасы — ${lastMonthName}`);
      expect(text).toContain(lines[0]!.msisdn);
    });

    it('answers unsuccessful for a month not closed yet, not found for another company’s account or a month without invoice', async () => {
      const open = await admin.get('/api/reports/billing-invoice', {
        query: { accountNumber: account, invoiceDate: MONTH },
      });
      expect(open.status).toBe(502);
      expect((open.body as Json).code).toBe('document_unsuccessful');
      const [foreign] = await sql<Json>(
        `select account_number from operator.invoices where customer_bin = $1 limit 1`,
        [DEBTOR],
      );
      const res = await admin.get('/api/reports/billing-invoice', {
        query: { accountNumber: foreign!.account_number, invoiceDate: LAST_MONTH },
      });
      expect(res.status).toBe(404);
      expect((res.body as Json).code).toBe('not_found_document');
      const none = await admin.get('/api/reports/billing-invoice', {
        query: { accountNumber: account, invoiceDate: '2025-01-01' },
      });
      expect((none.body as Json).code).toBe('not_found_document');
      const notFirst = await admin.get('/api/reports/billing-invoice', {
        query: { accountNumber: account, invoiceDate: addDays(LAST_MONTH, 1) },
      });
      expect(notFirst.status).toBe(400);
    });
  });

  describe('find number by invoice', () => {
    let invoice: string;
    let numbers: string[];
    beforeAll(async () => {
      const [row] = await sql<Json>(
        `select invoice_number from operator.invoice_lines l join operator.invoices i using (invoice_number)
          where i.customer_bin = $1 group by 1 having count(distinct msisdn) > 12 order by 1 limit 1`,
        [LARGE],
      );
      invoice = row!.invoice_number;
      numbers = (
        await sql<{ msisdn: string }>(
          `select distinct msisdn from operator.invoice_lines where invoice_number = $1 order by 1`,
          [invoice],
        )
      ).map((r) => r.msisdn);
    });

    it('pages the numbers of an invoice (zero-based) and gives them all as XLSX', async () => {
      const page1 = await admin.get('/api/reports/msisdns-by-invoice', {
        query: { invoiceNumber: invoice, page: 1, size: 10 },
      });
      expect(page1.status).toBe(200);
      expect(page1.body).toEqual({
        msisdns: numbers.slice(10, 20).map((msisdn) => ({ msisdn, invoiceNumber: invoice })),
        totalElements: numbers.length,
        numberOfElements: Math.min(10, numbers.length - 10),
        pageNumber: 1,
      });
      const { res, bytes } = await download(admin, '/api/reports/msisdns-by-invoice/xls', {
        invoiceNumber: invoice,
      });
      expect(res.status).toBe(200);
      const table = (await sheetRows(bytes)).slice(5);
      expect(table).toEqual(numbers.map((m) => [m, invoice]));
    });

    it('writes every number of an invoice larger than the batches the export reads, once each, in order', async () => {
      // 10,500 numbers: the operator's export reads 5,000 at a time, so three batches, the last one short
      const [account] = await sql<Json>(
        `select account_number from operator.billing_accounts where customer_bin = $1 order by 1 limit 1`,
        [LARGE],
      );
      const big = '7'.repeat(27);
      await sql(
        `insert into operator.invoices (invoice_number, customer_bin, account_number, period_month, issued_at, amount)
         values ($1, $2, $3, '2026-09-01', '2026-10-05T09:00:00+05:00', 10500000)`,
        [big, LARGE, account!.account_number],
      );
      try {
        // two charges a number, inserted out of order: the file has each number once, by number
        await sql(
          `insert into operator.invoice_lines (invoice_number, msisdn, charge_type, amount)
           select $1, (7770000000 + n)::text, c, 500 from generate_series(10500, 1, -1) n,
                  unnest(array['SUBSCRIPTION_FEE', 'CALLS']) c`,
          [big],
        );
        const { res, bytes } = await download(admin, '/api/reports/msisdns-by-invoice/xls', {
          invoiceNumber: big,
        });
        expect(res.status).toBe(200);
        const table = (await sheetRows(bytes)).slice(5);
        expect(table).toHaveLength(10500);
        expect(table).toEqual(Array.from({ length: 10500 }, (_, i) => [String(7770000001 + i), big]));
      } finally {
        await sql(`delete from operator.invoices where invoice_number = $1`, [big]);
      }
    });

    it('answers numbersNotFound for an unknown invoice, another company’s and non-digits', async () => {
      const [foreign] = await sql<Json>(
        `select invoice_number from operator.invoices where customer_bin = $1 limit 1`,
        [DEBTOR],
      );
      for (const invoiceNumber of ['123', foreign!.invoice_number]) {
        const res = await admin.get('/api/reports/msisdns-by-invoice', { query: { invoiceNumber } });
        expect(res.status).toBe(404);
        expect((res.body as Json).code).toBe('numbers_not_found');
      }
      const xls = await admin.get('/api/reports/msisdns-by-invoice/xls', {
        query: { invoiceNumber: foreign!.invoice_number },
      });
      expect(xls.status).toBe(404);
      const letters = await admin.get('/api/reports/msisdns-by-invoice', { query: { invoiceNumber: '12a' } });
      expect(letters.status).toBe(400);
    });
  });

  describe('undisclosed payments', () => {
    it("lists the company's undisclosed payments, newest first; an empty list for a company without", async () => {
      const res = await admin.get('/api/reports/unknown-payments');
      const expected = await sql<Json>(
        `select to_char((payment_date at time zone 'Asia/Almaty')::date, 'YYYY-MM-DD') date, number, total
           from operator.undisclosed_payments where customer_bin = $1 order by payment_date desc, id desc`,
        [LARGE],
      );
      expect(expected).toHaveLength(4);
      expect((res.body as Json).data).toEqual(expected.map((p) => ({ ...p, total: Number(p.total) })));
      const small = await admin.get('/api/reports/unknown-payments', { headers: { 'x-client-bin': SMALL } });
      expect((small.body as Json).data).toEqual([]);
    });
  });

  describe('with a feature off', () => {
    it('answers 403 feature_not_available for each call of the feature', async () => {
      const features = [
        'payments_history',
        'actions_history',
        'act_of_work',
        'billing_invoice',
        'find_number_by_invoice',
        'unknown_payments',
        'view_debt',
      ];
      await sql(
        `update portal.feature_profiles set features = array(select unnest(features) except select unnest($1::text[])) where name = 'b2b_full'`,
        [features],
      );
      try {
        const calls: [string, Record<string, string>][] = [
          ['/api/customers/payments', { start_date: MONTH, end_date: TODAY }],
          ['/api/customers/logs', { startDate: MONTH, endDate: TODAY }],
          ['/api/reports/act-of-work', { invoiceNumber: '1'.repeat(27) }],
          ['/api/reports/billing-invoice', { accountNumber: '1', invoiceDate: LAST_MONTH }],
          ['/api/customers/accounts', {}],
          ['/api/reports/msisdns-by-invoice', { invoiceNumber: '1' }],
          ['/api/reports/unknown-payments', {}],
          ['/api/customers/debts', {}],
          ['/api/customers/debts/xls', {}],
        ];
        for (const [path, query] of calls) {
          const res = await admin.get(path, { query });
          expect([path, res.status, (res.body as Json).code]).toEqual([path, 403, 'feature_not_available']);
        }
      } finally {
        await sql(
          `update portal.feature_profiles set features = features || $1::text[] where name = 'b2b_full'`,
          [features],
        );
      }
    });
  });
});

describe('action history on the real calendar', () => {
  let server: TestServer;
  afterAll(() => server?.stop());

  it('shows an action the administrator has just done, with its number and status', async () => {
    server = await startTestServer();
    const admin = await server.as('admin', LARGE);
    const msisdn = '7011234567';
    const set = await admin.post(`/api/subscribers/${msisdn}/label`, { query: { label: 'Бухгалтерия' } });
    expect(set.status).toBe(200);
    const today = kazakhstanToday();
    const res = await admin.get('/api/customers/logs', { query: { startDate: today, endDate: today } });
    expect(res.status).toBe(200);
    expect((res.body as Json).data[0]).toMatchObject({ action: 'label_set', status: 'S', msisdn });
  });
});

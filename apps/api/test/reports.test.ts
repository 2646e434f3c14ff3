import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, type ReportKind } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { setNotes, setOwnFlags, sqlOf, waitFor } from './operator-fixtures.ts';
import { TODAY } from './clock.ts';
import { pdfText } from './pdf-text.ts';
import { startTestServer, type TestServer } from './server.ts';
import { createReferenceOperator } from '../src/operator/reference/index.ts';
import { createReportEngine } from '../src/modules/reports/report-engine.ts';
import { SmtpSink } from './smtp-sink.ts';
import type { TestClient } from './client.ts';

const bin = DEMO_COMPANIES.large.bin;
const XLSX_FIRST_DATA_ROW = 6;
/** REPORTS_DUMP=dir keeps the files the tests read, to open them by eye */
const dump = (name: string, content: ArrayBuffer | Uint8Array | string) => {
  if (process.env.REPORTS_DUMP)
    writeFileSync(`${process.env.REPORTS_DUMP}/${name}`, new Uint8Array(content as ArrayBuffer));
};

/** every cell value of the first sheet, by row (1-based), rows from the first data row */
async function sheetRows(content: ArrayBuffer | Uint8Array | string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n >= XLSX_FIRST_DATA_ROW) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('reports by e-mail (decision 018): real files in real mail', () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const today = TODAY;
  const month = { startDate: addMonths(today, -1), endDate: today };

  beforeAll(async () => {
    const port = await sink.listen();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_FACTOR: '100' });
    sql = sqlOf(server);
    admin = await server.as('admin', bin);
  });
  afterAll(async () => {
    await server?.stop();
    await sink.close();
  });

  /** the request's e-mail once the engine sent it: its attachments by file name */
  async function mailOf(kind: ReportKind, email: string) {
    const [request] = await waitFor(
      () =>
        sql<{ state: string; mail_id: string | null }>(
          `select state, mail_id from portal.report_requests where report_type = $1 and email = $2 order by created_at desc limit 1`,
          [kind, email],
        ),
      (rows) => rows[0]?.state === 'sent' || rows[0]?.state === 'failed',
      30_000,
    );
    expect(request!.state).toBe('sent');
    const outbox = await waitFor(
      () =>
        sql<{ state: string; message_id: string | null }>(
          `select state, message_id from portal.mail_outbox where id = $1`,
          [request!.mail_id],
        ),
      (rows) => rows[0]?.state === 'sent',
      30_000,
    );
    const mail = sink.received.find((m) => m.parsed.messageId === outbox[0]!.message_id);
    expect(mail).toBeDefined();
    expect(mail!.rcptTo).toEqual([email]);
    return mail!.parsed;
  }

  it('mails a number’s usage details whose XLSX reads back to the operator’s rows', async () => {
    const msisdn = DEMO_NUMBERS.active;
    const res = await admin.post(`/api/reports/subscribers/${msisdn}/usage-details/send`, {
      body: { ...month, msisdn, email: 'usage@example.kz', language: 'kk' },
    });
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'export_request_accepted' });
    const mail = await mailOf('usage_details', 'usage@example.kz');
    expect(mail.subject).toContain('Шығыстар детализациясы');
    const [file] = mail.attachments;
    dump('usage-details-kk.xlsx', file!.content as ArrayBuffer);
    expect(file!.filename).toBe(`usage-details_${month.startDate}_${month.endDate}.xlsx`);
    const rows = await sheetRows(file!.content as ArrayBuffer);
    const expected = await sql<{ amount: number; description: string }>(
      `select amount, description from operator.usage_records where msisdn = $1
         and occurred_at >= ($2::text || 'T00:00:00+05:00')::timestamptz
         and occurred_at < (($3::date + 1)::text || 'T00:00:00+05:00')::timestamptz order by occurred_at, id`,
      [msisdn, month.startDate, month.endDate],
    );
    expect(rows.length).toBe(expected.length);
    expect(rows[0]![2]).toBe(expected[0]!.description.replace(/^([=+\-@])/, "'$1"));
    expect(rows[0]![6]).toBe(expected[0]!.amount / 100);
    // the status the modal reads says ready
    const status = await admin.get(`/api/reports/subscribers/${msisdn}/usage-details/status`);
    expect(status.body).toMatchObject({ status: 'READY' });
  });

  it('mails a report once when its build runs three times at once (a redelivered job)', async () => {
    const res = await admin.post('/api/reports/subscribers-report/send', {
      body: { email: 'once@example.kz' },
    });
    expect(res.status).toBe(200);
    const [request] = await sql<{ id: string }>(
      `select id from portal.report_requests where email = 'once@example.kz'`,
    );
    // the server's own worker may take it too: four builds race for one request
    const engine = createReportEngine({
      db: server.database.db,
      operator: createReferenceOperator(server.database.db, { delayMs: 1000 }),
      mail: server.mail,
    });
    const outcomes = await Promise.all([1, 2, 3].map(() => engine.run(request!.id)));
    expect(outcomes.filter((o) => o === 'sent').length).toBeLessThanOrEqual(1);
    await mailOf('subscribers_report', 'once@example.kz');
    expect(await engine.run(request!.id)).toBe('not-queued');
    const mails = await sql(`select id from portal.mail_outbox where to_address = 'once@example.kz'`);
    expect(mails).toHaveLength(1);
    expect(sink.received.filter((m) => m.rcptTo.includes('once@example.kz'))).toHaveLength(1);
  });

  it('refuses usage details over 50,000 records before any work (limit_exceeded)', async () => {
    const [big] = await sql<{ msisdn: string }>(
      `select msisdn from operator.usage_records group by msisdn having count(*) > 50000 limit 1`,
    );
    expect(big).toBeDefined();
    const before = await sql(`select id from portal.report_requests`);
    const res = await admin.post(`/api/reports/subscribers/${big!.msisdn}/usage-details/send`, {
      body: { startDate: addDays(today, -89), endDate: today, msisdn: big!.msisdn, email: 'big@example.kz' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'limit_exceeded' });
    expect(await sql(`select id from portal.report_requests`)).toHaveLength(before.length);
    // a shorter period of the same number is fine
    const week = await admin.post(`/api/reports/subscribers/${big!.msisdn}/usage-details/send`, {
      body: { startDate: addDays(today, -7), endDate: today, msisdn: big!.msisdn, email: 'big@example.kz' },
    });
    expect(week.status).toBe(200);
  });

  it('refuses a second request of a kind while one is being built (report_in_progress)', async () => {
    await sql(
      `insert into portal.report_requests (customer_bin, report_type, email, state, started_at) values ($1, 'payments', 'x@example.kz', 'building', now())`,
      [bin],
    );
    const res = await admin.post('/api/reports/payments-report/send', {
      body: { ...month, email: 'again@example.kz' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'report_in_progress' });
    expect(
      (await admin.get('/api/reports/status', { query: { report: 'paymentsReport' } })).body,
    ).toMatchObject({
      status: 'PROCESSING',
    });
    await sql(`update portal.report_requests set state = 'failed' where email = 'x@example.kz'`);
  });

  it('mails the company reports, each parsing back to the operator’s data', async () => {
    const cases: {
      kind: ReportKind;
      path: string;
      method?: 'GET';
      body: Record<string, unknown>;
      expectedRows: string;
      params: unknown[];
    }[] = [
      {
        kind: 'payments',
        path: '/api/reports/payments-report/send',
        body: { startDate: addMonths(today, -6), endDate: today },
        expectedRows: `select count(*)::int as n from operator.payments where customer_bin = $1 and payment_date >= ($2::text || 'T00:00:00+05:00')::timestamptz`,
        params: [bin, addMonths(today, -6)],
      },
      {
        kind: 'balance',
        path: '/api/reports/balance-report/send',
        body: month,
        expectedRows: `select count(*)::int as n from operator.subscribers where customer_bin = $1`,
        params: [bin],
      },
      {
        kind: 'atlas_pro',
        path: `/api/customers/${bin}/reports/email/atlas@example.kz/atlas-pro-report`,
        body: { startDate: addDays(today, -30), endDate: today },
        expectedRows: `select count(*)::int as n from operator.atlas_pro_days a join operator.subscribers s using (msisdn) where s.customer_bin = $1 and a.day >= $2::date and a.day <= $3::date`,
        params: [bin, addDays(today, -30), today],
      },
      {
        kind: 'devices',
        path: '/api/reports/devices/send',
        body: { bin, companyName: 'ТОО «Дала Логистикс»' },
        expectedRows: `select count(*)::int as n from operator.device_registrations r join operator.subscribers s using (msisdn) where s.customer_bin = $1 and r.removed_at is null`,
        params: [bin],
      },
    ];
    for (const c of cases) {
      const email = `${c.kind.replace('_', '-')}@example.kz`.replace('atlas-pro', 'atlas');
      const body =
        c.kind === 'atlas_pro' ? { ...c.body, language: 'en' } : { ...c.body, email, language: 'en' };
      const res = await admin.post(c.path, { body });
      expect(res.status, c.kind).toBe(200);
      const mail = await mailOf(c.kind, email);
      const rows = await sheetRows(mail.attachments[0]!.content as ArrayBuffer);
      const [{ n }] = (await sql<{ n: number }>(c.expectedRows, c.params)) as [{ n: number }];
      expect(n, c.kind).toBeGreaterThan(0);
      expect(rows.length, c.kind).toBe(n);
    }
  });

  it('names the company in the devices report e-mail from our data, never from the request', async () => {
    // decision 025: a client's text in our e-mail to an address it names would make us a spam relay
    const hostile = 'Buy cheap pills at http://spam.example <b>now</b> =HYPERLINK("http://spam.example")';
    const email = 'devices-name@example.kz';
    const res = await admin.post('/api/reports/devices/send', {
      body: { bin, companyName: hostile, email, language: 'en' },
    });
    expect(res.status).toBe(200);
    const mail = await mailOf('devices', email);
    const [{ name }] = (await sql<{ name: string }>(
      `select customer_name as name from accounts.customers where bin = $1`,
      [bin],
    )) as [{ name: string }];
    expect(mail.subject).toContain(name);
    const everything = [mail.subject, mail.text, mail.html, ...mail.attachments.map((a) => a.filename)].join(
      '\n',
    );
    expect(everything).not.toMatch(/spam\.example|cheap pills|HYPERLINK|<b>now/);
    const [stored] = (await sql<{ params: unknown }>(
      `select params from portal.report_requests where email = $1`,
      [email],
    )) as [{ params: unknown }];
    expect(JSON.stringify(stored.params)).not.toContain('spam');
  });

  it('mails the reconciliation act as a PDF with Kazakh letters and ₸, and its XLSX', async () => {
    const period = { startDate: addMonths(today, -4).slice(0, 8) + '01', endDate: today };
    const res = await admin.post('/api/reports/reconciliation-act/send', {
      body: { ...period, email: 'act@example.kz', language: 'kk' },
    });
    expect(res.status).toBe(200);
    const mail = await mailOf('reconciliation_act', 'act@example.kz');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `reconciliation-act_${period.startDate}_${period.endDate}.pdf`,
      `reconciliation-act_${period.startDate}_${period.endDate}.xlsx`,
    ]);
    dump('reconciliation-act.pdf', mail.attachments[0]!.content as ArrayBuffer);
    dump('reconciliation-act.xlsx', mail.attachments[1]!.content as ArrayBuffer);
    const text = pdfText(new Uint8Array(mail.attachments[0]!.content as ArrayBuffer));
    expect(text).toContain('Өзара есеп айырысуды салыстыру актісі');
    expect(text).toContain('Кезең басындағы сальдо');
    expect(text).toContain('₸');
    const invoices = await sql<{ n: number }>(
      `select count(*)::int as n from operator.invoices where customer_bin = $1 and issued_at >= ($2::text || 'T00:00:00+05:00')::timestamptz`,
      [bin, period.startDate],
    );
    const rows = await sheetRows(mail.attachments[1]!.content as ArrayBuffer);
    expect(rows.filter((r) => r[2] === 'Шот-фактура')).toHaveLength(invoices[0]!.n);
  });

  it('mails the invoice register of the closed months', async () => {
    const period = { startDate: addMonths(today, -3).slice(0, 8) + '01', endDate: addMonths(today, -2) };
    const res = await admin.get('/api/reports/invoice-documents/send', {
      query: { ...period, email: 'register@example.kz', language: 'ru' },
    });
    expect(res.status).toBe(200);
    const mail = await mailOf('invoice_register', 'register@example.kz');
    const rows = await sheetRows(mail.attachments[0]!.content as ArrayBuffer);
    const [{ n }] = (await sql<{ n: number }>(
      `select count(*)::int as n from operator.invoices where customer_bin = $1 and period_month >= $2::date and period_month <= $3::date`,
      [bin, period.startDate, period.endDate],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(rows.length).toBe(n);
  });

  it('exports a formula-looking label safely in the subscribers report', async () => {
    const msisdn = DEMO_NUMBERS.active;
    await setNotes(server, msisdn, { label: '=1+2' });
    const res = await admin.post('/api/reports/subscribers-report/send', {
      body: { email: 'subs@example.kz', language: 'ru' },
    });
    expect(res.status).toBe(200);
    const mail = await mailOf('subscribers_report', 'subs@example.kz');
    const rows = await sheetRows(mail.attachments[0]!.content as ArrayBuffer);
    // decision 030: the cost centre opens the row, then the number
    const row = rows.find((r) => r[1] === msisdn);
    expect(row![8]).toBe("'=1+2");
    expect(rows.flat().filter((v) => typeof v === 'string' && /^[=+\-@]/.test(v))).toEqual([]);
  });

  it('mails a number’s payments report by its payment type', async () => {
    for (const [msisdn, email] of [
      [DEMO_NUMBERS.prepaid, 'pp@example.kz'],
      [DEMO_NUMBERS.active, 'post@example.kz'],
    ] as const) {
      const res = await admin.post(`/api/reports/subscribers/${msisdn}/payments-report/send`, {
        body: {
          ...month,
          msisdn,
          email,
          reportType:
            msisdn === DEMO_NUMBERS.prepaid
              ? 'payments-report-prepaid-by-msisdn'
              : 'payments-report-postpaid-by-msisdn',
        },
      });
      expect(res.status, msisdn).toBe(200);
      const mail = await mailOf('subscriber_payments', email);
      expect(mail.attachments[0]!.filename).toMatch(/^payments-report_/);
    }
  });

  it('shows a prepaid number’s top-ups on screen and as the topup PDF and XLSX', async () => {
    const msisdn = DEMO_NUMBERS.prepaid;
    const period = { startDate: addMonths(today, -2), endDate: today };
    const screen = await admin.get(`/api/subscribers/${msisdn}/top-ups`, { query: period });
    expect(screen.status).toBe(200);
    const data = (screen.body as { data: { amount: number; balanceAfter: number; balanceBefore: number }[] })
      .data;
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) expect(r.balanceAfter).toBe(r.balanceBefore + r.amount);
    const pdf = await admin.raw(
      `/api/subscribers/${msisdn}/top-ups/file?startDate=${period.startDate}&endDate=${period.endDate}&format=pdf`,
      { headers: { 'x-client-bin': bin } },
    );
    expect(pdf.status).toBe(200);
    // spec §9 export names: `topup`
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="topup.pdf"');
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    dump('topup.pdf', pdfBytes);
    expect(pdfText(pdfBytes)).toContain('Детализация пополнений');
    const xls = await admin.raw(
      `/api/subscribers/${msisdn}/top-ups/file?startDate=${period.startDate}&endDate=${period.endDate}&format=xls&language=kk`,
      { headers: { 'x-client-bin': bin } },
    );
    expect(xls.headers.get('content-disposition')).toBe('attachment; filename="topup.xlsx"');
    expect((await sheetRows(await xls.arrayBuffer())).length).toBe(data.length);
    // outside the 2-month window
    const early = await admin.get(`/api/subscribers/${msisdn}/top-ups`, {
      query: { startDate: addDays(addMonths(today, -2), -1), endDate: today },
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'period_start_too_early' });
  });

  it('downloads usage details and the subscribers report at once, streamed (beyond the spec)', async () => {
    const msisdn = DEMO_NUMBERS.active;
    const usage = await admin.raw(
      `/api/reports/subscribers/${msisdn}/usage-details/file?startDate=${month.startDate}&endDate=${month.endDate}&format=xls`,
      { headers: { 'x-client-bin': bin } },
    );
    expect(usage.status).toBe(200);
    expect(usage.headers.get('content-disposition')).toContain('usage-details_');
    const [{ n }] = (await sql<{ n: number }>(
      `select count(*)::int as n from operator.usage_records where msisdn = $1
         and occurred_at >= ($2::text || 'T00:00:00+05:00')::timestamptz`,
      [msisdn, month.startDate],
    )) as [{ n: number }];
    expect((await sheetRows(await usage.arrayBuffer())).length).toBe(n);
    const subscribers = await admin.raw('/api/reports/subscribers-report/file?format=pdf&language=kk', {
      headers: { 'x-client-bin': bin },
    });
    expect(subscribers.status).toBe(200);
    const pdf = new Uint8Array(await subscribers.arrayBuffer());
    dump('subscribers-report-kk.pdf', pdf);
    expect(pdfText(pdf, '-f', '1', '-l', '1')).toContain('Абоненттер бойынша есеп');
  });

  it('refuses a foreign number, a number without its flag, a feature off and a bad e-mail', async () => {
    const foreign = await admin.post(
      `/api/reports/subscribers/${DEMO_NUMBERS.smallCompany}/usage-details/send`,
      {
        body: { ...month, msisdn: DEMO_NUMBERS.smallCompany, email: 'x@example.kz' },
      },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });

    await setOwnFlags(server, DEMO_NUMBERS.kazakhLabel, ['Y']);
    const noFlag = await admin.post(
      `/api/reports/subscribers/${DEMO_NUMBERS.kazakhLabel}/usage-details/send`,
      {
        body: { ...month, msisdn: DEMO_NUMBERS.smallCompany, email: 'x@example.kz' },
      },
    );
    expect(noFlag.status).toBe(403);
    expect(noFlag.body).toMatchObject({ code: 'feature_not_available' });
    await setOwnFlags(server, DEMO_NUMBERS.kazakhLabel, null);

    // the small company's profile has documents only: no usage details
    const small = await server.as('admin', DEMO_COMPANIES.small.bin);
    const off = await small.post(`/api/reports/subscribers/${DEMO_NUMBERS.smallCompany}/usage-details/send`, {
      body: { ...month, msisdn: DEMO_NUMBERS.smallCompany, email: 'x@example.kz' },
    });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: 'feature_not_available' });

    const before = await sql(`select id from portal.report_requests`);
    const bad = await admin.post('/api/reports/balance-report/send', {
      body: { ...month, email: 'a@b, c@d' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_email_format' });
    expect(await sql(`select id from portal.report_requests`)).toHaveLength(before.length);
  });

  it('limits usage details to the ownership transfer date (spec §5)', async () => {
    const msisdn = DEMO_NUMBERS.kazakhLabel;
    const [{ day }] = (await sql<{ day: string }>(
      `select to_char(transferred_on, 'YYYY-MM-DD') as day from operator.ownership_transfers where msisdn = $1`,
      [msisdn],
    )) as [{ day: string }];
    const ask = (startDate: string) =>
      admin.post(`/api/reports/subscribers/${msisdn}/usage-details/send`, {
        body: { startDate, endDate: today, msisdn, email: 'owner@example.kz' },
      });
    const before = await ask(addDays(day, -1));
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ code: 'usage_details_before_transfer' });
    expect((await ask(day)).status).toBe(200);
  });

  it('tells the usage details form the ownership transfer day, for its picker (spec §5)', async () => {
    const [{ day }] = (await sql<{ day: string }>(
      `select to_char(transferred_on, 'YYYY-MM-DD') as day from operator.ownership_transfers where msisdn = $1`,
      [DEMO_NUMBERS.kazakhLabel],
    )) as [{ day: string }];
    const transferred = await admin.get(
      `/api/reports/subscribers/${DEMO_NUMBERS.kazakhLabel}/usage-details/status`,
    );
    expect(transferred.status).toBe(200);
    expect(transferred.body).toMatchObject({ ownershipDate: day });
    const other = await admin.get(`/api/reports/subscribers/${DEMO_NUMBERS.prepaid}/usage-details/status`);
    expect(other.body).toMatchObject({ ownershipDate: null });
    // another company's number: 404 as for any foreign number, no date
    const foreign = await admin.get(
      `/api/reports/subscribers/${DEMO_NUMBERS.debtorCompany}/usage-details/status`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).not.toHaveProperty('ownershipDate');
  });
});

describe('usage details failures the billing answers (spec §8, decision 022)', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const today = TODAY;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    admin = await server.as('admin', bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  const ask = (msisdn: string, startDate: string) =>
    admin.post(`/api/reports/subscribers/${msisdn}/usage-details/send`, {
      body: { startDate, endDate: today, msisdn, email: 'usage@example.kz' },
    });
  const requestsOf = (msisdn: string) =>
    sql(`select id from portal.report_requests where msisdn = $1`, [msisdn]);
  const prepaidPayments = (msisdn: string, startDate: string, email: string) =>
    admin.post(`/api/reports/subscribers/${msisdn}/payments-report/send`, {
      body: { startDate, endDate: today, msisdn, email, reportType: 'payments-report-prepaid-by-msisdn' },
    });

  it("answers date_error with the billing's message for a period before the number's activation", async () => {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1 and lc_state_id = 20 and msisdn <> all($2)
        order by msisdn desc limit 1`,
      [bin, Object.values(DEMO_NUMBERS)],
    );
    const msisdn = row!.msisdn;
    const activatedOn = addDays(today, -10);
    await sql(
      `update operator.subscribers set activated_at = ($2::date + time '09:00') at time zone 'Asia/Almaty' where msisdn = $1`,
      [msisdn, activatedOn],
    );
    const before = await ask(msisdn, addDays(activatedOn, -1));
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({
      code: 'date_error',
      detail: `date-error: usage is recorded from ${activatedOn}`,
    });
    expect(await requestsOf(msisdn)).toEqual([]);
    // from the activation day on, the billing answers (its usage, or that there is none)
    const from = await ask(msisdn, activatedOn);
    expect([200, 404]).toContain(from.status);
    expect((from.body as { code?: string }).code).not.toBe('date_error');
  });

  it("answers no_documents_for_number for a number's payments report with no payment in the period", async () => {
    const startDate = addDays(today, -3);
    const [row] = await sql<{ msisdn: string }>(
      `select s.msisdn from operator.subscribers s
        where s.customer_bin = $1 and s.type = 'PREPAID' and s.msisdn <> all($3)
          and not exists (select 1 from operator.top_ups t where t.msisdn = s.msisdn
                            and t.recharge_date >= ($2::date - 1)::timestamptz)
        order by s.msisdn limit 1`,
      [bin, startDate, Object.values(DEMO_NUMBERS)],
    );
    const msisdn = row!.msisdn;
    const res = await prepaidPayments(msisdn, startDate, 'none@example.kz');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'no_documents_for_number' });
    expect(await requestsOf(msisdn)).toEqual([]);
  });

  it("answers the screen's own failure code, not system_error, when the operator fails behind a call", async () => {
    const msisdn = DEMO_NUMBERS.prepaid;
    await sql(`alter table operator.top_ups rename to top_ups_offline`);
    try {
      const topUps = await admin.get(`/api/subscribers/${msisdn}/top-ups`, {
        query: { startDate: addDays(today, -7), endDate: today },
      });
      expect(topUps.status).toBe(502);
      expect(topUps.body).toMatchObject({ code: 'top_up_failed' });
      const payments = await prepaidPayments(msisdn, addDays(today, -7), 'pp@example.kz');
      expect(payments.status).toBe(502);
      expect(payments.body).toMatchObject({ code: 'payments_report_failed' });
    } finally {
      await sql(`alter table operator.top_ups_offline rename to top_ups`);
    }
    await sql(`alter table portal.report_requests rename to report_requests_offline`);
    try {
      const status = await admin.get(`/api/reports/subscribers/${msisdn}/usage-details/status`);
      expect(status.status).toBe(502);
      expect(status.body).toMatchObject({ code: 'check_report_status_error' });
    } finally {
      await sql(`alter table portal.report_requests_offline rename to report_requests`);
    }
  });

  it('answers usage_details_failed (502) when the billing cannot read the usage, nothing requested', async () => {
    const msisdn = DEMO_NUMBERS.active;
    await sql(`alter table operator.usage_records rename to usage_records_offline`);
    try {
      const res = await ask(msisdn, addDays(today, -7));
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'usage_details_failed' });
    } finally {
      await sql(`alter table operator.usage_records_offline rename to usage_records`);
    }
    expect((await ask(msisdn, addDays(today, -7))).status).not.toBe(502);
  });
});

describe('report periods on a fixed day (spec §5): one day inside and outside each window', () => {
  let server: TestServer;
  let admin: TestClient;
  // FIXED_TODAY 2026-03-02: the 1st has passed (February's act is out), the 3rd has not (its register is not)
  const today = '2026-03-02';

  beforeAll(async () => {
    server = await startTestServer({ FIXED_TODAY: today, RATE_LIMIT_FACTOR: '100', RUN_WORKERS: 'false' });
    admin = await server.as('admin', bin);
  });
  afterAll(async () => server?.stop());

  const send = (path: string, body: Record<string, unknown>, method: 'POST' | 'GET' = 'POST') =>
    method === 'GET'
      ? admin.get(path, { query: { ...body, email: 'p@example.kz' } as Record<string, string> })
      : admin.post(path, { body: { ...body, email: 'p@example.kz' } });

  const cases: {
    name: string;
    path: string;
    method?: 'GET';
    outside: Record<string, string>;
    code: string;
    inside: Record<string, string>;
  }[] = [
    {
      name: 'usage details: 90 days',
      path: `/api/reports/subscribers/${DEMO_NUMBERS.active}/usage-details/send`,
      outside: { startDate: '2025-12-01', endDate: '2025-12-10', msisdn: DEMO_NUMBERS.active },
      code: 'usage_details_outside_90_days',
      inside: { startDate: '2025-12-02', endDate: '2025-12-10', msisdn: DEMO_NUMBERS.active },
    },
    {
      name: 'payments report: 6 months',
      path: '/api/reports/payments-report/send',
      outside: { startDate: '2025-09-01', endDate: today },
      code: 'period_too_long',
      inside: { startDate: '2025-09-02', endDate: today },
    },
    {
      name: 'balance report: not after today',
      path: '/api/reports/balance-report/send',
      outside: { startDate: '2026-02-01', endDate: '2026-03-03' },
      code: 'period_end_in_future',
      inside: { startDate: '2026-02-01', endDate: today },
    },
    {
      name: 'reconciliation act: 3 years from the start of the month',
      path: '/api/reports/reconciliation-act/send',
      outside: { startDate: '2023-02-28', endDate: '2026-02-28' },
      code: 'reconciliation_period_too_long',
      inside: { startDate: '2023-03-01', endDate: '2026-02-28' },
    },
    {
      name: 'Atlas Pro: 30 days',
      path: `/api/customers/${bin}/reports/email/p@example.kz/atlas-pro-report`,
      outside: { startDate: '2026-01-30', endDate: today },
      code: 'report_period_atlas_pro',
      inside: { startDate: '2026-01-31', endDate: today },
    },
    {
      name: 'invoice register: February is not out on the 2nd of March',
      path: '/api/reports/invoice-documents/send',
      method: 'GET',
      outside: { startDate: '2026-02-01', endDate: '2026-02-28' },
      code: 'invoice_register_not_yet_available',
      inside: { startDate: '2026-01-01', endDate: '2026-01-31' },
    },
    {
      name: 'invoice register: 36 months',
      path: '/api/reports/invoice-documents/send',
      method: 'GET',
      outside: { startDate: '2023-02-28', endDate: '2023-03-31' },
      code: 'invoice_register_period_too_long',
      inside: { startDate: '2023-03-01', endDate: '2023-03-31' },
    },
  ];

  for (const c of cases)
    it(c.name, async () => {
      const out = await send(c.path, c.outside, c.method);
      expect(out.status).toBe(400);
      expect(out.body).toMatchObject({ code: c.code });
      const inside = await send(c.path, c.inside, c.method);
      // inside the window the period passes; what follows depends on the data
      expect([200, 404, 409]).toContain(inside.status);
      expect(inside.body).not.toMatchObject({ code: c.code });
    });

  it('a reconciliation act for last month is out after the 1st', async () => {
    const res = await send('/api/reports/reconciliation-act/send', {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(res.body).not.toMatchObject({ code: 'reconciliation_not_yet_available' });
  });
});

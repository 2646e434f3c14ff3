import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { sqlOf, waitFor } from './operator-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { FORMULA_LOOKING, reportMessage } from './report-mail.ts';
import { startTestServer, type TestServer } from './server.ts';
import { SmtpSink } from './smtp-sink.ts';
import { freePort } from './postgres.ts';

interface OutboxRow {
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  message_id: string | null;
}

describe('mail over SMTP (decision 010): outbox, queue, retries, exactly once', () => {
  const sink = new SmtpSink();
  let smtpPort: number;
  let server: TestServer;
  let sql: ReturnType<typeof sqlOf>;
  let adminId: string;
  const bin = DEMO_COMPANIES.large.bin;

  const outboxRow = async (id: string) =>
    (
      await sql<OutboxRow>(
        'select state, attempts, last_error, sent_at, message_id from portal.mail_outbox where id = $1',
        [id],
      )
    )[0]!;
  const receivedAs = (messageId: string | null) =>
    sink.received.filter((m) => m.parsed.messageId === messageId);

  beforeAll(async () => {
    // the relay's port is known, but nothing listens there yet: the relay is down
    smtpPort = await freePort();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    sql = sqlOf(server);
    adminId = (await sql<{ id: string }>(`select id from accounts.users where username = 'admin'`))[0]!.id;
  });
  afterAll(async () => {
    await server?.stop();
    await sink.close();
  });

  it('keeps a message queued while the relay is down, then delivers it once when it is back', async () => {
    const { id } = await server.mail.enqueue(await reportMessage('finance@example.kz', adminId, bin));

    const failed = await waitFor(
      () => outboxRow(id),
      (row) => row.attempts >= 1 && row.state === 'queued',
    );
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sent_at).toBeNull();

    await sink.listen(smtpPort);
    // the next retry is due now instead of after its backoff
    await sql(`update pgboss.job set start_after = now() where name = 'mail-delivery' and state = 'retry'`);
    const sent = await waitFor(
      () => outboxRow(id),
      (row) => row.state === 'sent',
      30_000,
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
    expect(sent.sent_at).not.toBeNull();
    expect(receivedAs(sent.message_id)).toHaveLength(1);
  });

  it('delivers a report in the recipient language, to one recipient, with its PDF and XLSX', async () => {
    const { id } = await server.mail.enqueue(await reportMessage('buh@example.kz', adminId, bin));
    const row = await waitFor(
      () => outboxRow(id),
      (r) => r.state === 'sent',
    );
    const [mail] = receivedAs(row.message_id);
    expect(mail).toBeDefined();
    const { parsed, rcptTo } = mail!;

    expect(rcptTo).toEqual(['buh@example.kz']);
    expect(parsed.to).toEqual([expect.objectContaining({ address: 'buh@example.kz' })]);
    expect(parsed.cc ?? []).toEqual([]);
    expect(parsed.subject).toBe('«Баланс бойынша есеп» есебі — ЖШС «Қазақ Телеком Сервис»');
    expect(parsed.text).toContain('Сәлеметсіз бе!');
    expect(parsed.text).toContain('01.10.2026 – 31.10.2026');
    expect(parsed.html).toContain('<html lang="kk">');
    expect(parsed.html).toContain('ЖШС «Қазақ Телеком Сервис» компаниясы (БСН');

    expect(parsed.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['balance-report.pdf', 'application/pdf'],
      ['balance-report.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    const pdf = new Uint8Array(parsed.attachments[0]!.content as ArrayBuffer);
    const text = pdfText(pdf);
    expect(text).toContain('Әсем Құрманғазықызы');
    expect(text).toContain('1 234,50 ₸');
    expect(text).toContain('БСН: 990340000141');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(parsed.attachments[1]!.content as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(c.value)));
    expect(cells).toContain('Әсем Құрманғазықызы');
    expect(cells).toContain(1234.5);
    // the formula-looking name is text that reads the same, marked as text
    expect(cells).toContain(`'${FORMULA_LOOKING}`);
    expect(cells.filter((v) => typeof v === 'string' && /^[=+\-@]/.test(v))).toEqual([]);
  });

  it('delivers a message once even when its delivery job runs twice at the same time', async () => {
    const { id } = await server.mail.enqueue(await reportMessage('twice@example.kz', adminId, bin));
    const outcomes = await Promise.all([server.mail.deliver(id), server.mail.deliver(id)]);
    const row = await waitFor(
      () => outboxRow(id),
      (r) => r.state === 'sent',
    );
    expect(outcomes.filter((o) => o === 'sent').length).toBeLessThanOrEqual(1);
    // and once more after it was sent
    expect(await server.mail.deliver(id)).toBe('not-queued');
    expect(row.attempts).toBe(1);
    expect(sink.received.filter((m) => m.rcptTo.includes('twice@example.kz'))).toHaveLength(1);
  });

  it('refuses a list of recipients or a bad address, and writes nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from portal.mail_outbox');
    for (const to of ['a@example.kz, b@example.kz', 'not-an-address'])
      await expect(server.mail.enqueue(await reportMessage(to, adminId, bin))).rejects.toMatchObject({
        code: 'invalid_email_format',
      });
    expect(await sql<{ n: number }>('select count(*)::int as n from portal.mail_outbox')).toEqual(before);
  });

  it('has no demo mailbox when a relay is configured', async () => {
    const admin = await server.as('admin');
    expect((await admin.get('/api/shell-config')).body).toMatchObject({ isDemoMailbox: false });
    expect((await admin.get('/api/mailbox/messages')).status).toBe(404);
  });
});

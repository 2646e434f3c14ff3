import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf, waitFor } from './operator-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { reportMessage } from './report-mail.ts';
import { startTestServer, type TestServer } from './server.ts';

type Json = Record<string, any>;
// a 1×1 PNG, as an inline image would be (an eSIM QR code)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('demo mailbox without SMTP_URL (decision 010): the user reads what the portal sent them', () => {
  let server: TestServer;
  let admin: TestClient;
  let debtor: TestClient;
  let mailId: string;
  const bin = DEMO_COMPANIES.large.bin;

  beforeAll(async () => {
    server = await startTestServer();
    const sql = sqlOf(server);
    const adminId = (await sql<{ id: string }>(`select id from accounts.users where username = 'admin'`))[0]!
      .id;
    admin = await server.as('admin');
    debtor = await server.as('debtor');
    mailId = (await server.mail.enqueue(await reportMessage('admin@example.kz', adminId, bin))).id;
    await server.mail.enqueue({
      to: 'admin@example.kz',
      language: 'en',
      template: 'esim_qr',
      data: { msisdn: '7011234567', companyName: 'Atlas Logistics', qrCid: 'qr' },
      attachments: [{ filename: 'esim-qr.png', contentType: 'image/png', content: PNG, contentId: 'qr' }],
      userId: adminId,
      bin,
    });
  });
  afterAll(() => server?.stop());

  it('says the mailbox is there (shell config)', async () => {
    expect((await admin.get('/api/shell-config')).body).toMatchObject({ isDemoMailbox: true });
  });

  it('lists the messages, delivered to the mailbox by the mail job, newest first', async () => {
    const list = await waitFor(
      async () => (await admin.get('/api/mailbox/messages')).body as { messages: Json[] },
      (body) => body.messages.length === 2 && body.messages.every((m) => m.state === 'sent'),
    );
    const [qr, report] = list.messages;
    expect(qr).toMatchObject({ subject: 'eSIM QR code for +7 (701) 123-45-67', language: 'en' });
    expect(report).toMatchObject({
      id: mailId,
      to: 'admin@example.kz',
      subject: '«Баланс бойынша есеп» есебі — ЖШС «Қазақ Телеком Сервис»',
      language: 'kk',
      state: 'sent',
      attempts: 1,
      sentAt: expect.any(String),
    });
    expect(report!.attachments.map((a: Json) => [a.filename, a.contentType, a.isInline])).toEqual([
      ['balance-report.pdf', 'application/pdf', false],
      ['balance-report.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ]);
  });

  it('shows one message with its body; an inline image comes as a data: URL', async () => {
    const report = await admin.get(`/api/mailbox/messages/${mailId}`);
    expect(report.status).toBe(200);
    expect((report.body as Json).text).toContain('Сәлеметсіз бе!');
    expect((report.body as Json).html).toContain('<html lang="kk">');

    const list = (await admin.get('/api/mailbox/messages')).body as { messages: Json[] };
    const qr = await admin.get(`/api/mailbox/messages/${list.messages[0]!.id}`);
    expect((qr.body as Json).html).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect((qr.body as Json).html).not.toContain('cid:qr');
  });

  it('downloads an attachment with its type and name', async () => {
    const { attachments } = (await admin.get(`/api/mailbox/messages/${mailId}`)).body as Json;
    const res = await admin.raw(`/api/mailbox/messages/${mailId}/attachments/${attachments[0].id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="balance-report.pdf"');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Әсем Құрманғазықызы');
    expect(text).toContain('₸');
  });

  it("never shows another user's messages", async () => {
    expect((await debtor.get('/api/mailbox/messages')).body).toEqual({ messages: [] });
    const { attachments } = (await admin.get(`/api/mailbox/messages/${mailId}`)).body as Json;
    const get = await debtor.get(`/api/mailbox/messages/${mailId}`);
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ code: 'not_found' });
    expect(
      (await debtor.get(`/api/mailbox/messages/${mailId}/attachments/${attachments[0].id}`)).status,
    ).toBe(404);
  });

  it('asks for a session; a malformed id is a 400, an unknown one a 404', async () => {
    expect((await server.anonymous().get('/api/mailbox/messages')).status).toBe(401);
    const malformed = await admin.get('/api/mailbox/messages/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation_error' });
    expect((await admin.get('/api/mailbox/messages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

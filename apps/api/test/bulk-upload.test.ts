import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { bulkUploadPreviewSchema, type BulkJob } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { pruneRequestKeys, requestKeysCutoff } from '../src/operator/reference/request-keys-pruning.ts';
import { bulkCalls, FAST_BULK_ENV } from './bulk-fixtures.ts';
import { pickNumbers, setOwnFlags, waitFor } from './operator-fixtures.ts';
import { largeCompanySuite } from './support/large-company-suite.ts';
import { isTmfMode } from './server.ts';

// Decision 023: bulk actions from a CSV or XLSX — read and checked before anything happens, a
// preview of accepted and left-out rows, a job of the accepted rows on confirmation; the file's
// limits and malformed files answered with a translated 4xx, never a 5xx.

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk actions from an uploaded file', () => {
  // the clean-up of old uploads looks every second here (hourly by default)
  const suite = largeCompanySuite({ ...FAST_BULK_ENV, BULK_UPLOAD_CLEANUP_SECONDS: '1' });
  const { bin, sql } = suite;

  async function upload(file: Buffer | string, type = CSV, client = suite.admin) {
    const res = await client.raw('/api/bulk/uploads', {
      method: 'POST',
      headers: { 'content-type': type, 'x-client-bin': client.bin ?? bin },
      body: typeof file === 'string' ? file : new Uint8Array(file),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }
  const uploadsCount = async () =>
    (await sql<{ n: number }>(`select count(*)::int as n from portal.bulk_uploads`))[0]!.n;
  const finished = (id: string) => bulkCalls(suite.admin).finished(id);

  it('previews good and bad rows of a CSV as Excel saves it (;, BOM), then makes a job of the good ones', async () => {
    const [own1, own2, own3, flagless] = await pickNumbers(suite.server, 4);
    await setOwnFlags(suite.server, flagless!, ['Y']); // no C: block is not allowed (spec §6)
    const national = (m: string) => `8${m}`;
    const spaced = (m: string) => `+7 ${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;
    const lines = [
      'Номер;Действие;Аргумент',
      `${own1};block;`,
      `${national(own2!)};Задать метку;Склад №1`,
      `${spaced(own3!)};label_set;Офис`,
      '',
      `${DEMO_NUMBERS.smallCompany};block;`,
      `12345;block;`,
      `${own1};explode;`,
      `${own1};block;`,
      `${flagless};block;`,
      `${DEMO_NUMBERS.blocked};block;`,
      `=HYPERLINK("x");block;`,
      `${own3};label_set;`,
    ];
    const res = await upload(`\uFEFF${lines.join('\r\n')}\r\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = bulkUploadPreviewSchema.parse(res.body);
    expect(preview).toMatchObject({ rows: 11, accepted: 3, emptyRows: 1 });
    expect(Object.fromEntries(preview.rejected.map((r) => [r.code, r.count]))).toEqual({
      msisdn_not_in_company: 1,
      bulk_row_bad_number: 1,
      bulk_action_unknown: 1,
      bulk_duplicate_number: 1,
      feature_not_available: 1,
      bulk_already_in_state: 1,
      bulk_row_formula: 1,
      bulk_argument_required: 1,
    });
    expect(preview.firstRows.slice(0, 3).map((r) => [r.row, r.msisdn, r.action, r.argument, r.code])).toEqual(
      [
        [2, own1, 'block', null, null],
        [3, own2, 'label_set', 'Склад №1', null],
        [4, own3, 'label_set', 'Офис', null],
      ],
    );
    expect(preview.firstRejected[0]).toMatchObject({ row: 6, code: 'msisdn_not_in_company' });
    // nothing has happened to any number yet
    expect(await sql(`select lc_state_id as lc from operator.subscribers where msisdn = $1`, [own1])).toEqual(
      [{ lc: 20 }],
    );

    const foreign = await suite.server.as('debtor', DEMO_COMPANIES.debtor.bin);
    const stolen = await foreign.post(`/api/bulk/uploads/${preview.uploadId}/job`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 'bulk_upload_not_found' });

    const key = randomUUID();
    const made = await suite.admin.post(`/api/bulk/uploads/${preview.uploadId}/job`, {
      headers: { 'idempotency-key': key },
    });
    expect(made.status, made.text).toBe(200);
    const again = await suite.admin.post(`/api/bulk/uploads/${preview.uploadId}/job`, {
      headers: { 'idempotency-key': key },
    });
    expect((again.body as BulkJob).id).toBe((made.body as BulkJob).id);
    const job = await finished((made.body as BulkJob).id);
    // several actions in the file: the job has none of its own, each number its row's
    expect(job).toMatchObject({ action: null, total: 3 });
    expect(job.counts).toMatchObject({ done: 3, refused: 0, failed: 0 });
    const after = await sql<{ msisdn: string; lc: number; label: string | null }>(
      `select s.msisdn, s.lc_state_id as lc, l.label from operator.subscribers s
       join portal.company_lines l using (msisdn) where s.msisdn = any($1)`,
      [[own1, own2, own3]],
    );
    const byNumber = new Map(after.map((row) => [row.msisdn, row]));
    expect(byNumber.get(own1!)?.lc).toBe(42);
    expect(byNumber.get(own2!)).toMatchObject({ lc: 20, label: 'Склад №1' });
    expect(byNumber.get(own3!)).toMatchObject({ lc: 20, label: 'Офис' });
    const csv = await suite.admin.get(`/api/bulk/jobs/${job.id}/result`, {
      query: { format: 'csv', language: 'ru' },
    });
    expect(csv.text).toContain(`${own2};Склад №1;Задать метку;Выполнено;`);
  });

  it('reads a CSV in Windows-1251 with "," and action names in Russian; Kazakh letters need UTF-8', async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const text = `Нөмір,Әрекет,Аргумент\r\n${number},Бұғаттау,\r\n`;
    const res = await upload(iconv.encode(text, 'win1251'));
    // Kazakh letters are not in Windows-1251 (they are saved as '?'): the header is not recognised
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bulk_file_bad_header' });
    const ru = iconv.encode(`Номер,Действие,Аргумент\r\n${number},Заблокировать,\r\n`, 'win1251');
    const ok = await upload(ru, 'application/vnd.ms-excel');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ rows: 1, accepted: 1 });
  });

  it('reads an XLSX, its formula cells left out with the reason', async () => {
    const [number, other] = await pickNumbers(suite.server, 2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('rows');
    sheet.addRow(['number', 'action', 'argument']);
    sheet.addRow([Number(number), 'comment_set', 'из файла']);
    sheet.addRow([{ formula: `"${other}"`, result: other }, 'block', null]);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), XLSX);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = bulkUploadPreviewSchema.parse(res.body);
    expect(preview).toMatchObject({ rows: 2, accepted: 1 });
    expect(preview.firstRejected.map((r) => [r.row, r.code])).toEqual([[3, 'bulk_row_formula']]);
  });

  it('refuses files over the limits, without the header, empty or unreadable — a 4xx, nothing kept', async () => {
    const before = await uploadsCount();
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'bulk_file_too_large' });
    const rows = `number;action\r\n${'7000000000;block\r\n'.repeat(100_001)}`;
    const many = await upload(rows);
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ code: 'bulk_file_too_many_rows' });
    const header = await upload('телефон;что\r\n7011234567;block\r\n');
    expect(header.status).toBe(400);
    expect(header.body).toMatchObject({ code: 'bulk_file_bad_header' });
    const empty = await upload('number;action;argument\r\n\r\n;;\r\n');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'bulk_file_empty' });
    const broken = await upload(Buffer.from('PK\u0003\u0004 not a zip at all'), XLSX);
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'bulk_file_unreadable' });
    const unquoted = await upload('number;action\r\n"7011234567;block\r\n');
    expect(unquoted.status).toBeLessThan(500);
    expect(await uploadsCount()).toBe(before + (unquoted.status === 200 ? 1 : 0));
  }, 60_000);

  // decision 035 (issue 41): hostile and unlucky files, each a 4xx or read right — never a 5xx
  it('refuses a NUL in a cell with 400 as any other value, keeping nothing', async () => {
    const [number] = await pickNumbers(suite.server, 1);
    const before = await uploadsCount();
    const res = await upload(`number;action;argument\r\n${number};label_set;a\u0000b\r\n`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'control_characters_not_allowed',
      errors: [{ path: 'row 2, column 3', code: 'control_characters_not_allowed' }],
    });
    expect(await uploadsCount()).toBe(before);
  });

  it('reads every line ending as one (CRLF first, then LF and CR) and Excel’s "Unicode text"', async () => {
    const numbers = await pickNumbers(suite.server, 4);
    const mixed = `number;action;argument\r\n${numbers[0]};label_set;a\r\n${numbers[1]};label_set;b\n${numbers[2]};label_set;c\r${numbers[3]};label_set;d\n`;
    const res = await upload(mixed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, accepted: 4 });
    const unicode = `Номер\tДействие\tАргумент\r\n${numbers[0]}\tЗадать метку\tҚойма\r\n`;
    const utf16 = await upload(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(unicode, 'utf16le')]));
    expect(utf16.status, JSON.stringify(utf16.body)).toBe(200);
    expect(utf16.body).toMatchObject({ rows: 1, accepted: 1 });
    expect((utf16.body as { firstRows: { argument: string }[] }).firstRows[0]!.argument).toBe('Қойма');
  });

  it('answers 413 on the wire to a file past the body limit while the client is still sending it', async () => {
    // a client that declares its length and writes a megabyte every 10 ms, as a browser on a slow link
    const send = () =>
      new Promise<number | string>((resolve) => {
        const target = new URL('/api/bulk/uploads', suite.admin.baseUrl);
        const request = httpRequest(
          target,
          {
            method: 'POST',
            headers: {
              'content-type': CSV,
              'content-length': 12 * 1024 * 1024,
              'x-client-bin': bin,
              cookie: suite.admin.cookieHeader(),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        const megabyte = Buffer.alloc(1024 * 1024, 0x61);
        let sent = 0;
        const next = () => {
          if (sent++ === 12) return void request.end();
          request.write(megabyte);
          setTimeout(next, 10);
        };
        next();
      });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await send());
    expect(answers).toEqual([413, 413, 413, 413, 413]);
  });

  it('gives the template in each language, and the template itself uploads', async () => {
    for (const language of ['ru', 'en', 'kk'] as const) {
      const csv = await suite.admin.raw(`/api/bulk/template?format=csv&language=${language}`, {
        headers: { 'x-client-bin': bin },
      });
      expect(csv.status).toBe(200);
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const back = await upload(bytes);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body).toMatchObject({ rows: 3 });
      const xlsx = await suite.admin.raw(`/api/bulk/template?format=xlsx&language=${language}`, {
        headers: { 'x-client-bin': bin },
      });
      expect(xlsx.headers.get('content-type')).toBe(XLSX);
      const fromXlsx = await upload(Buffer.from(await xlsx.arrayBuffer()), XLSX);
      expect(fromXlsx.status, JSON.stringify(fromXlsx.body)).toBe(200);
      // every example row reads as a number and an action (the examples are not the company's numbers)
      expect(
        bulkUploadPreviewSchema
          .parse(fromXlsx.body)
          .firstRows.map((row) => [row.msisdn !== null, row.action !== null]),
      ).toEqual([
        [true, true],
        [true, true],
        [true, true],
      ]);
    }
  });

  it('deletes uploads never confirmed after a day, with their rows; a confirmed one stays with its job', async () => {
    const [own1, own2, own3] = await pickNumbers(suite.server, 3);
    const uploadOf = async (msisdn: string) => {
      const res = await upload(`number;action;argument\r\n${msisdn};label_set;old\r\n`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return bulkUploadPreviewSchema.parse(res.body).uploadId;
    };
    const [stale, confirmed, fresh] = [await uploadOf(own1!), await uploadOf(own2!), await uploadOf(own3!)];
    const made = await suite.admin.post(`/api/bulk/uploads/${confirmed}/job`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(made.status, made.text).toBe(200);
    // two of them were checked 25 hours ago (BULK_UPLOAD_KEEP_HOURS is 24)
    await sql(`update portal.bulk_uploads set created_at = now() - interval '25 hours' where id = any($1)`, [
      [stale, confirmed],
    ]);
    const left = () =>
      sql<{ id: string; rows: number }>(
        `select u.id, (select count(*)::int from portal.bulk_upload_rows r where r.upload_id = u.id) as rows
           from portal.bulk_uploads u where u.id = any($1)`,
        [[stale, confirmed, fresh]],
      );
    const after = await waitFor(left, (uploads) => !uploads.some((u) => u.id === stale), 30_000);
    expect(after.map((u) => u.id).sort()).toEqual([confirmed, fresh].sort());
    expect(after.every((u) => u.rows === 1)).toBe(true);
    expect(
      await sql(`select count(*)::int as n from portal.bulk_upload_rows where upload_id = $1`, [stale]),
    ).toEqual([{ n: 0 }]);
    // confirming the deleted one now is answered as an upload that does not exist
    const late = await suite.admin.post(`/api/bulk/uploads/${stale}/job`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ code: 'bulk_upload_not_found' });
    await finished((made.body as BulkJob).id);
  });

  // the in-process reference operator's keys: with OPERATOR_URL the operator keeps (and prunes) its own
  it.skipIf(isTmfMode())(
    "prunes the operator's request keys past their retention, on its pg-boss schedule",
    async () => {
      const key = (name: string, age: string) =>
        sql(
          `insert into operator.request_keys (customer_bin, request_key, method, msisdn, outcome, created_at)
         values ($1, $2, 'setBan:SMS_USSD_MGM:true', $3, '{"ok":true}', now() - $4::interval)`,
          [bin, name, DEMO_NUMBERS.blocked, age],
        );
      await key('prune-old:1', '8 days');
      await key('prune-older:1', '30 days');
      await key('prune-recent:1', '6 days');
      // batches of one: the pass goes on until a batch is short
      expect(await pruneRequestKeys(suite.server.database.db, requestKeysCutoff(), 1)).toBe(2);
      expect(
        await sql(
          `select request_key from operator.request_keys where request_key like 'prune-%' order by 1`,
        ),
      ).toEqual([{ request_key: 'prune-recent:1' }]);
      expect(
        await sql(`select name, cron, timezone from pgboss.schedule where name = 'request-keys-pruning'`),
      ).toEqual([{ name: 'request-keys-pruning', cron: '47 * * * *', timezone: 'UTC' }]);
    },
  );
});

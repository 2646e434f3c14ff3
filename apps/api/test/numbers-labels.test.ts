import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribersListSchema } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { setNotes } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// Labels and comments of the numbers list's cards — spec §2, §5 Label (20) and comment (50),
// §7 POST /api/subscribers/{msisdn}/label|comment, §8 Tags and comments; DESIGN §4 action log.

describe('numbers: labels and comments', () => {
  let server: TestServer;
  let admin: TestClient;
  const bin = DEMO_COMPANIES.large.bin;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
  const searchLabel = async (label: string) => {
    const res = await admin.post('/api/customers/subscribers', { body: { label } });
    expect(res.status, res.text).toBe(200);
    return subscribersListSchema.parse(res.body).data.map((c) => c.msisdn);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());

  const noteOf = async (msisdn: string) =>
    (
      await query<{ label: string | null; comment: string | null }>(
        `select label, comment from portal.company_lines where msisdn = $1`,
        [msisdn],
      )
    )[0]!;
  const logOf = async (msisdn: string) =>
    query<{ action: string; status: string; params: Record<string, unknown>; user_id: string | null }>(
      `select action, status, params, user_id from portal.action_log where msisdn = $1 order by id`,
      [msisdn],
    );
  const fingerprint = async () =>
    JSON.stringify(
      await query(`select
        (select md5(string_agg(concat(msisdn, label, comment), ',' order by msisdn)) from portal.company_lines) as notes,
        (select count(*) from portal.action_log) as actions`),
    );

  it('sets, edits and deletes a label, writing each change to the action log', async () => {
    const msisdn = DEMO_NUMBERS.workmate;
    const before = (await noteOf(msisdn)).label;
    expect(before).toBe('Менеджер');

    const edited = await admin.post(`/api/subscribers/${msisdn}/label`, {
      query: { label: '  Жүргізуші 7  ' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toEqual({ msisdn, label: 'Жүргізуші 7', message: 'label_edited' });
    expect((await noteOf(msisdn)).label).toBe('Жүргізуші 7');
    expect(await searchLabel('ЖҮРГІЗУШІ 7')).toEqual([msisdn]);

    const deleted = await admin.post(`/api/subscribers/${msisdn}/label`);
    expect(deleted.body).toEqual({ msisdn, label: null, message: 'label_deleted' });
    expect((await noteOf(msisdn)).label).toBeNull();

    const added = await admin.post(`/api/subscribers/${msisdn}/label`, {
      query: { label: 'x'.repeat(20) },
    });
    expect(added.body).toEqual({ msisdn, label: 'x'.repeat(20), message: 'label_added' });

    const emptied = await admin.post(`/api/subscribers/${msisdn}/label`, { query: { label: '   ' } });
    expect(emptied.body).toMatchObject({ label: null, message: 'label_deleted' });

    const { userId } = (await admin.get('/accounts/api/users')).body as { userId: string };
    const log = await logOf(msisdn);
    expect(log.map((l) => [l.action, l.status, l.params])).toEqual([
      ['label_set', 'S', { msisdn, old: 'Менеджер', new: 'Жүргізуші 7' }],
      ['label_delete', 'S', { msisdn, old: 'Жүргізуші 7', new: null }],
      ['label_set', 'S', { msisdn, old: null, new: 'x'.repeat(20) }],
      ['label_delete', 'S', { msisdn, old: 'x'.repeat(20), new: null }],
    ]);
    expect(log.every((l) => l.user_id === userId)).toBe(true);
  });

  it('sets and deletes a comment (up to 50 characters)', async () => {
    const msisdn = DEMO_NUMBERS.esim;
    const before = (await noteOf(msisdn)).comment;
    const text = 'Қаржы бөлімі — ' + 'ә'.repeat(35);
    expect(text.length).toBe(50);
    const set = await admin.post(`/api/subscribers/${msisdn}/comment`, { query: { comment: text } });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({
      msisdn,
      comment: text,
      message: before === null ? 'comment_added' : 'comment_edited',
    });
    expect((await noteOf(msisdn)).comment).toBe(text);

    const edited = await admin.post(`/api/subscribers/${msisdn}/comment`, { query: { comment: 'Резерв' } });
    expect(edited.body).toEqual({ msisdn, comment: 'Резерв', message: 'comment_edited' });

    const deleted = await admin.post(`/api/subscribers/${msisdn}/comment`, { query: { comment: '' } });
    expect(deleted.body).toEqual({ msisdn, comment: null, message: 'comment_deleted' });
    expect((await noteOf(msisdn)).comment).toBeNull();

    expect((await logOf(msisdn)).map((l) => [l.action, l.status, l.params])).toEqual([
      ['comment_set', 'S', { msisdn, old: before, new: text }],
      ['comment_set', 'S', { msisdn, old: text, new: 'Резерв' }],
      ['comment_delete', 'S', { msisdn, old: 'Резерв', new: null }],
    ]);
  });

  it('refuses a 21-character label, a 51-character comment and foreign numbers, changing nothing', async () => {
    const before = await fingerprint();
    const label = await admin.post(`/api/subscribers/${DEMO_NUMBERS.active}/label`, {
      query: { label: 'л'.repeat(21) },
    });
    expect(label.status).toBe(400);
    expect(label.body).toMatchObject({ code: 'label_too_long', message: 'label_too_long' });
    const comment = await admin.post(`/api/subscribers/${DEMO_NUMBERS.active}/comment`, {
      query: { comment: 'к'.repeat(51) },
    });
    expect(comment.status).toBe(400);
    expect(comment.body).toMatchObject({ code: 'comment_too_long' });
    const foreign = await admin.post(`/api/subscribers/${DEMO_NUMBERS.debtorCompany}/label`, {
      query: { label: 'x' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'msisdn_not_in_company' });
    const noHeader = await admin.post(`/api/subscribers/${DEMO_NUMBERS.active}/label`, {
      query: { label: 'x' },
      headers: { 'x-client-bin': '' },
    });
    expect(noHeader.status).toBe(400);
    expect(await fingerprint()).toBe(before);
  });
  it('answers which of adding, editing or deleting failed when the write fails (spec §8), changing nothing', async () => {
    const msisdn = DEMO_NUMBERS.m2m;
    await setNotes(server, msisdn, { label: null, comment: 'Датчик' });
    // decision 034: the portal's store refuses every change of this number's notes
    await query(`create function portal.refuse_notes() returns trigger language plpgsql as $$
      begin raise exception 'notes store offline'; end $$`);
    await query(`create trigger refuse_notes before update of label, comment on portal.company_lines
      for each row when (new.msisdn = '${msisdn}') execute function portal.refuse_notes()`);
    try {
      const label = await admin.post(`/api/subscribers/${msisdn}/label`, { query: { label: 'Новый' } });
      expect(label.status).toBe(502);
      expect(label.body).toMatchObject({ code: 'label_add_failed' });
      const comment = await admin.post(`/api/subscribers/${msisdn}/comment`, {
        query: { comment: 'Другой' },
      });
      expect(comment.body).toMatchObject({ code: 'comment_edit_failed' });
      const deleted = await admin.post(`/api/subscribers/${msisdn}/comment`);
      expect(deleted.body).toMatchObject({ code: 'comment_delete_failed' });
      expect(await noteOf(msisdn)).toEqual({ label: null, comment: 'Датчик' });
    } finally {
      await query(`drop trigger refuse_notes on portal.company_lines`);
      await query(`drop function portal.refuse_notes()`);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkJobsListSchema, bulkUploadPreviewSchema, type BulkJob } from '@kabinet/contract';
import { DEMO_NUMBERS, DEMO_TEAM } from '../src/db/seed/index.ts';
import { bulkCalls, FAST_BULK_ENV } from './bulk-fixtures.ts';
import { largeCompanySuite } from './support/large-company-suite.ts';

// Decisions 023 and 029: a user with a number scope (the demo department head, one group) sees the
// bulk jobs they started, never another user's; their job's table, result file, preview and upload
// hold the numbers of their groups only — a number outside them is answered as a foreign one.

const [inGroup, prepaidInGroup] = DEMO_TEAM.inGroup;
const outOfGroup = DEMO_TEAM.outOfGroup;

describe("a department head's bulk jobs", () => {
  const suite = largeCompanySuite(FAST_BULK_ENV);
  const { bin } = suite;

  it('lists and opens only their own jobs; another user’s job is 404 on every route', async () => {
    const head = await suite.server.as(DEMO_TEAM.scoped, bin);
    const admins = await bulkCalls(suite.admin).create({
      action: 'comment_set',
      argument: 'весь отдел',
      selection: { msisdns: [inGroup, outOfGroup] },
    });
    expect(admins.status, admins.text).toBe(200);
    const foreignJob = (admins.body as BulkJob).id;
    const own = await bulkCalls(head).create({
      action: 'comment_set',
      argument: 'группа',
      selection: { search: {} },
    });
    expect(own.status, own.text).toBe(200);
    const ownJob = (own.body as BulkJob).id;
    await bulkCalls(suite.admin).finished(foreignJob);
    await bulkCalls(head).finished(ownJob);

    const listed = bulkJobsListSchema.parse((await head.get('/api/bulk/jobs')).body);
    expect(listed.jobs.map((job) => job.id)).toEqual([ownJob]);
    expect(listed.total).toBe(1);
    // an administrator of every number sees both
    const all = bulkJobsListSchema.parse((await suite.admin.get('/api/bulk/jobs')).body);
    expect(all.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([ownJob, foreignJob]));

    const key = { 'idempotency-key': randomUUID() };
    for (const res of [
      await head.get(`/api/bulk/jobs/${foreignJob}`),
      await head.get(`/api/bulk/jobs/${foreignJob}/items`),
      await head.get(`/api/bulk/jobs/${foreignJob}/result`, { query: { format: 'csv', language: 'ru' } }),
      await head.post(`/api/bulk/jobs/${foreignJob}/cancel`),
      await head.post(`/api/bulk/jobs/${foreignJob}/retry`, { headers: key }),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toMatchObject({ code: 'bulk_job_not_found' });
    }
  });

  it('shows in their job’s table and result file only the numbers still in their group', async () => {
    const head = await suite.server.as(DEMO_TEAM.scoped, bin);
    const res = await bulkCalls(head).create({
      action: 'label_set',
      argument: 'Отдел',
      selection: { msisdns: [inGroup, prepaidInGroup] },
    });
    expect(res.status, res.text).toBe(200);
    const job = await bulkCalls(head).finished((res.body as BulkJob).id);
    // the administrator takes one of the numbers out of the group afterwards
    const groups = (await suite.admin.get('/api/team/groups')).body as {
      groups: { id: string; name: string }[];
    };
    const group = groups.groups.find((g) => g.name === DEMO_TEAM.group)!;
    const removed = await suite.admin.post(`/api/team/groups/${group.id}/numbers/remove`, {
      body: { msisdns: [prepaidInGroup] },
    });
    expect(removed.status, removed.text).toBe(200);
    try {
      const items = await bulkCalls(head).itemsOf(job.id);
      expect(items.map((item) => item.msisdn)).toEqual([inGroup]);
      const csv = await head.get(`/api/bulk/jobs/${job.id}/result`, {
        query: { format: 'csv', language: 'en' },
      });
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(inGroup);
      expect(csv.text).not.toContain(prepaidInGroup);
      // the administrator still sees both
      expect((await bulkCalls(suite.admin).itemsOf(job.id)).map((item) => item.msisdn)).toEqual([
        inGroup,
        prepaidInGroup,
      ]);
    } finally {
      await suite.admin.post(`/api/team/groups/${group.id}/numbers`, { body: { msisdns: [prepaidInGroup] } });
    }
  });

  it('previews and reads a file with the group’s numbers only', async () => {
    const head = await suite.server.as(DEMO_TEAM.scoped, bin);
    const listed = await head.post('/api/bulk/preview', {
      body: { action: 'block', selection: { msisdns: [inGroup, outOfGroup] } },
    });
    expect(listed.status, listed.text).toBe(404);
    expect(listed.body).toMatchObject({ code: 'msisdn_not_in_company' });
    const search = await head.post('/api/bulk/preview', {
      body: { action: 'label_clear', selection: { search: {} } },
    });
    expect(search.status, search.text).toBe(200);
    expect(search.body).toMatchObject({ total: DEMO_TEAM.groupSize });

    const file = `number;action;argument\r\n${inGroup};label_clear;\r\n${outOfGroup};block;\r\n${DEMO_NUMBERS.smallCompany};block;\r\n`;
    const uploaded = await head.raw('/api/bulk/uploads', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-client-bin': bin },
      body: file,
    });
    expect(uploaded.status).toBe(200);
    const preview = bulkUploadPreviewSchema.parse(await uploaded.json());
    expect(preview.accepted).toBe(1);
    // out of the group reads exactly as another company's number: nothing about its state
    expect(preview.rejected).toEqual([{ code: 'msisdn_not_in_company', count: 2 }]);
  });
});

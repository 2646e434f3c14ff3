import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { startTestServer, type TestServer } from './server.ts';

describe('accounts module and features', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it("GET /accounts/api/users lists the user's companies with their services", async () => {
    const admin = await server.as('admin');
    const res = await admin.get('/accounts/api/users');
    expect(res.status).toBe(200);
    const body = res.body as {
      firstName: string;
      assignCustomers: { bin: string; clientServices: { alias: string; isOfferApproved: boolean }[] }[];
    };
    expect(body.firstName).toBe('Айгерим');
    expect(body).toMatchObject({ status: 'DONE' });
    const bins = body.assignCustomers.map((c) => c.bin).sort();
    expect(bins).toEqual(
      [DEMO_COMPANIES.large.bin, DEMO_COMPANIES.small.bin, DEMO_COMPANIES.unapproved.bin].sort(),
    );
    const unapproved = body.assignCustomers.find((c) => c.bin === DEMO_COMPANIES.unapproved.bin)!;
    expect(unapproved.clientServices[0]).toMatchObject({ alias: 'b2b_selfcare', isOfferApproved: false });
  });

  it('a user whose company has no b2b_selfcare service gets no service in the list', async () => {
    const user = await server.as('noservice');
    const res = await user.get('/accounts/api/users');
    const body = res.body as { assignCustomers: { clientServices: unknown[] }[] };
    expect(body.assignCustomers).toHaveLength(1);
    expect(body.assignCustomers[0]!.clientServices).toEqual([]);
  });

  it('approving the offer opens the company; the approval is logged', async () => {
    const admin = await server.as('admin', DEMO_COMPANIES.unapproved.bin);
    const offer = await admin.get('/accounts/api/offers', { query: { serviceAlias: 'b2b_selfcare' } });
    expect(offer.status).toBe(200);
    const { id, textHtmlKk } = offer.body as { id: string; textHtmlKk: string };
    expect(textHtmlKk).toMatch(/[әғқңөұүһі]/);

    const before = await admin.get('/api/customers/is-debtor');
    expect(before.body).toMatchObject({ code: 'offer_not_approved' });

    const user = (await admin.get('/accounts/api/users')).body as { userId: string };
    // the body must name the same company as X-Client-Bin
    const mismatch = await admin.post(`/accounts/api/offers/${id}/approve`, {
      body: { serviceAlias: 'b2b_selfcare', userId: user.userId, customerId: DEMO_COMPANIES.large.bin },
    });
    expect(mismatch.status).toBe(403);

    const approved = await admin.post(`/accounts/api/offers/${id}/approve`, {
      body: { serviceAlias: 'b2b_selfcare', userId: user.userId, customerId: DEMO_COMPANIES.unapproved.bin },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      bin: DEMO_COMPANIES.unapproved.bin,
      clientServices: [{ isOfferApproved: true }],
    });
    const after = await admin.get('/api/customers/is-debtor');
    expect(after.status).toBe(200);
    const log = await server.database.pool.query(
      `select action, status from portal.action_log where customer_bin = $1`,
      [DEMO_COMPANIES.unapproved.bin],
    );
    expect(log.rows).toContainEqual({ action: 'offer_approve', status: 'S' });
  });

  it('bad input to approve is a 400 with a code and changes nothing', async () => {
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    const res = await admin.post('/accounts/api/offers/x/approve', {
      body: { serviceAlias: '', customerId: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400 });
    expect((res.body as { code: string }).code).toMatch(/validation_error|invalid_bin/);
  });

  it('GET /api/features returns the profile of the selected company only', async () => {
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    const users = (await admin.get('/accounts/api/users')).body as {
      assignCustomers: { bin: string; clientServices: { profile: { name: string } }[] }[];
    };
    const profileOf = (bin: string) =>
      users.assignCustomers.find((c) => c.bin === bin)!.clientServices[0]!.profile.name;
    const large = await admin.get('/api/features', {
      query: { profileName: profileOf(DEMO_COMPANIES.large.bin) },
    });
    expect(large.status).toBe(200);
    expect(large.body).toMatchObject({ accessNumbersPage: true, accessDocumentsPage: true });
    expect((large.body as { features: string[] }).features).toContain('view_subscribers');

    const other = await admin.get('/api/features', {
      query: { profileName: profileOf(DEMO_COMPANIES.small.bin) },
    });
    expect(other.status).toBe(404);

    admin.bin = DEMO_COMPANIES.small.bin;
    const small = await admin.get('/api/features', {
      query: { profileName: profileOf(DEMO_COMPANIES.small.bin) },
    });
    expect(small.body).toMatchObject({ accessNumbersPage: false, accessDocumentsPage: true });
  });

  it('the debtor company sees its debtor status and penalty notice', async () => {
    const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
    const res = await debtor.get('/api/customers/is-debtor');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isDebtor: true, penaltyNotice: true });
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    expect((await admin.get('/api/customers/is-debtor')).body).toMatchObject({ penaltyNotice: false });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await server.anonymous().get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/accounts/api/users', '/api/features']));
  });
});

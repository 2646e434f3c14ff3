import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';
import { inviteByMail } from './team-fixtures.ts';

// decision 029: invitations (the link's life: expired, used, revoked, for another user, another
// company's), a role change read by the very next request, and the last administrator.

const own = DEMO_COMPANIES.large.bin;
const debtorBin = DEMO_COMPANIES.debtor.bin;

describe('users and access', () => {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin', own);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  const invite = (email: string, body: Record<string, unknown> = {}) => inviteByMail(admin, sql, email, body);

  const memberIdOf = async (username: string) =>
    (await sql<{ id: string }>(`select id from accounts.users where username = $1`, [username]))[0]!.id;

  it('invites by e-mail with a single-use link the invitee accepts with the role', async () => {
    const { invitation, token, mail } = await invite('guest@demo.kabinet.kz');
    expect(invitation).toMatchObject({ state: 'pending', role: 'finance' });
    // the invitation is written in the language asked for, naming the company and the role
    expect(mail.subject).toContain('шақыру');
    expect(mail.text_body).toContain('қаржыгер');
    // the table keeps only the token's hash
    expect((await sql(`select 1 from portal.team_invitations where token_hash = $1`, [token])).length).toBe(
      0,
    );

    const guest = await server.as('guest');
    expect((await guest.get('/api/customers/payments', { headers: { 'x-client-bin': own } })).status).toBe(
      403,
    );
    const preview = await guest.get(`/api/team/join/${token}`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ bin: own, role: 'finance', email: 'guest@demo.kabinet.kz' });
    const accepted = await guest.post(`/api/team/join/${token}`, { headers: { 'x-client-bin': own } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({ bin: own });

    // finance: documents yes, number actions no
    guest.bin = own;
    expect((await guest.get('/api/customers/accounts')).status).toBe(200);
    const block = await guest.put(`/api/subscribers/${DEMO_NUMBERS.active}/suspend`);
    expect(block.status).toBe(403);
    expect(block.body).toMatchObject({ code: 'forbidden_by_role' });
    const mine = await guest.get('/api/team/my-access');
    expect(mine.body).toEqual({ companies: [{ bin: own, role: 'finance', allNumbers: true, groups: [] }] });

    // the link works once
    const again = await guest.post(`/api/team/join/${token}`, { headers: { 'x-client-bin': own } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'team_invitation_used' });
    // the history names who invited whom and who accepted
    const logged = await sql<{ action: string }>(
      `select action from portal.action_log where customer_bin = $1 and action like 'team_%' order by id`,
      [own],
    );
    expect(logged.map((l) => l.action)).toEqual(['team_invite', 'team_invitation_accept']);
  });

  it("refuses an expired, a revoked and another user's link, and another company's invitation", async () => {
    const debtor = await server.as('debtor');
    const noservice = await server.as('noservice');

    const expired = await invite('debtor@demo.kabinet.kz');
    await sql(`update portal.team_invitations set expires_at = now() - interval '1 second' where id = $1`, [
      expired.invitation.id,
    ]);
    const late = await debtor.post(`/api/team/join/${expired.token}`, { headers: { 'x-client-bin': own } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'team_invitation_expired' });

    const revoked = await invite('debtor@demo.kabinet.kz');
    // another company's administrator cannot revoke it: it is not found there
    const foreign = await debtor.delete(`/api/team/invitations/${revoked.invitation.id}`, {
      headers: { 'x-client-bin': debtorBin },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'team_invitation_not_found' });
    expect((await admin.delete(`/api/team/invitations/${revoked.invitation.id}`)).status).toBe(200);
    const gone = await debtor.post(`/api/team/join/${revoked.token}`, { headers: { 'x-client-bin': own } });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ code: 'team_invitation_revoked' });

    const forDebtor = await invite('debtor@demo.kabinet.kz');
    const wrong = await noservice.post(`/api/team/join/${forDebtor.token}`, {
      headers: { 'x-client-bin': own },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'team_invitation_wrong_user' });
    expect((await noservice.get(`/api/team/join/${forDebtor.token}`)).status).toBe(403);
    // an unknown link is not found; a malformed one is bad input
    const unknown = await debtor.get(`/api/team/join/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await debtor.get('/api/team/join/short')).status).toBe(404);

    // none of them gave access
    const members = await sql(
      `select 1 from accounts.user_customers uc join accounts.users u on u.id = uc.user_id
      where u.username in ('debtor', 'noservice') and uc.customer_bin = $1`,
      [own],
    );
    expect(members).toEqual([]);
    // the intended user still can
    const ok = await debtor.post(`/api/team/join/${forDebtor.token}`, { headers: { 'x-client-bin': own } });
    expect(ok.status, ok.text).toBe(200);
  });

  it('takes a role change on the next request of a signed-in user, not at their next sign-in', async () => {
    const finance = await server.as('finance', own);
    const financeId = await memberIdOf('finance');
    expect((await finance.get('/api/customers/accounts')).status).toBe(200);

    const toOperator = await admin.put(`/api/team/members/${financeId}`, {
      body: { role: 'operator', scope: { allNumbers: true } },
    });
    expect(toOperator.status, toOperator.text).toBe(200);
    expect(toOperator.body).toMatchObject({ role: 'operator', allNumbers: true });
    const refused = await finance.get('/api/customers/accounts');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden_by_role' });

    await admin.put(`/api/team/members/${financeId}`, {
      body: { role: 'finance', scope: { allNumbers: true } },
    });
    expect((await finance.get('/api/customers/accounts')).status).toBe(200);
    const [entry] = await sql<{ params: Record<string, unknown> }>(
      `select params from portal.action_log where action = 'team_member_change' order by id desc limit 1`,
    );
    expect(entry!.params).toMatchObject({
      user: 'finance@demo.kabinet.kz',
      previousRole: 'operator',
      role: 'finance',
    });

    // removed: the next request is refused as for a company not theirs
    const auditor = await server.as('auditor', own);
    expect((await admin.delete(`/api/team/members/${await memberIdOf('auditor')}`)).status).toBe(200);
    const out = await auditor.get('/api/features');
    expect(out.status).toBe(403);
    expect(out.body).toMatchObject({ code: 'company_not_assigned' });
  });

  it('keeps the last administrator: not removed, not demoted', async () => {
    const adminId = await memberIdOf('admin');
    const demote = await admin.put(`/api/team/members/${adminId}`, {
      body: { role: 'read-only', scope: { allNumbers: true } },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ code: 'team_last_administrator' });
    const remove = await admin.delete(`/api/team/members/${adminId}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({ code: 'team_last_administrator' });

    // with a second administrator, the first may step down
    const operatorId = await memberIdOf('operator');
    await admin.put(`/api/team/members/${operatorId}`, {
      body: { role: 'administrator', scope: { allNumbers: true } },
    });
    const stepDown = await admin.put(`/api/team/members/${adminId}`, {
      body: { role: 'read-only', scope: { allNumbers: true } },
    });
    expect(stepDown.status, stepDown.text).toBe(200);
    expect((await admin.get('/api/team/members')).status).toBe(403);
    const operator = await server.as('operator', own);
    expect(
      (
        await operator.put(`/api/team/members/${adminId}`, {
          body: { role: 'administrator', scope: { allNumbers: true } },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses bad input with a translated 4xx and changes nothing', async () => {
    const before = await sql(`select count(*) from portal.team_roles`);
    const cases: [string, string, unknown, number, string][] = [
      [
        'PUT',
        `/api/team/members/${await memberIdOf('finance')}`,
        { role: 'owner', scope: { allNumbers: true } },
        400,
        'team_role_unknown',
      ],
      [
        'PUT',
        `/api/team/members/${await memberIdOf('finance')}`,
        { role: 'finance', scope: { allNumbers: false, groupIds: [] } },
        400,
        'team_scope_empty',
      ],
      [
        'PUT',
        `/api/team/members/${await memberIdOf('finance')}`,
        { role: 'finance', scope: { allNumbers: false, groupIds: ['00000000-0000-4000-8000-000000000000'] } },
        404,
        'team_group_not_found',
      ],
      [
        'PUT',
        `/api/team/members/${await memberIdOf('noservice')}`,
        { role: 'finance', scope: { allNumbers: true } },
        404,
        'team_member_not_found',
      ],
      [
        'PUT',
        '/api/team/members/not-a-uuid',
        { role: 'finance', scope: { allNumbers: true } },
        404,
        'team_member_not_found',
      ],
      ['POST', '/api/team/groups', { name: '   ' }, 400, 'team_group_name_invalid'],
      [
        'POST',
        '/api/team/invitations',
        { email: 'not-an-email', role: 'finance', scope: { allNumbers: true } },
        400,
        'invalid_email_format',
      ],
    ];
    for (const [method, path, body, status, code] of cases) {
      const res = await admin.request(method, path, { body });
      expect(res.status, `${path} ${code} ${res.text}`).toBe(status);
      expect((res.body as { code: string }).code, path).toBe(code);
    }
    expect(await sql(`select count(*) from portal.team_roles`)).toEqual(before);
    // a group's name is the company's once; another company's group is not found
    expect((await admin.post('/api/team/groups', { body: { name: 'Склад' } })).status).toBe(200);
    const twice = await admin.post('/api/team/groups', { body: { name: 'Склад' } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'team_group_name_taken' });
    const debtor = await server.as('debtor', debtorBin);
    const [group] = await sql<{ id: string }>(`select id from portal.number_groups where name = 'Склад'`);
    const foreign = await debtor.get(`/api/team/groups/${group!.id}/numbers`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'team_group_not_found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';
import { inviteByMail } from './team-fixtures.ts';

// decision 029: a person the embedded IdP does not know opens the invitation link, creates an
// account for the invited address (the password's rules refused clearly), is signed in through the
// normal OIDC flow and accepts; used, revoked and expired links create nothing.

const own = DEMO_COMPANIES.large.bin;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PASSWORD = 'Karaganda2026';

type Page = Response & { finalUrl: string };

describe('an invitee without an account', () => {
  let server: TestServer;
  let sql: ReturnType<typeof sqlOf>;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    sql = sqlOf(server);
    admin = await server.as('admin', own);
  });
  afterAll(() => server?.stop());

  const invite = async (email: string, language = 'ru') => {
    const { invitation, token, mail } = await inviteByMail(admin, sql, email, { language });
    return { id: invitation.id, token, text: mail.text_body };
  };

  /** what a browser shows after following the link signed out: the portal sends it to the IdP */
  async function openLink(client: TestClient, token: string, lang = 'ru') {
    const page = (await client.follow(`/auth/login?returnTo=/join/${token}&lang=${lang}`)) as Page;
    return { page, html: await page.text() };
  }

  function register(client: TestClient, html: string, pageUrl: string, fields: Record<string, string>) {
    const action = /<form[^>]*action="([^"]*\/register)"/.exec(html)?.[1];
    expect(action, html).toBeDefined();
    return client.follow(new URL(action!, pageUrl).toString(), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ lang: 'ru', ...fields }).toString(),
    }) as Promise<Page>;
  }

  const accountsOf = (email: string) =>
    sql<{ password_hash: string; first_name: string }>(
      `select password_hash, first_name from portal.idp_accounts where email = $1`,
      [email],
    );

  it('creates the invited account, signs in and joins with the role', async () => {
    const email = 'aliya.yermekova@example.kz';
    const { token, text } = await invite(email);
    // the message says the account can be made from the link
    expect(text).toContain(`создайте её для ${email}`);
    const client = server.anonymous();
    const { page, html } = await openLink(client, token);
    expect(page.status).toBe(200);
    expect(html).toContain('Создайте учётную запись');
    // the address is the invitation's and cannot be edited; the rules are said before any mistake
    expect(html).toMatch(
      new RegExp(`<input id="email" name="email" type="email"[^>]*readonly value="${email}"`),
    );
    expect(html).toContain('Не короче 10 символов, с буквами и цифрами, без имени из вашего e-mail.');

    const good = {
      email,
      firstName: 'Алия',
      lastName: 'Ермекова',
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    };
    const refusals: [Record<string, string>, number, string][] = [
      [{ password: 'Short1', passwordRepeat: 'Short1' }, 400, 'Пароль короче 10 символов.'],
      [
        { password: 'onlyletterslong', passwordRepeat: 'onlyletterslong' },
        400,
        'В пароле нужны и буквы, и цифры.',
      ],
      [
        { password: 'Aliya.Yermekova1', passwordRepeat: 'Aliya.Yermekova1' },
        400,
        'Пароль не должен содержать имя из вашего e-mail.',
      ],
      [{ passwordRepeat: `${PASSWORD}x` }, 400, 'Пароли не совпадают.'],
      [{ firstName: ' ' }, 400, 'Заполните все поля.'],
      [
        { email: 'someone.else@example.kz' },
        400,
        'Учётную запись можно создать только для адреса из приглашения.',
      ],
    ];
    for (const [change, status, message] of refusals) {
      const refused = await register(client, html, page.finalUrl, { ...good, ...change });
      expect(refused.status, message).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    expect(await accountsOf(email)).toEqual([]);
    expect(await accountsOf('someone.else@example.kz')).toEqual([]);

    const created = await register(client, html, page.finalUrl, good);
    // the normal OIDC flow brought the browser back to the link, signed in
    expect(new URL(created.finalUrl).pathname).toBe(`/join/${token}`);
    const session = await client.get('/auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { email, firstName: 'Алия', lastName: 'Ермекова' } });
    const [account] = await accountsOf(email);
    expect(account!.password_hash).toMatch(/^scrypt\$/);
    expect(account!.password_hash).not.toContain(PASSWORD);

    const accepted = await client.post(`/api/team/join/${token}`, { headers: { 'x-client-bin': own } });
    expect(accepted.status, accepted.text).toBe(200);
    const mine = await client.get('/api/team/my-access');
    expect(mine.body).toEqual({ companies: [{ bin: own, role: 'finance', allNumbers: true, groups: [] }] });

    // later sign-ins: the e-mail and the password, through the same form as everyone
    const again = server.anonymous();
    await again.signIn(email, PASSWORD);
    expect((await again.get('/api/team/my-access')).body).toEqual(mine.body);
    const wrong = server.anonymous();
    await expect(wrong.signIn(email, 'Karaganda2027')).rejects.toThrow(/sign-in as/);

    // the used link creates nothing more: its page says it was accepted
    const late = await openLink(server.anonymous(), token);
    expect(late.html).toContain('Это приглашение уже принято.');
    expect(late.html).not.toContain('Создайте учётную запись');
  });

  it('refuses a revoked or expired link and an address that has an account, creating nothing', async () => {
    const revoked = await invite('revoked.user@example.kz', 'kk');
    expect((await admin.delete(`/api/team/invitations/${revoked.id}`)).status).toBe(200);
    const client = server.anonymous();
    const opened = await openLink(client, revoked.token, 'kk');
    expect(opened.html).toContain('Әкімші бұл шақыруды қайтарып алды.');
    // a form sent for it anyway (a page left open) is refused
    const uid = /\/idp\/interaction\/([A-Za-z0-9_-]+)/.exec(opened.page.finalUrl)![1];
    const sent = await client.follow(`/idp/interaction/${uid}/register`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({
        lang: 'kk',
        email: 'revoked.user@example.kz',
        firstName: 'Арман',
        lastName: 'Сейітов',
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      }).toString(),
    });
    expect(sent.status).toBe(409);
    expect(await sent.text()).toContain('Әкімші бұл шақыруды қайтарып алды.');
    expect(await accountsOf('revoked.user@example.kz')).toEqual([]);

    const expired = await invite('expired.user@example.kz', 'en');
    await sql(`update portal.team_invitations set expires_at = now() - interval '1 second' where id = $1`, [
      expired.id,
    ]);
    const late = await openLink(server.anonymous(), expired.token, 'en');
    expect(late.html).toContain('This invitation has expired. Ask an administrator for a new one.');
    expect(late.html).not.toContain('Create your account');

    // an invitee who has an account (a demo user) is asked to sign in, not to make another
    const known = await invite('guest@demo.kabinet.kz', 'en');
    expect(known.text).toContain('if you have no account yet, create one there');
    const signIn = await openLink(server.anonymous(), known.token, 'en');
    expect(signIn.html).toContain('The invitation to');
    expect(signIn.html).toContain('was sent to guest@demo.kabinet.kz');
    expect(signIn.html).toContain('<label for="username">');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEAM } from '../apps/api/src/db/seed/index.ts';
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// decision 029: an administrator invites a finance user (ru, 1280); the invitee, unknown to the
// identity provider, creates their account from the link, accepts and sees what finance may and may
// not do (kk, 375); the sales department head sees only their group in the list and in an export (ru).

const SHOTS = 'test-results/team';
const own = DEMO_COMPANIES.large.bin;
// a new person each run: the embedded IdP keeps the accounts it creates
const INVITEE = `aliya.${Date.now()}@example.kz`;
const PASSWORD = 'Karaganda2026';

describe('users and access journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });

  afterAll(async () => {
    // the invitee leaves the company and the IdP: the large company's users are as the demo made them
    await journey.sql(
      `delete from accounts.user_customers where customer_bin = $1
        and user_id = (select id from accounts.users where email = $2)`,
      [own, INVITEE],
    );
    await journey.sql(`delete from portal.team_invitations where email = $1`, [INVITEE]);
    await journey.sql(`delete from portal.idp_accounts where email = $1`, [INVITEE]);
  });

  it('invites a new finance user who creates an account, accepts and sees finance, not number actions (ru → kk)', async () => {
    const admin = await newContext(journey.browser);
    const page = await admin.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers$/);
    await page.getByRole('button', { name: /Меню пользователя/ }).click();
    await page.getByRole('menuitem', { name: 'Пользователи и доступ' }).click();
    await page.waitForURL(/\/team$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Пользователи и доступ');
    await expect
      .poll(() => page.getByTestId('member-finance@demo.kabinet.kz').textContent())
      .toContain('Финансист');

    await page.getByRole('tab', { name: 'Приглашения' }).click();
    await page.getByLabel('E-mail').fill(INVITEE);
    await page.getByRole('button', { name: 'Отправить приглашение' }).click();
    await expect.poll(() => page.getByTestId(`invitation-${INVITEE}`).textContent()).toContain('Ожидает');
    await page.screenshot({ path: `${SHOTS}/team-invitations-ru-1280.png`, fullPage: true });
    await admin.close();

    const [mail] = await journey.sql<{ text_body: string }>(
      `select text_body from portal.mail_outbox where to_address = $1 order by created_at desc limit 1`,
      [INVITEE],
    );
    const link = /\/join\/[A-Za-z0-9_-]{43}/.exec(mail!.text_body)![0];

    // signed out, the link leads to the identity provider's form for the invited address
    const guest = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await invitee.waitForURL(/\/idp\/interaction\//);
    await invitee.screenshot({ path: `${SHOTS}/register-kk-375.png`, fullPage: true });
    await expect.poll(() => invitee.getByRole('heading', { level: 1 }).innerText()).toBe('Тіркелгі жасаңыз');
    expect(await invitee.getByLabel('E-mail', { exact: true }).inputValue()).toBe(INVITEE);
    await invitee.getByLabel('Аты', { exact: true }).fill('Әлия');
    await invitee.getByLabel('Тегі', { exact: true }).fill('Ермекова');
    await invitee.getByLabel('Құпиясөз', { exact: true }).fill('qwerty');
    await invitee.getByLabel('Құпиясөзді қайталаңыз').fill('qwerty');
    await invitee.getByRole('button', { name: 'Жасау және кіру' }).click();
    await expect.poll(() => invitee.getByRole('alert').innerText()).toBe('Құпиясөз 10 таңбадан қысқа.');
    await invitee.screenshot({ path: `${SHOTS}/register-refused-kk-375.png`, fullPage: true });
    await invitee.getByLabel('Құпиясөз', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Құпиясөзді қайталаңыз').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Жасау және кіру' }).click();
    await invitee.waitForURL(/\/join\//);
    // the portal loads afresh after the identity provider: wait for the invitation to show
    await invitee.getByRole('button', { name: 'Шақыруды қабылдау' }).waitFor();
    await expect.poll(() => invitee.getByText('«Қаржыгер» рөлімен').count()).toBe(1);
    await invitee.screenshot({ path: `${SHOTS}/join-kk-375.png`, fullPage: true });
    await invitee.getByRole('button', { name: 'Шақыруды қабылдау' }).click();
    await invitee.waitForURL(/\/numbers/);
    // finance reads the numbers but changes none: no notes to edit, no selection
    await invitee.getByRole('article').first().waitFor();
    expect(await invitee.getByRole('button', { name: /Белгіні өңдеу|label/i }).count()).toBe(0);
    expect(await invitee.getByRole('checkbox').count()).toBe(0);
    await invitee.screenshot({ path: `${SHOTS}/finance-numbers-kk-375.png`, fullPage: true });
    // ...and opens the documents and the transfer
    await invitee.goto('/docs_and_reps');
    await expect.poll(() => invitee.url()).toMatch(/\/docs_and_reps/);
    await invitee.goto('/balance-transfer');
    await expect.poll(() => invitee.url()).toMatch(/\/balance-transfer$/);
    // "Users and access" is not theirs: the address leads home
    await invitee.goto('/team');
    await invitee.waitForURL(/\/numbers/);
    await invitee.goto('/profile');
    await expect.poll(() => invitee.getByTestId(`my-role-${own}`).innerText()).toContain('Қаржыгер');
    await invitee.screenshot({ path: `${SHOTS}/finance-profile-kk-375.png`, fullPage: true });
    await guest.close();
  });

  it("shows the sales department head their group's numbers only, in the list and the export (ru)", async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, DEMO_TEAM.scoped);
    await page.waitForURL(/\/numbers$/);
    await expect
      .poll(() => page.getByRole('button', { name: `Выгрузить список (${DEMO_TEAM.groupSize})` }).count())
      .toBe(1);
    await page.screenshot({ path: `${SHOTS}/head-numbers-ru-1280.png`, fullPage: true });
    // the export, as the list's menu downloads it
    const csv = await page.request.post(
      '/api/customers/subscribers/export?format=csv&separator=comma&language=ru',
      {
        headers: { 'x-client-bin': own, 'content-type': 'application/json' },
        data: {},
      },
    );
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(DEMO_TEAM.groupSize);
    // a number outside the group is as a foreign one: its page says so
    await page.goto(`/numbers/${DEMO_TEAM.outOfGroup}`);
    await expect.poll(() => page.getByText(phone(DEMO_TEAM.outOfGroup)).count()).toBe(0);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { newContext, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 001: sign in through the embedded identity provider, see the companies, sign out.
describe('platform journey', () => {
  const journey = useJourney();

  it('signs in at the IdP, shows the name and companies, and signs out at the IdP', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();

    await page.goto('/');
    await page.waitForURL(/\/idp\//);
    await expect(page.getByRole('button', { name: 'Войти' }).isVisible()).resolves.toBe(true);

    // a wrong password is refused on the IdP's own page
    await page.getByLabel(/Логин|Имя пользователя/).fill('admin');
    await page.getByLabel('Пароль').fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('alert').waitFor();

    await signIn(page, 'admin');
    await page.getByRole('button', { name: /Айгерим Сарсенова/ }).waitFor();

    await page.getByRole('button', { name: /Айгерим Сарсенова/ }).click();
    await page.getByRole('menuitem', { name: 'Мой профиль' }).click();
    await page.waitForURL(/\/profile$/);
    const table = page.getByRole('table');
    for (const company of [DEMO_COMPANIES.large, DEMO_COMPANIES.small, DEMO_COMPANIES.unapproved]) {
      await table.getByText(company.bin).waitFor();
      await expect(table.getByText(company.alias, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }

    await page.getByRole('button', { name: /Айгерим Сарсенова/ }).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    // the IdP session ended too: opening the portal asks for the password again
    await page.waitForURL(/\/idp\//);
    await page.getByLabel('Пароль').waitFor();
    const session = await page.request.get('/auth/session');
    expect(session.status()).toBe(401);
    await context.close();
  });
});

import type { BrowserContext, Page } from 'playwright-core';
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

  // decision 015 (the icon): the tab's icon is a hashed file, a year immutable, and the header's
  // mark is inline — a page load asks the server for the icon at most once, a reload not at all
  it('fetches the tab icon at most once per page load and not at all on a reload', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    const icons = await iconRequests(context, page);
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers$/);
    await page.getByRole('button', { name: /Айгерим Сарсенова/ }).waitFor();
    await expect.poll(() => icons.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const signedIn = icons.splice(0);
    expect(signedIn.filter((r) => r.fromNetwork).length).toBeLessThanOrEqual(1);

    await page.reload();
    await page.getByRole('button', { name: /Айгерим Сарсенова/ }).waitFor();
    await expect.poll(() => icons.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(icons.filter((r) => r.fromNetwork)).toEqual([]);
    for (const request of [...signedIn, ...icons]) {
      expect(request.url).toMatch(/\/assets\/favicon-[\w-]+\.svg$/);
      expect(request.type).not.toBe('Image');
    }
    // the header's mark is drawn in the page: no image to ask for
    const home = page.getByRole('link', { name: 'Корпоративный кабинет — на главную' });
    expect(await home.locator('svg').count()).toBe(1);
    expect(await home.locator('img').count()).toBe(0);
    await context.close();
  });
});

/**
 * Every answer the page got for the icon, as Chromium's network layer reports it: from the server,
 * or from the browser's caches (a memory-cache hit is announced before its answer).
 */
async function iconRequests(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const asked = new Map<string, { url: string; type: string }>();
  const fromMemory = new Set<string>();
  const answered: { url: string; type: string; fromNetwork: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/favicon/.test(e.request.url)) asked.set(e.requestId, { url: e.request.url, type: e.type ?? '' });
  });
  cdp.on('Network.requestServedFromCache', (e) => fromMemory.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const request = asked.get(e.requestId);
    if (request)
      answered.push({
        ...request,
        fromNetwork:
          !fromMemory.has(e.requestId) && !e.response.fromDiskCache && !e.response.fromPrefetchCache,
      });
  });
  return answered;
}

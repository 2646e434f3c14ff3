import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { docsTabs, toAccess } from '../apps/web/src/shared/access/access.ts';
import type { FeaturesResponse } from '@kabinet/contract';
import { baseUrl, DESKTOP, newContext, PHONE, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// The portal shell (decision 006) — landing by page access, company switching, offer approval,
// no-access, guest welcome, debtor notices once per BIN, languages, phone width, axe.

const SHOTS = 'test-results/shell';

const topTabs = (page: Page) =>
  page.getByRole('navigation', { name: /Разделы кабинета|Cabinet sections|Кабинет бөлімдері/ });

async function tabNames(page: Page): Promise<string[]> {
  await topTabs(page).waitFor();
  return topTabs(page).getByRole('link').allInnerTexts();
}

const companySelect = (page: Page) => page.getByRole('combobox', { name: 'Выбор компании' });

const shownCompany = (page: Page) =>
  companySelect(page).evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text);

/** decision 028, round four: the platform's select, its list drawn in the page — picked by mouse */
async function chooseCompany(page: Page, alias: string) {
  await companySelect(page).click();
  await page.getByRole('option', { name: alias, exact: true }).click();
}

/** … and by keyboard: an arrow opens the list on the current company, the arrows walk it, Enter */
async function chooseCompanyByKeyboard(page: Page, alias: string) {
  const select = companySelect(page);
  const { options, current } = await select.evaluate((element: HTMLSelectElement) => ({
    options: [...element.options].map((option) => option.text),
    current: element.selectedIndex,
  }));
  const steps = options.indexOf(alias) - current;
  expect(steps).not.toBe(0);
  const key = steps > 0 ? 'ArrowDown' : 'ArrowUp';
  await select.focus();
  await page.keyboard.press(key);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(options[current]);
  for (let step = 0; step < Math.abs(steps); step += 1) await page.keyboard.press(key);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(alias);
  await page.keyboard.press('Enter');
  await expect.poll(() => shownCompany(page)).toBe(alias);
}

async function features(page: Page, bin: string, profileName: string): Promise<FeaturesResponse> {
  const response = await page.request.get(`/api/features?profileName=${encodeURIComponent(profileName)}`, {
    headers: { 'X-Client-Bin': bin },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as FeaturesResponse;
}

describe('portal shell journeys', () => {
  const journey = useJourney({ shots: SHOTS });

  it("at 375 px closes the menu after a company is picked; the toast leaves the offer's Send free", async () => {
    // on a phone the menu closes once a company is picked and no toast covers the offer
    // (runs before the offer is approved below)
    const context = await newContext(journey.browser, { viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers$/);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('combobox', { name: 'Выбор компании' }).click();
    await page.getByRole('option', { name: DEMO_COMPANIES.unapproved.alias, exact: true }).click();
    await page.getByRole('heading', { name: 'Публичная оферта', exact: true }).waitFor();
    await menu.waitFor({ state: 'detached' });
    const toast = page.getByRole('alert').filter({ hasText: DEMO_COMPANIES.unapproved.alias });
    await toast.waitFor();
    const send = page.getByRole('button', { name: 'Отправить' });
    await send.scrollIntoViewIfNeeded();
    const [a, b] = [await toast.boundingBox(), await send.boundingBox()];
    const overlaps =
      !!a &&
      !!b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    await page.screenshot({ path: `${SHOTS}/phone-company-switch.png` });
    expect(overlaps).toBe(false);
    await context.close();
  });

  it('lands by page access, switches company (BIN, flags, tabs) and accepts an offer', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');

    // the large company has both pages: / → /numbers, three tabs
    await page.waitForURL(/\/numbers$/);
    expect(await tabNames(page)).toEqual(['Номера', 'Обзор', 'Документы и отчёты', 'Перевод баланса']);
    expect(await page.evaluate(() => localStorage.getItem('kabinet.clientBin'))).toBe(
      DEMO_COMPANIES.large.bin,
    );
    expect(await seriousViolations(page, ['#main-content'])).toEqual([]);

    // the small company has documents only: its first documents sub-tab, two tabs
    await chooseCompany(page, DEMO_COMPANIES.small.alias);
    const small = await features(page, DEMO_COMPANIES.small.bin, DEMO_COMPANIES.small.profileName);
    const firstTab = docsTabs(toAccess(small, false))[0];
    await page.waitForURL(new RegExp(`/docs_and_reps/${firstTab}$`));
    expect(await tabNames(page)).toEqual(['Документы и отчёты', 'Перевод баланса']);
    expect(await page.evaluate(() => localStorage.getItem('kabinet.clientBin'))).toBe(
      DEMO_COMPANIES.small.bin,
    );
    await page.goto('/numbers');
    await page.waitForURL(/\/docs_and_reps\//);

    // the choice survives a reload
    await page.reload();
    await page.waitForURL(/\/docs_and_reps\//);
    await expect(shownCompany(page)).resolves.toBe(DEMO_COMPANIES.small.alias);

    // the unapproved company, by keyboard: the offer first, Send disabled until ticked, then the app
    await chooseCompanyByKeyboard(page, DEMO_COMPANIES.unapproved.alias);
    await page.getByRole('heading', { name: 'Публичная оферта', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const send = page.getByRole('button', { name: 'Отправить' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page.waitForURL(/\/numbers$/);
    await topTabs(page).waitFor();
    await context.close();
  });

  it('shows the no-access screen to a company without the service', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'noservice');
    await page.getByRole('heading', { name: 'Нет доступа к корпоративному кабинету' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Разделы кабинета' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a guest the welcome page, the four steps and a real template', async () => {
    const context = await newContext(journey.browser, { viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, 'guest');
    await page.getByRole('button', { name: 'Подключить' }).click();
    await page.getByRole('heading', { name: 'Как подключить корпоративный кабинет' }).waitFor();
    const steps = page
      .getByRole('list', { name: 'Как подключить корпоративный кабинет' })
      .getByRole('listitem');
    expect(await steps.count()).toBe(4);
    const template = page.getByRole('link', { name: 'Скачать шаблон заявления (RTF)' });
    const response = await page.request.get((await template.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith('{\\rtf1')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/guest-ru-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Я получил(-а) уведомление' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('connect'));
    await context.close();
  });

  it('shows a debtor company the penalty and debtor notices once per BIN', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'debtor');
    await page.waitForURL(/\/numbers$/);
    const penalty = page.getByRole('dialog', { name: 'Начисляется пеня' });
    await penalty.getByRole('button', { name: 'Понятно' }).click();
    const debtor = page.getByRole('dialog', { name: 'У компании есть задолженность' });
    await debtor.getByRole('button', { name: 'Понятно' }).click();
    await page.reload();
    await topTabs(page).waitFor();
    await page.getByRole('heading', { name: 'Номера' }).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      await page.evaluate(
        (bin) => localStorage.getItem(`kabinet.noticeClosed.debtor.${bin}`),
        DEMO_COMPANIES.debtor.bin,
      ),
    ).toBe('1');
    await context.close();
  });

  it('changes every shell text with ҚАЗ and ENG, at desktop and phone widths', async () => {
    for (const viewport of [undefined, PHONE]) {
      const context = await newContext(journey.browser, { viewport });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.waitForURL(/\/numbers$/);
      const width = viewport?.width ?? 1280;
      const expected = {
        ҚАЗ: ['Нөмірлер', 'Шолу', 'Құжаттар мен есептер', 'Балансты аудару'],
        ENG: ['Numbers', 'Overview', 'Documents and reports', 'Balance transfer'],
        РУС: ['Номера', 'Обзор', 'Документы и отчёты', 'Перевод баланса'],
      } as const;
      for (const [label, tabs] of Object.entries(expected)) {
        if (viewport)
          await page.getByRole('button', { name: /Открыть меню|Open the menu|Мәзірді ашу/ }).click();
        await page.locator('label:visible', { hasText: label }).click();
        if (viewport)
          await page.getByRole('button', { name: /Закрыть меню|Close the menu|Мәзірді жабу/ }).click();
        await expect.poll(() => tabNames(page)).toEqual(tabs);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/numbers-${label}-${width}.png` });

        // the company list open in this language (on a phone, in the menu, whose Escape it keeps)
        if (viewport)
          await page.getByRole('button', { name: /Открыть меню|Open the menu|Мәзірді ашу/ }).click();
        await page
          .getByRole('combobox', { name: /Выбор компании|Company selection|Компанияны таңдау/ })
          .click();
        const option = page.getByRole('option', { name: DEMO_COMPANIES.unapproved.alias, exact: true });
        await option.waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/company-list-${label}-${width}.png` });
        await page.keyboard.press('Escape');
        await option.waitFor({ state: 'hidden' });
        if (viewport)
          await page.getByRole('button', { name: /Закрыть меню|Close the menu|Мәзірді жабу/ }).click();
      }
      expect(await page.evaluate(() => localStorage.getItem('kabinet.language'))).toBe('ru');
      await context.close();
    }
  });

  // decision 015 (round three): the shell rendered at build time, before any script
  it('paints the shell in the visitor language before any script; the app takes its place without a shift', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const bare = await journey.browser.newContext({
        baseURL: baseUrl(),
        viewport,
        locale: 'kk-KZ',
        javaScriptEnabled: false,
      });
      const painted = await bare.newPage();
      await painted.goto('/numbers');
      expect(await painted.locator('html').getAttribute('lang')).toBe('kk');
      expect(await painted.title()).toBe('Корпоративтік кабинет');
      const status = painted.getByRole('status', { name: 'Жүктелуде…' });
      expect(await status.getByText('Корпоративтік кабинет').isVisible()).toBe(true);
      // the header at its height and the tabs' row as the app lays it out (kk's labels wrap on a phone)
      const paintedTabs = await painted.getByText('Нөмірлер', { exact: true }).locator('..').boundingBox();
      await painted.screenshot({ path: `${SHOTS}/painted-numbers-kk-${viewport.width}.png` });
      await bare.close();

      const context = await newContext(journey.browser, { viewport, locale: 'kk-KZ' });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.waitForURL(/\/numbers$/);
      // every layout shift of the load, with what moved (a shift of nothing is CLS 0)
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          for (const entry of list.getEntries() as Shift[])
            if (!entry.hadRecentInput)
              shifts.push(
                `${entry.value}: ${entry.sources
                  .map(
                    (s) =>
                      `${(s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? s.node?.nodeName} ` +
                      `${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
                  )
                  .join('; ')}`,
              );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/numbers');
      await page
        .getByText(/\+7 \(/)
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      expect(await page.locator('header').boundingBox()).toMatchObject({ y: 0, height: 64 });
      const tabs = await topTabs(page).boundingBox();
      expect(tabs && { y: tabs.y, height: tabs.height }).toEqual(
        paintedTabs && { y: paintedTabs.y, height: paintedTabs.height },
      );
      await context.close();
    }
  });
});

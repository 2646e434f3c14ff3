import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SubscribersList } from '@kabinet/contract';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import ru from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/numbers.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import { DESKTOP, newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 024: the numbers list as a working tool — filter the blocked numbers, sort by balance,
// switch to the table view, reload and keep the view, export the list and open the file; a stale
// link parameter is named and dropped. In Russian at 1280 px and in Kazakh at 375 px.

const SHOTS = 'test-results/numbers-list';
const BIN = DEMO_COMPANIES.large.bin;
type Texts = typeof ru;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The list as the server answers it for the same view (what the screen must show). */
async function listOf(page: Page, body: object, query: string): Promise<SubscribersList> {
  const response = await page.request.post(`/api/customers/subscribers?${query}`, {
    headers: { 'X-Client-Bin': BIN, 'X-Requested-With': 'kabinet' },
    data: body,
  });
  return (await response.json()) as SubscribersList;
}

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: await fs.readFile((await download.path())!) };
}

/** how far the page is wider than its window: a swipe would show this much beside the page */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function journey(page: Page, texts: Texts, tag: string) {
  await signIn(page, 'admin');
  await page.waitForURL(/\/numbers/);
  await page.getByRole('article').first().waitFor();

  // filter: blocked numbers; the chip names the filter
  await page.getByRole('button', { name: texts.filters.title, exact: true }).click();
  await page.getByRole('checkbox', { name: texts.filters.states.BLOCKED }).click();
  await page.waitForURL(/state=BLOCKED/);
  const blocked = await listOf(page, { states: ['BLOCKED'] }, 'pageNumber=1&pageSize=10');
  expect(blocked.totalSubscriptions).toBeGreaterThan(0);
  await page.getByText(fill(texts.pagination.total, { total: blocked.totalSubscriptions })).waitFor();
  const chips = page.getByRole('group', { name: texts.chips.label });
  const chip = fill(texts.chips.states, { value: texts.filters.states.BLOCKED });
  await chips.getByRole('button', { name: fill(texts.chips.remove, { text: chip }) }).waitFor();
  await expect
    .poll(async () => {
      const badges = await page.getByRole('article').allInnerTexts();
      return badges.length > 0 && badges.every((text) => text.includes(texts.filters.states.BLOCKED));
    })
    .toBe(true);

  // sort by balance, highest first
  await page.getByRole('combobox', { name: texts.sort.label }).selectOption('balance');
  await page.waitForURL(/sort=balance/);
  await page.getByRole('button', { name: fill(texts.sort.toggle, { direction: texts.sort.asc }) }).click();
  await page.waitForURL(/dir=desc/);
  const sorted = await listOf(page, { states: ['BLOCKED'] }, 'pageSize=10&sort=balance&direction=desc');
  const firstId = `number-${sorted.data[0]!.msisdn}`;
  await expect.poll(() => page.getByRole('article').first().getAttribute('aria-labelledby')).toBe(firstId);

  // the table view, kept after a reload with the filter and the order
  await page.getByText(texts.layout.table, { exact: true }).click();
  const table = page.getByRole('table', { name: texts.table.label });
  await table.waitFor();
  await page.screenshot({ path: `${SHOTS}/table-${tag}.png`, fullPage: true });
  // the table scrolls in its own box: the page is never wider than the screen (decision 037)
  expect(await pageOverflow(page)).toBe(0);
  await page.reload();
  await table.waitFor();
  expect(page.url()).toMatch(/state=BLOCKED/);
  expect(page.url()).toMatch(/sort=balance/);
  await expect.poll(() => table.getByRole('rowheader').count()).toBe(Math.min(10, sorted.totalSubscriptions));
  await chips.getByRole('button', { name: fill(texts.chips.remove, { text: chip }) }).waitFor();

  // back: the order before the direction changed; forward: highest balance first again
  const ascending = await listOf(page, { states: ['BLOCKED'] }, 'pageSize=10&sort=balance&direction=asc');
  const firstRow = () => table.getByRole('rowheader').first().innerText();
  await page.goBack();
  await page.waitForURL((url) => url.search.includes('sort=balance') && !url.search.includes('dir=desc'));
  await expect.poll(firstRow).toBe(phone(ascending.data[0]!.msisdn));
  await page.goForward();
  await page.waitForURL(/dir=desc/);
  await expect.poll(firstRow).toBe(phone(sorted.data[0]!.msisdn));

  // export: the file has the filtered numbers, in the list's order, headed in the language
  await page
    .getByRole('button', { name: fill(texts.export.menu, { count: sorted.totalSubscriptions }) })
    .click();
  const file = await saved(page, () => page.getByRole('menuitem', { name: texts.export.xlsx }).click());
  expect(file.name).toMatch(new RegExp(`^numbers-${BIN}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const heading = rows.findIndex((row) => row[0] === texts.table.msisdn);
  expect(heading).toBeGreaterThan(0);
  const numbers = rows.slice(heading + 1).map((row) => row[0]);
  expect(numbers).toHaveLength(sorted.totalSubscriptions);
  expect(numbers[0]).toBe(sorted.data[0]!.msisdn);

  expect(await seriousViolations(page)).toEqual([]);
}

describe('numbers list journey', () => {
  const run = useJourney({ shots: SHOTS });

  it('filters blocked numbers, sorts by balance, keeps the table view and exports (ru, 1280)', async () => {
    const context = await newContext(run.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await journey(page, ru, 'ru-1280');

    // a stale link: its wrong parameters are named once and dropped, the rest applies
    await page.goto('/numbers?state=SLEEPING&size=30&type=PREPAID');
    await page.getByText(ru.stale.title).waitFor();
    await page.getByText(fill(ru.stale.text, { names: 'state, size' })).waitFor();
    await page.waitForURL((url) => !url.search.includes('SLEEPING') && url.search.includes('type=PREPAID'));
    await page.screenshot({ path: `${SHOTS}/stale-ru-1280.png` });
    await context.close();
  });

  it('keeps the table view inside a phone’s width in Russian and English (375)', async () => {
    for (const [language, texts] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const context = await newContext(run.browser, { viewport: PHONE, locale: language });
      await context.addInitScript((lang) => {
        window.localStorage.setItem('kabinet.language', lang);
        window.localStorage.setItem('kabinet.numbersLayout', JSON.stringify('table'));
      }, language);
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.waitForURL(/\/numbers/);
      await page.getByRole('table', { name: texts.table.label }).getByRole('rowheader').first().waitFor();
      expect(await pageOverflow(page), language).toBe(0);
      await page.screenshot({ path: `${SHOTS}/table-${language}-375.png`, fullPage: true });
      await context.close();
    }
  });

  it('does the same in Kazakh on a phone (kk, 375)', async () => {
    const context = await newContext(run.browser, { viewport: PHONE, locale: 'kk-KZ' });
    await context.addInitScript(() => window.localStorage.setItem('kabinet.language', 'kk'));
    const page = await context.newPage();
    await journey(page, kk, 'kk-375');
    await context.close();
  });
});

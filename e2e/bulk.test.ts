import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import ru from '../apps/web/src/locales/ru/bulk.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/bulk.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 023: bulk actions in the browser — select three numbers on the list, block them, watch
// the job finish with a result per number (ru 1280 px, kk 375 px).

const SHOTS = 'test-results/bulk';
type Texts = typeof ru;

describe('bulk journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });

  /**
   * Three active numbers of the large company, away from other journeys' numbers, given a label of
   * their own so one search shows exactly them.
   */
  async function threeNumbers(offset: number, label: string): Promise<string[]> {
    const rows = await journey.sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers
        where customer_bin = $1 and lc_state_id = 20 and subscriber_flags is null and msisdn <> all($2)
          and tariff_id = 'corp-business-unlim'
          and not exists (select 1 from operator.contract_phones c where c.msisdn = operator.subscribers.msisdn)
        order by msisdn offset $3 limit 3`,
      [DEMO_COMPANIES.large.bin, Object.values(DEMO_NUMBERS), offset],
    );
    const numbers = rows.map((row) => row.msisdn);
    await journey.sql(`update portal.company_lines set label = $2 where msisdn = any($1)`, [numbers, label]);
    return numbers;
  }

  async function blockThree(page: Page, texts: Texts, label: string, numbers: string[], shot: string) {
    await page.goto(`/numbers?label=${label}`);
    for (const msisdn of numbers)
      await page
        .getByRole('checkbox', { name: texts.select_number.replace('{{number}}', phone(msisdn)) })
        .check();
    const bar = page.getByRole('region', { name: texts.bar_label });
    await bar.getByText(texts.selected.replace('{{count}}', '3')).waitFor();
    await page.screenshot({ path: `${SHOTS}/bar-${shot}.png` });
    await bar.getByRole('combobox', { name: texts.action_label }).click();
    await page.getByRole('option', { name: texts.actions.block, exact: true }).click();
    await bar.getByRole('button', { name: texts.apply }).click();
    const dialog = page.getByRole('dialog', { name: texts.confirm_title });
    await dialog
      .getByText(texts.confirm_text.replace('{{action}}', texts.actions.block).replace('{{count}}', '3'))
      .waitFor();
    await dialog.getByRole('button', { name: texts.start }).click();
    await page.waitForURL(/\/bulk\//);
    await page.getByText(texts.job_states.done, { exact: true }).waitFor({ timeout: 20_000 });
    // the toast of a job the user started, shown on whatever page they are
    await page
      .getByText(
        texts.job_ended
          .replace('{{action}}', texts.actions.block)
          .replace('{{done}}', '3')
          .replace('{{refused}}', '0')
          .replace('{{skipped}}', '0'),
      )
      .waitFor();
    await page
      .getByText(texts.progress_text.replace('{{finished}}', '3').replace('{{total}}', '3'))
      .waitFor();
    for (const msisdn of numbers) {
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: phone(msisdn) }) });
      await row.getByRole('cell', { name: texts.item_states.done, exact: true }).waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/job-${shot}.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.download_csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bulk-.*\.csv$/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    for (const msisdn of numbers)
      expect(csv).toContain(`${msisdn};${label};${texts.actions.block};${texts.item_states.done};`);
    expect(await seriousViolations(page)).toEqual([]);
    const states = await journey.sql<{ lc: number }>(
      `select lc_state_id as lc from operator.subscribers where msisdn = any($1)`,
      [numbers],
    );
    expect(states.map((row) => row.lc)).toEqual([42, 42, 42]);
  }

  it('selects three numbers and blocks them, then watches the job finish (ru, 1280 px)', async () => {
    const numbers = await threeNumbers(400, 'bulk-ru');
    const context = await newContext(journey.browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await blockThree(page, ru, 'bulk-ru', numbers, 'ru-1280');
    // the company's jobs list names it: who, what, the counts
    await page.goto('/bulk');
    await page.getByRole('heading', { level: 1, name: ru.jobs_title }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: ru.job_title.replace('{{action}}', ru.actions.block).replace('{{count}}', '3') });
    await row.first().getByText('admin').waitFor();
    await row.first().getByRole('link').click();
    await page.waitForURL(/\/bulk\/[0-9a-f-]{36}$/);
    await context.close();
  });

  it('the same at 375 px in Kazakh', async () => {
    const numbers = await threeNumbers(410, 'bulk-kk');
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await blockThree(page, kk, 'bulk-kk', numbers, 'kk-375');
    await context.close();
  });
});

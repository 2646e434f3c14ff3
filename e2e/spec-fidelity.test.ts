import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, kazakhstanToday } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import kkDevices from '../apps/web/src/locales/kk/devices.json' with { type: 'json' };
import kkDocuments from '../apps/web/src/locales/kk/documents.json' with { type: 'json' };
import kkNumberDetail from '../apps/web/src/locales/kk/number-detail.json' with { type: 'json' };
import kkShell from '../apps/web/src/locales/kk/shell.json' with { type: 'json' };
import kkState from '../apps/web/src/locales/kk/state-change.json' with { type: 'json' };
import ruNumbers from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import ruReports from '../apps/web/src/locales/ru/reports.json' with { type: 'json' };
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 021: the spec's screens as written — the list card's top-up details, the shell's
// automatic balance notification, static notices without an alert role, the Workmate refusal as
// the operator's HTML, the current subscriber in local storage, times in Almaty for a browser
// elsewhere.

const SHOTS = 'test-results/spec-fidelity';

describe('spec fidelity journeys (decision 021)', () => {
  const journey = useJourney({ shots: SHOTS, database: true });

  async function start(opts: Parameters<typeof newContext>[1] = {}, user = 'admin') {
    const context = await newContext(journey.browser, opts);
    const page = await context.newPage();
    await signIn(page, user);
    await page.waitForURL(/\/numbers/);
    return { context, page };
  }

  const openNumber = async (page: Page, msisdn: string) => {
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
  };

  /** the numbers list searched for one number, and that card's actions menu opened (ru) */
  const openCardMenu = async (page: Page, msisdn: string) => {
    await page.goto(`/numbers?msisdn=${msisdn}`);
    const card = page.getByRole('article', { name: phone(msisdn) });
    await card.waitFor();
    await card.getByRole('button', { name: ruNumbers.menu.open.replace('{{phone}}', phone(msisdn)) }).click();
  };

  for (const [viewport, label] of [
    [undefined, 'ru-1280'],
    [PHONE, 'ru-375'],
  ] as const)
    it(`offers top-up details on a PREPAID number's card and opens them there (${label})`, async () => {
      const { context, page } = await start({ viewport });
      await openCardMenu(page, DEMO_NUMBERS.prepaid);
      await page.getByRole('menuitem', { name: ruNumbers.menu.entries.top_up_details }).click();
      const dialog = page.getByRole('dialog', { name: ruReports.kinds.top_ups.title });
      await dialog.getByRole('table', { name: ruReports.kinds.top_ups.title }).waitFor();
      expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/card-top-ups-${label}.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // a POSTPAID number's card does not offer it
      await openCardMenu(page, DEMO_NUMBERS.active);
      await page.getByRole('menuitem').first().waitFor();
      expect(await page.getByRole('menuitem', { name: ruNumbers.menu.entries.top_up_details }).count()).toBe(
        0,
      );
      await context.close();
    });

  it('labels the automatic balance notification in the service menu, and static notices are no alerts (kk)', async () => {
    const { context, page } = await start({ locale: 'kk-KZ' });
    await page.goto('/numbers');
    await page.getByRole('button', { name: new RegExp(kkShell.header.serviceSelection) }).click();
    const entry = page.getByRole('menuitem', { name: kkShell.services.balanceNotification });
    await entry.waitFor();
    expect(await entry.getAttribute('href')).toMatch(/^https?:\/\//);
    await page.screenshot({ path: `${SHOTS}/service-menu-kk-1280.png` });
    await page.keyboard.press('Escape');

    // spec §5: an M2M number's devices say 'not subject to registration' — a standing notice
    await openNumber(page, DEMO_NUMBERS.m2m);
    const notice = page.getByText(kkDevices.m2m);
    await notice.waitFor();
    expect(await page.getByRole('note').filter({ hasText: kkDevices.m2m }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: kkDevices.m2m }).count()).toBe(0);
    await context.close();
  });

  it('shows the Workmate refusal as the operator’s HTML text with Back (kk)', async () => {
    const { context, page } = await start({ locale: 'kk-KZ' });
    await openNumber(page, DEMO_NUMBERS.workmate);
    await page.getByRole('button', { name: kkNumberDetail.stateChange.button.suspend }).click();
    const dialog = page.getByRole('dialog', { name: kkState.title });
    await dialog.getByText('кабинетте бұғаттау мүмкін емес', { exact: false }).waitFor();
    await expect(dialog.locator('b', { hasText: 'Workmate' }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('link', { name: '9099' }).getAttribute('href')).resolves.toBe('tel:9099');
    await page.screenshot({ path: `${SHOTS}/workmate-kk-1280.png` });
    await dialog.getByRole('button', { name: kkState.back }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('stores the number being viewed as the current subscriber and clears it on a company switch (ru)', async () => {
    const { context, page } = await start();
    await openNumber(page, DEMO_NUMBERS.active);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kabinet.currentSubscriber')))
      .toBe(DEMO_NUMBERS.active);
    await page.getByRole('combobox', { name: 'Выбор компании' }).click();
    await page.getByRole('option', { name: DEMO_COMPANIES.small.alias, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/numbers/'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kabinet.currentSubscriber')))
      .toBeNull();
    await context.close();
  });

  it('shows an action at 00:30 in Almaty on its Almaty day to a browser in New York (kk)', async () => {
    const day = addDays(kazakhstanToday(), -1);
    // 00:30 in Almaty (UTC+5) is 14:30 the day before in New York
    await journey.sql(
      `insert into portal.action_log (customer_bin, msisdn, action, status, params, created_at)
       values ($1, $2, 'number_block', 'S', '{}'::jsonb, ($3 || 'T00:30:00+05:00')::timestamptz)`,
      [DEMO_COMPANIES.large.bin, DEMO_NUMBERS.blocked, day],
    );
    const { context, page } = await start({ locale: 'kk-KZ', timezoneId: 'America/New_York' });
    await page.goto('/docs_and_reps/action_history');
    const table = page.getByRole('table', { name: kkDocuments.tabs.action_history });
    await table.waitFor();
    await table.getByRole('columnheader', { name: kkDocuments.actionHistory.date }).waitFor();
    const shown = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} 00:30`;
    await table.getByRole('cell', { name: shown }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/action-history-new-york-kk-1280.png` });
    await context.close();
  });
});

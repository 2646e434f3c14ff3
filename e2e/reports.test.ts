import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addYears, kazakhstanToday } from '@kabinet/contract';
import { DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import enNumberDetail from '../apps/web/src/locales/en/number-detail.json' with { type: 'json' };
import ruNumberDetail from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/reports.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/reports.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru/reports.json' with { type: 'json' };
import { newContext, PHONE, signIn } from './browser.ts';
import { useJourney } from './journey.ts';
import { openMenuEntry, openNumberPage } from './number-journey.ts';

// Decision 018: reports by e-mail. Usage details requested from the number's modal, 'being prepared',
// then 'ready' on reopening and the mail in the demo mailbox; top-up details on screen and as a
// download; the reconciliation act's button disabled beyond 3 years.

const SHOTS = 'test-results/reports';
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

describe('reports by e-mail journeys', () => {
  const journey = useJourney({ shots: SHOTS });

  const openNumber = (
    msisdn: string,
    opts: { viewport?: { width: number; height: number }; locale?: string },
  ) => openNumberPage(journey.browser, msisdn, opts);

  for (const [lang, texts, detail, viewport, label] of [
    ['ru', ru, ruNumberDetail, undefined, 'ru-1280'],
    ['en', en, enNumberDetail, PHONE, 'en-375'],
  ] as const)
    it(`requests usage details, sees 'being prepared', then 'ready' and the mail in the mailbox (${label})`, async () => {
      const { context, page } = await openNumber(DEMO_NUMBERS.active, {
        viewport,
        locale: lang === 'en' ? 'en-US' : 'ru-RU',
      });
      await openMenuEntry(page, detail.header.actions, detail.header.menu.usage_details);
      let dialog = page.getByRole('dialog', { name: texts.kinds.usage_details.title });
      await dialog.getByRole('button', { name: texts.form.send }).waitFor();
      // e-mail prefilled with the user's
      expect(await dialog.getByLabel(texts.form.email).inputValue()).toMatch(/@/);
      await page.screenshot({ path: `${SHOTS}/usage-modal-${label}.png` });
      await dialog.getByRole('button', { name: texts.form.send }).click();
      await dialog.getByText(texts.status.sentTitle).waitFor();
      expect(await dialog.getByLabel(texts.form.email).isDisabled()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/usage-sent-${label}.png` });

      // reopened: 'not ready' while it builds, then 'ready' (spec §4)
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'hidden' });
            await openMenuEntry(page, detail.header.actions, detail.header.menu.usage_details);
            dialog = page.getByRole('dialog', { name: texts.kinds.usage_details.title });
            await dialog.getByRole('button', { name: texts.form.send }).waitFor();
            await page.screenshot({ path: `${SHOTS}/usage-reopened-${label}.png` });
            return dialog.getByText(texts.status.ready).isVisible();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await page.screenshot({ path: `${SHOTS}/usage-ready-${label}.png` });

      await page.goto('/mailbox');
      await page
        .getByRole('article')
        .getByRole('heading', { name: new RegExp(texts.kinds.usage_details.title) })
        .first()
        .waitFor();
      await page
        .getByText(/usage-details_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx/)
        .first()
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/usage-mailbox-${label}.png`, fullPage: true });
      await context.close();
    });

  it('shows a prepaid number’s top-ups on screen and downloads them (en, 375 and 1280)', async () => {
    for (const viewport of [PHONE, undefined]) {
      const { context, page } = await openNumber(DEMO_NUMBERS.prepaid, { viewport, locale: 'en-US' });
      await openMenuEntry(page, enNumberDetail.header.actions, enNumberDetail.header.menu.top_up_details);
      const dialog = page.getByRole('dialog', { name: en.kinds.top_ups.title });
      const table = dialog.getByRole('table', { name: en.kinds.top_ups.title });
      await table.waitFor();
      const rows = await table.locator('tbody tr').count();
      expect(rows).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/topups-en-${viewport ? 375 : 1280}.png` });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: en.topUps.xlsx }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('topup.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      let dataRows = 0;
      workbook.worksheets[0]!.eachRow((_, n) => {
        if (n >= 6) dataRows++;
      });
      expect(dataRows).toBe(rows);
      await context.close();
    }
  });

  it('disables the reconciliation act button beyond 3 years (kk), and shows the report tabs', async () => {
    const context = await newContext(journey.browser, { locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto('/docs_and_reps/reconciliation_docs');
    const form = page.getByRole('form', { name: kk.kinds.reconciliation_act.title });
    const send = form.getByRole('button', { name: kk.form.send });
    await send.waitFor();
    expect(await send.isEnabled()).toBe(true);
    const start = form.getByLabel(kk.form.startDate);
    const today = kazakhstanToday();
    const tooEarly = addYears(today, -3).slice(0, 8) + '01';
    // one day before the 3-year window (start of month, 3 years back)
    const before = new Date(`${tooEarly}T00:00:00Z`);
    before.setUTCDate(0);
    await start.fill(ddmmyyyy(before.toISOString().slice(0, 10)));
    await start.blur();
    await expect.poll(() => send.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/reconciliation-kk-1280.png`, fullPage: true });
    await start.fill(ddmmyyyy(tooEarly));
    await start.blur();
    await expect.poll(() => send.isEnabled()).toBe(true);
    // missing dates also disable it
    await start.fill('');
    await start.blur();
    await expect.poll(() => send.isDisabled()).toBe(true);

    for (const tab of [
      'atlas_pro',
      'subscribers_report',
      'invoice_docs',
      'payments_report',
      'devices_report',
    ]) {
      await page.goto(`/docs_and_reps/${tab}`);
      await page.getByRole('button', { name: kk.form.send }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/tab-${tab}-kk-1280.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);
    await page.goto('/docs_and_reps/atlas_pro');
    await page.getByText(kk.atlasPro.disclaimerTitle).waitFor();
    await page.screenshot({ path: `${SHOTS}/tab-atlas_pro-kk-375.png`, fullPage: true });
    await context.close();
  });
});

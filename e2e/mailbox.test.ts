import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, PHONE, signIn } from './browser.ts';
import { useJourney } from './journey.ts';
import { useReportInMailbox } from './mailbox-report.ts';

// Decision 010 (mail): without SMTP_URL, a report-shaped message sent to admin — a PDF and an XLSX —
// reaches the demo mailbox; admin finds it from the user menu, reads it and downloads the PDF, in
// ru, en and kk, at desktop and phone widths.

const SHOTS = 'test-results/mailbox';
const SUBJECT = '«Баланс бойынша есеп» есебі — ЖШС «Қазақ Телеком Сервис»';
const TEXTS = {
  РУС: { menu: 'Почтовый ящик', title: 'Почтовый ящик', delivered: 'Доставлено', attachments: 'Вложения' },
  ENG: { menu: 'Mailbox', title: 'Mailbox', delivered: 'Delivered', attachments: 'Attachments' },
  ҚАЗ: { menu: 'Пошта жәшігі', title: 'Пошта жәшігі', delivered: 'Жеткізілді', attachments: 'Тіркемелер' },
} as const;

async function downloadPdf(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /balance-report\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('balance-report.pdf');
  return fs.readFile((await download.path())!);
}

describe('demo mailbox journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  useReportInMailbox(journey);

  it('opens the mailbox from the user menu, shows the report and downloads its PDF in ru, en and kk', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers$/);

    for (const [label, texts] of Object.entries(TEXTS)) {
      await page.locator('label:visible', { hasText: label }).click();
      await page.getByRole('button', { name: /Меню пользователя|User menu|Пайдаланушы мәзірі/ }).click();
      await page.getByRole('menuitem', { name: texts.menu }).click();
      await page.waitForURL(/\/mailbox/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(texts.title);

      const article = page.getByRole('article');
      await expect.poll(() => article.getByRole('heading').innerText()).toBe(SUBJECT);
      await expect.poll(() => article.getByText(texts.delivered).count()).toBeGreaterThan(0);
      expect(await article.getByText(texts.attachments, { exact: true }).count()).toBe(1);
      // the body, in its sandboxed frame, is the message in the recipient's language (kk)
      const body = page.frameLocator('iframe[sandbox]');
      await expect.poll(() => body.getByText('Сәлеметсіз бе!').count()).toBe(1);

      const pdf = await downloadPdf(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.screenshot({ path: `${SHOTS}/mailbox-${label}-1280.png`, fullPage: true });
      await page.goto('/numbers');
    }
    await context.close();
  });

  it('fits a phone: the message and its attachment at 375 px', async () => {
    for (const [language, texts] of [
      ['ru', TEXTS.РУС],
      ['en', TEXTS.ENG],
      ['kk', TEXTS.ҚАЗ],
    ] as const) {
      const context = await newContext(journey.browser, { viewport: PHONE });
      await context.addInitScript((lang) => localStorage.setItem('kabinet.language', lang), language);
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.goto('/mailbox');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(texts.title);
      await expect.poll(() => page.getByRole('article').getByRole('heading').innerText()).toBe(SUBJECT);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect((await downloadPdf(page)).length).toBeGreaterThan(1000);
      await page.screenshot({ path: `${SHOTS}/mailbox-${language}-375.png`, fullPage: true });
      await context.close();
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import ru from '../apps/web/src/locales/ru/transfer.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/transfer.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/transfer.json' with { type: 'json' };
import ruSuccess from '../apps/web/src/locales/ru/success.json' with { type: 'json' };
import ruErrors from '../apps/web/src/locales/ru/errors.json' with { type: 'json' };
import kkErrors from '../apps/web/src/locales/kk/errors.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 013: the balance transfer page — a transfer with the success message and the repeat button,
// a refused transfer with its spec §8 text, the video tutorial modal; in ru, en and kk, 1280 and 375 px.

const masked = (msisdn: string) => `${msisdn.slice(0, 3)}-${msisdn.slice(3, 6)}-${msisdn.slice(6)}`;
type Texts = typeof ru;

/** Picks a number through the masked field's suggestions, as a person does. */
async function pickNumber(page: Page, label: string, msisdn: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.pressSequentially(msisdn.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(masked(msisdn)) }).click();
  await expect(field.inputValue()).resolves.toBe(masked(msisdn));
}

async function fillAmount(page: Page, texts: Texts, tenge: string, tiyn: string) {
  await page.getByRole('textbox', { name: texts.tenge, exact: true }).fill(tenge);
  await page.getByRole('textbox', { name: texts.tiyn, exact: true }).fill(tiyn);
}

describe('balance transfer journey', () => {
  const journey = useJourney();
  let context: BrowserContext;

  async function start(locale: string, viewport?: { width: number; height: number }): Promise<Page> {
    context = await newContext(journey.browser, { viewport, locale });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto('/balance-transfer');
    return page;
  }

  it('transfers 12.05 ₸ (ru, 1280 px): success names amount, sender and recipient; repeat resets the form', async () => {
    const page = await start('ru-RU');
    await page.getByRole('heading', { level: 1, name: ru.title }).waitFor();
    await pickNumber(page, ru.sender, DEMO_NUMBERS.prepaid);
    await pickNumber(page, ru.recipient, DEMO_NUMBERS.active);
    await fillAmount(page, ru, '12', '05');
    await page.getByRole('button', { name: ru.submit }).click();
    const status = page.getByRole('status');
    await status.getByText(ru.doneTitle).waitFor();
    await status
      .getByText(
        ruSuccess.transfer_success
          .replace('{{amount}}', '12,05\u00a0₸')
          .replace('{{from}}', phone(DEMO_NUMBERS.prepaid))
          .replace('{{to}}', phone(DEMO_NUMBERS.active)),
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ru.repeat }).click();
    await expect(page.getByRole('textbox', { name: ru.sender }).inputValue()).resolves.toBe('');
    await expect(page.getByRole('textbox', { name: ru.tenge, exact: true }).inputValue()).resolves.toBe('');
    await context.close();
  });

  it('refuses a blocked recipient with the spec §8 texts (kk, 375 px)', async () => {
    const page = await start('kk-KZ', PHONE);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: kk.title }).waitFor();
    await pickNumber(page, kk.sender, DEMO_NUMBERS.prepaid);
    const recipient = page.getByRole('textbox', { name: kk.recipient });
    await recipient.click();
    await recipient.pressSequentially(DEMO_NUMBERS.blocked);
    await fillAmount(page, kk, '1', '');
    await page.getByRole('button', { name: kk.submit }).click();
    // the toast says the table's text, the field says which number
    await page.getByText(kkErrors.transfer_inactive_number).waitFor();
    await page.getByText(kkErrors.transfer_recipient_blocked).waitFor();
    await expect(page.getByRole('status').count()).resolves.toBe(0);
    await context.close();
  });

  it('refuses 1,000,000.01 ₸ in the browser with the contract code (ru)', async () => {
    const page = await start('ru-RU');
    await pickNumber(page, ru.sender, DEMO_NUMBERS.prepaid);
    await pickNumber(page, ru.recipient, DEMO_NUMBERS.active);
    await fillAmount(page, ru, '1000000', '01');
    await page.getByRole('button', { name: ru.submit }).click();
    await page.getByText(ruErrors.amount_too_large).waitFor();
    await context.close();
  });

  it('opens the video tutorial with captions in the chosen language (en, 375 px)', async () => {
    const page = await start('en-US', PHONE);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'en'));
    await page.reload();
    await page.getByRole('button', { name: en.tutorial.open }).click();
    const dialog = page.getByRole('dialog', { name: en.tutorial.title });
    await dialog.waitFor();
    const video = dialog.locator('video');
    const facts = await video.evaluate(async (el: HTMLVideoElement) => {
      if (el.readyState < 1)
        await new Promise((r) => el.addEventListener('loadedmetadata', r, { once: true }));
      const tracks = [...el.querySelectorAll('track')].map((t) => ({
        lang: t.srclang,
        isDefault: t.default,
      }));
      return { width: el.videoWidth, tracks };
    });
    expect(facts.width).toBeGreaterThan(0);
    expect(facts.tracks).toEqual([
      { lang: 'ru', isDefault: false },
      { lang: 'en', isDefault: true },
      { lang: 'kk', isDefault: false },
    ]);
    const captions = await page.request.get('/tutorial/balance-transfer.kk.vtt');
    expect(await captions.text()).toMatch(/^WEBVTT[\s\S]*[әғқңөұүһі]/);
    await context.close();
  });
});

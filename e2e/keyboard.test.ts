import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import ruNumbers from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import kkTransfer from '../apps/web/src/locales/kk/transfer.json' with { type: 'json' };
import kkShell from '../apps/web/src/locales/kk/shell.json' with { type: 'json' };
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// WCAG 2.1.1 and 2.4.7 (decision 028): the portal's kinds of task done with the keyboard alone — a
// search, a menu, a modal, a form with errors — with the focus visible on every control reached and
// back where it came from when a menu or a modal closes. The mouse is never used after sign-in.

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user walks to it; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab in ${max} presses: ${target.toString()}`);
}

/**
 * The focused control shows a focus indicator, as WCAG 2.4.7 asks: its outline, ring or border is
 * drawn otherwise than when it is not focused.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return false;
    const look = () => {
      const style = getComputedStyle(el);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor];
    };
    // read without the style's transition, which would show the colour halfway
    const transition = el.style.transition;
    el.style.transition = 'none';
    const focused = look().join('|');
    el.blur();
    const plain = look().join('|');
    el.focus();
    el.style.transition = transition;
    return focused !== plain;
  });
}

/** The texts a screen reader reads with the focused field: its aria-describedby targets. */
const focusedDescription = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('keyboard-only journeys', () => {
  const journey = useJourney();

  it('searches the list, opens a number’s menu and a modal, and the focus returns each time (ru, 1280)', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.getByRole('article').first().waitFor();

    // the search: reached by Tab, typed, submitted with Enter
    const search = page.getByRole('search', { name: ruNumbers.search.title });
    const msisdnField = search.getByLabel(ruNumbers.search.msisdn);
    await tabTo(page, msisdnField);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(DEMO_NUMBERS.active);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`msisdn=${DEMO_NUMBERS.active}`));
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    // the number's menu: opened with Enter, walked with the arrows, closed with Escape
    const menuButton = page.getByRole('button', {
      name: ruNumbers.menu.open.replace('{{phone}}', phone(DEMO_NUMBERS.active)),
    });
    await tabTo(page, menuButton);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(menuButton)).toBe(true);

    // a modal from the menu: the focus moves into it, Escape closes it and puts the focus back
    await page.keyboard.press('Enter');
    await menu.waitFor();
    const block = menu.getByRole('menuitem', { name: ruNumbers.menu.entries.block, exact: true });
    for (let i = 0; i < 15 && !(await isFocused(block)); i += 1) await page.keyboard.press('ArrowDown');
    expect(await isFocused(block)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // the focus stays inside the modal however far one tabs
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(menuButton)).toBe(true);
    await context.close();
  });

  it('sends the transfer form empty, hears its errors, then fills and sends it by keyboard (kk, 375)', async () => {
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.goto('/balance-transfer');
    await page.getByRole('heading', { level: 1, name: kkTransfer.title }).waitFor();

    // the phone's menu: opened with Enter, the focus kept in it (and its burger) while it is open,
    // closed with Escape, the focus back on the burger
    await tabTo(page, page.getByRole('button', { name: kkShell.header.openMenu }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const drawer = page.locator('#mobile-menu');
    await drawer.getByRole('link').first().waitFor();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const burger = page.getByRole('button', { name: kkShell.header.openMenu });
    await expect.poll(() => isFocused(burger)).toBe(true);

    // sent empty: the first wrong field takes the focus, and its error is read with it
    const submit = page.getByRole('button', { name: kkTransfer.submit });
    await tabTo(page, submit);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const sender = page.getByRole('textbox', { name: kkTransfer.sender });
    await expect.poll(() => isFocused(sender)).toBe(true);
    expect(await sender.getAttribute('aria-invalid')).toBe('true');
    expect((await focusedDescription(page)).trim()).not.toBe('');

    // filled by keyboard: the number's suggestion chosen with the arrows, the amount typed
    await page.keyboard.type(DEMO_NUMBERS.prepaid);
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const recipient = page.getByRole('textbox', { name: kkTransfer.recipient });
    await tabTo(page, recipient);
    await page.keyboard.type(DEMO_NUMBERS.active);
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('textbox', { name: kkTransfer.tenge, exact: true }));
    await page.keyboard.type('1');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(kkTransfer.doneTitle).waitFor();
    await context.close();
  });
});

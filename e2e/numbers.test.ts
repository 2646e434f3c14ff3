import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardMenuEntries, FEATURE_NAMES, type SubscriberCard, type SubscribersList } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import { visibleMenuEntries } from '../apps/web/src/features/numbers/menu-entries.ts';
import ru from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import enState from '../apps/web/src/locales/en/state-change.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 004: the numbers list — search by number, by a label in Kazakh letters and by ICCID; page
// forward and back; edit and delete a label; the actions menu of a state-20 and a state-42 number;
// block a number from its card and unblock it again; a Workmate number gets the support text.

/** One card of the company's numbers, as the server has it (to know what the screen must show). */
async function cardOf(page: Page, msisdn: string): Promise<SubscriberCard> {
  const response = await page.request.post('/api/customers/subscribers?pageNumber=1', {
    headers: { 'X-Client-Bin': DEMO_COMPANIES.large.bin, 'X-Requested-With': 'kabinet' },
    data: { msisdnPart: msisdn },
  });
  const list = (await response.json()) as SubscribersList;
  const card = list.data.find((c) => c.msisdn === msisdn);
  if (!card) throw new Error(`no demo number ${msisdn}`);
  return card;
}

const cards = (page: Page) => page.getByRole('article');
const cardFor = (page: Page, msisdn: string) => page.getByRole('article', { name: phone(msisdn) });
const searchPanel = (page: Page, name: string) => page.getByRole('search', { name });

/** Waits until the list shows exactly the given page (the current page button and no stale cards). */
async function waitForPage(page: Page, pageNumber: number, pageLabel: (n: number) => string) {
  await page
    .getByRole('button', { name: pageLabel(pageNumber), exact: true })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  await page.locator('section[aria-busy="false"]').waitFor();
}

describe('numbers journey', () => {
  const journey = useJourney();

  it('searches by number, Kazakh label and ICCID, and pages forward and back (ru)', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    const panel = searchPanel(page, ru.search.title);
    await cards(page).first().waitFor();

    // by number: typed into the mask, Enter submits
    await panel.getByLabel(ru.search.msisdn).pressSequentially(DEMO_NUMBERS.active);
    await panel.getByLabel(ru.search.msisdn).press('Enter');
    await page.waitForURL(new RegExp(`msisdn=${DEMO_NUMBERS.active}`));
    await cardFor(page, DEMO_NUMBERS.active).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect(cardFor(page, DEMO_NUMBERS.active).getByText('Директор').count()).resolves.toBe(1);

    // by a label in Kazakh letters, typed in another case: every card found carries it
    await panel.getByRole('button', { name: ru.search.clear }).click();
    await expect(panel.getByLabel(ru.search.msisdn).inputValue()).resolves.toBe('');
    await panel.getByLabel(ru.search.label).fill('қызмет');
    await panel.getByRole('button', { name: ru.search.submit }).click();
    await page.waitForURL(/label=/);
    await expect
      .poll(async () => {
        const texts = await cards(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('қызмет'));
      })
      .toBe(true);

    // by ICCID: the Kazakh-label number's SIM
    const kazakh = await cardOf(page, DEMO_NUMBERS.kazakhLabel);
    await panel.getByRole('button', { name: ru.search.clear }).click();
    await panel.getByLabel(ru.search.iccid).pressSequentially(`${kazakh.iccid!}999`); // beyond 20 digits cannot be typed
    await expect(panel.getByLabel(ru.search.iccid).inputValue()).resolves.toBe(kazakh.iccid);
    await panel.getByLabel(ru.search.iccid).press('Enter');
    await page.waitForURL(new RegExp(`iccid=${kazakh.iccid}`));
    await cardFor(page, DEMO_NUMBERS.kazakhLabel).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);

    // nothing found: the not-found text asks to clear the search
    await panel.getByLabel(ru.search.comment).fill('нет такого комментария');
    await panel.getByLabel(ru.search.comment).press('Enter');
    await page.getByText('Номер не найден. Очистите поиск и нажмите «Поиск».').waitFor();
    await expect(page.getByRole('navigation', { name: ru.pagination.label }).count()).resolves.toBe(0);

    // paging: forward, forward, back; the browser's back button and a reload keep the page
    await panel.getByRole('button', { name: ru.search.clear }).click();
    await panel.getByRole('button', { name: ru.search.submit }).click();
    const pageLabel = (n: number) => ru.pagination.page.replace('{{page}}', String(n));
    await waitForPage(page, 1, pageLabel);
    const pager = page.getByRole('navigation', { name: ru.pagination.label });
    await page.getByText(/Всего номеров: \d+/).waitFor();
    await pager.getByRole('button', { name: ru.pagination.next }).click();
    await waitForPage(page, 2, pageLabel);
    const secondPageFirst = await cards(page).first().getAttribute('aria-labelledby');
    await pager.getByRole('button', { name: ru.pagination.next }).click();
    await waitForPage(page, 3, pageLabel);
    expect(page.url()).toMatch(/page=3/);
    await pager.getByRole('button', { name: ru.pagination.previous }).click();
    await waitForPage(page, 2, pageLabel);
    await expect(cards(page).first().getAttribute('aria-labelledby')).resolves.toBe(secondPageFirst);
    await page.goBack();
    await waitForPage(page, 3, pageLabel);
    expect(page.url()).toMatch(/page=3/);
    await page.reload();
    await waitForPage(page, 3, pageLabel);
    await pager.getByRole('button', { name: ru.pagination.first }).click();
    await waitForPage(page, 1, pageLabel);
    await expect(pager.getByRole('button', { name: ru.pagination.previous }).isDisabled()).resolves.toBe(
      true,
    );

    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('edits and deletes a label, and shows the menu of a state-20 and a state-42 number (en)', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await cards(page).first().waitFor();
    await page.getByRole('radiogroup', { name: 'Язык' }).getByText('ENG').click();
    const panel = searchPanel(page, en.search.title);
    await panel.waitFor();

    // a number no other journey names; its label is restored at the end
    const first = await cards(page).first().getAttribute('aria-labelledby');
    const msisdn = first!.replace('number-', '');
    const original = (await cardOf(page, msisdn)).label;
    expect(original).not.toBeNull();
    const card = cardFor(page, msisdn);
    const editLabel = en.note.label.edit.replace('{{phone}}', phone(msisdn));
    const dialog = page.getByRole('dialog');

    await card.getByRole('button', { name: editLabel }).click();
    await dialog.getByLabel(en.note.label.field).fill('Қойма 7');
    await dialog.getByRole('button', { name: en.note.save }).click();
    await page.getByText(en.success.label_edited).waitFor();
    await card.getByText('Қойма 7').waitFor();

    // delete: a confirm step, then the card shows no label
    await card.getByRole('button', { name: editLabel }).click();
    await dialog.getByRole('button', { name: en.note.delete }).click();
    await dialog.getByText(en.note.label.confirmDelete.replace('{{phone}}', phone(msisdn))).waitFor();
    await dialog.getByRole('button', { name: en.note.confirmDelete }).click();
    await page.getByText(en.success.label_deleted).waitFor();
    await card.getByText(en.card.no_label).waitFor();

    // with no label, delete is disabled; adding the old one back says "added"
    await card.getByRole('button', { name: editLabel }).click();
    await expect(dialog.getByRole('button', { name: en.note.delete }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(en.note.label.field).fill(original!);
    await dialog.getByLabel(en.note.label.field).press('Enter');
    await page.getByText(en.success.label_added).waitFor();
    await card.getByText(original!, { exact: true }).waitFor();

    /** Shows just this number's card, found by number. */
    const showOnly = async (number: string) => {
      await panel.getByRole('button', { name: en.search.clear }).click();
      await panel.getByLabel(en.search.msisdn).pressSequentially(number);
      await panel.getByRole('button', { name: en.search.submit }).click();
      await cardFor(page, number).waitFor();
      await expect.poll(() => cards(page).count()).toBe(1);
    };
    const menuTrigger = (number: string) =>
      cardFor(page, number).getByRole('button', { name: en.menu.open.replace('{{phone}}', phone(number)) });

    // the actions menu follows the state: what the pure rule gives for each card, in English
    const features = new Set(FEATURE_NAMES);
    const menuTexts: Record<number, string[]> = {};
    for (const number of [DEMO_NUMBERS.active, DEMO_NUMBERS.blocked]) {
      const data = await cardOf(page, number);
      await showOnly(number);
      const numberCard = cardFor(page, number);
      await numberCard.getByText(data.lcState.name.en).waitFor();
      const expected = visibleMenuEntries(data, features).map((entry) => en.menu.entries[entry]);
      const trigger = menuTrigger(number);
      if (expected.length === 0) {
        await expect(trigger.count()).resolves.toBe(0);
        menuTexts[data.lcState.lcStateId] = [];
        continue;
      }
      await trigger.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      menuTexts[data.lcState.lcStateId] = await menu.getByRole('menuitem').allInnerTexts();
      expect(menuTexts[data.lcState.lcStateId]).toEqual(expected);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    // spec §2: Block only for 20, Unblock only for 42
    expect(menuTexts[20]).toContain(en.menu.entries.block);
    expect(menuTexts[20]).not.toContain(en.menu.entries.unblock);
    expect(menuTexts[42]).toContain(en.menu.entries.unblock);
    expect(menuTexts[42]).not.toContain(en.menu.entries.block);
    const rules = (state: number) => cardMenuEntries({ lcStateId: state, iccid: '1', type: 'POSTPAID' });
    expect(rules(20)).not.toEqual(rules(42));

    // block a state-20 number from its card (one no other journey changes), confirm, see it blocked
    const target = DEMO_NUMBERS.prepaid;
    const activeName = (await cardOf(page, target)).lcState.name.en;
    const blockedName = (await cardOf(page, DEMO_NUMBERS.blocked)).lcState.name.en;
    await showOnly(target);
    const targetCard = cardFor(page, target);
    await targetCard.getByText(activeName, { exact: true }).waitFor();
    await menuTrigger(target).click();
    await page.getByRole('menuitem', { name: en.menu.entries.block, exact: true }).click();
    const stateDialog = page.getByRole('dialog', { name: enState.title });
    await stateDialog.getByText(enState.question.suspend.replace('{{phone}}', phone(target))).waitFor();
    await stateDialog.getByRole('button', { name: enState.continue }).click();
    await stateDialog.waitFor({ state: 'hidden' });
    await page.getByText(enState.success).first().waitFor();
    await targetCard.getByText(blockedName, { exact: true }).waitFor();
    await expect(cardOf(page, target).then((c) => c.lcState.lcStateId)).resolves.toBe(42);

    // and unblock it again, with the keyboard only: the menu, its entry and the modal's button
    const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
    /** Presses the key until the element has the focus (a few presses at most). */
    const pressUntilFocused = async (key: string, locator: Locator) => {
      for (let i = 0; i < 6 && !(await isFocused(locator)); i++) await page.keyboard.press(key);
      await expect.poll(() => isFocused(locator)).toBe(true);
    };
    await menuTrigger(target).focus();
    await page.keyboard.press('Enter');
    const unblockItem = page.getByRole('menuitem', { name: en.menu.entries.unblock, exact: true });
    await unblockItem.waitFor();
    await expect(
      page.getByRole('menuitem', { name: en.menu.entries.block, exact: true }).count(),
    ).resolves.toBe(0);
    await pressUntilFocused('ArrowDown', unblockItem);
    await page.keyboard.press('Enter');
    await stateDialog.getByText(enState.question.activate.replace('{{phone}}', phone(target))).waitFor();
    await pressUntilFocused('Tab', stateDialog.getByRole('button', { name: enState.continue }));
    await page.keyboard.press('Enter');
    await stateDialog.waitFor({ state: 'hidden' });
    await targetCard.getByText(activeName, { exact: true }).waitFor();
    await expect(cardOf(page, target).then((c) => c.lcState.lcStateId)).resolves.toBe(20);

    // spec §4/§6: a Workmate number is blocked only via corporate support, from the list too
    await showOnly(DEMO_NUMBERS.workmate);
    await menuTrigger(DEMO_NUMBERS.workmate).click();
    await page.getByRole('menuitem', { name: en.menu.entries.block, exact: true }).click();
    // spec §2: the operator's HTML text (sanitised), as on the number's page
    await stateDialog.getByText('cannot be blocked in the cabinet', { exact: false }).waitFor();
    await stateDialog.getByRole('link', { name: '9099' }).waitFor();
    await expect(stateDialog.getByRole('button', { name: enState.continue }).count()).resolves.toBe(0);
    // the unblock's toast gone first: axe reads a toast fading out as text below AA contrast
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await stateDialog.getByRole('button', { name: enState.back }).click();
    await stateDialog.waitFor({ state: 'hidden' });
    // focus goes back to the card's menu button
    await expect.poll(() => isFocused(menuTrigger(DEMO_NUMBERS.workmate))).toBe(true);

    // SIM change opens its page
    await showOnly(DEMO_NUMBERS.blocked);
    await cardFor(page, DEMO_NUMBERS.blocked)
      .getByRole('button', { name: en.menu.open.replace('{{phone}}', phone(DEMO_NUMBERS.blocked)) })
      .click();
    await page.getByRole('menuitem', { name: en.menu.entries.sim_change }).click();
    await page.waitForURL(new RegExp(`/sim-change/${DEMO_NUMBERS.blocked}$`));
    await context.close();
  });

  it('fits a 375 px phone in Kazakh: folded search panel, no overflow, axe-clean', async () => {
    const context = await newContext(journey.browser, { viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await cards(page).first().waitFor();
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.goto('/numbers?page=2');
    const toggle = page.getByRole('button', { name: /Нөмірлерді іздеу/ });
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await page.getByLabel('Белгі', { exact: true }).fill('Қызмет');
    await page.getByLabel('Белгі', { exact: true }).press('Enter');
    await page.waitForURL(/label=/);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.locator('section[aria-busy="false"]').waitFor();
    await cards(page).first().getByText('Қызмет').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

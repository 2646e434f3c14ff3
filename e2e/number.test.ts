import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NUMBERS, FRAUD_REVIEW_NUMBER } from '../apps/api/src/db/seed/index.ts';
import en from '../apps/web/src/locales/en/number-detail.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/number-detail.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import ruErrors from '../apps/web/src/locales/ru/errors.json' with { type: 'json' };
import enNumbers from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import enState from '../apps/web/src/locales/en/state-change.json' with { type: 'json' };
import kkState from '../apps/web/src/locales/kk/state-change.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 005: the number detail — open a number from the list, connect a package (pending, then
// connected when the operator completes), an incompatible package after confirmation, block and
// unblock, a Workmate number refused with the support text, the contract phone block.

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
/** the operator completes after OPERATOR_DELAY_MS (1.5 s) plus a job round; allow a loaded machine */
const OPERATOR = { timeout: 45_000 };

/** The header's language selector; waits until the detail page speaks the language. */
async function chooseLanguage(page: Page, label: 'ENG' | 'ҚАЗ') {
  await page.getByRole('radiogroup', { name: 'Язык' }).getByText(label).click();
  const catalog = label === 'ENG' ? en : kk;
  await page.getByRole('heading', { name: catalog.general.title }).waitFor();
}

async function openNumber(page: Page, msisdn: string, heading = phone(msisdn)) {
  await page.goto(`/numbers/${msisdn}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const serviceRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

describe('number detail journey', () => {
  const journey = useJourney();
  let context: BrowserContext;

  async function start(viewport?: { width: number; height: number }): Promise<Page> {
    context = await newContext(journey.browser, { viewport });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    return page;
  }

  it('shows one service category at a time on a phone, with the slider (kk, 375; spec §2, §9)', async () => {
    const page = await start(PHONE);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await openNumber(page, DEMO_NUMBERS.active);
    const list = page.getByRole('tablist', { name: kk.services.tabsLabel });
    await list.getByRole('tab').first().waitFor();
    const boxes = await list.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const box = tab.getBoundingClientRect();
        return { top: Math.round(box.top), width: Math.round(box.width) };
      }),
    );
    const listWidth = Math.round((await list.boundingBox())!.width);
    expect(boxes.length).toBeGreaterThan(1);
    // every tab in one row, each the list's width: one shows, the others are a swipe or an arrow away
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
    for (const box of boxes) expect(Math.abs(box.width - listWidth)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: 'test-results/number/services-slider-kk-375.png', fullPage: true });
    await context.close();
  });

  it('opens a number from the list and shows its information (en)', async () => {
    const page = await start();
    await page.getByRole('radiogroup', { name: 'Язык' }).getByText('ENG').click();
    const panel = page.getByRole('search', { name: enNumbers.search.title });
    await panel.getByLabel(enNumbers.search.msisdn).pressSequentially(DEMO_NUMBERS.active);
    await panel.getByLabel(enNumbers.search.msisdn).press('Enter');
    await page
      .getByRole('link', { name: phone(DEMO_NUMBERS.active) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/numbers/${DEMO_NUMBERS.active}$`));
    await page.getByRole('heading', { level: 1, name: phone(DEMO_NUMBERS.active) }).waitFor();
    await page.getByText(en.status.ACTIVE, { exact: true }).waitFor();
    await page.getByRole('heading', { name: en.general.title }).waitFor();
    await page.getByRole('heading', { name: en.sim.title }).waitFor();
    await page.getByRole('heading', { name: en.services.title }).waitFor();
    await page.getByText(en.general.paymentType.POSTPAID, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('connects a package: pending, then connected when the operator completes (en)', async () => {
    const page = await start();
    await openNumber(page, DEMO_NUMBERS.active);
    await chooseLanguage(page, 'ENG');
    const name = '500 minutes in Kazakhstan';
    await page.getByRole('switch', { name: fill(en.services.toggleOn, { name }) }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: en.services.modal.title.connect });
    await dialog.getByText(fill(en.services.modal.question.connect, { name })).waitFor();
    await dialog.getByRole('button', { name: en.actions.continue }).click();
    await serviceRow(page, name).getByText(en.services.status.connecting, { exact: true }).waitFor();
    await serviceRow(page, name).getByText(en.services.status.connected, { exact: true }).waitFor(OPERATOR);
    expect(await page.getByRole('switch', { name: fill(en.services.toggleOff, { name }) }).isChecked()).toBe(
      true,
    );
    await context.close();
  });

  it("refuses a service change of the number in fraud review with its text, 'status not approved' (ru)", async () => {
    const page = await start();
    await openNumber(page, FRAUD_REVIEW_NUMBER);
    const toggle = page.getByRole('switch', {
      name: new RegExp(`^${fill(ru.services.toggleOn, { name: '' })}`),
    });
    await toggle.first().click({ force: true });
    const dialog = page.getByRole('dialog', { name: ru.services.modal.title.connect });
    await dialog.getByRole('button', { name: ru.actions.continue }).click();
    await page.getByText(ruErrors.fraud_block).first().waitFor();
    await page.screenshot({ path: 'test-results/number/fraud-block-ru-1280.png', fullPage: true });
    await context.close();
  });

  it('connects an incompatible package after confirming the other is disabled (kk)', async () => {
    const page = await start();
    await openNumber(page, DEMO_NUMBERS.active);
    await chooseLanguage(page, 'ҚАЗ');
    const wanted = 'Интернет 20 ГБ';
    const current = 'Интернет 5 ГБ';
    await page
      .getByRole('switch', { name: fill(kk.services.toggleOn, { name: wanted }) })
      .click({ force: true });
    const dialog = page.getByRole('dialog', { name: kk.services.modal.title.connect });
    await dialog.getByText(fill(kk.services.modal.replace, { name: wanted, conflicts: current })).waitFor();
    await dialog.getByRole('button', { name: kk.actions.continue }).click();
    await serviceRow(page, wanted).getByText(kk.services.status.connected, { exact: true }).waitFor(OPERATOR);
    await serviceRow(page, current)
      .getByText(kk.services.status.available, { exact: true })
      .waitFor(OPERATOR);
    await context.close();
  });

  it('blocks a number and unblocks it (kk)', async () => {
    const page = await start();
    await openNumber(page, DEMO_NUMBERS.active);
    await chooseLanguage(page, 'ҚАЗ');
    await page.getByRole('button', { name: kk.stateChange.button.suspend }).click();
    let dialog = page.getByRole('dialog', { name: kkState.title });
    await dialog.getByText(fill(kkState.question.suspend, { phone: phone(DEMO_NUMBERS.active) })).waitFor();
    await dialog.getByRole('button', { name: kkState.continue }).click();
    // decision 027: the operator accepted it and applies it a little later — the page says so meanwhile
    await page.getByText(kk.status.pendingNote).waitFor();
    await page.getByText(kk.status.PENDING, { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: kk.stateChange.button.activate }).count()).resolves.toBe(0);
    await page.getByText(kkState.success).waitFor();
    await page.getByText(kk.status.BLOCKED, { exact: true }).waitFor(OPERATOR);

    await page.getByRole('button', { name: kk.stateChange.button.activate }).click();
    dialog = page.getByRole('dialog', { name: kkState.title });
    await dialog.getByRole('button', { name: kkState.continue }).click();
    await page.getByText(kk.status.ACTIVE, { exact: true }).waitFor(OPERATOR);
    await page.getByRole('button', { name: kk.stateChange.button.suspend }).waitFor();
    await context.close();
  });

  it('refuses to block a Workmate number and shows the support text (en)', async () => {
    const page = await start();
    await openNumber(page, DEMO_NUMBERS.workmate);
    await chooseLanguage(page, 'ENG');
    await page.getByRole('button', { name: en.stateChange.button.suspend }).click();
    const dialog = page.getByRole('dialog', { name: enState.title });
    // spec §2: the Workmate modal shows the operator's HTML text (sanitised), not the catalogue's
    await dialog.getByText('cannot be blocked in the cabinet', { exact: false }).waitFor();
    await expect(dialog.locator('b', { hasText: 'Workmate' }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('link', { name: '9099' }).getAttribute('href')).resolves.toBe('tel:9099');
    expect(await dialog.getByRole('button', { name: enState.continue }).count()).toBe(0);
    await dialog.getByRole('button', { name: enState.back }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(en.status.ACTIVE, { exact: true }).waitFor();
    await context.close();
  });

  it('shows the contract phone block with a device select at 375 px (kk)', async () => {
    const page = await start(PHONE);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await openNumber(page, DEMO_NUMBERS.contractPhone);
    const block = page.getByRole('region', { name: kk.contractPhone.title });
    await block.getByText(kk.contractPhone.chooseDevice).waitFor();
    await block.getByRole('combobox', { name: kk.contractPhone.select }).click();
    await page.getByRole('option', { name: new RegExp(kk.contractPhone.statuses.ACTIVE) }).click();
    await block.getByText(kk.contractPhone.statuses.ACTIVE, { exact: true }).waitFor();
    await block.getByText(kk.contractPhone.recurring).waitFor();
    await block.getByText(kk.contractPhone.total).waitFor();
    // decision 027: the ended contract says the number moved to Standard Corp at its end (spec §4)
    await block.getByRole('combobox', { name: kk.contractPhone.select }).click();
    await page.getByRole('option', { name: new RegExp(kk.contractPhone.statuses.TERMINATED) }).click();
    await block.getByText(kk.contractPhone.standardCorpLabel, { exact: true }).waitFor();
    await block.getByText(kk.contractPhone.standardCorp.contract_end.split('{{date}}')[1]!.trim()).waitFor();
    await page.screenshot({ path: 'test-results/number/contract-phone-ended-kk-375.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CEIR_NUMBERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import enControls from '../apps/web/src/locales/en/controls.json' with { type: 'json' };
import enNumbers from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import enSuccess from '../apps/web/src/locales/en/success.json' with { type: 'json' };
import kkControls from '../apps/web/src/locales/kk/controls.json' with { type: 'json' };
import kkNumberDetail from '../apps/web/src/locales/kk/number-detail.json' with { type: 'json' };
import kkSimChange from '../apps/web/src/locales/kk/sim-change.json' with { type: 'json' };
import kkErrors from '../apps/web/src/locales/kk/errors.json' with { type: 'json' };
import kkSuccess from '../apps/web/src/locales/kk/success.json' with { type: 'json' };
import ruControls from '../apps/web/src/locales/ru/controls.json' with { type: 'json' };
import ruNumberDetail from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import ruSimChange from '../apps/web/src/locales/ru/sim-change.json' with { type: 'json' };
import ruSuccess from '../apps/web/src/locales/ru/success.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 014: the number controls in the browser — change a SIM and see the new ICCID on the detail
// page; set and remove a ban from the numbers list; forward busy to a service and no-answer to a
// number and see both after a reload; send a secret code. In ru, en and kk, at 1280 and 375 px.

const SHOTS = 'test-results/controls';
const LARGE = DEMO_COMPANIES.large.bin;

describe('number controls journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const used: string[] = [];

  /** An active number of the large company with nothing set (from the end: other journeys take the first). */
  async function freshNumber(): Promise<string> {
    const { rows } = await journey.database.pool.query<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
        where customer_bin = $1 and lc_state_id = 20 and not is_m2m_subscriber and subscriber_flags is null
          and not is_sms_ussd_mgm_ban_enabled and not is_app_access_blocked and has_app_call_details_access
          and not esim
          and not exists (select 1 from operator.forwarding_settings f where f.msisdn = s.msisdn)
          and msisdn <> all($2)
        order by msisdn desc limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)]],
    );
    used.push(rows[0]!.msisdn);
    return rows[0]!.msisdn;
  }
  const blankCard = async (): Promise<string> =>
    (
      await journey.database.pool.query<{ iccid: string }>(
        `select iccid from operator.sim_cards where customer_bin = $1 and state = 'BLANK' order by iccid desc limit 1`,
        [LARGE],
      )
    ).rows[0]!.iccid;

  async function openDetail(msisdn: string, opts: { viewport?: typeof PHONE; locale?: string } = {}) {
    const context = await newContext(journey.browser, opts);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    return { context, page };
  }
  const openMenuEntry = async (page: Page, actions: string, entry: string) => {
    await page.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: entry }).click();
  };

  it('changes the SIM card from the detail page and shows the new ICCID (ru, 1280)', async () => {
    const msisdn = await freshNumber();
    const iccid = await blankCard();
    const { context, page } = await openDetail(msisdn);
    await openMenuEntry(page, ruNumberDetail.header.actions, ruNumberDetail.header.menu.sim_change);
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(ruSimChange.iccid.label);
    const next = dialog.getByRole('button', { name: ruSimChange.continue });
    // prefilled with the prefix, in groups of four; Continue only at 20 digits
    expect(await field.inputValue()).toBe('8999 702');
    expect(await next.isDisabled()).toBe(true);
    await field.click();
    await field.press('End');
    await field.pressSequentially(iccid.slice(7, 19));
    expect(await next.isDisabled()).toBe(true);
    await field.pressSequentially(iccid.slice(19));
    expect(await field.inputValue()).toBe(iccid.replace(/(.{4})/g, '$1 ').trim());
    await page.screenshot({ path: `${SHOTS}/iccid-modal-ru-1280.png` });
    await next.click();
    await page.getByText(ruSuccess.sim_changed).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(iccid, { exact: true }).waitFor();
    await context.close();
  });

  it('refuses a card not of the company’s stock, then takes one of its cards on the SIM change page (kk, 375)', async () => {
    const msisdn = await freshNumber();
    const { context, page } = await openDetail(msisdn, { viewport: PHONE, locale: 'kk-KZ' });
    await page.goto(`/sim-change/${msisdn}`);
    await page
      .getByRole('heading', { level: 1, name: kkSimChange.title.replace('{{phone}}', phone(msisdn)) })
      .waitFor();
    await page.getByText(kkSimChange.description).waitFor();
    const field = page.getByLabel(kkSimChange.iccid.label);
    await field.click();
    await field.press('End');
    // a card that is not the company's: 'Order cannot be fulfilled', the field back at the prefix
    await field.pressSequentially('1234567890123');
    await page.screenshot({ path: `${SHOTS}/sim-change-page-kk-375.png`, fullPage: true });
    await page.getByRole('button', { name: kkSimChange.continue }).click();
    await page.getByText(kkErrors.sim_change_failed).first().waitFor();
    await expect.poll(() => field.inputValue()).toBe('8999 702');
    expect(await page.getByRole('button', { name: kkSimChange.continue }).isDisabled()).toBe(true);
    // a blank card of the company's stock: the number is on it, the field back at the prefix
    const iccid = await blankCard();
    await field.click();
    await field.press('End');
    await field.pressSequentially(iccid.slice(7));
    await page.getByRole('button', { name: kkSimChange.continue }).click();
    const grouped = iccid.replace(/(.{4})/g, '$1 ').trim();
    await page.getByText(kkSimChange.newIccid.replace('{{iccid}}', grouped)).waitFor();
    await page.getByText(kkSuccess.sim_changed).first().waitFor();
    await expect.poll(() => field.inputValue()).toBe('8999 702');
    // Cancel sends nothing
    const before = (
      await journey.database.pool.query(`select iccid from operator.subscribers where msisdn = $1`, [msisdn])
    ).rows[0];
    await page.getByRole('button', { name: kkSimChange.cancel }).click();
    expect(
      (
        await journey.database.pool.query(`select iccid from operator.subscribers where msisdn = $1`, [
          msisdn,
        ])
      ).rows[0],
    ).toEqual(before);
    await context.close();
  });

  it('sets and removes the SMS/USSD ban from the numbers list (en, 375)', async () => {
    const msisdn = await freshNumber();
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/numbers?msisdn=${msisdn}`);
    const actions = page.getByRole('button', {
      name: enNumbers.menu.open.replace('{{phone}}', phone(msisdn)),
    });
    await actions.click();
    await page.getByRole('menuitem', { name: enNumbers.menu.entries.sms_ussd_ban }).click();
    let dialog = page.getByRole('dialog', { name: enControls.sms_ussd_ban.title });
    await dialog.getByText(enControls.sms_ussd_ban.off).waitFor();
    await page.screenshot({ path: `${SHOTS}/ban-modal-en-375.png` });
    await dialog.getByRole('button', { name: enControls.sms_ussd_ban.set }).click();
    await page.getByText(enSuccess.sms_ussd_ban_set).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await actions.click();
    await page.getByRole('menuitem', { name: enNumbers.menu.entries.sms_ussd_ban }).click();
    dialog = page.getByRole('dialog', { name: enControls.sms_ussd_ban.title });
    await dialog.getByText(enControls.sms_ussd_ban.on).waitFor();
    await dialog.getByRole('button', { name: enControls.sms_ussd_ban.remove }).click();
    await page.getByText(enSuccess.sms_ussd_ban_removed).first().waitFor();
    const { rows } = await journey.database.pool.query(
      `select is_set from operator.bans where msisdn = $1 and kind = 'SMS_USSD_MGM' order by id`,
      [msisdn],
    );
    expect(rows).toEqual([{ is_set: true }, { is_set: false }]);
    await context.close();
  });

  it('forwards busy to a service and no-answer to a number, and shows both after a reload (ru, 1280)', async () => {
    const msisdn = await freshNumber();
    const { context, page } = await openDetail(msisdn);
    const t = ruControls.forwarding;
    await openMenuEntry(page, ruNumberDetail.header.actions, ruNumberDetail.header.menu.call_forwarding);
    let dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('button', { name: t.setOf.replace('{{type}}', t.types.BUSY) }).click();
    await dialog.getByRole('radio', { name: t.toService }).check();
    await dialog.getByRole('combobox', { name: t.service }).click();
    await page.getByRole('option', { name: t.services.voice_mail.replace('{{code}}', '2000') }).click();
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByText(ruSuccess.call_divert_set).first().waitFor();
    await dialog.getByText(t.services.voice_mail.replace('{{code}}', '2000')).waitFor();

    await dialog.getByRole('button', { name: t.setOf.replace('{{type}}', t.types.NO_ANSWER) }).click();
    const number = dialog.getByRole('textbox', { name: t.number, exact: true });
    await number.click();
    await number.pressSequentially('7011234567');
    expect(await number.inputValue()).toBe('(701) 123-45-67');
    await page.screenshot({ path: `${SHOTS}/forwarding-modal-ru-1280.png` });
    await dialog.getByRole('button', { name: t.save }).click();
    await dialog.getByText(phone('7011234567')).waitFor();
    expect(await dialog.getByRole('switch', { name: t.switch }).isChecked()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    const controls = page.getByRole('region', { name: ruNumberDetail.controls.title });
    await controls.getByText(ruNumberDetail.controls.state.call_forwarding.on, { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-controls-ru-1280.png`, fullPage: true });
    await openMenuEntry(page, ruNumberDetail.header.actions, ruNumberDetail.header.menu.call_forwarding);
    dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByText(t.services.voice_mail.replace('{{code}}', '2000')).waitFor();
    await dialog.getByText(phone('7011234567')).waitFor();
    const { rows } = await journey.database.pool.query(
      `select is_forwarding_on, busy_to, no_answer_to from operator.forwarding_settings where msisdn = $1`,
      [msisdn],
    );
    expect(rows).toEqual([{ is_forwarding_on: true, busy_to: '7012000000', no_answer_to: '7011234567' }]);
    await context.close();
  });

  it('shows the card menu and the forwarding modal at phone width (en, 375)', async () => {
    const msisdn = await freshNumber();
    const { context, page } = await openDetail(msisdn, { viewport: PHONE, locale: 'en-US' });
    await page.goto(`/numbers?msisdn=${msisdn}`);
    await page.getByRole('button', { name: enNumbers.menu.open.replace('{{phone}}', phone(msisdn)) }).click();
    await page.getByRole('menuitem', { name: enNumbers.menu.entries.call_forwarding }).waitFor();
    await page.screenshot({ path: `${SHOTS}/card-menu-en-375.png` });
    await page.getByRole('menuitem', { name: enNumbers.menu.entries.call_forwarding }).click();
    const t = enControls.forwarding;
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('button', { name: t.setOf.replace('{{type}}', t.types.DEFAULT) }).click();
    await dialog.getByRole('textbox', { name: t.number, exact: true }).waitFor();
    expect(await dialog.getByRole('switch', { name: t.switch }).isChecked()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/forwarding-modal-en-375.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('sends the secret code after confirmation (kk, 1280)', async () => {
    const msisdn = await freshNumber();
    const { context, page } = await openDetail(msisdn, { locale: 'kk-KZ' });
    await openMenuEntry(page, kkNumberDetail.header.actions, kkNumberDetail.header.menu.secret_code_send);
    const dialog = page.getByRole('dialog', { name: kkControls.secretCode.send.title });
    await dialog.getByText(kkControls.secretCode.send.question.replace('{{phone}}', phone(msisdn))).waitFor();
    await page.screenshot({ path: `${SHOTS}/secret-code-kk-1280.png` });
    await dialog.getByRole('button', { name: kkControls.secretCode.send.confirm }).click();
    await page.getByText(kkSuccess.secret_code_sent).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const { rows } = await journey.database.pool.query(
      `select count(*)::int as n from operator.secret_code_sends where msisdn = $1`,
      [msisdn],
    );
    expect(rows).toEqual([{ n: 1 }]);
    await context.close();
  });
});

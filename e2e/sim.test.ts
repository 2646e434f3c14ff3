import { describe, expect, it } from 'vitest';
import kkControls from '../apps/web/src/locales/kk/controls.json' with { type: 'json' };
import kkNumberDetail from '../apps/web/src/locales/kk/number-detail.json' with { type: 'json' };
import kkSimChange from '../apps/web/src/locales/kk/sim-change.json' with { type: 'json' };
import kkErrors from '../apps/web/src/locales/kk/errors.json' with { type: 'json' };
import kkSuccess from '../apps/web/src/locales/kk/success.json' with { type: 'json' };
import ruNumberDetail from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import ruSimChange from '../apps/web/src/locales/ru/sim-change.json' with { type: 'json' };
import ruSuccess from '../apps/web/src/locales/ru/success.json' with { type: 'json' };
import { PHONE, phone } from './browser.ts';
import { useJourney } from './journey.ts';
import { numberJourney } from './number-journey.ts';

// Decision 014: the SIM card in the browser — change it and see the new ICCID on the detail page, a
// card not of the company's stock refused, the secret code sent. In ru and kk, at 1280 and 375 px.

const SHOTS = 'test-results/sim';

describe('SIM journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const { freshNumber, blankCard, openDetail, openMenuEntry } = numberJourney(journey, 0);

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

import { describe, expect, it } from 'vitest';
import enControls from '../apps/web/src/locales/en/controls.json' with { type: 'json' };
import enNumbers from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import ruControls from '../apps/web/src/locales/ru/controls.json' with { type: 'json' };
import ruNumberDetail from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import ruSuccess from '../apps/web/src/locales/ru/success.json' with { type: 'json' };
import { PHONE, phone, seriousViolations } from './browser.ts';
import { useJourney } from './journey.ts';
import { numberJourney } from './number-journey.ts';

// Decision 014: call forwarding in the browser — forward busy to a service and no-answer to a number
// and see both after a reload; the card menu and the modal at phone width.

const SHOTS = 'test-results/forwarding';

describe('forwarding journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const { freshNumber, openDetail, openMenuEntry } = numberJourney(journey, 2);

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
});

import { describe, expect, it } from 'vitest';
import enControls from '../apps/web/src/locales/en/controls.json' with { type: 'json' };
import enNumbers from '../apps/web/src/locales/en/numbers.json' with { type: 'json' };
import enSuccess from '../apps/web/src/locales/en/success.json' with { type: 'json' };
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';
import { numberJourney } from './number-journey.ts';

// Decision 014: the bans in the browser — set and remove the SMS/USSD ban from the numbers list (en,
// 375 px).

const SHOTS = 'test-results/bans';

describe('bans journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const { freshNumber } = numberJourney(journey, 1);

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
});

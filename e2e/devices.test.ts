import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CEIR_NUMBERS, CEIR_OWNERS } from '../apps/api/src/db/seed/index.ts';
import enNumberDetail from '../apps/web/src/locales/en/number-detail.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/devices.json' with { type: 'json' };
import enErrors from '../apps/web/src/locales/en/errors.json' with { type: 'json' };
import enSuccess from '../apps/web/src/locales/en/success.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru/devices.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/devices.json' with { type: 'json' };
import kkErrors from '../apps/web/src/locales/kk/errors.json' with { type: 'json' };
import ruSuccess from '../apps/web/src/locales/ru/success.json' with { type: 'json' };
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 017: device registration on the number detail — register and see the application pending,
// then done when the register answers; a duplicate refused (registered after 01.01.2019); a
// re-registration of an IMEI owned by another IIN, the form locking on success.

/** the register answers after CEIR_DELAY_MS (OPERATOR_DELAY_MS, 1.5 s) plus a job round */
const REGISTER = { timeout: 45_000 };

describe('device registration journey', () => {
  const journey = useJourney({ database: true });
  let context: BrowserContext;

  async function openNumber(
    msisdn: string,
    opts: { viewport?: { width: number; height: number }; locale?: string } = {},
  ): Promise<Page> {
    // the browser's language on a first visit (en-US → English)
    context = await newContext(journey.browser, opts);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    return page;
  }
  const section = (page: Page, title: string) => page.getByRole('region', { name: title });

  it('registers the current IMEI: application sent, then done when the register answers (ru)', async () => {
    const page = await openNumber(CEIR_NUMBERS.unregistered);
    const devices = section(page, ru.title);
    await devices.getByText(ru.imeiStatus.not_registered, { exact: true }).waitFor();
    // request history is the default tab
    expect(await devices.getByRole('tab', { name: ru.tabs.history }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await devices.getByText(ru.history.empty).waitFor();

    await devices.getByRole('button', { name: ru.actions.register }).click();
    await page.getByText(ruSuccess.device_request_sent).first().waitFor();
    const history = devices.getByRole('table', { name: ru.tabs.history });
    await history.getByText(ru.condition.sent, { exact: true }).waitFor();
    await history.getByText(ru.requestType.REGISTER, { exact: true }).waitFor();
    await devices.getByRole('tab', { name: ru.tabs.registrations }).click();
    await devices.getByText(ru.registrations.pending, { exact: true }).waitFor();

    await devices.getByRole('tab', { name: ru.tabs.history }).click();
    await history.getByText(ru.condition.done, { exact: true }).waitFor(REGISTER);
    await devices.getByText(ru.imeiStatus.registered_new, { exact: true }).waitFor();
    await devices.getByRole('tab', { name: ru.tabs.registrations }).click();
    await devices.getByRole('button', { name: ru.registrations.remove }).waitFor();
    await context.close();
  });

  it('refuses a duplicate registered after 01.01.2019, then re-registers the IMEI owned by another IIN (en, phone)', async () => {
    const page = await openNumber(CEIR_NUMBERS.otherIin, { viewport: PHONE, locale: 'en-US' });
    await page.getByRole('heading', { name: enNumberDetail.general.title }).waitFor();
    const devices = section(page, en.title);
    await devices.getByText(en.imeiStatus.not_registered, { exact: true }).waitFor();
    // another owner's document exists: re-register and duplicate instead of Register
    expect(await devices.getByRole('button', { name: en.actions.register, exact: true }).count()).toBe(0);

    await devices.getByRole('button', { name: en.actions.duplicate }).click();
    let dialog = page.getByRole('dialog', { name: en.owner.duplicate.title });
    await dialog.getByText(CEIR_OWNERS.personIin).waitFor();
    await dialog.getByRole('button', { name: en.owner.continue }).click();
    await dialog.getByRole('button', { name: en.owner.duplicate.send }).click();
    await page.getByText(enErrors.device_duplicate_prohibited).first().waitFor();
    await dialog.getByRole('button', { name: en.owner.duplicate.send }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await devices.getByRole('button', { name: en.actions.reregister }).click();
    dialog = page.getByRole('dialog', { name: en.owner.reregister.title });
    await dialog.getByRole('button', { name: en.owner.continue }).click();
    const send = dialog.getByRole('button', { name: en.owner.reregister.send });
    const oldMsisdn = dialog.getByLabel(en.owner.oldMsisdn);
    const oldDoc = dialog.getByLabel(en.owner.oldDocNumber);
    await oldMsisdn.pressSequentially(CEIR_OWNERS.personOldMsisdn);
    expect(await oldMsisdn.inputValue()).toBe('7-777-222-33-44');
    // spec §5: both valid to enable the button
    expect(await send.isDisabled()).toBe(true);
    await oldDoc.pressSequentially(CEIR_OWNERS.personIin.slice(0, 11));
    expect(await send.isDisabled()).toBe(true);
    await oldDoc.pressSequentially(CEIR_OWNERS.personIin.slice(11));
    await send.click();
    await dialog.getByText(enSuccess.device_reregistered).waitFor();
    // locked with the success
    expect(await oldMsisdn.isDisabled()).toBe(true);
    expect(await send.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    const history = devices.getByRole('table', { name: en.tabs.history });
    await history.getByText(en.requestType.REREGISTRATION, { exact: true }).waitFor();
    await history.getByText(en.condition.done, { exact: true }).waitFor(REGISTER);
    await devices.getByText(en.imeiStatus.registered_new, { exact: true }).waitFor();
    await devices.getByRole('button', { name: en.actions.register, exact: true }).waitFor();
    await context.close();
  });
  it("sends the owner's BIN/IIN with Register, warning of a failed check digit without refusing (kk)", async () => {
    const [row] = await journey.sql<{ msisdn: string }>(
      `select s.msisdn from operator.subscribers s
        where s.customer_bin = (select customer_bin from operator.subscribers where msisdn = $1)
          and s.lc_state_id = 20 and not s.is_m2m_subscriber and s.imei is not null and s.msisdn <> all($2)
          and not exists (select 1 from operator.device_registrations r where r.imei = s.imei)
          and not exists (select 1 from operator.ceir_orders o where o.msisdn = s.msisdn or o.imei = s.imei)
        order by s.msisdn desc limit 1`,
      [CEIR_NUMBERS.unregistered, Object.values(CEIR_NUMBERS)],
    );
    const page = await openNumber(row!.msisdn, { viewport: PHONE, locale: 'kk-KZ' });
    const devices = section(page, kk.title);
    const iin = CEIR_OWNERS.personIin;
    const odd = iin.slice(0, 11) + String((Number(iin[11]) + 1) % 10);
    await devices.getByLabel(kk.register.ownerDocNumber).pressSequentially(odd);
    await devices.getByText(kk.register.checkDigitWarning).waitFor();
    await page.screenshot({ path: 'test-results/devices/register-owner-kk-375.png', fullPage: true });
    await devices.getByRole('button', { name: kk.actions.register, exact: true }).click();
    // the register checked the named document: the IMEI is not registered under it
    const history = devices.getByRole('table', { name: kk.tabs.history });
    await history.getByText(kkErrors.device_validation_failure).waitFor(REGISTER);
    await context.close();
  });
});

import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import en from '../apps/web/src/locales/en/esim.json' with { type: 'json' };
import enNumberDetail from '../apps/web/src/locales/en/number-detail.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/esim.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru/esim.json' with { type: 'json' };
import ruNumberDetail from '../apps/web/src/locales/ru/number-detail.json' with { type: 'json' };
import kkNumberDetail from '../apps/web/src/locales/kk/number-detail.json' with { type: 'json' };
import kkMailbox from '../apps/web/src/locales/kk/mailbox.json' with { type: 'json' };
import ruErrors from '../apps/web/src/locales/ru/errors.json' with { type: 'json' };
import { newContext, PHONE, phone, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 016: the eSIM change wizard from the OS choice to success with a reserve (ru, desktop), the
// release-eSIM modal (en, phone), the QR e-mail in the demo mailbox, and the wizard in Kazakh.

const SHOTS = 'test-results/esim';
/** the SM-DP+ answers after ESIM_DELAY_MS (OPERATOR_DELAY_MS, 1.5 s) plus a job round */
const READY = { timeout: 45_000 };
/** The value of a term of the number's information cards (spec §2 General info, SIM). */
const termValue = (page: Page, term: string) =>
  page.locator(`xpath=//dt[normalize-space()="${term}"]/following-sibling::dd[1]`).first();
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe('eSIM journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const used: string[] = [];

  const { sql } = journey;

  /** A fresh active plastic-SIM number of the large company, with no eSIM history. */
  async function freshNumber(): Promise<string> {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
        where customer_bin = $1 and lc_state_id = 20 and not is_m2m_subscriber and not esim
          and subscriber_flags is null and msisdn <> all($2)
          and coalesce(available_by_credit_limit_or_pia_balance, 0) >= 0
          and not exists (select 1 from operator.esim_profiles p where p.msisdn = s.msisdn)
          and not exists (select 1 from operator.esim_operations o where o.msisdn = s.msisdn)
        order by msisdn desc limit 1`,
      [DEMO_COMPANIES.large.bin, [...used, ...Object.values(DEMO_NUMBERS)]],
    );
    used.push(row!.msisdn);
    return row!.msisdn;
  }
  const codeOf = async (msisdn: string) =>
    (
      await sql<{ code: string }>(
        `select code from operator.esim_activation_codes where msisdn = $1 order by id desc limit 1`,
        [msisdn],
      )
    )[0]?.code;

  /** What a phone camera reads off the QR code on the screen. */
  async function readQr(page: Page): Promise<string | undefined> {
    const img = page.getByTestId('esim-qr');
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="esim-qr"]') as HTMLImageElement | null;
      return !!el && el.complete && el.naturalWidth > 0;
    });
    const png = PNG.sync.read(await img.screenshot());
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  }

  it('walks the wizard from the OS choice to success with a reserve, e-mails the QR (ru, desktop)', async () => {
    const msisdn = await freshNumber();
    const oldIccid = (
      await sql<{ iccid: string }>(`select iccid from operator.subscribers where msisdn = $1`, [msisdn])
    )[0]!.iccid;
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    await page.getByRole('button', { name: ruNumberDetail.header.actions }).click();
    await page.getByRole('menuitem', { name: ruNumberDetail.header.menu.esim_change }).click();

    await page.getByRole('heading', { level: 1, name: fill(ru.title, { phone: phone(msisdn) }) }).waitFor();
    // came from the number's page: the back link names it
    await page.getByRole('link', { name: `← ${ru.back.detail}` }).waitFor();
    const progress = page.getByTestId('esim-progress');
    // nothing reserved yet: 5 steps (spec §2), once the status check has answered
    await expect
      .poll(() => progress.textContent())
      .toBe(fill(ru.progress, { step: 1, total: 5, name: ru.steps.os }));
    await page.screenshot({ path: `${SHOTS}/wizard-0-os-ru-1280.png`, fullPage: true });

    await page.getByRole('button', { name: ru.os.android }).click();
    await page.waitForURL(/step=1/);
    await expect
      .poll(() => progress.textContent())
      .toBe(fill(ru.progress, { step: 2, total: 5, name: ru.steps.instructions }));
    await page.getByText(ru.instructions.android[1]!).waitFor();
    await page.getByText(ru.status.readyForReserve).waitFor();
    // cancel steps back, the OS choice again
    await page.getByRole('button', { name: ru.actions.cancel }).click();
    await page.waitForURL(/step=0/);
    await page.getByRole('button', { name: ru.os.ios }).click();
    await page.getByText(ru.instructions.ios[1]!).waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-1-instructions-ru-1280.png`, fullPage: true });

    await page.getByRole('button', { name: ru.actions.reserve }).click();
    await page.waitForURL(/step=2.*reserve=1|reserve=1.*step=2/);
    await expect
      .poll(() => progress.textContent())
      .toBe(fill(ru.progress, { step: 3, total: 5, name: ru.steps.qr }));
    const code = await readQr(page).then(async (read) => ({ read, stored: await codeOf(msisdn) }));
    expect(code.read).toMatch(/^LPA:1\$smdp\.example\.kz\$/);
    expect(code.read).toBe(code.stored);
    await page.screenshot({ path: `${SHOTS}/wizard-2-qr-ru-1280.png`, fullPage: true });

    // the QR by e-mail, to the user's own address (filled in)
    await page.getByRole('button', { name: ru.send.button, exact: true }).click();
    const sent = page.getByRole('status').filter({ hasText: /QR-код отправлен на/ });
    await sent.first().waitFor();

    await page.getByRole('button', { name: ru.actions.continue }).click();
    await expect
      .poll(() => progress.textContent())
      .toBe(fill(ru.progress, { step: 4, total: 5, name: ru.steps.agreement }));
    const changeButton = page.getByRole('button', { name: ru.agreement.change });
    expect(await changeButton.isDisabled()).toBe(true);
    await page.getByLabel(ru.agreement.checkbox).check();
    expect(await changeButton.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/wizard-3-agreement-ru-1280.png`, fullPage: true });
    await changeButton.click();
    const confirm = page.getByRole('dialog', { name: ru.confirm.title });
    await confirm.getByRole('button', { name: ru.confirm.back }).click();
    await confirm.waitFor({ state: 'hidden' });
    await changeButton.click();
    await page
      .getByRole('dialog', { name: ru.confirm.title })
      .getByRole('button', { name: ru.confirm.yes })
      .click();

    await page.getByRole('heading', { name: ru.success.title }).waitFor();
    await page.getByRole('dialog', { name: ru.confirm.title }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => progress.textContent())
      .toBe(fill(ru.progress, { step: 5, total: 5, name: ru.steps.success }));
    await page.screenshot({ path: `${SHOTS}/wizard-4-success-ru-1280.png`, fullPage: true });
    const [card] = await sql<{ iccid: string; esim: boolean }>(
      `select iccid, esim from operator.subscribers where msisdn = $1`,
      [msisdn],
    );
    expect(card!.esim).toBe(true);
    expect(card!.iccid).not.toBe(oldIccid);

    // the number's page: eSIM enabled, the new ICCID
    await page.getByRole('link', { name: ru.success.back }).click();
    await page.waitForURL(new RegExp(`/numbers/${msisdn}$`));
    await expect
      .poll(() => termValue(page, ruNumberDetail.general.esim).innerText())
      .toBe(ruNumberDetail.general.esimOn);
    expect(await termValue(page, ruNumberDetail.sim.iccid).innerText()).toBe(card!.iccid);

    // the demo mailbox: the QR e-mail with the code inline, once the mail job delivered it
    const subject = `QR-код eSIM для номера ${phone(msisdn)}`;
    await expect
      .poll(
        async () =>
          (
            await sql<{ state: string }>(`select state from portal.mail_outbox where subject = $1`, [subject])
          )[0]?.state,
        READY,
      )
      .toBe('sent');
    await page.goto('/mailbox');
    await page.getByText(subject).first().click();
    await expect.poll(() => page.getByRole('article').getByRole('heading').innerText()).toBe(subject);
    const frame = page.frameLocator('iframe[sandbox]');
    await frame.getByText('Код действителен 1 день.').waitFor();
    await frame.locator('img').first().waitFor();
    // the message has its layout (the frame has settled to the article's width)
    await expect
      .poll(() => frame.locator('body > div').evaluate((el) => el.getBoundingClientRect().width))
      .toBeGreaterThan(400);
    await page.screenshot({ path: `${SHOTS}/mailbox-qr-ru-1280.png`, fullPage: true });
    await context.close();
  });

  it('changes to the eSIM in the release-eSIM modal (en, phone)', async () => {
    const msisdn = await freshNumber();
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    await page.getByRole('button', { name: enNumberDetail.header.actions }).click();
    await page.getByRole('menuitem', { name: enNumberDetail.header.menu.esim_release }).click();

    const modal = page.getByRole('dialog', { name: fill(en.release.title, { phone: phone(msisdn) }) });
    await modal.waitFor();
    // spec §2: a modal opened by name over the number's page, not a screen of its own
    expect(new URL(page.url()).pathname).toBe(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    expect(await modal.getByRole('listitem').count()).toBe(10);
    for (const notice of Object.values(en.release.notices)) await modal.getByText(notice).waitFor();
    await modal.getByText(en.status.readyForReserve).waitFor();
    await page.screenshot({ path: `${SHOTS}/release-0-en-375.png`, fullPage: true });

    await modal.getByRole('button', { name: en.actions.reserve }).click();
    expect(await readQr(page)).toBe(await codeOf(msisdn));
    await modal.getByRole('button', { name: en.release.next }).click();
    await modal.getByText(en.release.waiting.text).waitFor();
    const changeButton = modal.getByRole('button', { name: en.release.change });
    expect(await changeButton.isDisabled()).toBe(true);
    await modal.getByLabel(en.release.waiting.checkbox).check();
    await page.screenshot({ path: `${SHOTS}/release-1-waiting-en-375.png`, fullPage: true });
    await changeButton.click();
    await page
      .getByRole('dialog', { name: en.confirm.title })
      .getByRole('button', { name: en.confirm.yes })
      .click();
    await modal.getByText(en.release.success).waitFor();
    await page.getByRole('dialog', { name: en.confirm.title }).waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${SHOTS}/release-2-success-en-375.png`, fullPage: true });
    await modal.getByRole('button', { name: en.release.complete }).click();
    await page.waitForURL(new RegExp(`/numbers/${msisdn}$`));
    await expect
      .poll(() => termValue(page, enNumberDetail.general.esim).innerText())
      .toBe(enNumberDetail.general.esimOn);
    await context.close();
  });

  it('texts the QR link from the release modal (kk): the mailbox shows the SMS, the link shows the QR in one browser only (ru, phone)', async () => {
    const msisdn = await freshNumber();
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.goto(`/numbers/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
    await page.getByRole('button', { name: kkNumberDetail.header.actions }).click();
    await page.getByRole('menuitem', { name: kkNumberDetail.header.menu.esim_release }).click();
    const modal = page.getByRole('dialog', { name: fill(kk.release.title, { phone: phone(msisdn) }) });
    await modal.getByRole('button', { name: kk.actions.reserve }).click();
    const code = await readQr(page);
    expect(code).toBe(await codeOf(msisdn));
    await modal.getByText(fill(kk.sms.title, { phone: phone(msisdn) })).waitFor();
    await modal.getByRole('button', { name: kk.sms.button }).click();
    await modal
      .getByRole('status')
      .getByText(fill(kk.sms.sent, { phone: phone(msisdn) }))
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/sms-sent-kk-1280.png`, fullPage: true });

    // the demo mailbox: the text beside the e-mail, with its link
    await page.goto('/mailbox');
    const texts = page.getByRole('region', { name: kkMailbox.sms.title });
    const item = texts
      .getByRole('listitem')
      .filter({ hasText: phone(msisdn) })
      .first();
    await item.getByText('eSIM орнатуға арналған QR-код').waitFor();
    const link = await item.getByRole('link', { name: kkMailbox.sms.openLink }).getAttribute('href');
    expect(link).toMatch(/\/esim-qr\/[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: `${SHOTS}/mailbox-sms-kk-1280.png`, fullPage: true });
    await context.close();

    // whoever holds the link: no sign-in, the QR the camera reads (ru, phone width)
    const holder = await newContext(journey.browser, { viewport: PHONE });
    const phonePage = await holder.newPage();
    await phonePage.goto(link!);
    expect(await readQr(phonePage)).toBe(code);
    await phonePage.getByText(code!).waitFor();
    await phonePage.screenshot({ path: `${SHOTS}/sms-link-qr-ru-375.png`, fullPage: true });
    await phonePage.reload();
    expect(await readQr(phonePage)).toBe(code);
    await holder.close();

    // another browser: the link was opened elsewhere
    const other = await newContext(journey.browser, { viewport: PHONE });
    const otherPage = await other.newPage();
    await otherPage.goto(link!);
    await otherPage.getByRole('alert').getByText(ruErrors.esim_qr_link_opened_elsewhere).waitFor();
    expect(await otherPage.getByTestId('esim-qr').count()).toBe(0);
    await otherPage.screenshot({ path: `${SHOTS}/sms-link-elsewhere-ru-375.png`, fullPage: true });
    await other.close();
  });

  it('shows the wizard in Kazakh at phone width, and unavailable on a blocked number', async () => {
    const msisdn = await freshNumber();
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/esim-change/${msisdn}`);
    await page.getByRole('heading', { level: 1, name: fill(kk.title, { phone: phone(msisdn) }) }).waitFor();
    // not from the number's page: the back link names the numbers list
    await page.getByRole('link', { name: `← ${kk.back.management}` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-0-os-kk-375.png`, fullPage: true });
    await page.getByRole('button', { name: kk.os.android }).click();
    await page.getByRole('button', { name: kk.actions.reserve }).click();
    await readQr(page);
    await page.screenshot({ path: `${SHOTS}/wizard-2-qr-kk-375.png`, fullPage: true });

    // reserved and ready: 4 steps, the QR code on the instructions step (no reserve)
    await page.goto(`/esim-change/${msisdn}`);
    await page.getByRole('button', { name: kk.os.ios }).click();
    await expect
      .poll(() => page.getByTestId('esim-progress').textContent())
      .toBe(fill(kk.progress, { step: 2, total: 4, name: kk.steps.instructions }));
    expect(await readQr(page)).toBe(await codeOf(msisdn));
    expect(await page.getByRole('button', { name: kk.actions.continue }).isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/wizard-1-instructions-qr-kk-375.png`, fullPage: true });

    const blocked = await freshNumber();
    await sql(`update operator.subscribers set lc_state_id = 42, state = 'SUSPENDED' where msisdn = $1`, [
      blocked,
    ]);
    await page.goto(`/esim-change/${blocked}?step=1&os=ios`);
    await page.getByText(kk.status.stateFail).waitFor();
    expect(await page.getByRole('button', { name: kk.actions.reserve }).count()).toBe(0);
    expect(await page.getByRole('button', { name: kk.actions.continue }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/wizard-blocked-kk-375.png`, fullPage: true });
    await context.close();
  });
  it("shows 'has balance: visit a store' (kk) and goes on after a second reserve is refused (ru)", async () => {
    const rich = await freshNumber();
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = $1`,
      [rich, 600_000_00],
    );
    const kkContext = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const kkPage = await kkContext.newPage();
    await signIn(kkPage, 'admin');
    await kkPage.waitForURL(/\/numbers/);
    await kkPage.goto(`/esim-change/${rich}?step=1&os=ios`);
    await kkPage.getByText(kk.status.hasBalance).waitFor();
    expect(await kkPage.getByRole('button', { name: kk.actions.reserve }).count()).toBe(0);
    expect(await kkPage.getByRole('button', { name: kk.actions.continue }).isDisabled()).toBe(true);
    await kkPage.screenshot({ path: `${SHOTS}/wizard-has-balance-kk-375.png`, fullPage: true });
    await kkContext.close();

    // the first reserve (another tab, a double click) holds the number when the wizard's arrives
    const msisdn = await freshNumber();
    const context = await newContext(journey.browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto(`/esim-change/${msisdn}?step=1&os=android`);
    const reserve = page.getByRole('button', { name: ru.actions.reserve });
    await reserve.waitFor();
    const first = await page.evaluate(
      async ({ msisdn, bin }) =>
        (
          await fetch(`/api/subscribers/${msisdn}/esim/reserve`, {
            method: 'PUT',
            headers: { 'X-Client-Bin': bin },
          })
        ).status,
      { msisdn, bin: DEMO_COMPANIES.large.bin },
    );
    expect(first).toBe(200);
    await reserve.click();
    // its refusal in words, never 'Ошибка: esim_…'
    await page
      .getByText(new RegExp(`${ru.status.operationInProgress}|${ru.status.orderExists}`))
      .first()
      .waitFor();
    expect(await page.getByText(/Ошибка: esim_/).count()).toBe(0);
    expect(await readQr(page)).toBe(await codeOf(msisdn));
    expect(await page.getByRole('button', { name: ru.actions.continue }).isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/wizard-second-reserve-ru-1280.png`, fullPage: true });
    await context.close();
  });
});

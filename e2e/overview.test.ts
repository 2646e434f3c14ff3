import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS, DEMO_TEAM } from '../apps/api/src/db/seed/index.ts';
import ru from '../apps/web/src/locales/ru/spend.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/spend.json' with { type: 'json' };
import ruShell from '../apps/web/src/locales/ru/shell.json' with { type: 'json' };
import kkShell from '../apps/web/src/locales/kk/shell.json' with { type: 'json' };
import ruNumbers from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import kkNumbers from '../apps/web/src/locales/kk/numbers.json' with { type: 'json' };
import { newContext, PHONE, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 030: the overview in the browser — read it, follow a tile to the filtered list, set a
// number's limit and see its bar (ru 1280 px, kk 375 px); axe finds nothing serious on the overview;
// the landing choice and a link opened while signed out.

const SHOTS = 'test-results/overview';
type Texts = typeof ru;
interface Shell {
  tabs: { label: string; menuLabel: string; overview: string };
  header: { openMenu: string };
}
const NBSP = '\u00a0';

describe('overview journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });

  /** an active number of the large company, away from other journeys' numbers */
  async function aNumber(offset: number): Promise<string> {
    const [row] = await journey.sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers
        where customer_bin = $1 and lc_state_id = 20 and subscriber_flags is null and msisdn <> all($2)
        order by msisdn desc offset $3 limit 1`,
      [DEMO_COMPANIES.large.bin, Object.values(DEMO_NUMBERS), offset],
    );
    return row!.msisdn;
  }

  async function journeyIn(
    page: Page,
    texts: Texts,
    shell: Shell,
    clearAll: string,
    shot: string,
    msisdn: string,
  ) {
    const tab = shell.tabs.overview;
    const menuButton = page.getByRole('button', { name: shell.header.openMenu });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      // the link of the opened menu, not the top tab hidden at this width
      await page
        .getByRole('navigation', { name: shell.tabs.menuLabel })
        .getByRole('link', { name: tab, exact: true })
        .click();
    } else
      await page
        .getByRole('navigation', { name: shell.tabs.label })
        .getByRole('link', { name: tab, exact: true })
        .click();
    await page.waitForURL(/\/overview$/);
    await page.getByRole('heading', { level: 1, name: texts.overview.title }).waitFor();
    const states = page.getByRole('region', { name: texts.overview.states, exact: true });
    await states.getByRole('link').first().waitFor();
    await page
      .getByRole('region', { name: texts.overview.spendThisMonth, exact: true })
      .getByText(new RegExp(`${NBSP}₸$`))
      .waitFor();
    // the administrator sees the company's money (a scoped user does not: the last journey)
    await page.getByRole('region', { name: texts.overview.money, exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/overview-${shot}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // a tile opens the list filtered to what it counts
    await states.getByRole('link').first().click();
    await page.waitForURL(/\/numbers\?state=ACTIVE$/);
    await page.getByRole('button', { name: clearAll }).waitFor();

    // a limit on a number, and its bar
    await page.goto(`/numbers/${msisdn}`);
    const section = page.getByRole('region', { name: texts.limit.title, exact: true });
    await section.getByRole('button', { name: texts.limit.set }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: texts.limit.amount }).fill('1000');
    await dialog.getByRole('checkbox', { name: texts.limit.block }).check();
    await dialog.getByRole('button', { name: texts.limit.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('progressbar', { name: texts.limit.bar }).waitFor();
    await section.getByText(new RegExp(`1${NBSP}000,00${NBSP}₸`)).waitFor();
    await page.screenshot({ path: `${SHOTS}/limit-${shot}.png`, fullPage: true });
    const [limit] = await journey.sql<{ monthly_limit: string; block_at_limit: boolean }>(
      'select monthly_limit::text, block_at_limit from portal.spend_limits where msisdn = $1',
      [msisdn],
    );
    expect(limit).toEqual({ monthly_limit: '100000', block_at_limit: true });
  }

  it('reads the overview, follows a tile, sets a limit and sees the bar (ru, 1280 px)', async () => {
    const context = await newContext(journey.browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await journeyIn(page, ru, ruShell, ruNumbers.chips.clearAll, 'ru-1280', await aNumber(30));
    await context.close();
  });

  it('lands where the user chose, and a link opened signed out comes back to its page (ru, 1280 px)', async () => {
    const context = await newContext(journey.browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto('/overview');
    const landing = page.getByRole('switch', { name: ru.overview.landing });
    /** the controlled switch re-renders after the click: wait for the server's answer, then its state */
    const turn = async (on: boolean) => {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/overview/landing') && r.request().method() === 'PUT',
      );
      await landing.click();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => landing.isChecked(), { timeout: 30_000 }).toBe(on);
    };
    await expect.poll(() => landing.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await landing.isChecked()).toBe(false);
    await turn(true);

    // decision 030: only / reads the choice; signed out, a link opened goes through the sign-in and
    // comes back to what it names (decision 003's returnTo), not to the overview
    await context.clearCookies();
    await page.goto('/numbers?state=ACTIVE');
    await page.waitForURL(/\/idp\//);
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers\?state=ACTIVE$/);
    await page.getByRole('button', { name: ruNumbers.chips.clearAll }).waitFor();
    await page.goto('/');
    await page.waitForURL(/\/overview$/);
    await page.getByRole('heading', { level: 1, name: ru.overview.title }).waitFor();

    // off again: / opens the spec's first screen (the numbers)
    await expect.poll(() => landing.isEnabled(), { timeout: 30_000 }).toBe(true);
    await turn(false);
    await page.goto('/');
    await page.waitForURL(/\/numbers/);
    const [user] = await journey.sql<{ lands_on_overview: boolean }>(
      `select lands_on_overview from accounts.users where username = 'admin'`,
    );
    expect(user).toEqual({ lands_on_overview: false });
    await context.close();
  });

  it('the same at 375 px in Kazakh', async () => {
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.reload();
    await journeyIn(page, kk, kkShell, kkNumbers.chips.clearAll, 'kk-375', await aNumber(31));
    await context.close();
  });

  it("a department head sees their group's overview without the company's money (kk, 375 px)", async () => {
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, DEMO_TEAM.scoped);
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    await page.goto('/overview');
    await page.getByRole('heading', { level: 1, name: kk.overview.title }).waitFor();
    await page
      .getByRole('region', { name: kk.overview.spendThisMonth, exact: true })
      .getByText(new RegExp(`${NBSP}₸$`))
      .waitFor();
    // decision 030: company money is not a scoped user's: no tile, and the states are their group's
    expect(await page.getByRole('region', { name: kk.overview.money, exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: kk.overview.byCostCentre, exact: true }).count()).toBe(0);
    await page
      .getByRole('region', { name: kk.overview.states, exact: true })
      .getByRole('link')
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/overview-scoped-kk-375.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { CEIR_NUMBERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import { newContext, phone, signIn, type PHONE } from './browser.ts';
import type { Journey } from './journey.ts';

/** A new context signed in as the admin, on the number's page once its heading shows. */
export async function openNumberPage(
  browser: Browser,
  msisdn: string,
  opts: { viewport?: typeof PHONE; locale?: string } = {},
) {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.waitForURL(/\/numbers/);
  await page.goto(`/numbers/${msisdn}`);
  await page.getByRole('heading', { level: 1, name: phone(msisdn) }).waitFor();
  return { context, page };
}

/** An entry of the number's actions menu. */
export async function openMenuEntry(page: Page, actions: string, entry: string) {
  await page.getByRole('button', { name: actions }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const LARGE = DEMO_COMPANIES.large.bin;

/**
 * What the journeys that change one number (SIM, bans, forwarding) share: a fresh number each, a
 * blank card of the company's stock, the number's page opened signed in, an entry of its menu.
 * `slice` keeps the files apart: each takes its numbers from its own end of the list.
 */
export function numberJourney(journey: Journey, slice: number) {
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
        order by msisdn desc limit 1 offset $3`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)], slice * 10],
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

  const openDetail = (msisdn: string, opts: { viewport?: typeof PHONE; locale?: string } = {}) =>
    openNumberPage(journey.browser, msisdn, opts);
  return { freshNumber, blankCard, openDetail, openMenuEntry };
}

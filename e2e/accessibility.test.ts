import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import { DOCS_TABS as ALL_DOCS_TABS } from '../apps/web/src/shared/access/access.ts';
import { DESKTOP, newContext, PHONE, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';
import { useReportInMailbox } from './mailbox-report.ts';

// WCAG 2.1 AA, walked (decision 028 for the walk's scope): axe finds no serious or critical violation
// on any screen of the portal, in ru, en and kk, at 1280 and 375 px, and <html lang> follows the
// language the screen is in. One sign-in per language, width and half of the screens; each screen
// waits for its heading.

const NUMBER = DEMO_NUMBERS.prepaid;
// the debt tab shows only for a debtor company; the admin's large company is not one
const DOCS_TABS = ALL_DOCS_TABS.filter((tab) => tab !== 'view_debt');
const ADMIN_SCREENS = [
  '/numbers',
  `/numbers/${NUMBER}`,
  ...DOCS_TABS.map((tab) => `/docs_and_reps/${tab}`),
  '/balance-transfer',
  '/profile',
  '/mailbox',
  '/overview',
  '/cost-centres',
  '/bulk',
  '/team',
  '/api-access',
  `/esim-change/${NUMBER}`,
  `/sim-change/${NUMBER}`,
  '/no-such-page',
];
const LANGUAGES = [
  { locale: 'ru-RU', lang: 'ru' },
  { locale: 'en-US', lang: 'en' },
  { locale: 'kk-KZ', lang: 'kk' },
] as const;

/** The screen as a person sees it once it has loaded: its first heading, no spinner left. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility walk', () => {
  const journey = useJourney({ database: true });
  useReportInMailbox(journey);

  // decision 037: the walk in halves, each its own case with its own sign-in — a whole walk took its
  // 360 s limit on a loaded two-core machine; a half stays well inside it
  const half = Math.ceil(ADMIN_SCREENS.length / 2);
  const halves = [ADMIN_SCREENS.slice(0, half), ADMIN_SCREENS.slice(half)];
  for (const { locale, lang } of LANGUAGES)
    for (const viewport of [DESKTOP, PHONE])
      for (const [part, screens] of halves.entries())
        it(`finds no serious violation on any screen (${lang}, ${viewport.width}, part ${part + 1} of 2)`, async () => {
          const context = await newContext(journey.browser, {
            viewport,
            locale,
          });
          const page = await context.newPage();
          const found: string[] = [];
          try {
            await signIn(page, 'admin');
            for (const screen of screens) {
              await page.goto(screen);
              await settle(page);
              expect(await page.evaluate(() => document.documentElement.lang), screen).toBe(lang);
              for (const violation of await seriousViolations(page)) found.push(`${screen} ${violation}`);
            }
          } finally {
            await context.close();
          }
          expect(found).toEqual([]);
        }, 360_000); // 13 or 14 screens with axe each: minutes on a loaded machine, not a timing goal

  it('finds none on the guest welcome and the no-access page either (kk at 375, ru at 1280)', async () => {
    const found: string[] = [];
    for (const [username, locale, viewport] of [
      ['guest', 'kk-KZ', PHONE],
      ['noservice', 'ru-RU', DESKTOP],
    ] as const) {
      const context = await newContext(journey.browser, { viewport, locale });
      const page = await context.newPage();
      try {
        await signIn(page, username);
        await settle(page);
        for (const violation of await seriousViolations(page)) found.push(`${username} ${violation}`);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's Chromium, headless; the background-networking flags keep it off the (closed) network.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; locale?: string; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? DESKTOP,
    locale: opts.locale ?? 'ru-RU',
    timezoneId: opts.timezoneId ?? 'UTC',
  });
  // generous: a loaded machine (CI with other work) can be slow; tests wait for what they expect
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(60_000);
  return context;
}

/** Signs in through the embedded identity provider's page, as a person does. */
export async function signIn(page: Page, username: string, password = 'demo'): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/idp/')) {
    await page.goto('/');
    await page.waitForURL(/\/idp\//);
  }
  await page.locator('input[name="login"], input[name="username"]').first().fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp'));
}

/** axe's serious and critical findings on the page as it is now (`exclude`: selectors to skip). */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A number as every screen shows it (spec §9 "Phone format"): +7 (7xx) xxx-xx-xx. */
export const phone = (msisdn: string) =>
  `+7 (${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6, 8)}-${msisdn.slice(8, 10)}`;

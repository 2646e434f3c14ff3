import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

export interface FirstLoad {
  route: string;
  /** scripts downloaded until the network went quiet, in load order (path, raw and brotli bytes) */
  scripts: { path: string; raw: number; brotli: number }[];
  rawBytes: number;
  brotliBytes: number;
  /** every request the page made (documents, scripts, styles, JSON catalogs, API calls) */
  requests: number;
  apiRequests: number;
}

/** A Cookie header (a signed-in session) as the cookies a browser's jar takes for `hostname`. */
export function cookiesOfHeader(header: string, hostname: string) {
  return header.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: hostname, path: '/' };
  });
}

/**
 * What a signed-in user's browser downloads to show `route` the first time (empty cache): the
 * scripts with their sizes on disk and as served brotli (`distDir` is the build the server
 * serves), and the number of requests (decision 015's budget and the bench's table).
 */
export async function measureFirstLoad(
  browser: Browser,
  opts: {
    baseUrl: string;
    distDir: string;
    route: string;
    /** what shows that the screen has painted its content (a CSS or text= selector) */
    ready: string;
    signIn: (baseUrl: string) => Promise<string>;
  },
): Promise<FirstLoad> {
  const cookie = await opts.signIn(opts.baseUrl);
  const url = new URL(opts.baseUrl);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ru-RU' });
  try {
    await context.addCookies(cookiesOfHeader(cookie, url.hostname));
    const page = await context.newPage();
    const requested: { path: string; type: string }[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      requested.push({ path: u.pathname, type: r.resourceType() });
    });
    await page.goto(new URL(opts.route, opts.baseUrl).href);
    await page.locator(opts.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const scripts = requested
      .filter((r) => r.type === 'script')
      .map((r) => {
        const file = path.join(opts.distDir, r.path);
        return { path: r.path, raw: sizeOf(file), brotli: sizeOf(`${file}.br`) || sizeOf(file) };
      });
    return {
      route: opts.route,
      scripts,
      rawBytes: scripts.reduce((n, s) => n + s.raw, 0),
      brotliBytes: scripts.reduce((n, s) => n + s.brotli, 0),
      requests: requested.length,
      apiRequests: requested.filter((r) => /^\/(api|accounts\/api|auth)\//.test(r.path)).length,
    };
  } finally {
    await context.close();
  }
}

function sizeOf(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

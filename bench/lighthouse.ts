import { spawn } from 'node:child_process';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { cookiesOfHeader } from '../e2e/first-load.ts';
import { ROOT } from './bench-database.ts';
import { freePort } from './processes.ts';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const SKELETON_DIST = path.join(ROOT, '.tmp/bench-skeleton');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Builds the skeleton app (bench/skeleton) and serves it as the portal serves its SPA. */
export async function serveSkeleton(): Promise<{ url: string; stop(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'vite',
        'build',
        '--config',
        '../../bench/skeleton/vite.config.ts',
        '--outDir',
        SKELETON_DIST,
        '--logLevel',
        'warn',
      ],
      { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`skeleton build exited ${code}`)),
    );
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: SKELETON_DIST,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) =>
      res.setHeader(
        'cache-control',
        file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One Lighthouse run in a fresh Chromium whose cookie jar holds `cookie` (the signed-in session), as
 * a returning user's browser would: a Cookie request header instead (Lighthouse's extraHeaders) is
 * replaced by the jar's as soon as the page sets a cookie of its own.
 */
export async function lighthouseRun(url: string, cookie: string | null): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (cookie) {
      await browser.setCookie(...cookiesOfHeader(cookie, new URL(url).hostname));
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    return result!;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * Lighthouse 12's mobile run (its default: a mid-range phone on slow 4G, simulated), performance
 * only, `runs` times; the median of each figure. `cookie` signs the page in.
 */
export async function lighthouseMobile(
  url: string,
  cookie: string | null,
  runs = 3,
): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouseRun(url, cookie);
    // a run whose trace gave no LCP (Lighthouse's NO_LCP and the like) has no score either: said,
    // and left out of the median rather than counted as a score of 0
    const failed = lhr.runtimeError ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    if (failed || lhr.categories.performance?.score == null) {
      console.error(`lighthouse ${url}: a run without figures (${JSON.stringify(failed ?? 'no score')})`);
      continue;
    }
    figures.push({
      score: Math.round(lhr.categories.performance!.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
    });
  }
  return {
    score: median(figures.map((f) => f.score)),
    lcpMs: median(figures.map((f) => f.lcpMs)),
    tbtMs: median(figures.map((f) => f.tbtMs)),
    cls: median(figures.map((f) => f.cls)),
  };
}

/**
 * decision 015 (round three): what stands between the first byte and the largest paint in one
 * Lighthouse run — the LCP element and its phases, the requests in start order (observed on this
 * machine, unthrottled: the order and overlap are what count), and the scripts' main-thread time.
 */
export async function lighthouseChain(url: string, cookie: string | null): Promise<string[]> {
  const { lhr } = await lighthouseRun(url, cookie);
  const origin = new URL(url).origin;
  type Details = { details?: { items?: Record<string, unknown>[] } };
  const items = (id: string) => ((lhr.audits[id] as Details | undefined)?.details?.items ?? []) as never[];
  const lcp = items('largest-contentful-paint-element') as { items?: Record<string, unknown>[] }[];
  const node = lcp[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lcp[1]?.items ?? []) as { phase: string; timing: number }[];
  const lines = [
    `LCP ${Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN)} ms (simulated); element ${node?.snippet ?? '?'}`,
    `LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
  ];
  const requests = items('network-requests') as {
    url: string;
    resourceType?: string;
    networkRequestTime: number;
    networkEndTime: number;
    transferSize: number;
  }[];
  for (const r of requests)
    lines.push(
      `${Math.round(r.networkRequestTime).toString().padStart(5)} → ${Math.round(r.networkEndTime).toString().padStart(5)} ms  ${(r.resourceType ?? '').padEnd(10)} ${(r.transferSize / 1024).toFixed(1).padStart(6)} KB  ${r.url.replace(origin, '')}`,
    );
  for (const b of (items('bootup-time') as { url: string; total: number; scripting: number }[]).slice(0, 4))
    lines.push(
      `main thread ${Math.round(b.total)} ms (scripting ${Math.round(b.scripting)}): ${b.url.replace(origin, '')}`,
    );
  return lines;
}

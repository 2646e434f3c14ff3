import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureFirstLoad, type FirstLoad } from '../e2e/first-load.ts';
import { ROOT } from './bench-database.ts';
import { lighthouseChain, lighthouseMobile, serveSkeleton, type LighthouseFigures } from './lighthouse.ts';
import { signIn } from './sign-in.ts';
import { bareRssMb, rssMb, startPortal } from './startup.ts';

// Decision 015: the first screen and the process, in one run — Lighthouse 12 mobile
// (median of BENCH_LIGHTHOUSE_RUNS, 3) of /numbers and /docs_and_reps signed in beside a skeleton
// app built in the same run; first-load JavaScript and requests per route; cold and warm
// `npm start` to the first page; server RSS beside bare Fastify + pg. Measurements only.

const ROUTES = [
  { route: '/numbers', ready: 'text=+7 (' },
  { route: '/docs_and_reps', ready: 'main h1, main h2, main [role="tablist"]' },
];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function benchSpeed(): Promise<void> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const dataDir = path.join(ROOT, '.tmp/bench-speed');
  // the first start seeds the demo data; it is not measured
  const first = await startPortal({ dataDir });
  await first.stop();
  const cold = await startPortal({ dataDir, cold: true });
  await cold.stop();
  const portal = await startPortal({ dataDir });
  const skeleton = await serveSkeleton();
  const lines: string[][] = [];
  const chains: string[] = [];
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const cookie = await signIn(portal.url, 'admin');
    const serverRss = rssMb(portal.pid);
    const bareRss = await bareRssMb(`postgres://localhost/none`).catch(() => NaN);
    lines.push([
      'npm start, cold (both rebuilt) → first page',
      `${(cold.msToFirstPage / 1000).toFixed(1)} s`,
      '',
      '',
    ]);
    lines.push([
      'npm start, warm → first page',
      `${(portal.msToFirstPage / 1000).toFixed(1)} s`,
      '',
      'goal ≤ 1.5 s',
    ]);
    lines.push([
      'server RSS after start (MB)',
      serverRss.toFixed(0),
      `bare ${bareRss.toFixed(0)}`,
      ratio(serverRss, bareRss, '≤ 1.2×'),
    ]);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const loads: FirstLoad[] = [];
    try {
      for (const r of ROUTES) {
        loads.push(
          await measureFirstLoad(browser, {
            baseUrl: portal.url,
            distDir: path.join(ROOT, 'apps/web/dist'),
            route: r.route,
            ready: r.ready,
            signIn: (url) => signIn(url, 'admin'),
          }),
        );
      }
    } finally {
      await browser.close();
    }
    const skeletonJs = await skeletonScripts();
    for (const l of loads) {
      lines.push([
        `${l.route}: first-load JS (KB raw / brotli, files)`,
        `${kb(l.rawBytes)} / ${kb(l.brotliBytes)}, ${l.scripts.length}`,
        `skeleton ${kb(skeletonJs.raw)} / ${kb(skeletonJs.brotli)}, ${skeletonJs.files}`,
        `${ratio(l.brotliBytes, skeletonJs.brotli)} brotli; goal ≤ 160 KB, ≤ 12 files`,
      ]);
      lines.push([`${l.route}: requests (API calls)`, `${l.requests} (${l.apiRequests})`, '', '']);
    }

    const skeletonLh = await lighthouseMobile(skeleton.url, null, runs);
    for (const r of ROUTES) {
      const lh = await lighthouseMobile(portal.url + r.route, cookie, runs);
      lines.push([
        `${r.route}: Lighthouse mobile (score, LCP, TBT, CLS)`,
        figures(lh),
        `skeleton ${figures(skeletonLh)}`,
        `LCP ${ratio(lh.lcpMs, skeletonLh.lcpMs)}; goal ≥ 95, LCP ≤ 1.5×, CLS ≤ 0.02`,
      ]);
    }
    // one more run of each route for its chain: what the first screen waits for, in order
    for (const r of ROUTES)
      chains.push(`\n${r.route}:`, ...(await lighthouseChain(portal.url + r.route, cookie)));
  } finally {
    await skeleton.stop();
    await portal.stop();
  }
  printTable(['measure', 'portal', 'skeleton / bare, same run', 'ratio; goal'], lines);
  console.log(`\nThe first screen's chain (one Lighthouse run each)${chains.join('\n')}`);
  const file = path.join(
    ROOT,
    'bench/results',
    `speed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify({ at: new Date().toISOString(), lines, chains }, null, 2));
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
}

async function skeletonScripts() {
  const dir = path.join(ROOT, '.tmp/bench-skeleton/assets');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let brotli = 0;
  for (const f of files) {
    raw += (await fs.stat(path.join(dir, f))).size;
    brotli += (await fs.stat(path.join(dir, `${f}.br`))).size;
  }
  return { raw, brotli, files: files.length };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const ratio = (a: number, b: number, goal = '') =>
  `${Number.isFinite(a / b) ? (a / b).toFixed(2) : '-'}×${goal ? `; goal ${goal}` : ''}`;
const figures = (f: LighthouseFigures) =>
  `${f.score}, ${(f.lcpMs / 1000).toFixed(1)} s, ${f.tbtMs.toFixed(0)} ms, ${f.cls.toFixed(3)}`;

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

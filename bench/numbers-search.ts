import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT, openBenchDatabaseFromEnv } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startChild, startPortalChild, type ChildServer } from './processes.ts';
import { rssMb } from './startup.ts';
import { signIn } from './sign-in.ts';

// Decision 004: the numbers search through the real server (signed-in session, tenancy, contract
// validation and serialisation) beside bare Fastify + pg running the same SQL, in the same run.
// Figures are printed and written to bench/results; nothing here asserts a time (DESIGN §7).

const CASES = [
  { name: 'empty (mask 7)', body: {} },
  { name: 'number prefix 701', body: { msisdnPart: '701' } },
  { name: 'number part 4567', body: { msisdnPart: '4567' } },
  { name: 'label part қызмет', body: { label: 'қызмет' } },
] as const;

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// decision 024: the list's filters and sorts, each at page 1 and page 100 (10 a page), 10 connections
const LIST_CASES: { name: string; body: object; query: string }[] = [
  { name: 'state blocked', body: { states: ['BLOCKED'] }, query: '' },
  { name: 'state pending', body: { states: ['PENDING'] }, query: '' },
  { name: 'payment prepaid', body: { typeAccount: 'PREPAID' }, query: '' },
  { name: 'tariff', body: { tariffId: 'corp-prepaid-start' }, query: '' },
  { name: 'eSIM', body: { simKind: 'ESIM' }, query: '' },
  { name: 'in roaming', body: { inRoaming: true }, query: '' },
  { name: 'no label', body: { hasLabel: false }, query: '' },
  { name: 'has comment', body: { hasComment: true }, query: '' },
  { name: 'balance < 500 ₸', body: { balanceBelow: 50_000 }, query: '' },
  { name: 'balance > 10000 ₸', body: { balanceAbove: 1_000_000 }, query: '' },
  { name: 'device registered', body: { deviceRegistered: true }, query: '' },
  ...['msisdn', 'label', 'state', 'tariff', 'balance'].flatMap((sort) =>
    ['asc', 'desc'].map((direction) => ({
      name: `sort ${sort} ${direction}`,
      body: {},
      query: `&sort=${sort}&direction=${direction}`,
    })),
  ),
];

interface Row {
  case: string;
  connections: number;
  server: LoadResult;
  baseline: LoadResult;
  ratio: number;
}

export async function benchNumbersSearch(): Promise<Row[]> {
  const duration = env('BENCH_DURATION', 10);
  const levels = [1, env('BENCH_CONNECTIONS', 10)];
  const db = await openBenchDatabaseFromEnv();
  console.log(`database: ${db.totalNumbers} numbers; company ${db.bin} has ${db.companyNumbers}`);
  const [serverPort, baselinePort] = [await freePort(), await freePort()];
  const server = await startPortalChild(db.url, serverPort);
  const baseline = await startChild(
    path.join(ROOT, 'bench/baseline-server.ts'),
    { DATABASE_URL: db.url, PORT: String(baselinePort), BASELINE_BIN: db.bin },
    baselinePort,
    '/ready',
  );
  const rows: Row[] = [];
  const exports: ExportRow[] = [];
  try {
    const cookie = await signIn(server.url, 'admin');
    const headers = { cookie, 'x-client-bin': db.bin };
    const serverUrl = `${server.url}/api/customers/subscribers?pageNumber=1&pageSize=10`;
    const baselineUrl = `${baseline.url}/search?pageNumber=1&pageSize=10`;
    // the floor: what signing in and the tenancy guard cost without the search (one small operator
    // query), beside a bare route that does nothing
    for (const connections of levels) {
      const s = await load({ url: `${server.url}/api/customers/is-debtor`, headers, connections, duration });
      const r = await load({ url: `${baseline.url}/ready`, connections, duration });
      rows.push({
        case: 'floor: is-debtor vs bare GET',
        connections,
        server: s,
        baseline: r,
        ratio: s.requestsPerSecond / r.requestsPerSecond,
      });
      printRow(rows.at(-1)!);
      // ...and a public route of the same server (no session, no query) beside the same bare route
      const p = await load({ url: `${server.url}/api/shell-config`, connections, duration });
      rows.push({
        case: 'floor: public shell-config vs bare',
        connections,
        server: p,
        baseline: r,
        ratio: p.requestsPerSecond / r.requestsPerSecond,
      });
      printRow(rows.at(-1)!);
    }
    for (const c of CASES) {
      // both answer the same count, or the comparison means nothing
      const [a, b] = await Promise.all([
        fetch(serverUrl, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        }),
        fetch(baselineUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        }),
      ]);
      const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { totalSubscriptions: number }[];
      if (a.status !== 200 || ja!.totalSubscriptions !== jb!.totalSubscriptions)
        throw new Error(
          `${c.name}: server ${a.status} ${JSON.stringify(ja)} vs baseline ${jb!.totalSubscriptions}`,
        );
      // warm both (plans, caches, JIT) before measuring
      await load({ url: serverUrl, body: c.body, headers, connections: 2, duration: 2 });
      await load({ url: baselineUrl, body: c.body, connections: 2, duration: 2 });
      for (const connections of levels) {
        const s = await load({ url: serverUrl, body: c.body, headers, connections, duration });
        const r = await load({ url: baselineUrl, body: c.body, connections, duration });
        rows.push({
          case: `${c.name} (${ja!.totalSubscriptions} found)`,
          connections,
          server: s,
          baseline: r,
          ratio: s.requestsPerSecond / r.requestsPerSecond,
        });
        printRow(rows.at(-1)!);
      }
    }
    rows.push(...(await benchListCases(server.url, baseline.url, headers, duration)));
    exports.push(...(await benchExports(server, headers)));
  } finally {
    await server.stop();
    await baseline.stop();
    await db.stop();
  }
  const file = path.join(
    ROOT,
    'bench/results',
    `numbers-search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    JSON.stringify({ at: new Date().toISOString(), duration, rows, exports }, null, 2),
  );
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  return rows;
}

/** Each list case through the server and the bare SQL, page 1 and page 100, at 10 connections. */
async function benchListCases(
  serverBase: string,
  baselineBase: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const connections = env('BENCH_CONNECTIONS', 10);
  for (const c of LIST_CASES) {
    for (const page of [1, 100]) {
      const query = `pageNumber=${page}&pageSize=10${c.query}`;
      const serverUrl = `${serverBase}/api/customers/subscribers?${query}`;
      const baselineUrl = `${baselineBase}/search?${query}`;
      const post = (url: string, extra: Record<string, string> = {}) =>
        fetch(url, {
          method: 'POST',
          headers: { ...extra, 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        }).then((r) => r.json() as Promise<{ totalSubscriptions: number; data: { msisdn: string }[] }>);
      const [a, b] = await Promise.all([post(serverUrl, headers), post(baselineUrl)]);
      // both answer the same page, or the comparison means nothing
      if (a.totalSubscriptions !== b.totalSubscriptions || a.data[0]?.msisdn !== b.data[0]?.msisdn)
        throw new Error(
          `${c.name} p${page}: server ${JSON.stringify(a).slice(0, 200)} vs baseline ${b.totalSubscriptions}`,
        );
      await load({ url: serverUrl, body: c.body, headers, connections: 2, duration: 1 });
      await load({ url: baselineUrl, body: c.body, connections: 2, duration: 1 });
      const s = await load({ url: serverUrl, body: c.body, headers, connections, duration });
      const r = await load({ url: baselineUrl, body: c.body, connections, duration });
      rows.push({
        case: `${c.name} p${page} (${a.totalSubscriptions})`,
        connections,
        server: s,
        baseline: r,
        ratio: s.requestsPerSecond / r.requestsPerSecond,
      });
      printRow(rows.at(-1)!);
    }
  }
  return rows;
}

interface ExportRow {
  format: string;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

/** The whole company exported: wall time and the server's resident memory, sampled every 20 ms. */
async function benchExports(server: ChildServer, headers: Record<string, string>): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  console.log(
    `\n${'export'.padEnd(8)} ${'MB'.padStart(7)} ${'s'.padStart(6)} ${'RSS before'.padStart(11)} ${'peak'.padStart(7)} ${'growth'.padStart(7)}`,
  );
  for (const format of ['xlsx', 'csv', 'xlsx', 'csv']) {
    const before = rssMb(server.pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/customers/subscribers/export?format=${format}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, rssMb(server.pid));
    const row = { format, bytes, seconds, rssBeforeMb: before, rssPeakMb: peak, rssGrowthMb: peak - before };
    rows.push(row);
    console.log(
      `${format.padEnd(8)} ${(bytes / 1_048_576).toFixed(1).padStart(7)} ${seconds.toFixed(2).padStart(6)} ${before.toFixed(0).padStart(11)} ${peak.toFixed(0).padStart(7)} ${(peak - before).toFixed(0).padStart(7)}`,
    );
  }
  return rows;
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
let printedHeader = false;
function printRow(r: Row): void {
  if (!printedHeader) {
    printedHeader = true;
    console.log(
      `\n${'case'.padEnd(34)} ${'conn'.padStart(4)} | ${'server rps'.padStart(10)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} | ${'bare rps'.padStart(9)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} | ratio  errors`,
    );
  }
  const s = r.server;
  const b = r.baseline;
  console.log(
    `${r.case.padEnd(34)} ${String(r.connections).padStart(4)} | ${f(s.requestsPerSecond).padStart(10)} ${f(s.p50).padStart(6)} ${f(s.p95).padStart(6)} ${f(s.p99).padStart(6)} | ${f(b.requestsPerSecond).padStart(9)} ${f(b.p50).padStart(6)} ${f(b.p95).padStart(6)} ${f(b.p99).padStart(6)} | ${r.ratio.toFixed(2).padStart(5)}  ${s.failures}/${b.failures}`,
  );
}

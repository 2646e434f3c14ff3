import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT, openBenchDatabaseFromEnv } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startChild, startPortalChild } from './processes.ts';
import { signIn } from './sign-in.ts';

// Decision 032: the same routes through the portal with the reference operator in process and
// through the TMF adapter calling `npm run operator` over HTTP, in the same run on the same
// database. Figures only (DESIGN §7): the goal is TMF ≥ 0.5× the throughput, p99 ≤ 2×.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

interface Row {
  case: string;
  connections: number;
  inProcess: LoadResult;
  tmf: LoadResult;
}

const fmt = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0).padStart(6)} rps p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} (${r.failures} failed)`;

export async function benchTmfAdapter(): Promise<Row[]> {
  const duration = env('BENCH_DURATION', 10);
  const levels = [1, env('BENCH_CONNECTIONS', 10)];
  const db = await openBenchDatabaseFromEnv();
  const [inPort, tmfPort, operatorPort] = [await freePort(), await freePort(), await freePort()];
  const operator = await startChild(
    path.join(ROOT, 'apps/api/src/operator/tmf-service/main.ts'),
    { DATABASE_URL: db.url, OPERATOR_PORT: String(operatorPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    operatorPort,
    '/tmf-api/health',
  );
  const inProcess = await startPortalChild(db.url, inPort);
  const tmf = await startPortalChild(db.url, tmfPort, { OPERATOR_URL: operator.url });
  const rows: Row[] = [];
  try {
    const cookies = { in: await signIn(inProcess.url, 'admin'), tmf: await signIn(tmf.url, 'admin') };
    const headersOf = (cookie: string) => ({ cookie, 'x-client-bin': db.bin });
    const first = await fetch(`${inProcess.url}/api/customers/subscribers?pageNumber=1&pageSize=1`, {
      method: 'POST',
      headers: { ...headersOf(cookies.in), 'content-type': 'application/json' },
      body: '{}',
    });
    const msisdn = /"msisdn":"(\d+)"/.exec(await first.text())?.[1];
    if (!msisdn) throw new Error('no number of the company to open');
    const cases: { name: string; path: string; body?: unknown }[] = [
      { name: 'search (page 1)', path: '/api/customers/subscribers?pageNumber=1&pageSize=10', body: {} },
      { name: 'number page', path: `/api/subscribers/${msisdn}` },
      // decision 012: after the first, the same connect is a repeat the operator answers as the first
      {
        name: 'service connect',
        path: `/api/subscribers/${msisdn}/products/enable?productOfferingId=PKG_VOICE_500`,
        body: null,
      },
    ];
    for (const c of cases) {
      for (const connections of levels) {
        const run = (url: string, cookie: string) =>
          load({ url: url + c.path, body: c.body, headers: headersOf(cookie), connections, duration });
        await run(inProcess.url, cookies.in);
        await run(tmf.url, cookies.tmf);
        const row = {
          case: c.name,
          connections,
          inProcess: await run(inProcess.url, cookies.in),
          tmf: await run(tmf.url, cookies.tmf),
        };
        rows.push(row);
        console.log(
          `${c.name.padEnd(18)} c=${String(connections).padEnd(3)} in-process ${fmt(row.inProcess)} | TMF ${fmt(row.tmf)} | ` +
            `throughput ×${(row.tmf.requestsPerSecond / row.inProcess.requestsPerSecond).toFixed(2)}, p99 ×${(row.tmf.p99 / row.inProcess.p99).toFixed(2)}`,
        );
      }
    }
    await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await fs.writeFile(path.join(ROOT, 'bench/results/tmf-adapter.json'), JSON.stringify(rows, null, 2));
  } finally {
    await tmf.stop();
    await inProcess.stop();
    await operator.stop();
    await db.stop();
  }
  return rows;
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { ROOT, openBenchDatabase } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startChild, startPortalChild, type ChildServer } from './processes.ts';
import { signIn } from './sign-in.ts';
import { rssMb } from './startup.ts';

// Decision 023: bulk jobs on the bulk dataset (one company of 100,000 numbers: BENCH_NUMBERS=100000
// BENCH_LARGEST=100000 BENCH_COMPANIES=1). A job of BENCH_BULK_NUMBERS (10,000) numbers blocks them,
// another unblocks them, at the default rate and at the maximum one; meanwhile a cheap signed-in
// call and the numbers search are driven as another user would, and compared with the same calls
// idle and with a bare server (no portal) on the same machine. Then a 100,000-row CSV and XLSX are
// validated. Printed and written to bench/results, never asserted (DESIGN §7). BENCH_BULK_RATES picks
// the rates (default,max).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const CONNECTIONS = 2;
/** the most the configuration allows (config.ts): the worker is then bounded by the operator only */
const MAX_RATE = '10000';

interface Calls {
  cheap: LoadResult;
  search: LoadResult;
}
interface JobRun {
  action: 'block' | 'unblock';
  seconds: number;
  perSecond: number;
  counts: Record<string, number>;
  /** the other user's calls while the job ran */
  during: Calls;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const fmt = (r: LoadResult) =>
  `p50 ${r.p50.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  ${r.requestsPerSecond.toFixed(0)} req/s (${r.failures} failed)`;

/** samples the process's resident memory until stopped; answers the peak in MB */
function sampleRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export async function benchBulk() {
  const jobSize = env('BENCH_BULK_NUMBERS', 10_000);
  const duration = env('BENCH_DURATION', 10);
  const db = await openBenchDatabase({
    numbers: env('BENCH_NUMBERS', 100_000),
    largest: env('BENCH_LARGEST', 100_000),
    companies: env('BENCH_COMPANIES', 1),
  });
  console.log(`database: ${db.totalNumbers} numbers; company ${db.bin} has ${db.companyNumbers}`);
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1))}`);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const result: Record<string, unknown> = {
    at: new Date().toISOString(),
    numbers: db.companyNumbers,
    jobSize,
    loadAverageAtStart: os.loadavg(),
  };
  try {
    // active numbers of the company, in msisdn order: the same ones every run
    const { rows } = await pool.query<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1 and lc_state_id = 20
        order by msisdn limit $2`,
      [db.bin, jobSize],
    );
    const numbers = rows.map((r) => r.msisdn);

    // the bare baseline: Fastify and pg with the search's own SQL, nothing of the portal
    const baselinePort = await freePort();
    const baseline = await startChild(
      path.join(ROOT, 'bench/baseline-server.ts'),
      { DATABASE_URL: db.url, PORT: String(baselinePort), BASELINE_BIN: db.bin },
      baselinePort,
      '/ready',
    );
    try {
      const bare = {
        cheap: await load({ url: `${baseline.url}/ready`, connections: CONNECTIONS, duration }),
        search: await load({
          url: `${baseline.url}/search?pageNumber=1&pageSize=10`,
          body: { msisdnPart: '70' },
          connections: CONNECTIONS,
          duration,
        }),
      };
      result.bare = bare;
      console.log(`bare server\n  cheap   ${fmt(bare.cheap)}\n  search  ${fmt(bare.search)}`);
    } finally {
      await baseline.stop();
    }

    // BENCH_BULK_RATES=default,max (both by default): on a loaded machine one at a time
    const rates = (process.env.BENCH_BULK_RATES ?? 'default,max').split(',');
    for (const [name, rate] of [
      ['default rate', rates.includes('default') ? {} : null],
      [
        'maximum rate',
        rates.includes('max') ? { BULK_RATE_PER_COMPANY: MAX_RATE, BULK_RATE_TOTAL: MAX_RATE } : null,
      ],
    ] as const) {
      if (!rate) continue;
      const port = await freePort();
      // the server works the jobs itself (RUN_WORKERS, as `npm start` runs it): its memory is the job's
      const server = await startPortalChild(db.url, port, { RUN_WORKERS: 'true', ...rate });
      try {
        result[name] = await runJobs(server, db.bin, numbers, duration);
      } finally {
        await server.stop();
      }
    }

    const port = await freePort();
    const server = await startPortalChild(db.url, port, { RUN_WORKERS: 'false' });
    try {
      result.uploads = await validateUploads(server, db.bin, pool);
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
    await db.stop();
  }
  result.loadAverageAtEnd = os.loadavg();
  const file = path.join(
    ROOT,
    'bench/results',
    `bulk-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(result, null, 2));
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  return result;
}

/** idle calls, then a block job and an unblock job of `numbers`, each with the calls while it runs */
async function runJobs(server: ChildServer, bin: string, numbers: string[], duration: number) {
  const cookie = await signIn(server.url, 'admin');
  const headers = { cookie, 'x-client-bin': bin };
  const calls = async (): Promise<Calls> => ({
    cheap: await load({
      url: `${server.url}/api/customers/is-debtor`,
      headers,
      connections: CONNECTIONS,
      duration,
    }),
    search: await load({
      url: `${server.url}/api/customers/subscribers?pageNumber=1&pageSize=10`,
      headers,
      body: { msisdnPart: '70' },
      connections: CONNECTIONS,
      duration,
    }),
  });
  await calls(); // warm-up
  const idle = await calls();
  console.log(`idle\n  cheap   ${fmt(idle.cheap)}\n  search  ${fmt(idle.search)}`);
  const jobs: JobRun[] = [];
  for (const action of ['block', 'unblock'] as const) {
    const rssBeforeMb = rssMb(server.pid);
    const peak = sampleRss(server.pid);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/bulk/jobs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ action, selection: { msisdns: numbers } }),
    });
    if (res.status !== 200) throw new Error(`bulk job answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const read = async () =>
      (await (await fetch(`${server.url}/api/bulk/jobs/${id}`, { headers })).json()) as {
        state: string;
        counts: Record<string, number>;
      };
    const during = await calls();
    let job = await read();
    while (job.state === 'queued' || job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      job = await read();
    }
    const seconds = (performance.now() - started) / 1000;
    const run = {
      action,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Number((numbers.length / seconds).toFixed(1)),
      counts: job.counts,
      during,
      rssBeforeMb: Number(rssBeforeMb.toFixed(1)),
      rssPeakMb: Number(peak().toFixed(1)),
    };
    jobs.push(run);
    console.log(
      `${action} of ${numbers.length}: ${run.seconds} s (${run.perSecond}/s) ${JSON.stringify(job.counts)}\n` +
        `  cheap   ${fmt(during.cheap)}  (${(during.cheap.p99 / idle.cheap.p99).toFixed(2)}× idle p99)\n` +
        `  search  ${fmt(during.search)}  (${(during.search.p99 / idle.search.p99).toFixed(2)}× idle p99)\n` +
        `  RSS ${run.rssBeforeMb} → peak ${run.rssPeakMb} MB`,
    );
  }
  return { idle, jobs };
}

/** a 100,000-row file of the company's numbers (block), as CSV (Excel in a Russian locale) and XLSX */
async function validateUploads(server: ChildServer, bin: string, pool: pg.Pool) {
  const rows = 100_000;
  const { rows: picked } = await pool.query<{ msisdn: string }>(
    `select msisdn from operator.subscribers where customer_bin = $1 order by msisdn limit $2`,
    [bin, rows],
  );
  const csv = Buffer.from(
    ['номер;действие;аргумент', ...picked.map((r) => `+7 ${r.msisdn};block;`)].join('\r\n'),
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('bulk');
  sheet.addRow(['number', 'action', 'argument']);
  for (const r of picked) sheet.addRow([r.msisdn, 'block', null]);
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());
  const cookie = await signIn(server.url, 'admin');
  const out: Record<string, unknown> = {};
  for (const [kind, body, type] of [
    ['csv', csv, 'text/csv'],
    ['xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ] as const) {
    const rssBeforeMb = rssMb(server.pid);
    const peak = sampleRss(server.pid);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/bulk/uploads`, {
      method: 'POST',
      headers: { cookie, 'x-client-bin': bin, 'content-type': type },
      body: new Uint8Array(body),
    });
    const answer = (await res.json()) as { rows?: number; accepted?: number };
    const seconds = (performance.now() - started) / 1000;
    const peakMb = peak();
    out[kind] = {
      status: res.status,
      bytes: body.length,
      rows: answer.rows,
      accepted: answer.accepted,
      seconds: Number(seconds.toFixed(1)),
      rssBeforeMb: Number(rssBeforeMb.toFixed(1)),
      rssPeakMb: Number(peakMb.toFixed(1)),
    };
    console.log(
      `${kind} upload of ${picked.length} rows (${(body.length / 1e6).toFixed(1)} MB): ${res.status} in ${seconds.toFixed(1)} s, ` +
        `${answer.accepted} accepted; RSS ${rssBeforeMb.toFixed(0)} → peak ${peakMb.toFixed(0)} MB`,
    );
  }
  return out;
}

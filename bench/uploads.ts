import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { inlineRowsXlsx, sharedStringsBomb } from '../apps/api/test/support/hostile-xlsx.ts';
import { openBenchDatabase, ROOT } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startPortalChild } from './processes.ts';
import { signIn } from './sign-in.ts';
import { printTable } from './speed.ts';

// Decision 035 (issue 41 items 2, 3): hostile uploads cost nothing. In one run, beside an idle
// case: eight uploads at once, again and again, of (a) a 2-3 MB XLSX whose shared strings inflate
// to 1.1 GB, (b) one whose single string does, (c) a CSV of 1,000,000 short rows, (d) a legitimate
// XLSX of 20,000 rows — while other users' light call (is-debtor) runs. Printed per case: the
// uploads answered and their statuses, the slowest answer, the server's RSS growth at its peak
// (sampled every 50 ms from /proc) and the light call's p99 with its ratio to the idle run.
// Goals: every file answered within 5 s, RSS growth ≤ 150 MB, light p99 ≤ 2× idle.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MB = 1024 * 1024;

const rssOf = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : NaN;
};

/** a hostile file made once (deflating 1.1 GB takes a while) and kept under .tmp */
async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(ROOT, '.tmp/bench-uploads', name);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await make();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes;
}

/** `parallel` uploaders posting the file again and again until told to stop; then their tally */
const UPLOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, type, file, parallel } = workerData;
let running = true;
parentPort.once('message', () => (running = false));
const statuses = new Map();
let slowest = 0;
let answered = 0;
const body = new Uint8Array(file);
async function uploader() {
  while (running) {
    const started = performance.now();
    const status = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body }).then(
      async (res) => (res.status + ' ' + ((await res.json()).code ?? '')).trim(),
      (error) => error.message,
    );
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
Promise.all(Array.from({ length: parallel }, uploader)).then(() =>
  parentPort.postMessage({ statuses: [...statuses], slowest, answered }),
);
`;

interface UploadCase {
  name: string;
  file: Buffer;
  type: string;
}

export async function benchUploads(): Promise<void> {
  const duration = env('BENCH_DURATION', 10);
  const parallel = env('BENCH_UPLOADS', 8);
  const db = await openBenchDatabase({ numbers: 5_000, largest: 2_000, companies: 2 });
  const server = await startPortalChild(db.url, await freePort(), { BULK_UPLOAD_KEEP_HOURS: '1' });
  try {
    const cookie = await signIn(server.url, 'admin');
    const headers = { cookie, 'x-client-bin': await uploadingCompany(server.url, cookie) };
    const light = { url: `${server.url}/api/customers/is-debtor`, headers, connections: 2 };
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const cases: UploadCase[] = [
      {
        name: 'XLSX, 1.1 GB of shared strings',
        file: await cached('many-strings.xlsx', () => sharedStringsBomb('many-strings', 1100 * MB)),
        type: xlsx,
      },
      {
        name: 'XLSX, one string of 1.1 GB',
        file: await cached('one-string.xlsx', () => sharedStringsBomb('one-string', 1100 * MB)),
        type: xlsx,
      },
      {
        name: 'CSV, 1,000,000 short rows',
        file: Buffer.from(`number;action\n${'7;b\n'.repeat(1_000_000)}`),
        type: 'text/csv',
      },
      { name: 'XLSX, 20,000 good rows (legitimate)', file: await inlineRowsXlsx(20_000), type: xlsx },
    ];
    await load({ ...light, duration: 3 }); // warm
    const idle = await load({ ...light, duration });
    const rows: string[][] = [['idle (no upload)', '—', '—', '—', '—', idle.p99.toFixed(1), '1.00']];
    for (const upload of cases) {
      global.gc?.();
      const before = rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
      // the uploads run on a thread of their own: the light call's generator keeps this one
      const uploads = new Worker(UPLOADER, {
        eval: true,
        workerData: {
          url: `${server.url}/api/bulk/uploads`,
          headers,
          type: upload.type,
          file: upload.file,
          parallel,
        },
      });
      const report = new Promise<{ statuses: [string, number][]; slowest: number; answered: number }>(
        (resolve, reject) => uploads.once('message', resolve).once('error', reject),
      );
      const during: LoadResult = await load({ ...light, duration });
      uploads.postMessage('stop');
      const { statuses, slowest, answered } = await report;
      await uploads.terminate();
      clearInterval(sampler);
      rows.push([
        `${upload.name} (${(upload.file.length / MB).toFixed(1)} MB), ${parallel} at once`,
        String(answered),
        statuses.map(([status, n]) => `${status}×${n}`).join(' '),
        (slowest / 1000).toFixed(1),
        ((peak - before) / MB).toFixed(0),
        during.p99.toFixed(1),
        (during.p99 / idle.p99).toFixed(2),
      ]);
    }
    printTable(
      ['case', 'uploads answered', 'statuses', 'slowest s', 'RSS growth MB', 'light p99 ms', '× idle'],
      rows,
    );
    console.log('\ngoals: every upload answered within 5 s; RSS growth ≤ 150 MB; light p99 ≤ 2× idle');
  } finally {
    await server.stop();
    await db.stop();
  }
}

/** The first of admin's companies that takes an upload (the bench dataset's, with bulk actions). */
async function uploadingCompany(url: string, cookie: string): Promise<string> {
  const users = (await (await fetch(`${url}/accounts/api/users`, { headers: { cookie } })).json()) as {
    assignCustomers: { bin: string }[];
  };
  for (const { bin } of users.assignCustomers) {
    const res = await fetch(`${url}/api/bulk/uploads`, {
      method: 'POST',
      headers: { cookie, 'x-client-bin': bin, 'content-type': 'text/csv' },
      body: 'number;action\n7000000000;block\n',
    });
    if (res.status === 200) return bin;
  }
  throw new Error('no company of admin takes an upload');
}

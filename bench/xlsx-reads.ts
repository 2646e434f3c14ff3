import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import { bulkTemplate } from '../apps/api/src/modules/bulk/bulk-template.ts';
import { xlsxRows } from '../apps/api/src/modules/bulk/bulk-upload-xlsx.ts';

// Decisions 025 and 023 (hygiene): the uploaded XLSX's reader under load — BENCH_XLSX_READS (2,400)
// reads of the template (its workbook part last in the zip, the case the streaming zip walk lost),
// 4 at once, a turn of the event loop per row as a loaded server, with two busy-loop processes
// beside (BENCH_XLSX_BUSY; on a machine already loaded, fewer). Counts the reads that did not give
// the template's rows; the goal is 0. Beside, in the same run, BENCH_XLSX_BASELINE_READS (800) of
// exceljs's own streaming read (unzipper's Parse), which lost parts under such load (decision 025):
// it failing shows the load was there.

const READS = Number(process.env.BENCH_XLSX_READS ?? 2_400);
const BASELINE_READS = Number(process.env.BENCH_XLSX_BASELINE_READS ?? 800);
const BUSY = Number(process.env.BENCH_XLSX_BUSY ?? 2);
const AT_ONCE = 4;

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function slowRead(file: Buffer): Promise<string> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(file)) {
    rows.push(row.cells);
    await turn();
  }
  return JSON.stringify(rows);
}

/** exceljs's own streaming read of the first sheet, the same cells */
async function exceljsRead(file: Buffer): Promise<string> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
      await turn();
    }
    break;
  }
  return JSON.stringify(rows);
}

async function readMany(name: string, reads: number, read: () => Promise<string>, expected: string) {
  let failures = 0;
  const causes = new Map<string, number>();
  const started = performance.now();
  for (let done = 0; done < reads; done += AT_ONCE) {
    const results = await Promise.allSettled(Array.from({ length: AT_ONCE }, read));
    for (const result of results) {
      if (result.status === 'fulfilled' && result.value === expected) continue;
      failures++;
      const cause =
        result.status === 'rejected' ? String((result.reason as Error).cause ?? result.reason) : 'other rows';
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    }
  }
  const ms = performance.now() - started;
  console.log(
    `  ${name.padEnd(22)} ${reads} reads, ${AT_ONCE} at once: ${failures} failed, ${(ms / reads).toFixed(1)} ms a read`,
  );
  for (const [cause, n] of causes) console.log(`    ${n}× ${cause}`);
}

export async function benchXlsxReads(): Promise<void> {
  console.log(`  uptime at start: ${execSync('uptime').toString().trim()}`);
  const busy: ChildProcess[] = Array.from({ length: BUSY }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    const file = (await bulkTemplate('kk', 'xlsx')).body as Buffer;
    console.log(`  busy loops beside: ${BUSY}`);
    await readMany('upload reader', READS, () => slowRead(file), await slowRead(file));
    await readMany(
      'exceljs own (baseline)',
      BASELINE_READS,
      () => exceljsRead(file),
      await exceljsRead(file),
    );
  } finally {
    for (const child of busy) child.kill();
    console.log(`  uptime at end: ${execSync('uptime').toString().trim()}`);
  }
}

import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { addDays, kazakhstanToday } from '@kabinet/contract';
import { freePort, startChild, startInProcessPortal } from './processes.ts';
import { TestClient } from '../apps/api/test/client.ts';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { createReferenceOperator } from '../apps/api/src/operator/reference/index.ts';
import { reportDocument } from '../apps/api/src/modules/reports/report-documents.ts';
import { reportSourceOf } from '../apps/api/src/modules/reports/report-rows.ts';
import { renderPdf, renderXlsx, XLSX_FORMATS } from '../apps/api/src/platform/documents/index.ts';

// Decision 018: a 50,000-row usage-details report built through the engine (the
// reference operator's cursor → the report's columns → decision 011's renderers) beside raw exceljs
// streaming and raw pdfkit writing the same rows, in the same run: time and peak RSS. Then the p99 of
// a light API call (GET /api/reports/status) idle and while the big report builds in the server.
// Goals: XLSX ≤ 2× and PDF ≤ 1.5× the raw time, ≤ 200 MB; p99 while building ≤ 3× idle.

const LIGHT_CALLS = Number(process.env.BENCH_LIGHT_CALLS ?? 300);

export function sink(): { stream: Writable; bytes: () => number } {
  let n = 0;
  return {
    stream: new Writable({
      write(chunk: Buffer, _e, done) {
        n += chunk.length;
        done();
      },
    }),
    bytes: () => n,
  };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** a work's time, peak RSS and heap+external growth (sampled every 20 ms), printed as one line */
export async function measure(name: string, work: () => Promise<number>) {
  gc?.();
  const memory = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, held: m.heapUsed + m.external };
  };
  const before = memory();
  let peak = before.rss;
  let peakHeld = before.held;
  const timer = setInterval(() => {
    const m = memory();
    peak = Math.max(peak, m.rss);
    peakHeld = Math.max(peakHeld, m.held);
  }, 20);
  const started = performance.now();
  const bytes = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  const line = {
    name,
    ms: Math.round(ms),
    mb: Math.round(peak / 1e6),
    growth: Math.round((peakHeld - before.held) / 1e6),
    kb: Math.round(bytes / 1024),
  };
  // the process also holds the server it measures (and the seed's residue): the heap's growth
  // (heap + external, sampled every 20 ms) is the work's own
  console.log(
    `  ${name.padEnd(28)} ${String(line.ms).padStart(7)} ms   peak RSS ${line.mb} MB, heap+external +${line.growth} MB   ${line.kb} KB`,
  );
  return line;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function lightLatencies(client: TestClient, until: () => boolean, max: number): Promise<number[]> {
  const out: number[] = [];
  while (out.length < max && !until()) {
    const t = performance.now();
    const res = await client.get('/api/reports/status', { query: { report: 'paymentsReport' } });
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    out.push(performance.now() - t);
  }
  return out;
}

export async function benchReports(): Promise<void> {
  // this process renders in-process; the report jobs run in the child server below
  const portal = await startInProcessPortal('reports', { RATE_LIMIT_FACTOR: '1000' });
  const { server } = portal;
  let stopChild: (() => Promise<void>) | null = null;
  try {
    const db = server.database.db;
    const pool = server.database.pool;
    const bin = DEMO_COMPANIES.large.bin;
    const today = kazakhstanToday();
    // the big number, and the latest start whose window holds at most 50,000 records
    const { rows } = await pool.query<{ msisdn: string }>(
      `select msisdn from operator.usage_records group by msisdn having count(*) > 50000 limit 1`,
    );
    const msisdn = rows[0]!.msisdn;
    let start = addDays(today, -89);
    for (;;) {
      const c = await pool.query<{ n: number }>(
        `select count(*)::int as n from operator.usage_records where msisdn = $1 and occurred_at >= ($2::text || 'T00:00:00+05:00')::timestamptz`,
        [msisdn, start],
      );
      if (c.rows[0]!.n <= 50_000) break;
      start = addDays(start, 1);
    }
    const period = { startDate: start, endDate: today };
    const operator = createReferenceOperator(db, { delayMs: 1000 });
    const subject = { bin, companyName: 'ТОО «Дала Логистикс»', language: 'ru' as const, msisdn, period };
    const count = await operator.countReportRows(bin, { kind: 'usage_details', msisdn, period });
    console.log(`  usage details of ${msisdn}, ${start} … ${today}: ${count} rows`);

    // the same rows for the raw writers, fetched before the clock starts
    const raw = (
      await pool.query<{
        occurred_at: Date;
        type: string;
        description: string;
        duration_sec: number | null;
        units: number;
        unit: string;
        amount: number;
      }>(
        `select occurred_at, type, description, duration_sec, units, unit, amount from operator.usage_records
         where msisdn = $1 and occurred_at >= ($2::text || 'T00:00:00+05:00')::timestamptz order by occurred_at, id`,
        [msisdn, start],
      )
    ).rows;

    const engine = (render: (i: ReturnType<typeof reportDocument>) => Readable) => async () => {
      const out = sink();
      await pipeline(
        render(reportDocument('usage_details', subject, reportSourceOf(db, operator))),
        out.stream,
      );
      return out.bytes();
    };
    const rawXlsx = async () => {
      const out = sink();
      // the same cells as the engine's: date and money cells with their formats
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out.stream,
        useStyles: true,
        useSharedStrings: false,
      });
      const ws = wb.addWorksheet('usage');
      ws.addRow(['Дата и время', 'Тип', 'Описание', 'Длительность', 'Объём', 'Ед.', 'Сумма']).commit();
      for (const r of raw) {
        const row = ws.addRow([
          new Date(r.occurred_at.getTime() + 5 * 3_600_000),
          r.type,
          r.description,
          r.duration_sec,
          r.units,
          r.unit,
          r.amount / 100,
        ]);
        row.getCell(1).numFmt = XLSX_FORMATS.datetime;
        row.getCell(7).numFmt = XLSX_FORMATS.money;
        row.commit();
      }
      ws.commit();
      await wb.commit();
      return out.bytes();
    };
    const rawPdf = async () => {
      const out = sink();
      const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30 });
      const done = pipeline(doc, out.stream);
      const font = createRequire(import.meta.url).resolve(
        '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      );
      doc.font(await fs.readFile(font));
      doc.fontSize(8);
      let y = 30;
      for (const r of raw) {
        if (y > 560) {
          doc.addPage();
          y = 30;
        }
        doc.text(r.occurred_at.toISOString(), 30, y, { lineBreak: false });
        doc.text(r.type, 150, y, { lineBreak: false });
        doc.text(r.description, 250, y, { lineBreak: false });
        doc.text(String(r.units), 520, y, { lineBreak: false });
        doc.text(r.unit, 600, y, { lineBreak: false });
        doc.text((r.amount / 100).toFixed(2), 660, y, { lineBreak: false });
        y += 12;
      }
      doc.end();
      await done;
      return out.bytes();
    };

    const cursorOnly = async () => {
      let n = 0;
      for await (const row of operator.reportRows(bin, { kind: 'usage_details', msisdn, period }))
        n += row.amount >= 0 ? 1 : 0;
      return n;
    };
    await measure('engine rows only (cursor)', cursorOnly);
    const figures = [];
    figures.push(await measure('raw exceljs (stream)', rawXlsx));
    figures.push(await measure('engine XLSX', engine(renderXlsx)));
    figures.push(await measure('raw pdfkit', rawPdf));
    figures.push(await measure('engine PDF', engine(renderPdf)));
    const [rx, ex, rp, ep] = figures as [
      (typeof figures)[0],
      (typeof figures)[0],
      (typeof figures)[0],
      (typeof figures)[0],
    ];
    console.log(
      `  XLSX engine/raw ${(ex.ms / rx.ms).toFixed(2)}× (goal ≤ 2×); PDF engine/raw ${(ep.ms / rp.ms).toFixed(2)}× (goal ≤ 1.5×)`,
    );

    // the light call, idle and while the report job builds the same 50,000 rows in the server: a
    // server process of its own (as `npm start` runs it, with its workers), not this bench's loop
    const childPort = await freePort();
    const child = await startChild(
      path.resolve(import.meta.dirname, '../apps/api/src/main.ts'),
      {
        DATABASE_URL: pool.options.connectionString!,
        PORT: String(childPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${childPort}`,
        LOG_LEVEL: 'warn',
        RUN_WORKERS: 'true',
        RATE_LIMIT_FACTOR: '1000',
      },
      childPort,
      '/auth/session',
    );
    stopChild = child.stop;
    const client = new TestClient(child.url);
    await client.signIn('admin');
    client.bin = bin;
    const idle = await lightLatencies(client, () => false, LIGHT_CALLS);
    let built = false;
    const send = await client.post(`/api/reports/subscribers/${msisdn}/usage-details/send`, {
      body: { ...period, msisdn, email: 'bench@example.kz' },
    });
    if (send.status !== 200) throw new Error(`report request: ${send.status} ${send.text}`);
    const started = performance.now();
    const watch = (async () => {
      for (;;) {
        const s = await pool.query<{ state: string }>(
          `select state from portal.report_requests where email = 'bench@example.kz' order by created_at desc limit 1`,
        );
        if (s.rows[0]?.state === 'sent' || s.rows[0]?.state === 'failed') return s.rows[0].state;
        await new Promise((r) => setTimeout(r, 100));
      }
    })().then((state) => {
      built = true;
      return state;
    });
    const busy = await lightLatencies(client, () => built, 100_000);
    const state = await watch;
    const buildMs = performance.now() - started;
    console.log(`  report job: ${state} in ${Math.round(buildMs)} ms (request → e-mail in the outbox)`);
    const p = (v: number[]) =>
      `p50 ${percentile(v, 50).toFixed(1)} ms, p99 ${percentile(v, 99).toFixed(1)} ms (${v.length} calls)`;
    console.log(`  light call idle:           ${p(idle)}`);
    console.log(`  light call while building: ${p(busy)}`);
    console.log(
      `  p99 while building / idle: ${(percentile(busy, 99) / percentile(idle, 99)).toFixed(2)}× (goal ≤ 3×)`,
    );
  } finally {
    await stopChild?.();
    await portal.stop();
  }
}

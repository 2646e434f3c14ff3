import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  renderJson,
  renderPdf,
  renderXlsx,
  type DocumentInput,
} from '../apps/api/src/platform/documents/index.ts';
import { balanceDocument } from '../apps/api/test/document-fixture.ts';

// Document rendering (decision 011): time and memory for BENCH_DOCUMENT_ROWS rows (50,000, spec §9
// record recommendation) per format. Memory: the heap after a full GC, sampled every 10,000 rows —
// it stays flat when rows are streamed — and the process's peak RSS. Run with
// `node --expose-gc` for the heap figures (npm run bench does not; they read "n/a" then).

const ROWS = Number(process.env.BENCH_DOCUMENT_ROWS ?? 50_000);
const gc = (globalThis as { gc?: () => void }).gc;

function input(heap: number[]): DocumentInput {
  async function* rows() {
    for (let i = 0; i < ROWS; i++) {
      if (i % 10_000 === 0 && gc) {
        gc();
        heap.push(Math.round(process.memoryUsage().heapUsed / 1e6));
      }
      yield {
        msisdn: `70${String(10_000_000 + i)}`,
        holder: `Әсем Құрманғазықызы ${i % 500}`,
        balance: (i * 7919) % 10_000_000,
        day: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
        at: new Date(Date.UTC(2026, 9, 1) + i * 60_000),
        count: i,
      };
    }
  }
  return balanceDocument(rows());
}

export async function benchDocuments(): Promise<void> {
  const formats: [string, (i: DocumentInput) => Readable][] = [
    ['pdf', renderPdf],
    ['xlsx', renderXlsx],
    ['json', renderJson],
  ];
  for (const [name, render] of formats) {
    const heap: number[] = [];
    let peakRss = process.memoryUsage().rss;
    const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    let bytes = 0;
    const started = performance.now();
    await pipeline(
      render(input(heap)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    clearInterval(timer);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const ms = Math.round(performance.now() - started);
    console.log(
      `${name.padEnd(5)} ${ROWS} rows: ${ms} ms, ${(bytes / 1e6).toFixed(1)} MB, peak RSS ${Math.round(peakRss / 1e6)} MB, heap after GC per 10,000 rows ${heap.length ? heap.join(' ') + ' MB' : 'n/a'}`,
    );
  }
}

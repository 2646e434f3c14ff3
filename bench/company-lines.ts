import fs from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/client.ts';
import {
  createCompanyLinesIndex,
  type LinesSource,
} from '../apps/api/src/modules/numbers/company-lines.service.ts';
import { createCompanyLines } from '../apps/api/src/operator/reference/numbers/company-lines.ts';
import { createTmfHttp } from '../apps/api/src/operator/tmf/http-client.ts';
import { createResourceReads } from '../apps/api/src/operator/tmf/resource-reads.ts';
import { ROOT, openBenchDatabaseFromEnv } from './bench-database.ts';
import { freePort, startChild, startPortalChild } from './processes.ts';

// Decision 034: the portal's index of a company's lines, over the wire beside the in-process
// reference in one run. Figures only (DESIGN §7); the goals: the first sync of a 100,000-line company
// ≤ 60 s, the event-to-index lag p99 ≤ 2 s at 50 changes/s.
// BENCH_LAG_CHANGES (500) changes at BENCH_LAG_RATE (50) a second for the lag.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchCompanyLines() {
  const db = await openBenchDatabaseFromEnv();
  const database = createDatabase(db.url, { max: 4 });
  const operatorPort = await freePort();
  const operator = await startChild(
    path.join(ROOT, 'apps/api/src/operator/tmf-service/main.ts'),
    { DATABASE_URL: db.url, OPERATOR_PORT: String(operatorPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    operatorPort,
    '/tmf-api/health',
  );
  const portalPort = await freePort();
  const portal = await startPortalChild(db.url, portalPort, { OPERATOR_URL: operator.url });
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as T[];
  try {
    const wire = createResourceReads(
      createTmfHttp({ baseUrl: operator.url, token: null, client: null, timeoutMs: 30_000 }),
    );
    const firstSync = async (source: LinesSource) => {
      await query(`delete from portal.company_lines where customer_bin = $1`, [db.bin]);
      await query(`delete from portal.company_line_syncs where customer_bin = $1`, [db.bin]);
      const started = performance.now();
      const rss = process.memoryUsage().rss;
      const result = await createCompanyLinesIndex(database.db, source).sync(db.bin);
      const ms = performance.now() - started;
      return {
        lines: result.lines,
        ms,
        linesPerSecond: (result.lines / ms) * 1000,
        rssGrowthMb: (process.memoryUsage().rss - rss) / 2 ** 20,
      };
    };
    const inProcess = await firstSync(createCompanyLines(database.db));
    const overWire = await firstSync(wire);
    console.log(
      `first sync of ${db.companyNumbers} lines: in process ${(inProcess.ms / 1000).toFixed(1)} s ` +
        `(${inProcess.linesPerSecond.toFixed(0)}/s) | TMF637 ${(overWire.ms / 1000).toFixed(1)} s ` +
        `(${overWire.linesPerSecond.toFixed(0)}/s, RSS +${overWire.rssGrowthMb.toFixed(0)} MB) | ×${(inProcess.ms / overWire.ms).toFixed(2)}`,
    );

    // the lag: each change is a new balance on one line; it has arrived when the index shows it
    const changes = env('BENCH_LAG_CHANGES', 500);
    const rate = env('BENCH_LAG_RATE', 50);
    const lines = await query<{ msisdn: string }>(
      `select msisdn from operator.subscribers where customer_bin = $1 order by msisdn limit $2`,
      [db.bin, changes],
    );
    const sentAt = new Map<string, { value: number; at: number }>();
    const lags: number[] = [];
    let polling = true;
    let deadline = Infinity;
    const poll = (async () => {
      while (polling || sentAt.size > 0) {
        const waiting = [...sentAt.keys()];
        if (waiting.length) {
          const seen = await query<{ msisdn: string; balance: string }>(
            `select msisdn, available_by_credit_limit_or_pia_balance as balance from portal.company_lines where msisdn = any($1)`,
            [waiting],
          );
          const now = performance.now();
          for (const row of seen) {
            const sent = sentAt.get(row.msisdn);
            if (sent && Number(row.balance) === sent.value) {
              lags.push(now - sent.at);
              sentAt.delete(row.msisdn);
            }
          }
        }
        if (!polling && performance.now() > deadline) break;
        await sleep(20);
      }
    })();
    const start = performance.now();
    for (const [i, { msisdn }] of lines.entries()) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const value = 900_000_000 + i;
      sentAt.set(msisdn, { value, at: performance.now() });
      await query(
        `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = $1`,
        [msisdn, value],
      );
    }
    const offered = (lines.length / (performance.now() - start)) * 1000;
    deadline = performance.now() + 30_000;
    polling = false;
    await poll;
    lags.sort((a, b) => a - b);
    const lag = {
      changes: lines.length,
      offeredPerSecond: offered,
      arrived: lags.length,
      p50: percentile(lags, 50),
      p99: percentile(lags, 99),
      max: lags.at(-1) ?? NaN,
    };
    console.log(
      `event-to-index lag at ${offered.toFixed(0)} changes/s: ${lag.arrived}/${lag.changes} arrived, ` +
        `p50 ${lag.p50.toFixed(0)} ms p99 ${lag.p99.toFixed(0)} ms max ${lag.max.toFixed(0)} ms (20 ms polling)`,
    );
    const result = { companyLines: db.companyNumbers, firstSync: { inProcess, overWire }, lag };
    await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await fs.writeFile(path.join(ROOT, 'bench/results/company-lines.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await portal.stop();
    await operator.stop();
    await database.close();
    await db.stop();
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { runSpendAlerts } from '../apps/api/src/modules/spend/spend-alerts.job.ts';
import { createCompanyLinesIndex } from '../apps/api/src/modules/numbers/company-lines.service.ts';
import { spendCalendar } from '../apps/api/src/modules/spend/spend-month.ts';
import { createReferenceOperator } from '../apps/api/src/operator/reference/index.ts';
import { createCompanyLines } from '../apps/api/src/operator/reference/numbers/company-lines.ts';
import { createTmfOperator } from '../apps/api/src/operator/tmf/adapter.ts';
import { createTmfHttp } from '../apps/api/src/operator/tmf/http-client.ts';
import { ROOT, openBenchDatabaseFromEnv } from './bench-database.ts';
import { freePort, startChild } from './processes.ts';

// Decision 030 (2026-12-02): one pass of the portal's spend-limit check — every limit of the largest
// company, 200 a read, against the month's charges the billing answers — in process and over the
// wire (TMF678 rates + TMF666 accounts per read), in one run. Figures only (DESIGN §7). The limits
// are set high, so the pass reads and keeps the charges and alerts nothing (the reading is the cost
// that grows with the company; an alert is a row and its e-mails).

export async function benchSpendLimits() {
  const db = await openBenchDatabaseFromEnv();
  const database = createDatabase(db.url, { max: 4 });
  const query = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  let operator: Awaited<ReturnType<typeof startChild>> | null = null;
  try {
    const operatorPort = await freePort();
    operator = await startChild(
      path.join(ROOT, 'apps/api/src/operator/tmf-service/main.ts'),
      { DATABASE_URL: db.url, OPERATOR_PORT: String(operatorPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      operatorPort,
      '/tmf-api/health',
    );
    await createCompanyLinesIndex(database.db, createCompanyLines(database.db)).sync(db.bin);
    const month = spendCalendar(null).month();
    await query(`delete from portal.spend_limits where customer_bin = $1`, [db.bin]);
    const { rowCount } = await query(
      `insert into portal.spend_limits (msisdn, customer_bin, monthly_limit, block_at_limit, since_month)
       select msisdn, customer_bin, 10000000000, true, $2::date from portal.company_lines where customer_bin = $1`,
      [db.bin, month],
    );
    const mail = { enqueue: async () => {} } as never;
    const pass = async (name: string, port: Parameters<typeof runSpendAlerts>[0]['operator']) => {
      const started = performance.now();
      const result = await runSpendAlerts({ db: database.db, operator: port, mail, fixedToday: null });
      const ms = performance.now() - started;
      console.log(
        `${name}: ${rowCount} limits in ${(ms / 1000).toFixed(2)} s (${((rowCount! / ms) * 1000).toFixed(0)} limits/s), alerts ${result.alerts}`,
      );
      return { ms, limitsPerSecond: (rowCount! / ms) * 1000 };
    };
    const reference = createReferenceOperator(database.db, { delayMs: 1000 });
    // the first pass writes every limit's month figure; the next ones only those that moved
    const firstPass = await pass('in process, first pass', reference);
    const inProcess = await pass('in process', reference);
    const wire = createTmfOperator(
      createTmfHttp({ baseUrl: operator.url, token: null, client: null, timeoutMs: 30_000 }),
      { schedulePoll: async () => {}, claimEvent: async () => true },
    );
    const overWire = await pass('over TMF678', wire);
    const [kept] = (
      await query(
        `select count(*)::int as n from portal.spend_limits where customer_bin = $1 and spent_month = $2::date`,
        [db.bin, month],
      )
    ).rows as { n: number }[];
    console.log(
      `charges kept for ${kept!.n} limits; over the wire ×${(overWire.ms / inProcess.ms).toFixed(2)}`,
    );
    await query(`delete from portal.spend_limits where customer_bin = $1`, [db.bin]);
    const result = { limits: rowCount, firstPass, inProcess, overWire };
    await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await fs.writeFile(path.join(ROOT, 'bench/results/spend-limits.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await operator?.stop();
    await database.close();
    await db.stop();
  }
}

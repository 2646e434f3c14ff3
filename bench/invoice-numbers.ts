import { execSync } from 'node:child_process';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { invoiceNumbersDocument } from '../apps/api/src/modules/documents/document-files.ts';
import { createDocumentsService } from '../apps/api/src/modules/documents/documents.service.ts';
import type { DocumentsRepository } from '../apps/api/src/modules/documents/documents.repository.ts';
import type { OperatorPort } from '../apps/api/src/operator/port.ts';
import { createReferenceOperator } from '../apps/api/src/operator/reference/index.ts';
import { createTmfOperator } from '../apps/api/src/operator/tmf/adapter.ts';
import { createTmfHttp } from '../apps/api/src/operator/tmf/http-client.ts';
import { renderXlsx } from '../apps/api/src/platform/documents/index.ts';
import { freePort, startChild, startInProcessPortal } from './processes.ts';
import { measure, sink } from './reports.ts';

// Decision 019: the numbers of an invoice of BENCH_INVOICE_NUMBERS (100,000) numbers as XLSX, the
// file streamed from the operator (`exportInvoiceNumbers`: keyset batches, NDJSON over TMF), in
// process and over TMF (the operator service a process of its own), beside, in the same run: a bare
// exceljs stream of the same rows (no operator), the file read by offset pages of 10,000 (the
// alternative not taken: its cost grows with the square of the invoice) and the whole invoice read
// at once before writing (how the file was made before). The figure that matters is the heap's
// growth: flat when streamed, growing with the invoice when whole. Run with `node --expose-gc` so each
// case starts from a collected heap.

const NUMBERS = Number(process.env.BENCH_INVOICE_NUMBERS ?? 100_000);
const INVOICE = '5'.repeat(27);

export async function benchInvoiceNumbers(): Promise<void> {
  console.log(`  uptime at start: ${execSync('uptime').toString().trim()}`);
  const portal = await startInProcessPortal('invoice-numbers');
  const { server } = portal;
  let stopOperator: (() => Promise<void>) | null = null;
  try {
    const pool = server.database.pool;
    const bin = DEMO_COMPANIES.large.bin;
    const { rows } = await pool.query<{ account_number: string }>(
      `select account_number from operator.billing_accounts where customer_bin = $1 order by 1 limit 1`,
      [bin],
    );
    await pool.query(
      `insert into operator.invoices (invoice_number, customer_bin, account_number, period_month, issued_at, amount)
       values ($1, $2, $3, '2026-09-01', now(), 0) on conflict do nothing`,
      [INVOICE, bin, rows[0]!.account_number],
    );
    // two charges a number, as the billing writes them
    await pool.query(
      `insert into operator.invoice_lines (invoice_number, msisdn, charge_type, amount)
       select $1, (7000000000 + n)::text, c, 500 from generate_series(1, $2::int) n,
              unnest(array['SUBSCRIPTION_FEE', 'CALLS']) c`,
      [INVOICE, NUMBERS],
    );
    await pool.query('analyze operator.invoice_lines');

    const operatorPort = await freePort();
    const child = await startChild(
      path.resolve(import.meta.dirname, '../apps/api/src/operator/tmf-service/main.ts'),
      {
        DATABASE_URL: pool.options.connectionString!,
        OPERATOR_PORT: String(operatorPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      operatorPort,
      '/tmf-api/health',
    );
    stopOperator = child.stop;
    const inProcess = createReferenceOperator(server.database.db, { delayMs: 1000 });
    const overTmf = createTmfOperator(
      createTmfHttp({ baseUrl: child.url, token: null, client: null, timeoutMs: 60_000 }),
      { schedulePoll: async () => {}, claimEvent: async () => false },
    );
    // the file touches neither the action log nor the reports
    const serviceOf = (operator: OperatorPort) =>
      createDocumentsService(operator, {} as DocumentsRepository, {
        reports: {} as Parameters<typeof createDocumentsService>[2]['reports'],
      });
    const company = { bin, names: { ru: 'ТОО', en: 'LLP', kk: 'ЖШС' } };

    const bare = async () => {
      const out = sink();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out.stream,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('numbers');
      for (let n = 1; n <= NUMBERS; n++) sheet.addRow([String(7000000000 + n), INVOICE]).commit();
      sheet.commit();
      await workbook.commit();
      return out.bytes();
    };
    const streamed = (operator: OperatorPort) => async () => {
      const out = sink();
      const file = await serviceOf(operator).numbersByInvoiceFile(bin, INVOICE, 'ru');
      await pipeline(file.body, out.stream);
      return out.bytes();
    };
    const write = async (msisdns: AsyncIterable<string>) => {
      const out = sink();
      await pipeline(renderXlsx(invoiceNumbersDocument(INVOICE, msisdns, company, 'ru')), out.stream);
      return out.bytes();
    };
    const paged = (operator: OperatorPort) => async () => {
      async function* pages() {
        for (let pageNumber = 0; ; pageNumber++) {
          const page = await operator.findNumbersByInvoice(bin, INVOICE, { pageNumber, pageSize: 10_000 });
          yield* page!.msisdns;
          if (page!.msisdns.length < 10_000) return;
        }
      }
      return write(pages());
    };
    // before: the whole invoice asked for at once, then written
    const whole = (operator: OperatorPort) => async () => {
      const found = await operator.findNumbersByInvoice(bin, INVOICE, { pageNumber: 0, pageSize: NUMBERS });
      async function* all() {
        yield* found!.msisdns;
      }
      return write(all());
    };

    console.log(`  an invoice of ${NUMBERS} numbers (${2 * NUMBERS} lines):`);
    // the whole reads last: a process's RSS seldom shrinks, so what follows them would inherit it
    await measure('bare exceljs stream', bare);
    await measure('streamed, in process', streamed(inProcess));
    await measure('streamed, over TMF', streamed(overTmf));
    await measure('offset pages, in process', paged(inProcess));
    await measure('whole invoice, in process', whole(inProcess));
    await measure('whole invoice, over TMF', whole(overTmf));
  } finally {
    await stopOperator?.();
    await portal.stop();
    console.log(`  uptime at end: ${execSync('uptime').toString().trim()}`);
  }
}

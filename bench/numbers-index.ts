import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { ROOT, openBenchDatabase } from './bench-database.ts';
import { buildSubscriberSearchSql, toQuery } from '../apps/api/src/modules/numbers/numbers-search-sql.ts';
import type { ListOrder, SubscriberSearchFilters } from '../apps/api/src/modules/numbers/numbers-query.ts';

// Decision 034: the numbers list's page on the portal's index beside the same search of the
// in-process reference operator as it was before the move (its SQL read from git at BENCH_BASE,
// default main, on its own tables and indexes), statement for statement on one database: median and
// p95 ms of each, and reference ÷ index (≥ 1: the index is at least as fast). Both read the same
// notes: the portal's are copied into the operator's columns for the run, and the reference's
// indexes on them (migrations 0019, 0024) made and dropped around it. Printed only (DESIGN §7).

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BASE = process.env.BENCH_BASE ?? 'main';
const FILES = ['numbers-search-sql.ts', 'numbers-filter-sql.ts', 'numbers-order-sql.ts'];

const REFERENCE_INDEXES = [
  `subscribers_label_trgm_idx on operator.subscribers using gin (customer_bin, label gin_trgm_ops)`,
  `subscribers_comment_trgm_idx on operator.subscribers using gin (customer_bin, comment gin_trgm_ops)`,
  `subscribers_customer_label_idx on operator.subscribers (customer_bin, label nulls last, msisdn)`,
  `subscribers_customer_label_desc_idx on operator.subscribers (customer_bin, label nulls first, msisdn)`,
  `subscribers_customer_comment_idx on operator.subscribers (customer_bin, msisdn) where comment is not null`,
  `subscribers_customer_cost_centre_idx on operator.subscribers (customer_bin, cost_centre_id, msisdn)`,
];

type Build = (
  bin: string,
  f: SubscriberSearchFilters,
  p: { pageNumber: number; pageSize: number },
  o?: ListOrder,
) => SQL;

/** the reference's search statement as it was at BENCH_BASE, written where its imports resolve */
async function referenceSearch(): Promise<Build> {
  const dir = path.join(ROOT, '.tmp/bench-reference-search');
  await fs.mkdir(dir, { recursive: true });
  for (const file of FILES) {
    const text = execFileSync('git', ['show', `${BASE}:apps/api/src/operator/reference/numbers/${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    await fs.writeFile(path.join(dir, file), text);
  }
  const module = (await import(path.join(dir, 'numbers-search-sql.ts'))) as {
    buildSubscriberSearchSql: Build;
  };
  return module.buildSubscriberSearchSql;
}

const CASES: { name: string; search: Partial<SubscriberSearchFilters>; order?: ListOrder; page?: number }[] =
  [
    { name: 'empty (mask 7)', search: {} },
    { name: 'number prefix 701', search: { msisdnPart: '701' } },
    { name: 'number part 4567', search: { msisdnPart: '4567' } },
    { name: 'label part қызмет', search: { label: 'қызмет' } },
    { name: 'comment part склад', search: { comment: 'склад' } },
    { name: 'state blocked', search: { states: ['BLOCKED'] } },
    { name: 'tariff', search: { tariffId: 'corp-prepaid-start' } },
    { name: 'in roaming', search: { inRoaming: true } },
    { name: 'no label', search: { hasLabel: false } },
    { name: 'device registered', search: { deviceRegistered: true } },
    { name: 'balance < 500 ₸, page 100', search: { balanceBelow: 50_000 }, page: 100 },
    ...(['label', 'tariff', 'balance'] as const).flatMap((sort) =>
      (['asc', 'desc'] as const).map((direction) => ({
        name: `sort ${sort} ${direction}`,
        search: {},
        order: { sort, direction, language: 'ru' as const },
      })),
    ),
  ];

const ms = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2));
};

async function timed(client: pg.Client, statement: SQL) {
  const { text, values } = toQuery(statement);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const { rows } = await client.query(text, values);
    if (i >= 3) times.push(performance.now() - started);
    total = (rows[0] as { total: number }).total;
  }
  return { total, median: ms(times, 0.5), p95: ms(times, 0.95) };
}

export async function benchNumbersIndex() {
  const db = await openBenchDatabase({
    numbers: Number(process.env.BENCH_NUMBERS ?? 1_000_000),
    largest: Number(process.env.BENCH_LARGEST ?? 100_000),
    companies: Number(process.env.BENCH_COMPANIES ?? 50),
  });
  const reference = await referenceSearch();
  const client = new pg.Client(db.url);
  await client.connect();
  try {
    await client.query(
      `update operator.subscribers s set label = l.label, comment = l.comment
      from portal.company_lines l where l.msisdn = s.msisdn and s.customer_bin = $1
        and (s.label, s.comment) is distinct from (l.label, l.comment)`,
      [db.bin],
    );
    for (const index of REFERENCE_INDEXES) await client.query(`create index if not exists ${index}`);
    await client.query('analyze operator.subscribers, portal.company_lines');
    const table = [];
    for (const c of CASES) {
      const filters: SubscriberSearchFilters = {
        msisdnPart: '7',
        iccid: null,
        accountNumber: null,
        typeAccount: null,
        label: null,
        comment: null,
        ...c.search,
      };
      const page = { pageNumber: c.page ?? 1, pageSize: 10 };
      const onIndex = await timed(client, buildSubscriberSearchSql(db.bin, filters, page, c.order));
      const before = await timed(client, reference(db.bin, filters, page, c.order));
      table.push({
        case: c.name,
        matches: onIndex.total,
        'reference matches': before.total,
        'index median': onIndex.median,
        'index p95': onIndex.p95,
        'reference median': before.median,
        'reference p95': before.p95,
        'reference ÷ index': Number((before.median / onIndex.median).toFixed(2)),
      });
    }
    console.log(`company ${db.bin}: ${db.companyNumbers} numbers of ${db.totalNumbers}; ${RUNS} runs a case`);
    console.table(table);
    await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await fs.writeFile(path.join(ROOT, 'bench/results/numbers-index.json'), JSON.stringify(table, null, 2));
    return table;
  } finally {
    for (const index of REFERENCE_INDEXES)
      await client.query(`drop index if exists operator.${index.split(' ')[0]}`).catch(() => {});
    await client.end();
    await db.stop();
  }
}

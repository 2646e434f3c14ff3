import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../apps/api/src/db/client.ts';
import {
  scopedAccountOptions,
  tariffOptions,
} from '../apps/api/src/modules/numbers/filter-options.repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import { buildSubscriberSearchSql, toQuery } from '../apps/api/src/modules/numbers/numbers-search-sql.ts';

// Decision 029: what a scoped user's numbers search costs beside an unscoped one, on the largest
// company: the scope is an EXISTS probe of portal.number_group_members per operator row. Groups of
// 1,000 and 25,000 numbers; each statement run `RUNS` times after a warm-up, median and p95 in ms.
// Also the list's filter options for the same scopes ("matches": tariffs + accounts offered).
// Printed only: nothing here asserts a time (DESIGN §7).

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const ms = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2));
};

export async function benchTeamScope() {
  const db = await openBenchDatabase({
    numbers: Number(process.env.BENCH_NUMBERS ?? 1_000_000),
    largest: Number(process.env.BENCH_LARGEST ?? 100_000),
    companies: Number(process.env.BENCH_COMPANIES ?? 50),
  });
  const client = new pg.Client(db.url);
  await client.connect();
  try {
    const groups: Record<string, string> = {};
    for (const size of [1_000, 25_000]) {
      const name = `bench scope ${size}`;
      await client.query(`delete from portal.number_groups where customer_bin = $1 and name = $2`, [
        db.bin,
        name,
      ]);
      const { rows } = await client.query<{ id: string }>(
        `insert into portal.number_groups (customer_bin, name) values ($1, $2) returning id`,
        [db.bin, name],
      );
      // every fourth number of the company, so the group is spread over the whole list
      await client.query(
        `insert into portal.number_group_members (group_id, msisdn)
         select $1, msisdn from (select msisdn, row_number() over (order by msisdn) as n
           from operator.subscribers where customer_bin = $2) s where n % 4 = 0 limit $3`,
        [rows[0]!.id, db.bin, size],
      );
      groups[`group of ${size}`] = rows[0]!.id;
    }
    await client.query('analyze portal.number_group_members');
    const cases: [string, readonly string[] | null, object][] = [
      ['all numbers, page 1', null, {}],
      ...Object.entries(groups).map(
        ([name, id]) => [`${name}, page 1`, [id], {}] as [string, string[], object],
      ),
      ['all numbers, prefix 701', null, { msisdnPart: '701' }],
      ...Object.entries(groups).map(
        ([name, id]) => [`${name}, prefix 701`, [id], { msisdnPart: '701' }] as [string, string[], object],
      ),
    ];
    const table = [];
    for (const [name, groupIds, search] of cases) {
      const filters = {
        msisdnPart: '7',
        iccid: null,
        accountNumber: null,
        typeAccount: null,
        label: null,
        comment: null,
        ...search,
        groupIds,
      };
      const query = toQuery(buildSubscriberSearchSql(db.bin, filters, { pageNumber: 1, pageSize: 10 }));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const started = performance.now();
        const { rows } = await client.query(query.text, query.values);
        if (i >= 3) times.push(performance.now() - started);
        total = (rows[0] as { total: number }).total;
      }
      table.push({ case: name, matches: total, median: ms(times, 0.5), p95: ms(times, 0.95) });
    }
    // the list's filter options (tariffs, accounts): the company's, or a scope's read from its groups
    const orm = drizzle(client) as unknown as Db;
    const optionCases: [string, readonly string[] | null][] = [
      ['filter options, all numbers', null],
      ...Object.entries(groups).map(([name, id]) => [`filter options, ${name}`, [id]] as [string, string[]]),
    ];
    for (const [name, groupIds] of optionCases) {
      const times: number[] = [];
      let offered = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const started = performance.now();
        // decision 034: the portal's index (a full user's accounts are the billing's TMF666 list)
        const [tariffs, accounts] = await Promise.all([
          tariffOptions(orm, db.bin, groupIds),
          groupIds ? scopedAccountOptions(orm, db.bin, groupIds) : Promise.resolve([]),
        ]);
        if (i >= 3) times.push(performance.now() - started);
        offered = tariffs.length + accounts.length;
      }
      table.push({ case: name, matches: offered, median: ms(times, 0.5), p95: ms(times, 0.95) });
    }
    console.log(`company ${db.bin}: ${db.companyNumbers} numbers`);
    console.table(table);
    return table;
  } finally {
    await client.end();
    await db.stop();
  }
}

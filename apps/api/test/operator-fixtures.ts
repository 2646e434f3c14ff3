import { expect } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { createCompanyLinesIndex } from '../src/modules/numbers/company-lines.service.ts';
import { createSpendSync } from '../src/modules/spend/spend-sync.ts';
import { createCompanyLines } from '../src/operator/reference/numbers/company-lines.ts';
import { createReferenceSpend } from '../src/operator/reference/spend/index.ts';
import { MONTH } from './clock.ts';
import type { TestServer } from './server.ts';

// Factories and waits shared by the services and lifecycle API tests: numbers picked by what they
// are (not by luck of the seed), product rows set up as a test needs them, and bounded polling.

export function sqlOf(server: TestServer) {
  return async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.database.pool.query(text, values)).rows as T[];
}

/** numbers already handed to a test, per server: every test gets numbers of its own */
const used = new WeakMap<TestServer, string[]>();

/**
 * Distinct active POSTPAID numbers of the large company on the Business Unlimited tariff, without
 * a running contract phone and without pending requests, each with `balance` tiyn to spend.
 */
export async function pickNumbers(server: TestServer, count: number, balance = 1_000_000): Promise<string[]> {
  const sql = sqlOf(server);
  const rows = await sql<{ msisdn: string }>(
    `select s.msisdn from operator.subscribers s
      where s.customer_bin = $1 and s.lc_state_id = 20 and s.tariff_id = 'corp-business-unlim'
        and not exists (select 1 from operator.contract_phones c where c.msisdn = s.msisdn)
        and not exists (select 1 from operator.subscriber_products p where p.msisdn = s.msisdn and p.status = 'PENDING')
        and not exists (select 1 from operator.subscriber_products p where p.msisdn = s.msisdn
                          and p.product_id in ('PKG_ATLAS_PRO', 'PKG_ROAMING_WORLD'))
        and s.msisdn <> all($3)
      order by s.msisdn limit $2`,
    [DEMO_COMPANIES.large.bin, count, [...Object.values(DEMO_NUMBERS), ...(used.get(server) ?? [])]],
  );
  expect(rows).toHaveLength(count);
  const msisdns = rows.map((r) => r.msisdn);
  used.set(server, [...(used.get(server) ?? []), ...msisdns]);
  await sql(
    `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = any($1)`,
    [msisdns, balance],
  );
  return msisdns;
}

/** Puts a product on a number as the operator's history left it (CONNECTED), or takes it off. */
export async function setProduct(
  server: TestServer,
  msisdn: string,
  productId: string,
  status: 'CONNECTED' | 'AVAILABLE',
): Promise<void> {
  const sql = sqlOf(server);
  await sql(`delete from operator.subscriber_products where msisdn = $1 and product_id = $2`, [
    msisdn,
    productId,
  ]);
  if (status === 'CONNECTED')
    await sql(
      `insert into operator.subscriber_products (msisdn, product_id, status, state, connected_at, available_until)
       values ($1, $2, 'CONNECTED', 'FULL', now() - interval '3 days', now() + interval '27 days')`,
      [msisdn, productId],
    );
}

/** Polls `read` until `isDone` holds (bounded: the operator completes after OPERATOR_DELAY_MS). */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The waiting completion jobs of a number's pending operations (decision 008: one per operation). */
export const completionJobsOf = (server: TestServer, msisdn: string) =>
  sqlOf(server)<{ kind: string; operation_id: number; start_after: Date }>(
    `select j.data->>'kind' as kind, (j.data->>'operationId')::bigint as operation_id, j.start_after
       from pgboss.job j join operator.pending_operations o on o.id = (j.data->>'operationId')::bigint
      where j.name = 'operator-completions' and j.state = 'created' and o.msisdn = $1
      order by o.id`,
    [msisdn],
  );

/** Makes the operator's waiting completions of a number due now (the queue's start_after). */
export async function completeNow(server: TestServer, msisdn: string): Promise<void> {
  // decision 032: over TMF the operator service completes its operations itself; it is asked to now
  if (server.tmf) return server.tmf.completeNow(msisdn);
  await sqlOf(server)(
    `update pgboss.job set start_after = now()
      where name = 'operator-completions' and state = 'created'
        and (data->>'operationId')::bigint in (select id from operator.pending_operations where msisdn = $1)`,
    [msisdn],
  );
}

export const balanceOf = async (server: TestServer, msisdn: string): Promise<number> =>
  (
    await sqlOf(server)<{ b: number }>(
      `select available_by_credit_limit_or_pia_balance as b from operator.subscribers where msisdn = $1`,
      [msisdn],
    )
  )[0]!.b;

export const actionsOf = (server: TestServer, msisdn: string) =>
  sqlOf(server)<{ action: string; status: string; params: Record<string, unknown> }>(
    `select action, status, params from portal.action_log where msisdn = $1 order by id`,
    [msisdn],
  );

/**
 * Gives a number its own spec §6 letter flags (null: none of its own, it takes the company
 * profile's), as the operator's BSS would hold them.
 */
export async function setOwnFlags(server: TestServer, msisdn: string, flags: string[] | null): Promise<void> {
  const [line] = await sqlOf(server)<{ bin: string }>(
    `update operator.subscribers set subscriber_flags = $2 where msisdn = $1 returning customer_bin as bin`,
    [msisdn, flags],
  );
  // the tenancy guard reads the flags from the portal's index (decision 034)
  if (line) await reindexLine(server, line.bin, msisdn);
}

/**
 * decision 027: waits until the operator has applied the number's accepted block or unblock (its
 * named state leaves PENDING), making the completion due now first. Returns the state then.
 */
export async function untilStateApplied(server: TestServer, msisdn: string): Promise<string> {
  await completeNow(server, msisdn);
  const read = async () =>
    (
      await sqlOf(server)<{ state: string }>(`select state from operator.subscribers where msisdn = $1`, [
        msisdn,
      ])
    )[0]!.state;
  return waitFor(read, (state) => state !== 'PENDING');
}

/**
 * decision 034: the company's lines read again into the portal's index, as a reconciliation does —
 * for tests that write the operator's tables directly and then read what the index answers.
 */
export async function reindex(server: TestServer, bin: string): Promise<void> {
  await indexOf(server).sync(bin);
}

/** decision 034: one line read again into the index, as after an event */
export async function reindexLine(server: TestServer, bin: string, msisdn: string): Promise<void> {
  await indexOf(server).refreshLine(bin, msisdn);
}

const indexOf = (server: TestServer) =>
  createCompanyLinesIndex(server.database.db, createCompanyLines(server.database.db));

/**
 * decision 034: gives lines a label and/or comment as the portal keeps them (its index), the way a
 * user's edit would leave them; a key left out keeps the line's value.
 */
export async function setNotes(
  server: TestServer,
  msisdns: string | readonly string[],
  notes: { label?: string | null; comment?: string | null },
): Promise<void> {
  const list = typeof msisdns === 'string' ? [msisdns] : [...msisdns];
  const { rowCount } = await server.database.pool.query(
    `update portal.company_lines set
       label = case when $2 then $3 else label end, comment = case when $4 then $5 else comment end
     where msisdn = any($1)`,
    [list, 'label' in notes, notes.label ?? null, 'comment' in notes, notes.comment ?? null],
  );
  expect(rowCount, 'every line is in the index').toBe(list.length);
}

/**
 * decision 030: the company's spend read into the portal now, as the spend sync job does on its
 * schedule (the open months): what the overview shows after the billing's charges arrived
 */
export async function syncSpend(server: TestServer, bin: string): Promise<void> {
  await createSpendSync(server.database.db, createReferenceSpend(server.database.db)).sync(bin, MONTH);
}

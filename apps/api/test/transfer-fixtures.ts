import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient, TestResponse } from './client.ts';
import { sqlOf } from './operator-fixtures.ts';
import type { TestServer } from './server.ts';

// Factories of the balance transfer API tests: numbers picked by what they are, balances set as a
// test needs them, and the company's money read back.

const handed = new WeakMap<TestServer, string[]>();

/**
 * Distinct active numbers of the large company never handed out before, each moved onto a personal
 * account of its own (the demo puts hundreds of numbers on one account), with `available` tiyn and
 * the given credit limit.
 */
export async function pickParties(
  server: TestServer,
  count: number,
  balance: { available: number; creditLimit?: number | null } = { available: 1_000_000 },
): Promise<string[]> {
  const sql = sqlOf(server);
  const rows = await sql<{ msisdn: string }>(
    `select s.msisdn from operator.subscribers s
      where s.customer_bin = $1 and s.lc_state_id = 20 and s.msisdn <> all($3)
      order by s.msisdn limit $2`,
    [DEMO_COMPANIES.large.bin, count, [...Object.values(DEMO_NUMBERS), ...(handed.get(server) ?? [])]],
  );
  expect(rows).toHaveLength(count);
  const msisdns = rows.map((r) => r.msisdn);
  handed.set(server, [...(handed.get(server) ?? []), ...msisdns]);
  for (const msisdn of msisdns) await ownAccount(server, msisdn);
  await setBalance(server, msisdns, balance.available, balance.creditLimit ?? null);
  return msisdns;
}

/** Moves a number onto a new personal account of its company (spec §5: transfers need two accounts). */
export async function ownAccount(server: TestServer, msisdn: string): Promise<void> {
  await sqlOf(server)(
    `with account as (
       insert into operator.billing_accounts (account_number, customer_bin, account_type, payment_type)
       select '19' || substr($1, 2), customer_bin, 'INDIVIDUAL', type from operator.subscribers where msisdn = $1
       on conflict (account_number) do update set customer_bin = excluded.customer_bin
       returning account_number)
     update operator.subscribers set account_number = (select account_number from account) where msisdn = $1`,
    [msisdn],
  );
}

export async function setBalance(
  server: TestServer,
  msisdns: readonly string[],
  available: number,
  creditLimit: number | null,
): Promise<void> {
  await sqlOf(server)(
    `update operator.subscribers
        set available_by_credit_limit_or_pia_balance = $2, credit_limit = $3 where msisdn = any($1)`,
    [msisdns, available, creditLimit],
  );
}

export const balancesOf = async (server: TestServer, msisdns: readonly string[]) => {
  const rows = await sqlOf(server)<{ msisdn: string; b: number }>(
    `select msisdn, available_by_credit_limit_or_pia_balance as b from operator.subscribers where msisdn = any($1)`,
    [msisdns],
  );
  return Object.fromEntries(msisdns.map((m) => [m, rows.find((r) => r.msisdn === m)!.b]));
};

/** Everything a transfer could change: balances, ledger, transfers, keys and the action log. */
export const moneyFingerprint = async (server: TestServer) =>
  JSON.stringify(
    (
      await sqlOf(server)(`select
      (select md5(string_agg(concat(msisdn, ':', available_by_credit_limit_or_pia_balance), ',' order by msisdn))
         from operator.subscribers) as balances,
      (select count(*) from operator.balance_ledger) as ledger,
      (select count(*) from operator.balance_transfers) as transfers,
      (select count(*) from portal.idempotency_keys) as keys`)
    )[0],
  );

export interface TransferInput {
  msisdnFrom: string;
  msisdnTo: string;
  tenge: string;
  tiyn?: string;
}

export function transfer(client: TestClient, input: TransferInput, key: string | null = randomUUID()) {
  return client.post('/api/customers/transfer-payment', {
    body: { tiyn: '', ...input },
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export function expectRefusal(
  res: TestResponse,
  status: number,
  code: string,
  errorName: string,
  fieldError?: { path: string; code: string },
) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ code, message: code, errorName });
  expect((res.body as { errors?: unknown }).errors).toEqual(fieldError ? [fieldError] : undefined);
}

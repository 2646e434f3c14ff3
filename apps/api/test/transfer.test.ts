import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { transferResultSchema } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { createBalanceTransfers } from '../src/operator/reference/transfer/index.ts';
import { largeCompanySuite } from './support/large-company-suite.ts';
import {
  balancesOf,
  expectRefusal,
  moneyFingerprint,
  ownAccount,
  pickParties,
  setBalance,
  transfer,
} from './transfer-fixtures.ts';

// Decision 013: POST /api/customers/transfer-payment — spec §5 Balance transfer (every boundary), §8 the
// errorName table, DESIGN §3 (integer tiyn, one transaction, fixed lock order, ledger, Idempotency-Key).

const FAILING_CHANNEL = DEMO_NUMBERS.esim; // the billing answers get_pay_channel_id_fail
const FAILING_BILLING = DEMO_NUMBERS.kazakhLabel; // the billing answers an unknown error

describe('balance transfer', () => {
  const suite = largeCompanySuite({
    // decision 012 allows 20 transfers an hour per user: this suite makes hundreds
    RATE_LIMIT_FACTOR: '100',
    OPERATOR_FAILING_TRANSFERS: `${FAILING_CHANNEL}:get_pay_channel_id_fail, ${FAILING_BILLING}`,
  });
  const { bin, sql } = suite;

  const ledgerOf = (reference: string) =>
    sql<{ msisdn: string; kind: string; amount: number; balance_after: number }>(
      `select msisdn, kind, amount, balance_after from operator.balance_ledger where reference = $1 order by id`,
      [reference],
    );

  it('moves integer tiyn from sender to recipient, with a ledger row for each side and an action log entry', async () => {
    const [from, to] = await pickParties(suite.server, 2, { available: 500_000 });
    const res = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '1500', tiyn: '05' });
    expect(res.status, res.text).toBe(200);
    const body = transferResultSchema.parse(res.body);
    expect(body).toMatchObject({
      result: 'SUCCESS',
      data: { msisdnFrom: from, msisdnTo: to, amount: 150_005, errorName: null },
      message: 'transfer_success',
    });
    expect(await balancesOf(suite.server, [from!, to!])).toEqual({ [from!]: 349_995, [to!]: 650_005 });
    expect(await ledgerOf(`transfer:${body.data.transferId}`)).toEqual([
      { msisdn: from, kind: 'TRANSFER_OUT', amount: -150_005, balance_after: 349_995 },
      { msisdn: to, kind: 'TRANSFER_IN', amount: 150_005, balance_after: 650_005 },
    ]);
    const log = await sql(`select action, status, params from portal.action_log where msisdn = $1`, [from]);
    expect(log).toEqual([
      {
        action: 'balance_transfer',
        status: 'S',
        params: { msisdnFrom: from, msisdnTo: to, amount: 150_005, transferId: body.data.transferId },
      },
    ]);
  });

  describe('spec §5 amount and number rules: the same codes as the browser, nothing changed', () => {
    const cases: [string, { tenge: string; tiyn: string }, string][] = [
      ['0', { tenge: '0', tiyn: '0' }, 'amount_too_small'],
      ['empty', { tenge: '', tiyn: '' }, 'amount_too_small'],
      ['1,000,000.01', { tenge: '1000000', tiyn: '01' }, 'amount_too_large'],
      ['100 tiyn', { tenge: '5', tiyn: '100' }, 'invalid_tiyn_part'],
      ['8-digit tenge', { tenge: '10000000', tiyn: '' }, 'invalid_tenge_part'],
      ['letters', { tenge: '12a', tiyn: '' }, 'invalid_tenge_part'],
      ['a negative tiyn part', { tenge: '1', tiyn: '-5' }, 'invalid_tiyn_part'],
    ];
    for (const [name, amount, code] of cases)
      it(`refuses ${name} with ${code}`, async () => {
        const [from, to] = await pickParties(suite.server, 2, { available: 200_000_000 });
        const before = await moneyFingerprint(suite.server);
        const res = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, ...amount });
        expect(res.status, res.text).toBe(400);
        expect(res.body).toMatchObject({ code });
        expect(await moneyFingerprint(suite.server)).toBe(before);
      });

    it('accepts the bounds: 0.01 and 1,000,000 tenge', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 100_000_001 });
      const low = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '0', tiyn: '01' });
      expect(low.status, low.text).toBe(200);
      expect(transferResultSchema.parse(low.body).data.amount).toBe(1);
      const high = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '1000000' });
      expect(high.status, high.text).toBe(200);
      expect(transferResultSchema.parse(high.body).data.amount).toBe(100_000_000);
      expect(await balancesOf(suite.server, [from!, to!])).toEqual({
        [from!]: 0,
        [to!]: 100_000_001 + 100_000_001,
      });
    });

    it('refuses a malformed number and a transfer to the sender itself', async () => {
      const [from] = await pickParties(suite.server, 1);
      const before = await moneyFingerprint(suite.server);
      const bad = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: '70012345', tenge: '1' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'invalid_msisdn' });
      const self = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: from!, tenge: '1' });
      expect(self.status).toBe(400);
      expect(self.body).toMatchObject({ code: 'same_msisdn' });
      expect(await moneyFingerprint(suite.server)).toBe(before);
    });
  });

  describe('spec §8 errorName of the billing, mapped to the spec texts; nothing moves', () => {
    it('not_enough_balance_cred_limit: the sender gives only what exceeds its credit limit', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 500_000, creditLimit: 400_000 });
      const before = await moneyFingerprint(suite.server);
      const over = await transfer(suite.admin, {
        msisdnFrom: from!,
        msisdnTo: to!,
        tenge: '1000',
        tiyn: '01',
      });
      expectRefusal(over, 402, 'transfer_insufficient_balance', 'not_enough_balance_cred_limit', {
        path: 'body.tenge',
        code: 'transfer_credit_limit',
      });
      expect(await moneyFingerprint(suite.server)).not.toBe(before); // the refusal's key is kept…
      expect(await balancesOf(suite.server, [from!, to!])).toEqual({ [from!]: 500_000, [to!]: 500_000 }); // …no money moved
      const exact = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '1000' });
      expect(exact.status, exact.text).toBe(200);
      expect(await balancesOf(suite.server, [from!, to!])).toEqual({ [from!]: 400_000, [to!]: 600_000 });
      const more = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '0', tiyn: '01' });
      expectRefusal(more, 402, 'transfer_insufficient_balance', 'not_enough_balance_cred_limit', {
        path: 'body.tenge',
        code: 'transfer_credit_limit',
      });
    });

    it('not_active_msisdn: a blocked sender or recipient (and a pre-disconnected one)', async () => {
      const [active] = await pickParties(suite.server, 1);
      await ownAccount(suite.server, DEMO_NUMBERS.blocked);
      await ownAccount(suite.server, DEMO_NUMBERS.preDisconnected);
      await setBalance(suite.server, [DEMO_NUMBERS.blocked], 500_000, null);
      const before = await balancesOf(suite.server, [
        active!,
        DEMO_NUMBERS.blocked,
        DEMO_NUMBERS.preDisconnected,
      ]);
      expectRefusal(
        await transfer(suite.admin, { msisdnFrom: DEMO_NUMBERS.blocked, msisdnTo: active!, tenge: '1' }),
        409,
        'transfer_inactive_number',
        'not_active_msisdn',
        { path: 'body.msisdnFrom', code: 'transfer_sender_blocked' },
      );
      expectRefusal(
        await transfer(suite.admin, { msisdnFrom: active!, msisdnTo: DEMO_NUMBERS.blocked, tenge: '1' }),
        409,
        'transfer_inactive_number',
        'not_active_msisdn',
        { path: 'body.msisdnTo', code: 'transfer_recipient_blocked' },
      );
      expectRefusal(
        await transfer(suite.admin, {
          msisdnFrom: active!,
          msisdnTo: DEMO_NUMBERS.preDisconnected,
          tenge: '1',
        }),
        409,
        'transfer_inactive_number',
        'not_active_msisdn',
        { path: 'body.msisdnTo', code: 'transfer_recipient_blocked' },
      );
      expect(
        await balancesOf(suite.server, [active!, DEMO_NUMBERS.blocked, DEMO_NUMBERS.preDisconnected]),
      ).toEqual(before);
    });

    it('no_msisdn_in_bin: a foreign or unknown number as sender or recipient, answered alike', async () => {
      const [own] = await pickParties(suite.server, 1);
      const foreign = DEMO_NUMBERS.smallCompany;
      await setBalance(suite.server, [foreign], 500_000, null);
      const before = await moneyFingerprint(suite.server);
      const sender = { path: 'body.msisdnFrom', code: 'transfer_sender_not_in_company' };
      const recipient = { path: 'body.msisdnTo', code: 'transfer_recipient_not_in_company' };
      const cases = [
        [{ msisdnFrom: foreign, msisdnTo: own! }, sender],
        [{ msisdnFrom: own!, msisdnTo: foreign }, recipient],
        [{ msisdnFrom: '7009999990', msisdnTo: own! }, sender],
        [{ msisdnFrom: own!, msisdnTo: '7009999990' }, recipient],
      ] as const;
      for (const [numbers, field] of cases)
        expectRefusal(
          await transfer(suite.admin, { ...numbers, tenge: '1' }),
          409,
          'transfer_channel_id_failure',
          'no_msisdn_in_bin',
          field,
        );
      expect((await balancesOf(suite.server, [foreign]))[foreign]).toBe(500_000);
      // the refusals are kept with their keys; no balance, ledger row or transfer changed
      const after = JSON.parse(await moneyFingerprint(suite.server));
      expect({ ...after, keys: 0 }).toEqual({ ...JSON.parse(before), keys: 0 });
    });

    it('same_channel_id: two numbers of the same personal account', async () => {
      const [pair] = await sql<{ a: string; b: string }>(
        `select min(msisdn) as a, max(msisdn) as b from operator.subscribers
          where customer_bin = $1 and lc_state_id = 20 and msisdn <> all($2)
          group by account_number having count(*) >= 2 order by account_number desc limit 1`,
        [bin, Object.values(DEMO_NUMBERS)],
      );
      await setBalance(suite.server, [pair!.a, pair!.b], 500_000, null);
      expectRefusal(
        await transfer(suite.admin, { msisdnFrom: pair!.a, msisdnTo: pair!.b, tenge: '1' }),
        409,
        'transfer_same_channel',
        'same_channel_id',
        { path: 'body.msisdnTo', code: 'transfer_same_account' },
      );
      expect(await balancesOf(suite.server, [pair!.a, pair!.b])).toEqual({
        [pair!.a]: 500_000,
        [pair!.b]: 500_000,
      });
    });

    it('get_pay_channel_id_fail → channel id failure; any other name → the generic billing error', async () => {
      const [to] = await pickParties(suite.server, 1);
      await sql(`update operator.subscribers set lc_state_id = 20 where msisdn = any($1)`, [
        [FAILING_CHANNEL, FAILING_BILLING],
      ]);
      await ownAccount(suite.server, FAILING_CHANNEL);
      await ownAccount(suite.server, FAILING_BILLING);
      await setBalance(suite.server, [FAILING_CHANNEL, FAILING_BILLING], 500_000, null);
      expectRefusal(
        await transfer(suite.admin, { msisdnFrom: FAILING_CHANNEL, msisdnTo: to!, tenge: '1' }),
        409,
        'transfer_channel_id_failure',
        'get_pay_channel_id_fail',
      );
      expectRefusal(
        await transfer(suite.admin, { msisdnFrom: to!, msisdnTo: FAILING_BILLING, tenge: '1' }),
        502,
        'transfer_billing_error',
        'billing_unavailable',
      );
      expect(await balancesOf(suite.server, [FAILING_CHANNEL, FAILING_BILLING])).toEqual({
        [FAILING_CHANNEL]: 500_000,
        [FAILING_BILLING]: 500_000,
      });
    });

    it('customer-org-null: the billing does not know the company', async () => {
      const transferBalance = createBalanceTransfers(suite.server.database.db, { failingNumbers: {} });
      const outcome = await transferBalance('990140000013', {
        msisdnFrom: DEMO_NUMBERS.active,
        msisdnTo: DEMO_NUMBERS.prepaid,
        amount: 1,
        idempotencyKey: randomUUID(),
      });
      expect(outcome).toEqual({ ok: false, errorName: 'customer-org-null', field: null });
    });
  });

  describe('Idempotency-Key (DESIGN §3): at most once per company', () => {
    it('a retry with the same key answers the first result and moves nothing', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 100_000 });
      const key = randomUUID();
      const first = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '100' }, key);
      expect(first.status, first.text).toBe(200);
      const retry = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '100' }, key);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await balancesOf(suite.server, [from!, to!])).toEqual({ [from!]: 90_000, [to!]: 110_000 });
      const [counts] = await sql<{ transfers: number; ledger: number; log: number }>(
        `select (select count(*)::int from operator.balance_transfers where idempotency_key = $1) as transfers,
                (select count(*)::int from operator.balance_ledger where idempotency_key = $1) as ledger,
                (select count(*)::int from portal.action_log where msisdn = $2) as log`,
        [key, from],
      );
      expect(counts).toEqual({ transfers: 1, ledger: 2, log: 1 });
    });

    it('a refused transfer retried with its key is refused again, even once the money is there', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 1_000 });
      const key = randomUUID();
      const input = { msisdnFrom: from!, msisdnTo: to!, tenge: '50' };
      const first = await transfer(suite.admin, input, key);
      expect(first.status).toBe(402);
      await setBalance(suite.server, [from!], 1_000_000, null);
      const retry = await transfer(suite.admin, input, key);
      // the first answer byte for byte (a jsonb store reordered the field error's keys)
      expect(retry.text).toBe(first.text);
      expectRefusal(retry, 402, 'transfer_insufficient_balance', 'not_enough_balance_cred_limit', {
        path: 'body.tenge',
        code: 'transfer_credit_limit',
      });
      expect((await transfer(suite.admin, input)).status).toBe(200); // a new key is a new transfer
    });

    it('a key used with another body is refused with idempotency_key_reused', async () => {
      const [from, to, other] = await pickParties(suite.server, 3, { available: 100_000 });
      const key = randomUUID();
      expect(
        (await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '10' }, key)).status,
      ).toBe(200);
      const before = await moneyFingerprint(suite.server);
      for (const input of [
        { msisdnFrom: from!, msisdnTo: to!, tenge: '11' },
        { msisdnFrom: from!, msisdnTo: other!, tenge: '10' },
      ]) {
        const res = await transfer(suite.admin, input, key);
        expect(res.status, res.text).toBe(422);
        expect(res.body).toMatchObject({ code: 'idempotency_key_reused' });
      }
      expect(await moneyFingerprint(suite.server)).toBe(before);
    });

    it('is required and must be visible ASCII', async () => {
      const [from, to] = await pickParties(suite.server, 2);
      const before = await moneyFingerprint(suite.server);
      const input = { msisdnFrom: from!, msisdnTo: to!, tenge: '1' };
      const missing = await transfer(suite.admin, input, null);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'idempotency_key_required' });
      const bad = await transfer(suite.admin, input, 'a key with spaces');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'idempotency_key_invalid' });
      expect(await moneyFingerprint(suite.server)).toBe(before);
    });

    it('keys are per company: the same key in another company is another transfer', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 100_000 });
      const key = randomUUID();
      expect(
        (await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '1' }, key)).status,
      ).toBe(200);
      const small = await suite.server.as('admin', DEMO_COMPANIES.small.bin);
      const [a, b] = await sql<{ msisdn: string }>(
        `select msisdn from operator.subscribers where customer_bin = $1 and lc_state_id = 20 order by msisdn limit 2`,
        [DEMO_COMPANIES.small.bin],
      );
      for (const n of [a!.msisdn, b!.msisdn]) await ownAccount(suite.server, n);
      await setBalance(suite.server, [a!.msisdn, b!.msisdn], 10_000, null);
      const res = await transfer(small, { msisdnFrom: a!.msisdn, msisdnTo: b!.msisdn, tenge: '1' }, key);
      expect(res.status, res.text).toBe(200);
      expect(await balancesOf(suite.server, [a!.msisdn, b!.msisdn])).toEqual({
        [a!.msisdn]: 9_900,
        [b!.msisdn]: 10_100,
      });
    });
  });

  describe('concurrency: rows locked in a fixed order, one transaction', () => {
    it('20 concurrent transfers from one number with money for 5: 5 go, 15 refused, the ledger adds up', async () => {
      const [from, ...tos] = await pickParties(suite.server, 21, { available: 0 });
      await setBalance(suite.server, [from!], 300_000 + 5 * 10_000, 300_000);
      const results = await Promise.all(
        tos.map((to) => transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to, tenge: '100' })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(15);
      for (const r of refused) expect(r.body).toMatchObject({ errorName: 'not_enough_balance_cred_limit' });
      const balances = await balancesOf(suite.server, [from!, ...tos]);
      expect(balances[from!]).toBe(300_000); // exactly the credit limit, never below
      const ledger = await sql<{ msisdn: string; total: number }>(
        `select msisdn, sum(amount)::int as total from operator.balance_ledger
          where msisdn = any($1) and kind like 'TRANSFER_%' group by msisdn`,
        [[from!, ...tos]],
      );
      expect(ledger.find((l) => l.msisdn === from)?.total).toBe(-50_000);
      expect(ledger.reduce((sum, l) => sum + l.total, 0)).toBe(0);
      expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(350_000);
    });

    it('transfers both ways between two numbers at once do not deadlock', async () => {
      const [a, b] = await pickParties(suite.server, 2, { available: 1_000_000 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          transfer(suite.admin, {
            msisdnFrom: i % 2 ? a! : b!,
            msisdnTo: i % 2 ? b! : a!,
            tenge: String(i + 1),
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const balances = await balancesOf(suite.server, [a!, b!]);
      expect(balances[a!]! + balances[b!]!).toBe(2_000_000);
      // odd i: a → b (i + 1 tenge), even i: b → a
      const net = Array.from({ length: 20 }, (_, i) => (i % 2 ? -(i + 1) : i + 1)).reduce((s, x) => s + x, 0);
      expect(balances[a!]).toBe(1_000_000 + net * 100);
    });

    it('20 concurrent requests with one key apply it once and all answer the same', async () => {
      const [from, to] = await pickParties(suite.server, 2, { available: 1_000_000 });
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '7' }, key),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      for (const r of results) expect(r.body).toEqual(results[0]!.body);
      expect(await balancesOf(suite.server, [from!, to!])).toEqual({ [from!]: 999_300, [to!]: 1_000_700 });
    });
  });

  it('refuses a company of another user and a company without the feature, before any money moves', async () => {
    const [from, to] = await pickParties(suite.server, 2);
    const before = await moneyFingerprint(suite.server);
    const debtor = await suite.server.as('debtor', bin);
    const res = await transfer(debtor, { msisdnFrom: from!, msisdnTo: to!, tenge: '1' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'company_not_assigned' });
    await sql(
      `update portal.feature_profiles set features = array_remove(features, 'subscribers_balance_transfer') where name = 'b2b_full'`,
    );
    try {
      const off = await transfer(suite.admin, { msisdnFrom: from!, msisdnTo: to!, tenge: '1' });
      expect(off.status).toBe(403);
      expect(off.body).toMatchObject({ code: 'feature_not_available' });
    } finally {
      await sql(
        `update portal.feature_profiles set features = array_append(features, 'subscribers_balance_transfer') where name = 'b2b_full'`,
      );
    }
    expect(await moneyFingerprint(suite.server)).toBe(before);
  });
});

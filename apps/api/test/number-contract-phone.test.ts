import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { setOwnFlags, sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

type Json = Record<string, any>;
const DAY = 86_400_000;
const STANDARD_CORP = 'corp-standard';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// decision 027, spec §4 Contract phone: the operator's clock (FIXED_TODAY here, 40 days ahead) takes
// each monthly instalment from the balance; a missed one suspends the contract, the contract's end
// terminates it, and either moves the number to the Standard Corp tariff.
describe('number: the contract phone on the operator clock (spec §4)', () => {
  const today = Date.now() + 40 * DAY;
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const numbers: string[] = [];

  /** a running contract on a plain number of the company, its instalment of 10,000 tenge due as given */
  async function contractNumber(opts: { balance: number; nextPaymentAt: number; endDate: number }) {
    const [row] = await sql<{ msisdn: string }>(
      `select s.msisdn from operator.subscribers s
        where s.customer_bin = $1 and s.lc_state_id = 20 and s.state = 'ACTIVE' and s.type = 'POSTPAID'
          and s.tariff_id <> $2 and not exists (select 1 from operator.contract_phones c where c.msisdn = s.msisdn)
          and s.msisdn <> all($3) and s.subscriber_flags is null
        order by s.msisdn desc limit 1`,
      [DEMO_COMPANIES.large.bin, STANDARD_CORP, numbers],
    );
    const msisdn = row!.msisdn;
    numbers.push(msisdn);
    await setOwnFlags(server, msisdn, ['C', 'T', 'W', 'Y']);
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = $2 where msisdn = $1`,
      [msisdn, opts.balance],
    );
    await sql(
      `insert into operator.contract_phones (msisdn, product_id, device_name, device_type, status, start_date,
         end_date, duration_months, recurring_pay, price_factor, name, next_payment_at)
       values ($1, 'SVC_CONTRACT_DEVICE', 'Samsung Galaxy A55 128GB', 'SMARTPHONE', 'ACTIVE',
         $3::timestamptz - interval '1 month', $2, 12, 1000000, 12000000, 'Рассрочка 12 мес.', $3)`,
      [msisdn, new Date(opts.endDate), new Date(opts.nextPaymentAt)],
    );
    return msisdn;
  }
  const contractOf = async (msisdn: string) =>
    ((await admin.get(`/api/subscribers/${msisdn}/contract-phone`)).body as Json).content[0];
  const tariffOf = async (msisdn: string) =>
    (
      await sql<{ t: string }>(`select tariff_id as t from operator.subscribers where msisdn = $1`, [msisdn])
    )[0]!.t;

  beforeAll(async () => {
    server = await startTestServer({ FIXED_TODAY: isoDay(today) });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  it('takes each instalment due from the balance, and keeps the contract and tariff', async () => {
    const msisdn = await contractNumber({
      balance: 5_000_000,
      nextPaymentAt: Date.now() + 2 * DAY,
      endDate: Date.now() + 300 * DAY,
    });
    const tariff = await tariffOf(msisdn);
    expect(await contractOf(msisdn)).toMatchObject({ status: 'ACTIVE', standardCorpReason: null });
    // two instalments fell due by the clock's day (in 2 and in ~32 days): 2 × 10,000 tenge
    const ledger = await sql<{ amount: number; balance_after: number }>(
      `select amount, balance_after from operator.balance_ledger where msisdn = $1 and reference like 'contract:%' order by id`,
      [msisdn],
    );
    expect(ledger).toEqual([
      { amount: -1_000_000, balance_after: 4_000_000 },
      { amount: -1_000_000, balance_after: 3_000_000 },
    ]);
    expect((await admin.get(`/api/subscribers/${msisdn}`)).body).toMatchObject({
      availableByCreditLimitOrPiaBalance: 3_000_000,
      tariff: { id: tariff },
      isContractPhone: true,
    });
    // reading again charges nothing more
    await contractOf(msisdn);
    await admin.get(`/api/subscribers/${msisdn}`);
    expect(
      await sql(
        `select count(*)::int as n from operator.balance_ledger where msisdn = $1 and reference like 'contract:%'`,
        [msisdn],
      ),
    ).toEqual([{ n: 2 }]);
    expect(await tariffOf(msisdn)).toBe(tariff);
  });

  it('suspends the contract on a missed instalment and moves the number to Standard Corp', async () => {
    const due = Date.now() + 5 * DAY;
    const msisdn = await contractNumber({ balance: 0, nextPaymentAt: due, endDate: Date.now() + 300 * DAY });
    expect(await contractOf(msisdn)).toMatchObject({
      status: 'SUSPENDED',
      standardCorpReason: 'missed_payment',
      standardCorpSince: new Date(due).toISOString(),
    });
    expect((await admin.get(`/api/subscribers/${msisdn}`)).body).toMatchObject({
      tariff: { id: STANDARD_CORP, name: { en: 'Standard Corp' } },
      availableByCreditLimitOrPiaBalance: 0,
    });
    // spec §8: a contract phone suspended for unpaid invoices is still not blocked in the cabinet
    const block = await admin.put(`/api/subscribers/${msisdn}/suspend`);
    expect(block.status).toBe(409);
    expect(block.body).toMatchObject({ code: 'contract_phone_block_not_allowed' });
  });

  it('terminates the contract at its end, moves the number to Standard Corp, and block is allowed again', async () => {
    const end = Date.now() + 10 * DAY;
    const msisdn = await contractNumber({ balance: 50_000_000, nextPaymentAt: end + DAY, endDate: end });
    expect(await contractOf(msisdn)).toMatchObject({
      status: 'TERMINATED',
      endDate: new Date(end).toISOString(),
      standardCorpReason: 'contract_end',
    });
    expect(await tariffOf(msisdn)).toBe(STANDARD_CORP);
    expect((await admin.get(`/api/subscribers/${msisdn}`)).body).toMatchObject({ isContractPhone: false });
    expect((await admin.put(`/api/subscribers/${msisdn}/suspend`)).status).toBe(200);
  });

  it('leaves a contract alone until the clock reaches it (FIXED_TODAY respected)', async () => {
    const msisdn = await contractNumber({
      balance: 0,
      nextPaymentAt: today + 2 * DAY,
      endDate: today + 200 * DAY,
    });
    const tariff = await tariffOf(msisdn);
    expect(await contractOf(msisdn)).toMatchObject({ status: 'ACTIVE', standardCorpReason: null });
    expect(await tariffOf(msisdn)).toBe(tariff);
  });
});

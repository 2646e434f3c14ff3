import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_MONTH, MONTH, TODAY } from './clock.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { CEIR_IMEIS, CEIR_NUMBERS } from '../src/db/seed/ceir-register.ts';
import type { OperatorPort } from '../src/operator/port.ts';
import { createReferenceOperator } from '../src/operator/reference/index.ts';
import { createTmfOperator } from '../src/operator/tmf/adapter.ts';
import { createTmfHttp } from '../src/operator/tmf/http-client.ts';
import { countByKind, requestViolations, responseViolations } from '../src/operator/tmf/official.ts';
import { TMF_PATHS, type TmfApi } from '../src/operator/tmf/wire.ts';
import { pickNumbers, sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

// decision 032: the port's reads that are TM Forum resources, read through the adapter from the
// operator service, answer exactly what the reference operator answers in process; and what the
// service sends validates against the TMF schema subset each resource claims.

describe('the port reads over TMF resources (decision 032)', () => {
  let server: TestServer;
  let database: Database;
  let adapter: OperatorPort;
  let reference: OperatorPort;
  const sent: { api: TmfApi; path: string }[] = [];
  const { bin } = DEMO_COMPANIES.large;
  const debtor = DEMO_COMPANIES.debtor.bin;
  const foreign = DEMO_COMPANIES.small.bin;
  const apisSent = () => sent.splice(0).map((s) => s.api);
  const get = async (path: string, query: Record<string, string>) => {
    const answer = await fetch(`${server.tmf!.url}${path}?${new URLSearchParams(query)}`);
    return { status: answer.status, total: answer.headers.get('x-total-count'), body: await answer.json() };
  };
  /** decision 036: what crossed the wire since the last check, against the official documents */
  const conforms = () => {
    const exchanges = server.operatorExchanges
      .splice(0)
      .filter((x) => !x.path.includes('/kabinetExtension/'));
    expect(exchanges.length).toBeGreaterThan(0);
    expect(
      countByKind(exchanges.flatMap((x) => [...requestViolations(x), ...responseViolations(x)])),
    ).toEqual({});
  };

  beforeAll(async () => {
    server = await startTestServer({}, { operatorMode: 'tmf' });
    const http = createTmfHttp({
      baseUrl: server.tmf!.url,
      token: null,
      client: null,
      timeoutMs: 5000,
      onSend: (request) => sent.push(request),
    });
    adapter = createTmfOperator(http, { schedulePoll: async () => {}, claimEvent: async () => true });
    database = createDatabase(server.databaseUrl, { max: 2 });
    reference = createReferenceOperator(database.db, { delayMs: 200 });
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('services, contract phones, balances, payments and debts: TMF637, TMF654, TMF676 and TMF678', async () => {
    const balance = await adapter.getBalance(bin, DEMO_NUMBERS.active);
    expect(balance?.bonusGroups.length).toBeGreaterThan(0);
    expect(balance).toEqual(await reference.getBalance(bin, DEMO_NUMBERS.active));
    expect(await adapter.getBalance(foreign, DEMO_NUMBERS.active)).toBeNull();
    const payments = await adapter.listPayments(bin, '2000-01-01', '2100-01-01');
    expect(payments.length).toBeGreaterThan(0);
    expect(payments).toEqual(await reference.listPayments(bin, '2000-01-01', '2100-01-01'));
    const debts = await adapter.listDebts(debtor);
    expect(debts.length).toBeGreaterThan(0);
    expect(debts).toEqual(await reference.listDebts(debtor));
    const listed = await adapter.listProducts(bin, DEMO_NUMBERS.active);
    expect(listed?.products.map((p) => p.status)).toEqual(expect.arrayContaining(['CONNECTED', 'AVAILABLE']));
    expect(listed).toEqual(await reference.listProducts(bin, DEMO_NUMBERS.active));
    expect(await adapter.listProducts(foreign, DEMO_NUMBERS.active)).toBeNull();
    const phones = await adapter.getContractPhones(bin, DEMO_NUMBERS.contractPhone);
    expect(phones?.content.map((p) => p.status)).toEqual(['ACTIVE', 'TERMINATED']);
    expect(phones).toEqual(await reference.getContractPhones(bin, DEMO_NUMBERS.contractPhone));
    expect(await adapter.getContractPhones(foreign, DEMO_NUMBERS.contractPhone)).toBeNull();
    expect(apisSent().sort()).toEqual(
      [
        'TMF654',
        'TMF654',
        'TMF676',
        'TMF678',
        'TMF637',
        'TMF654',
        'TMF637',
        'TMF654',
        'TMF637',
        'TMF637',
      ].sort(),
    );

    conforms();
    const { customerBill } = TMF_PATHS;
    // a list the service cannot select is a TMF630 error, not everything
    const unfiltered = await get(`${customerBill}/customerBill`, { 'relatedParty.id': bin });
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.body).toMatchObject({ code: '20', status: '400' });
  });

  it("the company's accounts and standing are TMF666 resources, its unmatched payments TMF676 ones", async () => {
    for (const company of [bin, debtor]) {
      const accounts = await adapter.listAccounts(company);
      expect(accounts.length).toBeGreaterThan(0);
      expect(accounts).toEqual(await reference.listAccounts(company));
      expect(await adapter.getCompanyStanding(company)).toEqual(await reference.getCompanyStanding(company));
      expect(await adapter.listUndisclosedPayments(company)).toEqual(
        await reference.listUndisclosedPayments(company),
      );
    }
    // the debtor is in arrears with a debt, the large company is not (the seed)
    expect(await adapter.getCompanyStanding(debtor)).toMatchObject({ isDebtor: true });
    expect((await adapter.getCompanyStanding(debtor))!.totalDebt).toBeGreaterThan(0);
    expect(await adapter.getCompanyStanding('999999999999')).toBeNull();
    expect(await adapter.listAccounts('999999999999')).toEqual([]);
    const [withUndisclosed] = await sqlOf(server)<{ bin: string }>(
      `select customer_bin as bin from operator.undisclosed_payments group by 1 order by count(*) desc limit 1`,
    );
    const undisclosed = await adapter.listUndisclosedPayments(withUndisclosed!.bin);
    expect(undisclosed.length).toBeGreaterThan(0);
    expect(undisclosed).toEqual(await reference.listUndisclosedPayments(withUndisclosed!.bin));
    expect(new Set(apisSent())).toEqual(new Set(['TMF666', 'TMF676']));

    conforms();
  });

  it("an account's invoice of a month, its lines and its numbers are TMF678 bills and applied rates", async () => {
    const [invoice] = await sqlOf(server)<{ account: string; month: string; number: string; bin: string }>(
      `select i.account_number as account, to_char(i.period_month, 'YYYY-MM-DD') as month,
              i.invoice_number as number, i.customer_bin as bin
         from operator.invoices i
        where (select count(distinct l.msisdn) from operator.invoice_lines l where l.invoice_number = i.invoice_number) > 2
        order by i.period_month desc limit 1`,
    );
    const { account, month, number } = invoice!;
    const owner = invoice!.bin;
    const today = TODAY;
    const breakdown = await adapter.getInvoiceBreakdown(owner, account, month, today);
    expect(breakdown).toMatchObject({ ok: true });
    expect(breakdown).toEqual(await reference.getInvoiceBreakdown(owner, account, month, today));
    // the month not closed yet, an account not the company's, a month with no invoice
    const thisMonth = `${today.slice(0, 7)}-01`;
    for (const [company, ofAccount, ofMonth] of [
      [owner, account, thisMonth],
      [foreign === owner ? bin : foreign, account, month],
      [owner, account, '2001-01-01'],
    ] as const)
      expect(await adapter.getInvoiceBreakdown(company, ofAccount, ofMonth, today)).toEqual(
        await reference.getInvoiceBreakdown(company, ofAccount, ofMonth, today),
      );
    expect(await adapter.getInvoiceBreakdown(owner, account, thisMonth, today)).toEqual({
      ok: false,
      reason: 'NOT_FORMED',
    });

    const page = { pageNumber: 1, pageSize: 2 };
    const numbers = await adapter.findNumbersByInvoice(owner, number, page);
    expect(numbers!.msisdns).toHaveLength(2);
    expect(numbers).toEqual(await reference.findNumbersByInvoice(owner, number, page));
    // every number on one page, as the file's stream below must give them
    const whole = { pageNumber: 0, pageSize: numbers!.total };
    const all = await adapter.findNumbersByInvoice(owner, number, whole);
    expect(all!.msisdns).toHaveLength(numbers!.total);
    expect(all).toEqual(await reference.findNumbersByInvoice(owner, number, whole));
    expect(await adapter.findNumbersByInvoice(owner === bin ? foreign : bin, number, page)).toBeNull();
    expect(new Set(apisSent())).toEqual(new Set(['TMF678']));
    // the file's stream (decision 019): every number, as the whole list; nothing of another company's
    const streamed = async (company: string) => {
      const out: string[] = [];
      for await (const msisdn of adapter.exportInvoiceNumbers(company, number)) out.push(msisdn);
      return out;
    };
    expect(await streamed(owner)).toEqual(all!.msisdns);
    expect(await streamed(owner === bin ? foreign : bin)).toEqual([]);
    // decision 038: TMF678 — the bill by id, then its pages of rates; another company's: the bill only
    expect(apisSent()).toEqual(['TMF678', 'TMF678', 'TMF678']);

    conforms();
    const { customerBill } = TMF_PATHS;
    // TMF630 paging: the page, the count of all beside it, 206 while the page is not all
    const paged = await get(`${customerBill}/appliedCustomerBillingRate`, {
      'bill.id': number,
      fields: 'product',
      offset: '2',
      limit: '2',
    });
    expect(paged).toMatchObject({ status: 206, total: String(numbers!.total) });
    expect(paged.body).toEqual(
      numbers!.msisdns.map((id) => ({ product: { id, '@referredType': 'Product' } })),
    );
    // decision 032: always a page — the whole invoice is the extension's stream, never one list
    const unpaged = await get(`${customerBill}/appliedCustomerBillingRate`, {
      'bill.id': number,
      fields: 'product',
    });
    expect(unpaged).toMatchObject({ status: 400, body: { code: '20', status: '400' } });
  });

  it("a month's charges of listed numbers are TMF678 rates by product, the company's by their account (decision 030)", async () => {
    const [a, b] = await pickNumbers(server, 2);
    const asked = [DEMO_NUMBERS.active, a!, b!, DEMO_NUMBERS.smallCompany, '7000000000'];
    for (const month of [MONTH, LAST_MONTH]) {
      const charges = await adapter.getMonthCharges(bin, asked, month);
      // another company's number and a missing one are left out; the rest as the billing has them
      expect(charges).toEqual(await reference.getMonthCharges(bin, asked, month));
      expect(charges.map((c) => c.msisdn).sort()).toEqual([DEMO_NUMBERS.active, a!, b!].sort());
    }
    expect((await adapter.getMonthCharges(bin, [DEMO_NUMBERS.active], LAST_MONTH))[0]!.spent).toBeGreaterThan(
      0,
    );
    expect(await adapter.getMonthCharges(foreign, [DEMO_NUMBERS.active], MONTH)).toEqual([]);
    // each read: the rates and, beside them, the company's accounts (TMF666)
    expect(apisSent().sort()).toEqual([
      ...Array<string>(4).fill('TMF666'),
      ...Array<string>(4).fill('TMF678'),
    ]);
    conforms();
    // the selection is bounded: more numbers than a batch is TMF630 code 20
    const tooMany = Array.from({ length: 201 }, (_, i) => String(7_000_000_000 + i));
    const refused = await get(`${TMF_PATHS.customerBill}/appliedCustomerBillingRate`, {
      'product.id': tooMany.join(','),
      'periodCoverage.startDateTime': `${MONTH}T00:00:00+05:00`,
      name: 'monthToDate',
    });
    expect(refused).toMatchObject({ status: 400, body: { code: '20', status: '400' } });
  });

  it("a number's forwarding and bans are projections of its TMF637 product", async () => {
    const msisdn = DEMO_NUMBERS.active;
    expect(await adapter.getForwarding(bin, msisdn)).toEqual(await reference.getForwarding(bin, msisdn));
    const bans = await adapter.getBansState(bin, msisdn);
    expect(bans).toMatchObject({ msisdn, lcStateId: 20 });
    expect(bans).toEqual(await reference.getBansState(bin, msisdn));
    expect(await adapter.getForwarding(foreign, msisdn)).toBeNull();
    expect(await adapter.getBansState(foreign, msisdn)).toBeNull();
    expect(new Set(apisSent())).toEqual(new Set(['TMF637']));
    conforms();
    // decision 036: a standard BSS answers any existing number; the adapter refuses another
    // company's by the customer in the answer (above: null for the foreign company)
    const read = await get(`${TMF_PATHS.productInventory}/product/${msisdn}`, {});
    expect(read.status).toBe(200);
    expect(read.body.relatedParty[0].partyOrPartyRole.id).toBe(bin);
  });

  it("decision 038: the reads that were the extension's answer over TMF679, TMF639, TMF632, TMF667, TMF622 and TMF678 what the reference answers", async () => {
    const same = async <T>(read: (port: OperatorPort) => Promise<T>) => {
      const answer = await read(adapter);
      expect(answer).toEqual(await read(reference));
      return answer;
    };
    const { active, workmate, esim, smallCompany } = DEMO_NUMBERS;
    // TMF679: an offering's conflicts, a state change's eligibility (the Workmate refusal text), the catalogue
    for (const offering of ['PKG_VOICE_500', 'PKG_NONE'])
      await same((port) => port.getIncompatibleProducts(bin, active, offering));
    expect(await adapter.getIncompatibleProducts(bin, smallCompany, 'PKG_VOICE_500')).toBeNull();
    for (const msisdn of [active, workmate, DEMO_NUMBERS.blocked])
      expect(await same((port) => port.getStateEligibility(bin, msisdn))).not.toBeNull();
    expect(await adapter.getStateEligibility(bin, smallCompany)).toBeNull();
    expect((await same((port) => port.bulkCatalogue(bin))).length).toBeGreaterThan(0);
    expect(new Set(apisSent())).toEqual(new Set(['TMF679']));
    // TMF639: the eSIM status check, an activation code, the CEIR registrations and an IMEI's holders
    for (const msisdn of [active, esim]) await same((port) => port.getEsimStatus(bin, msisdn));
    expect(await adapter.getEsimStatus(bin, smallCompany)).toBeNull();
    await same((port) => port.isActiveActivationCode(bin, esim, 'LPA:1$nothing'));
    expect(await adapter.isActiveActivationCode(bin, smallCompany, 'x')).toBeNull();
    for (const msisdn of Object.values(CEIR_NUMBERS)) {
      expect(await same((port) => port.getDeviceRegistrations(bin, msisdn))).not.toBeNull();
      for (const imei of Object.values(CEIR_IMEIS))
        await same((port) => port.getRegistrationsByImei(bin, msisdn, imei));
    }
    expect(await adapter.getDeviceRegistrations(foreign, active)).toBeNull();
    expect(await adapter.getRegistrationsByImei(foreign, active, CEIR_IMEIS.otherIin)).toBeNull();
    expect(new Set(apisSent())).toEqual(new Set(['TMF639']));
    // TMF632 the company's names, TMF667 an invoice's act
    expect(await same((port) => port.getCompanyNames(bin))).not.toBeNull();
    expect(await adapter.getCompanyNames('000000000000')).toBeNull();
    const invoices = await sqlOf(server)<{ number: string; bin: string }>(
      `select invoice_number as number, customer_bin as bin from operator.invoices order by period_month desc limit 3`,
    );
    for (const invoice of invoices) {
      await same((port) => port.getWorkAct(invoice.bin, invoice.number));
      expect(await adapter.getWorkAct(invoice.bin === bin ? foreign : bin, invoice.number)).toBeNull();
    }
    expect(new Set(apisSent())).toEqual(new Set(['TMF632', 'TMF667']));
    // TMF622: an ownership transfer, the orders in flight; TMF637 a line's start
    const [transferred] = await sqlOf(server)<{ msisdn: string; bin: string }>(
      `select o.msisdn, s.customer_bin as bin from operator.ownership_transfers o
         join operator.subscribers s using (msisdn) limit 1`,
    );
    expect(
      await same((port) => port.getOwnershipTransferDate(transferred!.bin, transferred!.msisdn)),
    ).not.toBeNull();
    expect(await same((port) => port.getOwnershipTransferDate(bin, active))).toBeNull();
    expect(await same((port) => port.getUsageStartDate(bin, active))).not.toBeNull();
    expect(await adapter.getUsageStartDate(foreign, active)).toBeNull();
    await same((port) => port.listPendingOperations());
    expect(new Set(apisSent())).toEqual(new Set(['TMF622', 'TMF637']));
    // TMF678: every number of an invoice, page by page; nothing of another company's
    const export_ = async (port: OperatorPort, company: string, invoice: string) => {
      const numbers: string[] = [];
      for await (const msisdn of port.exportInvoiceNumbers(company, invoice)) numbers.push(msisdn);
      return numbers;
    };
    for (const invoice of invoices) {
      const numbers = await export_(adapter, invoice.bin, invoice.number);
      expect(numbers).toEqual(await export_(reference, invoice.bin, invoice.number));
      expect(numbers.length).toBeGreaterThan(0);
      expect(await export_(adapter, invoice.bin === bin ? foreign : bin, invoice.number)).toEqual([]);
    }
    expect(new Set(apisSent())).toEqual(new Set(['TMF678']));
    conforms();
    // and the extension serves none of them any more
    const moved = [
      'getIncompatibleProducts',
      'getStateEligibility',
      'bulkCatalogue',
      'getEsimStatus',
      'isActiveActivationCode',
      'getDeviceRegistrations',
      'getRegistrationsByImei',
      'getCompanyNames',
      'getWorkAct',
      'getOwnershipTransferDate',
      'getUsageStartDate',
      'listPendingOperations',
    ].map((method) => `query/${method}`);
    for (const call of [...moved, 'stream/exportInvoiceNumbers']) {
      const answer = await fetch(`${server.tmf!.url}${TMF_PATHS.extension}/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bin, args: [] }),
      });
      expect(answer.status, call).toBe(404);
    }
  });
});

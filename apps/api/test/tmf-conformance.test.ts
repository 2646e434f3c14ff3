import { writeFileSync } from 'node:fs';
import { kazakhstanToday } from '@kabinet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { OperatorPort } from '../src/operator/port.ts';
import { createTmfOperator } from '../src/operator/tmf/adapter.ts';
import { createTmfHttp } from '../src/operator/tmf/http-client.ts';
import {
  countByKind,
  requestViolations,
  responseViolations,
  declaredOnly,
  undeclaredProperties,
  type TmfExchange,
} from '../src/operator/tmf/official.ts';
import { TMF_PATHS, V5_CUSTOMER_FILTER } from '../src/operator/tmf/wire.ts';
import { pickNumbers, sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';
import { MONTH } from './clock.ts';

// decision 036: every request the adapter sends and every answer the operator service gives,
// checked against the official TM Forum documents (apps/api/src/operator/tmf/official, unchanged):
// each of the port's 26 TMF calls is made, and the service is asked what a standard client may ask
// (a page, an unknown path). No violation of any kind remains.

describe('the wire against the official TM Forum documents (decision 036)', () => {
  let server: TestServer;
  let adapter: OperatorPort;
  const { bin } = DEMO_COMPANIES.large;
  const debtor = DEMO_COMPANIES.debtor.bin;
  const exchanges = () => server.operatorExchanges;
  const ask = (path: string, query: Record<string, string> = {}, init: RequestInit = {}) =>
    fetch(`${server.tmf!.url}${path}?${new URLSearchParams(query)}`, init);
  const settle = <T>(promise: Promise<T>) => promise.catch(() => null);

  beforeAll(async () => {
    // a strict service: a request the documents do not define would be refused (400), so every
    // call below succeeding is the adapter sending only what they define
    server = await startTestServer({ OPERATOR_STRICT: 'true' }, { operatorMode: 'tmf' });
    const http = createTmfHttp({ baseUrl: server.tmf!.url, token: null, client: null, timeoutMs: 5000 });
    adapter = createTmfOperator(http, { schedulePoll: async () => {}, claimEvent: async () => true });
  });
  afterAll(() => server?.stop());

  it("the port's TMF calls, each made: requests and answers as the documents define them", async () => {
    const msisdn = DEMO_NUMBERS.active;
    const [a, b, c, d, e, f] = await pickNumbers(server, 6);
    // reads (TMF637, TMF654, TMF666, TMF676, TMF678)
    await adapter.findCompanyNumber(bin, msisdn);
    await adapter.findCompanyNumber(DEMO_COMPANIES.small.bin, msisdn);
    await adapter.getSubscriber(bin, msisdn);
    await adapter.getSubscriber(bin, msisdn, { defaultFlags: ['A'] as never });
    await adapter.getForwarding(bin, msisdn);
    await adapter.getBansState(bin, msisdn);
    await adapter.getBalance(bin, msisdn);
    await adapter.listProducts(bin, msisdn);
    await adapter.getContractPhones(bin, DEMO_NUMBERS.contractPhone);
    await adapter.listAccounts(bin);
    await adapter.getCompanyStanding(debtor);
    await adapter.listPayments(bin, '2000-01-01', '2100-01-01');
    await adapter.listUndisclosedPayments(bin);
    await adapter.listDebts(debtor);
    const [invoice] = await sqlOf(server)<{ account: string; month: string; number: string; bin: string }>(
      `select account_number as account, to_char(period_month, 'YYYY-MM-DD') as month,
              invoice_number as number, customer_bin as bin
         from operator.invoices order by period_month desc limit 1`,
    );
    await adapter.getInvoiceBreakdown(invoice!.bin, invoice!.account, invoice!.month, kazakhstanToday());
    await adapter.findNumbersByInvoice(invoice!.bin, invoice!.number, { pageNumber: 0, pageSize: 2 });
    // decision 038: the reads that were the extension's (TMF679, TMF639, TMF632, TMF667, TMF622, TMF678)
    await adapter.getIncompatibleProducts(bin, msisdn, 'PKG_VOICE_500');
    await adapter.getIncompatibleProducts(DEMO_COMPANIES.small.bin, msisdn, 'PKG_VOICE_500');
    await adapter.getStateEligibility(bin, msisdn);
    await adapter.bulkCatalogue(bin);
    await adapter.getEsimStatus(bin, msisdn);
    await adapter.isActiveActivationCode(bin, msisdn, 'LPA:1$smdp.example$000');
    await adapter.getDeviceRegistrations(bin, msisdn);
    await adapter.getRegistrationsByImei(bin, msisdn, '356938035643809');
    await adapter.getCompanyNames(bin);
    await adapter.getCompanyNames('000000000000');
    await adapter.getWorkAct(invoice!.bin, invoice!.number);
    await adapter.getOwnershipTransferDate(bin, msisdn);
    await adapter.getUsageStartDate(bin, msisdn);
    await adapter.listPendingOperations();
    for await (const number of adapter.exportInvoiceNumbers(invoice!.bin, invoice!.number)) void number;
    // decision 030: the month's charges of the portal's limited numbers (TMF678 rates by product.id)
    const charges = await adapter.getMonthCharges(bin, [msisdn, a!, DEMO_NUMBERS.smallCompany], MONTH);
    expect(charges.map((c) => c.msisdn).sort()).toEqual([msisdn, a!].sort());
    // decision 034: a text the portal asks the operator to send (TMF681); another company's number: none
    expect(await adapter.sendText(bin, msisdn, 'conformance')).toMatchObject({
      messageId: expect.any(String),
    });
    expect(await adapter.sendText(bin, DEMO_NUMBERS.smallCompany, 'conformance')).toBeNull();
    // orders (TMF622), one of each category, and a transfer (TMF654)
    await adapter.changeNumberState(bin, a!, 'suspend', 'conformance-1');
    await adapter.requestProductChange(
      bin,
      b!,
      {
        productOfferingId: 'PKG_VOICE_500',
        action: 'ENABLE',
        deactivateIncompatible: false,
        requestedBy: null,
      },
      'conformance-2',
    );
    await adapter.setBan(bin, c!, 'SMS_USSD_MGM', true, 'conformance-3');
    await adapter.setBan(bin, c!, 'OUTGOING', true, 'conformance-3b');
    await settle(adapter.changeSim(bin, d!, '8997000000000000000'));
    await adapter.sendSecretCode(bin, d!);
    await adapter.deleteSecretCode(bin, d!);
    await settle(
      adapter.changeForwarding(
        bin,
        e!,
        { type: 'UNCONDITIONAL', isEnabled: false } as never,
        'conformance-4',
      ),
    );
    await settle(
      adapter.requestDeviceOrder(bin, e!, { imei: '356938035643809', requestedBy: null } as never),
    );
    await settle(adapter.reserveEsim(bin, f!, null));
    await settle(adapter.changeToEsim(bin, f!, '8997000000000000001'));
    const transferred = { msisdnFrom: a!, msisdnTo: b!, amount: 100, idempotencyKey: 'conf-t1' };
    const outcome = await adapter.transferBalance(bin, transferred);
    // decision 036: the transfer looked for by its standard attributes, as after a lost answer: found
    // when it moved money, none when the billing refused it
    expect(await adapter.findTransfer(bin, transferred)).toEqual(
      outcome.ok ? { ...outcome, isReplay: true } : null,
    );
    expect(await adapter.findTransfer(bin, { ...transferred, idempotencyKey: 'conf-none' })).toBeNull();
    await settle(adapter.completeOperation('PRODUCT_CHANGE', 1));

    // what any TMF client may ask: a page of a list, a projection, an unknown path and method
    const probes: { path: string; method: string; query: Record<string, string> }[] = [
      {
        path: `${TMF_PATHS.account}/billingAccount`,
        method: 'GET',
        query: { [V5_CUSTOMER_FILTER]: bin, offset: '0', limit: '2' },
      },
      { path: `${TMF_PATHS.productInventory}/product/${msisdn}`, method: 'GET', query: { fields: 'status' } },
      { path: `${TMF_PATHS.productInventory}/nothing-here`, method: 'GET', query: {} },
      { path: `${TMF_PATHS.productOrdering}/productOrder`, method: 'PUT', query: {} },
    ];
    for (const probe of probes) {
      const answer = await ask(probe.path, probe.query, { method: probe.method });
      if (probe.query.limit) expect(answer.status).toBe(206);
    }
    const seen = exchanges().filter(
      (x) => x.path.startsWith('/tmf-api/') && !x.path.includes('kabinetExtension'),
    );
    const apis = new Set(seen.map((x) => x.path.split('/')[2]));
    expect(apis).toEqual(
      new Set([
        'productInventory',
        'productOrdering',
        'prepayBalanceManagement',
        'accountManagement',
        'paymentManagement',
        'customerBillManagement',
        'communicationManagement',
        'event',
        'productOfferingQualification',
        'resourceInventory',
        'partyManagement',
        'document',
      ]),
    );
    // the probes above are this test's requests, not the adapter's: only their answers are judged
    const isProbe = (x: TmfExchange) => probes.some((p) => x.path === p.path && x.method === p.method);
    const violations = seen.flatMap((x) => [
      ...(isProbe(x) ? [] : requestViolations(x)),
      ...responseViolations(x),
    ]);
    const counts = countByKind(violations);
    if (process.env.TMF_CONFORMANCE_REPORT)
      writeFileSync(
        process.env.TMF_CONFORMANCE_REPORT,
        JSON.stringify(
          {
            exchanges: seen.length,
            violations: violations.length,
            kinds: Object.keys(counts).length,
            counts,
          },
          null,
          1,
        ),
      );
    expect(counts).toEqual({});
    // decision 038: the resources of TMF679, TMF639, TMF632 and TMF667 declare nothing beyond their
    // documents but the profile's characteristics (the strict service would strip it)
    const added = [TMF_PATHS.qualification, TMF_PATHS.resourceInventory, TMF_PATHS.party, TMF_PATHS.document];
    const ofAdded = seen.filter((x) => added.some((base) => x.path.startsWith(`${base}/`)) && x.status < 300);
    expect(ofAdded.length).toBeGreaterThanOrEqual(10);
    expect(ofAdded.flatMap(undeclaredProperties)).toEqual([]);
    if (process.env.TMF_UNDECLARED_REPORT)
      writeFileSync(
        process.env.TMF_UNDECLARED_REPORT,
        JSON.stringify(
          Object.fromEntries(
            seen.map((x) => [`${x.method} ${x.path}`, undeclaredProperties(x)]).filter(([, u]) => u!.length),
          ),
          null,
          1,
        ),
      );
  });

  it("a foreign number: the standard BSS answers its product, the portal refuses it by the answer's customer", async () => {
    const foreign = DEMO_NUMBERS.smallCompany;
    // what a standard BSS does: a read by id answers any existing number, its owner in relatedParty
    const read = await ask(`${TMF_PATHS.productInventory}/product/${foreign}`);
    expect(read.status).toBe(200);
    const body = (await read.json()) as { relatedParty: { partyOrPartyRole: { id: string } }[] };
    expect(body.relatedParty[0]!.partyOrPartyRole.id).toBe(DEMO_COMPANIES.small.bin);
    const admin = await server.as('admin', bin);
    exchanges().splice(0);
    for (const path of ['', '/controls', '/products']) {
      const answer = await admin.get(`/api/subscribers/${foreign}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'msisdn_not_in_company' });
    }
    // never a filter on a read by id: the guard's read is the bare product
    const reads = exchanges().filter((x) => x.path.endsWith(`/product/${foreign}`));
    expect(reads.length).toBeGreaterThan(0);
    for (const x of reads)
      expect(Object.keys(x.query).filter((k) => k.startsWith('relatedParty'))).toEqual([]);
    // its own number, read the same way, is served
    expect((await admin.get(`/api/subscribers/${DEMO_NUMBERS.active}`)).status).toBe(200);
  });

  it('the strict service refuses what the documents do not define: a filter on a read by id, a projection on no attribute', async () => {
    const read = (query: Record<string, string>) =>
      ask(`${TMF_PATHS.productInventory}/product/${DEMO_NUMBERS.active}`, query);
    const refused: Record<string, string>[] = [
      { 'relatedParty.id': bin },
      { fields: 'ownFlags' },
      { defaultFlags: 'A' },
    ];
    for (const query of refused) {
      const answer = await read(query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ '@type': 'Error', code: '20', status: '400' });
    }
    expect((await read({ fields: 'relatedParty,productCharacteristic' })).status).toBe(200);
  });

  it("decision 038: the strict answer keeps what the document declares and the profile's characteristics whole", () => {
    const legalName = { ru: 'ТОО', en: 'LLP', kk: 'ЖШС' };
    const answer = declaredOnly(
      { method: 'GET', path: `${TMF_PATHS.party}/organization/${bin}`, status: 200 },
      {
        id: bin,
        href: `${TMF_PATHS.party}/organization/${bin}`,
        '@type': 'Organization',
        name: 'ТОО',
        isPenaltyNotice: true,
        organizationIdentification: [
          { identificationId: bin, identificationType: 'BIN', '@type': 'OrganizationIdentification', bin },
        ],
        partyCharacteristic: [{ name: 'legalName', value: legalName, '@type': 'Characteristic' }],
      },
    );
    expect(answer).toEqual({
      id: bin,
      href: `${TMF_PATHS.party}/organization/${bin}`,
      '@type': 'Organization',
      name: 'ТОО',
      organizationIdentification: [
        { identificationId: bin, identificationType: 'BIN', '@type': 'OrganizationIdentification' },
      ],
      partyCharacteristic: [{ name: 'legalName', value: legalName, '@type': 'Characteristic' }],
    });
  });
});

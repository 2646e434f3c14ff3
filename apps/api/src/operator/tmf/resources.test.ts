import type { BalanceResponse, ContractPhone, Product } from '@kabinet/contract';
import { describe, expect, it } from 'vitest';
import {
  fromAccumulatedBalance,
  fromCustomerBill,
  toAccumulatedBalance,
  toCustomerBill,
} from './billing-resources.ts';
import {
  fromBillingAccount,
  fromPartyAccount,
  fromUnallocatedPayment,
  toBillingAccount,
  toPartyAccount,
  toUnallocatedPayment,
} from './account-resources.ts';
import { fromInvoiceBill, toBillingRate, toInvoiceBill } from './invoice-resources.ts';
import { schemaErrors } from './official.ts';
import {
  fromContractProduct,
  fromServiceProduct,
  toContractProduct,
  toServiceProduct,
} from './product-resources.ts';

// decision 032: what the service writes as a TMF resource the adapter reads back the same, for the
// corners the demo data may not have (an empty bonus group, a fee without its kind, no end date).

const name = { ru: 'Пакет', en: 'Pack', kk: 'Бума' };
/** decision 036: each resource against its schema in the official TM Forum document */
const API_OF = {
  AccumulatedBalance: 'TMF654',
  CustomerBill: 'TMF678',
  AppliedCustomerBillingRate: 'TMF678',
  Product: 'TMF637',
  BillingAccount: 'TMF666',
  PartyAccount: 'TMF666',
  Payment: 'TMF676',
} as const;
const valid = (schema: keyof typeof API_OF, value: unknown) =>
  expect(schemaErrors(API_OF[schema], schema, JSON.parse(JSON.stringify(value)))).toEqual([]);

describe('the TMF list resources read back as written', () => {
  it('a balance: cards the operator lacks stay null, an empty bonus group stays, a bonus without amount or unit', () => {
    const balance: BalanceResponse = {
      msisdn: '7011234567',
      type: 'POSTPAID',
      tariff: { id: 'T1', name, isWorkmate: false },
      remainingUnitsToSpend: 125_050,
      personalLimit: null,
      personalAvailableBalance: 0,
      creditLimit: null,
      availableByCreditLimitOrPiaBalance: null,
      spendingUnitsLimit: null,
      debtBalance: 99,
      bonusGroups: [
        { name, bonuses: [] },
        {
          name,
          bonuses: [
            {
              name,
              isUnlim: true,
              amount: null,
              maxAmount: null,
              unit: null,
              startDate: null,
              endDate: null,
            },
            {
              name,
              isUnlim: false,
              amount: 1.5,
              maxAmount: 10,
              unit: 'GB',
              startDate: '2026-11-01',
              endDate: '2026-11-30',
            },
          ],
        },
      ],
    };
    const resource = toAccumulatedBalance(balance, '070440123458');
    valid('AccumulatedBalance', resource);
    expect(fromAccumulatedBalance(JSON.parse(JSON.stringify(resource)))).toEqual(balance);
  });

  it('a debt without an invoice number', () => {
    const debt = {
      accountNumber: 'A1',
      billMonth: '2026-09-01',
      invoiceNumber: null,
      dueDate: '2026-10-25',
      debt: 1_234_567,
    };
    const bill = toCustomerBill(debt, '070440123458');
    valid('CustomerBill', bill);
    expect(fromCustomerBill(JSON.parse(JSON.stringify(bill)))).toEqual(debt);
  });

  it('a service: pending disconnection, a fee without its kind', () => {
    const product: Product = {
      productOfferingId: 'PKG_VOICE_500',
      productOfferingType: 'PACKAGE',
      name,
      productDescription: { link: null, description: { ru: 'описание' } },
      category: 'VOICE',
      isActive: true,
      isRenewable: false,
      action: 'full',
      feeType: null,
      fee: 50_000,
      status: 'PENDING',
      state: 'DISABLE',
      pendingAction: 'DISABLE',
      connectionDate: '2026-10-02',
      availableUntil: null,
      validityDays: 30,
      trafficVolume: { amount: 500, unit: 'MIN', isUnlimited: false },
      bonuses: [name],
    };
    const resource = toServiceProduct('7011234567', product, []);
    expect(resource.status).toBe('pendingTerminate');
    valid('Product', resource);
    expect(fromServiceProduct(JSON.parse(JSON.stringify(resource)))).toEqual(product);
    const priced = {
      ...product,
      feeType: 'DAILY_FEE' as const,
      status: 'AVAILABLE' as const,
      pendingAction: null,
    };
    expect(
      fromServiceProduct(JSON.parse(JSON.stringify(toServiceProduct('7011234567', priced, [])))),
    ).toEqual(priced);
  });

  it('a contract phone still running, without the Standard Corp fields', () => {
    const phone: ContractPhone = {
      productId: 'CP-1',
      name: 'Смартфон в рассрочку',
      deviceName: 'Phone 15',
      deviceType: 'SMARTPHONE',
      status: 'ACTIVE',
      startDate: '2026-01-15T06:00:00.000Z',
      endDate: null,
      duration: 24,
      recurring: 1_999_000,
      priceFactor: 47_976_000,
    };
    const resource = toContractProduct('7071000002', phone, []);
    valid('Product', resource);
    expect(fromContractProduct(JSON.parse(JSON.stringify(resource)))).toEqual(phone);
  });
});

describe('the company money resources read back as written', () => {
  const bin = '070440123458';
  const invoice = {
    invoiceNumber: '123456789012345678901234567',
    accountNumber: '1000001',
    periodMonth: '2026-09-01',
    issuedAt: new Date('2026-10-03T04:00:00.000Z'),
    dueDate: '2026-10-25',
    amount: 1_234_567,
    paidAmount: 234_567,
  };

  it('an invoice partly paid, with its lines; a month being formed; no invoice', () => {
    const lines = [
      { msisdn: '7011234567', chargeType: 'SUBSCRIPTION_FEE', amount: 1_000_000 },
      { msisdn: '7011234567', chargeType: 'USAGE', amount: 234_567 },
    ];
    const outcome = { ok: true as const, invoice, lines };
    const bills = toInvoiceBill(bin, invoice.accountNumber, invoice.periodMonth, outcome);
    expect(bills[0]).toMatchObject({ state: 'partiallyPaid', billNo: invoice.invoiceNumber });
    valid('CustomerBill', bills[0]);
    const rates = lines.map((line) => toBillingRate(invoice, line));
    for (const rate of rates) valid('AppliedCustomerBillingRate', rate);
    expect(fromInvoiceBill(JSON.parse(JSON.stringify(bills)), JSON.parse(JSON.stringify(rates)))).toEqual(
      outcome,
    );
    const forming = toInvoiceBill(bin, '1000001', '2026-11-01', { ok: false, reason: 'NOT_FORMED' });
    valid('CustomerBill', forming[0]);
    expect(fromInvoiceBill(forming, [])).toEqual({ ok: false, reason: 'NOT_FORMED' });
    expect(
      fromInvoiceBill(toInvoiceBill(bin, '1', '2026-09-01', { ok: false, reason: 'NOT_FOUND' }), []),
    ).toEqual({ ok: false, reason: 'NOT_FOUND' });
  });

  it('a prepaid account, a company in arrears with its penalty notice, a payment matched to no account', () => {
    const account = { accountNumber: '1000002', accountType: 'GENERAL' as const, type: 'PREPAID' as const };
    const billing = toBillingAccount(bin, account);
    valid('BillingAccount', billing);
    expect(fromBillingAccount(JSON.parse(JSON.stringify(billing)))).toEqual(account);
    const standing = { isDebtor: true, isPenaltyNotice: true, totalDebt: 987_654_321, balance: 12_345 };
    const party = toPartyAccount(bin, standing);
    valid('PartyAccount', party);
    expect(fromPartyAccount(JSON.parse(JSON.stringify(party)))).toEqual(standing);
    const undisclosed = { date: '2026-10-31', number: 'ПП-17', total: 1_001 };
    const payment = toUnallocatedPayment(bin, undisclosed, 0);
    valid('Payment', payment);
    expect(fromUnallocatedPayment(JSON.parse(JSON.stringify(payment)))).toEqual(undisclosed);
  });

  it("a balance without buckets or its bonus groups' names: no cards, no bonus groups, not a TypeError (decision 036)", () => {
    const standard = {
      id: '7011234567',
      '@type': 'AccumulatedBalance',
      totalBalance: { amount: 0, units: 'tiyn' },
      paymentType: 'POSTPAID',
      tariff: { id: 'T1', name, isWorkmate: false },
    };
    const read = fromAccumulatedBalance(standard as never);
    expect(read.bonusGroups).toEqual([]);
    expect(read.remainingUnitsToSpend).toBeNull();
  });
});

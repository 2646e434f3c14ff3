import type { BalanceResponse, ContractPhone, Product } from '@kabinet/contract';
import { describe, expect, it } from 'vitest';
import {
  fromAccumulatedBalance,
  fromCustomerBill,
  toAccumulatedBalance,
  toCustomerBill,
} from './billing-resources.ts';
import { validateJson } from './json-schema.ts';
import {
  fromContractProduct,
  fromServiceProduct,
  toContractProduct,
  toServiceProduct,
} from './product-resources.ts';
import { TMF_SCHEMAS } from './schemas.ts';

// decision 032: what the service writes as a TMF resource the adapter reads back the same, for the
// corners the demo data may not have (an empty bonus group, a fee without its kind, no end date).

const name = { ru: 'Пакет', en: 'Pack', kk: 'Бума' };
const valid = (schema: keyof typeof TMF_SCHEMAS, value: unknown) =>
  expect(validateJson(TMF_SCHEMAS[schema], JSON.parse(JSON.stringify(value)), TMF_SCHEMAS.root)).toEqual([]);

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

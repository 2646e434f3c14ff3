import {
  subscriberBalanceSchema,
  type BalanceResponse,
  type BonusGroup,
  type SubscriberBalance,
} from '@kabinet/contract';
import type { DebtRecord, PaymentRecord } from '../documents-port.ts';

// The port's money reads as TM Forum resources (decision 032): a number's balances as a TMF654
// AccumulatedBalance of buckets, a payment as a TMF676 Payment, a debt as a TMF678 CustomerBill.
// The service writes them with `to…`, the adapter reads them back with `from…`: one file, so a
// field cannot be written one way and read another. TMF fields carry what TMF has a field for;
// what it has not (the localized names, the payment type) is an extension property of the
// `Kabinet…` subtype (`@baseType` the TMF resource), as TMF630 polymorphism allows.

/** Kazakhstan's offset: a day of the operator's billing written as a TMF date-time */
const KZ_OFFSET = '+05:00';
export const dateTimeOfDay = (day: string) => `${day}T00:00:00${KZ_OFFSET}`;
/** the day back: the date-time was written with the operator's offset, so its first ten characters */
export const dayOfDateTime = (dateTime: string) => dateTime.slice(0, 10);

/** a TMF v4 RelatedParty: the company (its BIN) as the customer */
export const customerOfV4 = (bin: string) => ({
  id: bin,
  role: 'customer' as const,
  '@referredType': 'Organization' as const,
});
type PartyV4 = ReturnType<typeof customerOfV4>;

/** TMF Money is ISO 4217 (KZT, tenge with two decimals); the portal's money is integer tiyn */
export const moneyOf = (tiyn: number) => ({ unit: 'KZT', value: tiyn / 100 });
export const tiynOf = (money: { value: number }) => Math.round(money.value * 100);

// ---- TMF654 AccumulatedBalance: spec §2 balance cards and bonus groups ----

/** spec §2 balance cards (the contract's balance fields), each a monetary bucket when the operator has it */
const BALANCE_CARDS = Object.keys(subscriberBalanceSchema.shape) as (keyof SubscriberBalance)[];

type Bonus = BonusGroup['bonuses'][number];

const USAGE_OF_UNIT: Record<string, string> = {
  MB: 'data',
  GB: 'data',
  MIN: 'voice',
  SMS: 'sms',
  TIYN: 'monetary',
};

interface Quantity {
  amount: number;
  units: string;
}

export interface TmfBucket {
  id: string;
  name: string;
  usageType: string;
  status: 'active';
  remainingValue?: Quantity;
  validFor?: { startDateTime?: string; endDateTime?: string };
  product: { id: string; '@type': 'ProductRef' }[];
  '@type': 'Bucket' | 'KabinetBonusBucket';
  '@baseType'?: 'Bucket';
  /** extension: what a spec §3 bonus has beyond the bucket */
  bonus?: Pick<Bonus, 'name' | 'isUnlim' | 'maxAmount' | 'unit'> & { group: number };
}

export interface TmfAccumulatedBalance {
  id: string;
  name: string;
  totalBalance: Quantity;
  bucket?: TmfBucket[];
  product: { id: string; '@type': 'ProductRef' }[];
  relatedParty: PartyV4[];
  '@type': 'KabinetAccumulatedBalance';
  '@baseType': 'AccumulatedBalance';
  /** extension: spec §3 payment type and tariff of the number */
  paymentType: BalanceResponse['type'];
  tariff: BalanceResponse['tariff'];
  /** extension: the bonus groups' names, in order (a group may have no bonus: it is still shown) */
  bonusGroups?: Pick<BonusGroup, 'name'>[];
}

export function toAccumulatedBalance(balance: BalanceResponse, bin: string): TmfAccumulatedBalance {
  const product = [{ id: balance.msisdn, '@type': 'ProductRef' as const }];
  const cards: TmfBucket[] = BALANCE_CARDS.flatMap((card) => {
    const tiyn = balance[card];
    return tiyn === null
      ? []
      : [
          {
            id: `${balance.msisdn}.${card}`,
            name: card,
            usageType: 'monetary',
            status: 'active' as const,
            remainingValue: { amount: tiyn, units: 'tiyn' },
            product,
            '@type': 'Bucket' as const,
          },
        ];
  });
  const bonuses: TmfBucket[] = balance.bonusGroups.flatMap((group, index) =>
    group.bonuses.map((bonus, n) => ({
      id: `${balance.msisdn}.bonus.${index}.${n}`,
      name: bonus.name.ru,
      usageType: (bonus.unit && USAGE_OF_UNIT[bonus.unit]) ?? 'other',
      status: 'active' as const,
      ...(bonus.amount !== null ? { remainingValue: { amount: bonus.amount, units: bonus.unit ?? '' } } : {}),
      ...(bonus.startDate || bonus.endDate
        ? {
            validFor: {
              ...(bonus.startDate ? { startDateTime: dateTimeOfDay(bonus.startDate) } : {}),
              ...(bonus.endDate ? { endDateTime: dateTimeOfDay(bonus.endDate) } : {}),
            },
          }
        : {}),
      product,
      '@type': 'KabinetBonusBucket' as const,
      '@baseType': 'Bucket' as const,
      bonus: {
        name: bonus.name,
        isUnlim: bonus.isUnlim,
        maxAmount: bonus.maxAmount,
        unit: bonus.unit,
        group: index,
      },
    })),
  );
  return {
    id: balance.msisdn,
    name: `balance of ${balance.msisdn}`,
    // what the number can still spend: the first card the subscriber sees (spec §2)
    totalBalance: { amount: balance.remainingUnitsToSpend ?? 0, units: 'tiyn' },
    bucket: [...cards, ...bonuses],
    product,
    relatedParty: [customerOfV4(bin)],
    '@type': 'KabinetAccumulatedBalance',
    '@baseType': 'AccumulatedBalance',
    paymentType: balance.type,
    tariff: balance.tariff,
    bonusGroups: balance.bonusGroups.map((group) => ({ name: group.name })),
  };
}

export function fromAccumulatedBalance(resource: TmfAccumulatedBalance): BalanceResponse {
  // TMF654 requires neither: a balance without buckets has no cards, one without the extension's
  // group names no bonus groups (decision 036)
  const buckets = resource.bucket ?? [];
  const card = (name: string) =>
    buckets.find((b) => b['@type'] === 'Bucket' && b.name === name)?.remainingValue?.amount ?? null;
  const groups: BonusGroup[] = (resource.bonusGroups ?? []).map((group) => ({
    name: group.name,
    bonuses: [],
  }));
  for (const bucket of buckets) {
    if (!bucket.bonus) continue;
    groups[bucket.bonus.group]?.bonuses.push({
      name: bucket.bonus.name,
      isUnlim: bucket.bonus.isUnlim,
      amount: bucket.remainingValue?.amount ?? null,
      maxAmount: bucket.bonus.maxAmount,
      unit: bucket.bonus.unit,
      startDate: bucket.validFor?.startDateTime ? dayOfDateTime(bucket.validFor.startDateTime) : null,
      endDate: bucket.validFor?.endDateTime ? dayOfDateTime(bucket.validFor.endDateTime) : null,
    });
  }
  return {
    msisdn: resource.id,
    type: resource.paymentType,
    tariff: resource.tariff,
    ...(Object.fromEntries(BALANCE_CARDS.map((name) => [name, card(name)])) as SubscriberBalance),
    bonusGroups: groups,
  };
}

// ---- TMF676 Payment: spec §3 Payment ----

interface TmfMoney {
  unit: string;
  value: number;
}

export interface TmfPayment {
  id: string;
  paymentDate: string;
  description?: string;
  account: { id: string; '@referredType': 'BillingAccount' };
  totalAmount: TmfMoney;
  paymentMethod: { name: string; '@type': 'PaymentMethodRef' };
  payer: PartyV4;
  status: 'done';
  '@type': 'KabinetPayment';
  '@baseType': 'Payment';
  /** extension: the account's balance before and after the payment (spec §3 payment history) */
  balanceBefore: TmfMoney | null;
  balanceAfter: TmfMoney | null;
}

export const toPayment = (bin: string, record: PaymentRecord, index: number): TmfPayment => ({
  // the billing's payments have no id of their own in the port: the account, the instant and the row
  id: `${record.accountNumber}.${record.paymentDate.getTime()}.${index}`,
  paymentDate: record.paymentDate.toISOString(),
  ...(record.comment !== null ? { description: record.comment } : {}),
  account: { id: record.accountNumber, '@referredType': 'BillingAccount' },
  totalAmount: moneyOf(record.amount),
  paymentMethod: { name: 'bankTransfer', '@type': 'PaymentMethodRef' },
  payer: customerOfV4(bin),
  status: 'done',
  '@type': 'KabinetPayment',
  '@baseType': 'Payment',
  balanceBefore: record.balanceBefore === null ? null : moneyOf(record.balanceBefore),
  balanceAfter: record.balanceAfter === null ? null : moneyOf(record.balanceAfter),
});

export const fromPayment = (payment: TmfPayment): PaymentRecord => ({
  paymentDate: new Date(payment.paymentDate),
  accountNumber: payment.account.id,
  amount: tiynOf(payment.totalAmount),
  comment: payment.description ?? null,
  balanceBefore: payment.balanceBefore ? tiynOf(payment.balanceBefore) : null,
  balanceAfter: payment.balanceAfter ? tiynOf(payment.balanceAfter) : null,
});

// ---- TMF678 CustomerBill: spec §3 Debt (an unpaid or partly paid bill) ----

export interface TmfCustomerBill {
  id: string;
  billNo?: string;
  billingAccount: { id: string; '@referredType': 'BillingAccount' };
  billingPeriod: { startDateTime: string };
  paymentDueDate: string;
  remainingAmount: TmfMoney;
  state: 'sent';
  relatedParty: PartyV4[];
  '@type': 'CustomerBill';
}

export const toCustomerBill = (debt: DebtRecord, bin: string): TmfCustomerBill => ({
  // the same bill as the invoice's (./invoice-resources.ts): its number, else the account and month
  id: debt.invoiceNumber ?? `${debt.accountNumber}.${debt.billMonth}`,
  ...(debt.invoiceNumber !== null ? { billNo: debt.invoiceNumber } : {}),
  billingAccount: { id: debt.accountNumber, '@referredType': 'BillingAccount' },
  billingPeriod: { startDateTime: dateTimeOfDay(debt.billMonth) },
  paymentDueDate: dateTimeOfDay(debt.dueDate),
  remainingAmount: moneyOf(debt.debt),
  // issued and not settled: the only bills a debt is
  state: 'sent',
  relatedParty: [customerOfV4(bin)],
  '@type': 'CustomerBill',
});

export const fromCustomerBill = (bill: TmfCustomerBill): DebtRecord => ({
  accountNumber: bill.billingAccount.id,
  billMonth: dayOfDateTime(bill.billingPeriod.startDateTime),
  invoiceNumber: bill.billNo ?? null,
  dueDate: dayOfDateTime(bill.paymentDueDate),
  debt: tiynOf(bill.remainingAmount),
});

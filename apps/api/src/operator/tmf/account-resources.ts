import type { CompanyAccount, UndisclosedPaymentRecord } from '../documents-port.ts';
import type { CompanyStanding } from '../port.ts';
import { customerOfV4, dateTimeOfDay, dayOfDateTime, moneyOf, tiynOf } from './billing-resources.ts';
import { customerParty } from './wire.ts';

// The company's accounts as TM Forum resources (decision 032): its personal accounts as TMF666
// BillingAccounts, its standing with the billing as its TMF666 PartyAccount (balance, payment
// status), and a payment the billing could not match to a personal account as a TMF676 Payment of
// that party account, not yet allocated. The service writes them with `to…`, the adapter reads them
// back with `from…`: one file, so a field cannot be written one way and read another.

/** spec §3 payment type as TMF666 v5 `ratingType` ("prepaid or postpaid") */
const RATING_TYPE = { PREPAID: 'prepaid', POSTPAID: 'postpaid' } as const;

// ---- TMF666 BillingAccount: spec §3 personal account ----

export interface TmfBillingAccount {
  id: string;
  name: string;
  /** spec §3 account kind, INDIVIDUAL or GENERAL (TMF666: "individual, joint, and so forth") */
  accountType: CompanyAccount['accountType'];
  ratingType: (typeof RATING_TYPE)[keyof typeof RATING_TYPE];
  state: 'active';
  relatedParty: ReturnType<typeof customerParty>;
  '@type': 'BillingAccount';
}

export const toBillingAccount = (bin: string, account: CompanyAccount): TmfBillingAccount => ({
  id: account.accountNumber,
  name: account.accountNumber,
  accountType: account.accountType,
  ratingType: RATING_TYPE[account.type],
  state: 'active',
  relatedParty: customerParty(bin),
  '@type': 'BillingAccount',
});

export const fromBillingAccount = (resource: TmfBillingAccount): CompanyAccount => ({
  accountNumber: resource.id,
  accountType: resource.accountType,
  type: resource.ratingType === 'prepaid' ? 'PREPAID' : 'POSTPAID',
});

// ---- TMF666 PartyAccount: the company's standing (spec §6 is_debtor, penalty_notice) ----

/** TMF666 AccountBalance balanceType of the funds on the company's personal accounts together */
const DEPOSIT = 'deposit';

/** TMF666 paymentStatus ("due, paid, in arrears"): overdue debt is in arrears */
const IN_ARREARS = 'inArrears';

export interface TmfPartyAccount {
  id: string;
  name: string;
  paymentStatus: typeof IN_ARREARS | 'paid';
  accountBalance: {
    /** the debt, and the accounts' funds together (TMF666: "deposit balance") */
    balanceType: 'totalDebt' | typeof DEPOSIT;
    amount: { unit: string; value: number };
    '@type': 'AccountBalance';
  }[];
  relatedParty: ReturnType<typeof customerParty>;
  '@type': 'KabinetPartyAccount';
  '@baseType': 'PartyAccount';
  /** extension: spec §6 penalty_notice (spec §9: 0.1% a day, capped at 10%), TMF666 has no field */
  isPenaltyNotice: boolean;
}

export const toPartyAccount = (bin: string, standing: CompanyStanding): TmfPartyAccount => ({
  id: bin,
  name: `account of ${bin}`,
  paymentStatus: standing.isDebtor ? IN_ARREARS : 'paid',
  accountBalance: [
    { balanceType: 'totalDebt', amount: moneyOf(standing.totalDebt), '@type': 'AccountBalance' },
    { balanceType: DEPOSIT, amount: moneyOf(standing.balance), '@type': 'AccountBalance' },
  ],
  relatedParty: customerParty(bin),
  '@type': 'KabinetPartyAccount',
  '@baseType': 'PartyAccount',
  isPenaltyNotice: standing.isPenaltyNotice,
});

/** the party account's balance of the type; 0 when the BSS keeps none of it */
const balanceOf = (
  resource: TmfPartyAccount,
  type: TmfPartyAccount['accountBalance'][number]['balanceType'],
) => {
  const balance = resource.accountBalance.find((b) => b.balanceType === type);
  return balance ? tiynOf(balance.amount) : 0;
};

export const fromPartyAccount = (resource: TmfPartyAccount): CompanyStanding => ({
  isDebtor: resource.paymentStatus === IN_ARREARS,
  isPenaltyNotice: resource.isPenaltyNotice,
  totalDebt: balanceOf(resource, 'totalDebt'),
  balance: balanceOf(resource, DEPOSIT),
});

// ---- TMF676 Payment not allocated: spec §3 Undisclosed payment ----

/** the TMF676 status of a payment the billing holds for the company but matched to no account */
export const UNALLOCATED = 'unallocated';

export interface TmfUnallocatedPayment {
  id: string;
  /** the payment order's number */
  name: string;
  paymentDate: string;
  /** TMF676 requires an account: the company's party account, as no personal account matched */
  account: { id: string; '@referredType': 'PartyAccount' };
  totalAmount: { unit: string; value: number };
  paymentMethod: { name: string; '@type': 'PaymentMethodRef' };
  payer: ReturnType<typeof customerOfV4>;
  status: typeof UNALLOCATED;
  '@type': 'Payment';
}

export const toUnallocatedPayment = (
  bin: string,
  payment: UndisclosedPaymentRecord,
  index: number,
): TmfUnallocatedPayment => ({
  // the port gives such a payment no id: its order number and its row in the billing's order
  id: `unallocated.${payment.number}.${index}`,
  name: payment.number,
  // the billing's day (Kazakhstan's) as a TMF date-time
  paymentDate: dateTimeOfDay(payment.date),
  account: { id: bin, '@referredType': 'PartyAccount' },
  totalAmount: moneyOf(payment.total),
  paymentMethod: { name: 'bankTransfer', '@type': 'PaymentMethodRef' },
  payer: customerOfV4(bin),
  status: UNALLOCATED,
  '@type': 'Payment',
});

export const fromUnallocatedPayment = (payment: TmfUnallocatedPayment): UndisclosedPaymentRecord => ({
  date: dayOfDateTime(payment.paymentDate),
  number: payment.name,
  total: tiynOf(payment.totalAmount),
});

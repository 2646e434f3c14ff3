import type { BalanceResponse } from '@kabinet/contract';
import type { DebtRecord, PaymentRecord } from '../documents-port.ts';
import {
  fromAccumulatedBalance,
  fromCustomerBill,
  fromPayment,
  type TmfAccumulatedBalance,
  type TmfCustomerBill,
  type TmfPayment,
} from './billing-resources.ts';
import type { TmfHttp } from './http-client.ts';
import { TMF_PATHS } from './wire.ts';

// The port's money reads over TMF654, TMF676 and TMF678 list resources (decision 032): reads,
// so retried after a fault; each under its own API's circuit breaker (a dead billing leaves the
// number page's inventory reads alone).

export function createBillingReads(http: TmfHttp) {
  const list = async <T>(api: 'TMF654' | 'TMF676' | 'TMF678', path: string, query: Record<string, string>) =>
    (await http.request({ api, method: 'GET', path, query, isRetryable: true })).body as T[];
  return {
    async getBalance(bin: string, msisdn: string): Promise<BalanceResponse | null> {
      const [balance] = await list<TmfAccumulatedBalance>(
        'TMF654',
        `${TMF_PATHS.prepayBalance}/accumulatedBalance`,
        { 'relatedParty.id': bin, 'product.id': msisdn },
      );
      return balance ? fromAccumulatedBalance(balance) : null;
    },
    async listPayments(bin: string, from: string, to: string): Promise<PaymentRecord[]> {
      const payments = await list<TmfPayment>('TMF676', `${TMF_PATHS.payment}/payment`, {
        'payer.id': bin,
        'paymentDate.gte': from,
        'paymentDate.lte': to,
      });
      return payments.map(fromPayment);
    },
    async listDebts(bin: string): Promise<DebtRecord[]> {
      const bills = await list<TmfCustomerBill>('TMF678', `${TMF_PATHS.customerBill}/customerBill`, {
        'relatedParty.id': bin,
        'remainingAmount.value.gt': '0',
      });
      return bills.map(fromCustomerBill);
    },
  };
}

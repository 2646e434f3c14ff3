import type { BalanceResponse, BonusGroup, ContractPhones, Product } from '@kabinet/contract';
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
import {
  fromContractProduct,
  fromServiceProduct,
  type TmfContractProduct,
  type TmfServiceProduct,
} from './product-resources.ts';
import { TMF_PATHS } from './wire.ts';

// The port's reads over TMF list resources (decision 032): a number's services (TMF637 products),
// its balances (TMF654), the company's payments (TMF676) and debts (TMF678). Reads, so retried
// after a fault; each under its own API's circuit breaker (a dead billing leaves the number page's
// inventory reads alone).

export function createResourceReads(http: TmfHttp) {
  const list = async <T>(
    api: 'TMF637' | 'TMF654' | 'TMF676' | 'TMF678',
    path: string,
    query: Record<string, string>,
  ): Promise<T[] | null> => {
    const answer = await http.request({ api, method: 'GET', path, query, isRetryable: true });
    // a list related to a product the company does not have: 404, as that product
    return answer.status === 404 ? null : (answer.body as T[]);
  };
  const balanceOf = async (bin: string, msisdn: string) => {
    const [balance] =
      (await list<TmfAccumulatedBalance>('TMF654', `${TMF_PATHS.prepayBalance}/accumulatedBalance`, {
        'relatedParty.id': bin,
        'product.id': msisdn,
      })) ?? [];
    return balance ? fromAccumulatedBalance(balance) : null;
  };
  return {
    getBalance: (bin: string, msisdn: string): Promise<BalanceResponse | null> => balanceOf(bin, msisdn),
    /**
     * the number's products (TMF637) and its bonus groups, which are its TMF654 buckets: side by
     * side; no balance means no such number of the company (an empty product list cannot say)
     */
    async listProducts(
      bin: string,
      msisdn: string,
    ): Promise<{ products: Product[]; bonusGroups: BonusGroup[] } | null> {
      const [products, balance] = await Promise.all([
        list<TmfServiceProduct>('TMF637', `${TMF_PATHS.productInventory}/product`, {
          'relatedParty.id': bin,
          'productRelationship.id': msisdn,
          'productSpecification.id': 'service',
        }),
        balanceOf(bin, msisdn),
      ]);
      return products && balance
        ? { products: products.map(fromServiceProduct), bonusGroups: balance.bonusGroups }
        : null;
    },
    /** the devices sold on contract with the number; the list of a number not the company's is 404 */
    async getContractPhones(bin: string, msisdn: string): Promise<ContractPhones | null> {
      const phones = await list<TmfContractProduct>('TMF637', `${TMF_PATHS.productInventory}/product`, {
        'relatedParty.id': bin,
        'productRelationship.id': msisdn,
        'productSpecification.id': 'contractPhone',
      });
      return phones && { content: phones.map(fromContractProduct) };
    },
    async listPayments(bin: string, from: string, to: string): Promise<PaymentRecord[]> {
      const payments = await list<TmfPayment>('TMF676', `${TMF_PATHS.payment}/payment`, {
        'payer.id': bin,
        'paymentDate.gte': from,
        'paymentDate.lte': to,
      });
      return (payments ?? []).map(fromPayment);
    },
    async listDebts(bin: string): Promise<DebtRecord[]> {
      const bills = await list<TmfCustomerBill>('TMF678', `${TMF_PATHS.customerBill}/customerBill`, {
        'relatedParty.id': bin,
        'remainingAmount.value.gt': '0',
      });
      return (bills ?? []).map(fromCustomerBill);
    },
  };
}

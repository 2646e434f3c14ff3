import type { BalanceResponse, BonusGroup, ContractPhones, Product } from '@kabinet/contract';
import type {
  CompanyAccount,
  DebtRecord,
  InvoiceBreakdownOutcome,
  InvoiceNumbersPage,
  PaymentRecord,
  UndisclosedPaymentRecord,
} from '../documents-port.ts';
import type { CompanyLine, CompanyLinesPage } from '../numbers-port.ts';
import type { CompanyStanding } from '../port.ts';
import {
  fromBillingAccount,
  fromPartyAccount,
  fromUnallocatedPayment,
  UNALLOCATED,
  type TmfBillingAccount,
  type TmfPartyAccount,
  type TmfUnallocatedPayment,
} from './account-resources.ts';
import {
  dateTimeOfDay,
  fromAccumulatedBalance,
  fromCustomerBill,
  fromPayment,
  type TmfAccumulatedBalance,
  type TmfCustomerBill,
  type TmfPayment,
} from './billing-resources.ts';
import type { TmfHttp } from './http-client.ts';
import { fromLineProduct, LINE_SPECIFICATION, type TmfLineProduct } from './line-resources.ts';
import { fromInvoiceBill, type TmfBillingRate, type TmfInvoiceBill } from './invoice-resources.ts';
import { fromMonthChargeRates, monthChargesQuery, type TmfMonthChargeRate } from './charge-resources.ts';
import type { NumberMonthCharges } from '../spend-port.ts';
import {
  fromContractProduct,
  fromServiceProduct,
  type TmfContractProduct,
  type TmfServiceProduct,
} from './product-resources.ts';
import { TMF_PATHS, V5_CUSTOMER_FILTER, customerIdInV4 } from './wire.ts';

// The port's reads over TMF list resources (decision 032): the company's lines (decision 034) and a
// number's services (TMF637 products),
// its balances (TMF654), the company's accounts and standing (TMF666), payments (TMF676), debts and
// invoices (TMF678). Reads, so retried after a fault; each under its own API's circuit breaker (a
// dead billing leaves the number page's inventory reads alone).

export function createResourceReads(http: TmfHttp) {
  const list = async <T>(
    api: 'TMF637' | 'TMF654' | 'TMF666' | 'TMF676' | 'TMF678',
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
          [V5_CUSTOMER_FILTER]: bin,
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
        [V5_CUSTOMER_FILTER]: bin,
        'productRelationship.id': msisdn,
        'productSpecification.id': 'contractPhone',
      });
      return phones && { content: phones.map(fromContractProduct) };
    },
    /** decision 034: a TMF630 page of the company's lines (TMF637), with X-Total-Count */
    async listCompanyLines(bin: string, page: { offset: number; limit: number }): Promise<CompanyLinesPage> {
      const answer = await http.request({
        api: 'TMF637',
        method: 'GET',
        path: `${TMF_PATHS.productInventory}/product`,
        query: {
          [V5_CUSTOMER_FILTER]: bin,
          'productSpecification.id': LINE_SPECIFICATION,
          offset: String(page.offset),
          limit: String(page.limit),
        },
        isRetryable: true,
      });
      const products = answer.status === 404 ? [] : (answer.body as TmfLineProduct[]);
      // a product of another customer in the answer is left out (the relatedParty of each is checked)
      const lines = products.map((p) => fromLineProduct(bin, p)).filter((line) => line !== null);
      return { lines, total: answer.total ?? lines.length };
    },
    /** decision 034: lines by id (TMF630 a list: any of them); each answer's relatedParty says whose it is */
    async getCompanyLines(bin: string, msisdns: readonly string[]): Promise<CompanyLine[]> {
      if (msisdns.length === 0) return [];
      const asked = new Set(msisdns);
      const products =
        (await list<TmfLineProduct>('TMF637', `${TMF_PATHS.productInventory}/product`, {
          [V5_CUSTOMER_FILTER]: bin,
          'productSpecification.id': LINE_SPECIFICATION,
          id: msisdns.join(','),
        })) ?? [];
      return products
        .filter((product) => asked.has(product.id))
        .map((product) => fromLineProduct(bin, product))
        .filter((line) => line !== null);
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
    async listAccounts(bin: string): Promise<CompanyAccount[]> {
      const accounts = await list<TmfBillingAccount>('TMF666', `${TMF_PATHS.account}/billingAccount`, {
        [V5_CUSTOMER_FILTER]: bin,
      });
      return (accounts ?? []).map(fromBillingAccount);
    },
    /** the company's party account: none when the billing does not know the company */
    async getCompanyStanding(bin: string): Promise<CompanyStanding | null> {
      const [account] =
        (await list<TmfPartyAccount>('TMF666', `${TMF_PATHS.account}/partyAccount`, {
          [V5_CUSTOMER_FILTER]: bin,
        })) ?? [];
      return account ? fromPartyAccount(account) : null;
    },
    async listUndisclosedPayments(bin: string): Promise<UndisclosedPaymentRecord[]> {
      const payments = await list<TmfUnallocatedPayment>('TMF676', `${TMF_PATHS.payment}/payment`, {
        'payer.id': bin,
        status: UNALLOCATED,
      });
      return (payments ?? []).map(fromUnallocatedPayment);
    },
    /**
     * the account's bill of the month and its rates, side by side; `today` is not sent: whether the
     * month is closed is the billing's to say, by its own day (the demo and tests give both the
     * portal and the operator the same FIXED_TODAY)
     */
    async getInvoiceBreakdown(
      bin: string,
      accountNumber: string,
      month: string,
      _today: string,
    ): Promise<InvoiceBreakdownOutcome> {
      const ofMonth = { 'relatedParty.id': bin, 'billingAccount.id': accountNumber };
      const [bills, rates] = await Promise.all([
        list<TmfInvoiceBill>('TMF678', `${TMF_PATHS.customerBill}/customerBill`, {
          ...ofMonth,
          'billingPeriod.startDateTime': dateTimeOfDay(month),
        }),
        // a rate has no relatedParty: the account's rates are the company's only with its bill
        list<TmfBillingRate>('TMF678', `${TMF_PATHS.customerBill}/appliedCustomerBillingRate`, {
          'billingAccount.id': accountNumber,
          'periodCoverage.startDateTime': dateTimeOfDay(month),
        }),
      ]);
      return fromInvoiceBill(bills ?? [], rates ?? []);
    },
    /**
     * decision 030: the month's charges of listed numbers, TMF678 rates by `product.id`. A rate has
     * no relatedParty: it is the company's only with one of the company's accounts (TMF666, beside).
     */
    async getMonthCharges(
      bin: string,
      msisdns: readonly string[],
      month: string,
    ): Promise<NumberMonthCharges[]> {
      if (msisdns.length === 0) return [];
      const [rates, accounts] = await Promise.all([
        list<TmfMonthChargeRate>(
          'TMF678',
          `${TMF_PATHS.customerBill}/appliedCustomerBillingRate`,
          monthChargesQuery(msisdns, month),
        ),
        list<TmfBillingAccount>('TMF666', `${TMF_PATHS.account}/billingAccount`, {
          [V5_CUSTOMER_FILTER]: bin,
        }),
      ]);
      const own = new Set((accounts ?? []).map((account) => account.id));
      return fromMonthChargeRates((rates ?? []).filter((rate) => own.has(rate.billingAccount.id)));
    },
    /** TMF630 paging of the invoice's rates projected on their product: one item a number */
    async findNumbersByInvoice(
      bin: string,
      invoiceNumber: string,
      page: { pageNumber: number; pageSize: number },
    ): Promise<InvoiceNumbersPage | null> {
      // decision 036: the bill read by id and its customer checked in the body, the page beside it
      const [bill, answer] = await Promise.all([
        http.request({
          api: 'TMF678',
          method: 'GET',
          path: `${TMF_PATHS.customerBill}/customerBill/${encodeURIComponent(invoiceNumber)}`,
          isRetryable: true,
        }),
        http.request({
          api: 'TMF678',
          method: 'GET',
          path: `${TMF_PATHS.customerBill}/appliedCustomerBillingRate`,
          query: {
            'bill.id': invoiceNumber,
            fields: 'product',
            offset: String(page.pageNumber * page.pageSize),
            limit: String(page.pageSize),
          },
          isRetryable: true,
        }),
      ]);
      // no such invoice, or another company's
      if (bill.status === 404 || answer.status === 404) return null;
      if (customerIdInV4((bill.body as { relatedParty?: unknown }).relatedParty) !== bin) return null;
      const refs = answer.body as Pick<TmfBillingRate, 'product'>[];
      return { msisdns: refs.map((r) => r.product.id), total: answer.total ?? refs.length };
    },
  };
}

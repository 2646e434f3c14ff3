import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperatorPort } from '../port.ts';
import type { Owners } from './owners.ts';
import { UNALLOCATED, toUnallocatedPayment } from '../tmf/account-resources.ts';
import { toAccumulatedBalance, toCustomerBill, toPayment } from '../tmf/billing-resources.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { toBillingRate, toInvoiceBill, toNumberRef } from '../tmf/invoice-resources.ts';
import { MONTH_TO_DATE } from '../tmf/charge-resources.ts';
import { TMF_PATHS } from '../tmf/wire.ts';
import type { createMonthChargeRates } from './charges.ts';

// The port's money reads as TM Forum list resources over the reference operator (decision 032):
// TMF654 accumulatedBalance (a number's balance cards and bonuses), TMF676 payment (the company's
// payments, and those matched to no account) and TMF678 customerBill and appliedCustomerBillingRate
// (debts, an account's invoice of a month and its lines, the numbers of an invoice). Each is a list
// filtered TMF630-style by the company; another company's number or account is an empty list, as a
// missing one. Each list answers the selections the portal makes and no other (TMF630 code 20).

type Query = Record<string, string | undefined>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** a month's first day as the adapter writes it (a TMF date-time at Kazakhstan's offset) */
const MONTH_START = /^(\d{4}-\d{2}-01)T00:00:00\+05:00$/;
const PAGE_NUMBER = /^\d{1,9}$/;

const invalid = (reply: FastifyReply, expected: string) =>
  reply.status(400).send(tmfErrorBody('invalidQuery', expected));

export function registerBilling(
  app: FastifyInstance,
  reference: OperatorPort,
  owners: Owners,
  /** the billing's day (Kazakhstan's, or FIXED_TODAY): a month is closed once the next has begun */
  today: () => string,
  /** decision 030: listed numbers' charges of a month (./charges.ts) */
  monthChargeRates: ReturnType<typeof createMonthChargeRates>,
): void {
  app.get<{ Querystring: Query }>(`${TMF_PATHS.prepayBalance}/accumulatedBalance`, async (request, reply) => {
    const bin = request.query['relatedParty.id'];
    const msisdn = request.query['product.id'];
    if (!bin || !msisdn) return invalid(reply, 'relatedParty.id and product.id');
    const balance = await reference.getBalance(bin, msisdn);
    return balance ? [toAccumulatedBalance(balance, bin)] : [];
  });

  app.get<{ Querystring: Query }>(`${TMF_PATHS.payment}/payment`, async (request, reply) => {
    const bin = request.query['payer.id'];
    if (!bin) return invalid(reply, 'payer.id');
    // the payments the billing could not match to a personal account: held until matched, no period
    if (request.query.status === UNALLOCATED)
      return (await reference.listUndisclosedPayments(bin)).map((p, index) =>
        toUnallocatedPayment(bin, p, index),
      );
    const from = request.query['paymentDate.gte'];
    const to = request.query['paymentDate.lte'];
    // the billing's days (Kazakhstan's): a payment is in the period by the day it was made there
    if (request.query.status !== undefined || !from || !to || !DAY.test(from) || !DAY.test(to))
      return invalid(reply, `payer.id with status=${UNALLOCATED}, or paymentDate.gte and .lte (YYYY-MM-DD)`);
    const payments = await reference.listPayments(bin, from, to);
    return payments.map((payment, index) => toPayment(bin, payment, index));
  });

  app.get<{ Querystring: Query }>(`${TMF_PATHS.customerBill}/customerBill`, async (request, reply) => {
    const bin = request.query['relatedParty.id'];
    const account = request.query['billingAccount.id'];
    const month = MONTH_START.exec(request.query['billingPeriod.startDateTime'] ?? '')?.[1];
    // an account's bill of a month: issued, being formed (the month not closed), or none
    if (bin && account && month) {
      const outcome = await reference.getInvoiceBreakdown(bin, account, month, today());
      return toInvoiceBill(bin, account, month, outcome);
    }
    // the bills with something left to pay (the debts): the portal never lists the settled ones
    if (!bin || request.query['remainingAmount.value.gt'] !== '0')
      return invalid(
        reply,
        'relatedParty.id with remainingAmount.value.gt=0, or billingAccount.id and billingPeriod.startDateTime',
      );
    return (await reference.listDebts(bin)).map((debt) => toCustomerBill(debt, bin));
  });

  // TMF678 retrieveCustomerBill: an invoice by its number, whoever's it is (its relatedParty says)
  app.get<{ Params: { id: string } }>(
    `${TMF_PATHS.customerBill}/customerBill/:id`,
    async (request, reply) => {
      const found = await owners.ofInvoice(request.params.id);
      if (!found)
        return reply.status(404).send(tmfErrorBody('notFound', `customerBill ${request.params.id}`));
      const { bin, invoice } = found;
      return toInvoiceBill(bin, invoice.accountNumber, invoice.periodMonth, {
        ok: true,
        invoice,
        lines: [],
      })[0];
    },
  );

  // TMF678 rates, filtered on their own attributes (an AppliedCustomerBillingRate has no relatedParty):
  // the billing account's of a month, or the bill's; the company is the account's or the invoice's
  app.get<{ Querystring: Query }>(
    `${TMF_PATHS.customerBill}/appliedCustomerBillingRate`,
    async (request, reply) => {
      const account = request.query['billingAccount.id'];
      const month = MONTH_START.exec(request.query['periodCoverage.startDateTime'] ?? '')?.[1];
      const numbers = request.query['product.id'];
      // the month's charges so far of listed numbers (the portal's spend limits, decision 030)
      if (numbers && month && request.query.name === MONTH_TO_DATE) {
        const rates = await monthChargeRates(numbers, month);
        return typeof rates === 'string' ? invalid(reply, rates) : rates;
      }
      if (account && month) {
        const bin = await owners.ofAccount(account);
        if (!bin) return [];
        const outcome = await reference.getInvoiceBreakdown(bin, account, month, today());
        return outcome.ok ? outcome.lines.map((line) => toBillingRate(outcome.invoice, line)) : [];
      }
      const bill = request.query['bill.id'];
      const { offset, limit } = request.query;
      // the invoice's numbers: its rates projected on their product, one item a number, always a
      // page — the whole invoice (100,000 numbers) is the extension's stream (decision 032)
      if (
        !bill ||
        request.query.fields !== 'product' ||
        !PAGE_NUMBER.test(offset ?? '') ||
        !PAGE_NUMBER.test(limit ?? '') ||
        Number(limit) === 0
      )
        return invalid(
          reply,
          'billingAccount.id and periodCoverage.startDateTime, product.id with periodCoverage.startDateTime and name=monthToDate, or bill.id, fields=product, offset and limit',
        );
      const size = Number(limit);
      // the port pages by page number: an offset inside a page is no page the portal asks for
      if (Number(offset) % size !== 0) return invalid(reply, 'offset a multiple of limit');
      const owner = await owners.ofInvoice(bill);
      const found =
        owner &&
        (await reference.findNumbersByInvoice(owner.bin, bill, {
          pageNumber: Number(offset) / size,
          pageSize: size,
        }));
      if (!found) return reply.status(404).send(tmfErrorBody('notFound', `customerBill ${bill}`));
      // TMF630 paging: the count of all matches beside the page, 206 while the page is not all of them
      return reply
        .status(found.msisdns.length < found.total ? 206 : 200)
        .header('x-total-count', String(found.total))
        .header('x-result-count', String(found.msisdns.length))
        .send(found.msisdns.map(toNumberRef));
    },
  );
}

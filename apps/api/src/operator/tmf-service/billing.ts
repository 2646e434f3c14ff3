import type { FastifyInstance } from 'fastify';
import type { OperatorPort } from '../port.ts';
import { toAccumulatedBalance, toCustomerBill, toPayment } from '../tmf/billing-resources.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { TMF_PATHS } from '../tmf/wire.ts';

// The port's money reads as TM Forum list resources over the reference operator (decision 032):
// TMF654 accumulatedBalance (a number's balance cards and bonuses), TMF676 payment and TMF678
// customerBill (the company's payments and debts). Each is a list filtered TMF630-style by the
// company (and the number or period); another company's number is an empty list, as a missing one.

type Query = Record<string, string | undefined>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function registerBilling(app: FastifyInstance, reference: OperatorPort): void {
  app.get<{ Querystring: Query }>(`${TMF_PATHS.prepayBalance}/accumulatedBalance`, async (request, reply) => {
    const bin = request.query['relatedParty.id'];
    const msisdn = request.query['product.id'];
    if (!bin || !msisdn)
      return reply.status(400).send(tmfErrorBody('invalidQuery', 'relatedParty.id and product.id'));
    const balance = await reference.getBalance(bin, msisdn);
    return balance ? [toAccumulatedBalance(balance, bin)] : [];
  });

  app.get<{ Querystring: Query }>(`${TMF_PATHS.payment}/payment`, async (request, reply) => {
    const bin = request.query['payer.id'];
    const from = request.query['paymentDate.gte'];
    const to = request.query['paymentDate.lte'];
    // the billing's days (Kazakhstan's): a payment is in the period by the day it was made there
    if (!bin || !from || !to || !DAY.test(from) || !DAY.test(to))
      return reply
        .status(400)
        .send(tmfErrorBody('invalidQuery', 'payer.id, paymentDate.gte and paymentDate.lte (YYYY-MM-DD)'));
    const payments = await reference.listPayments(bin, from, to);
    return payments.map((payment, index) => toPayment(bin, payment, index));
  });

  app.get<{ Querystring: Query }>(`${TMF_PATHS.customerBill}/customerBill`, async (request, reply) => {
    const bin = request.query['relatedParty.id'];
    // the one selection the billing answers here: the bills with something left to pay (the debts)
    if (!bin || request.query['remainingAmount.value.gt'] !== '0')
      return reply
        .status(400)
        .send(tmfErrorBody('invalidQuery', 'relatedParty.id and remainingAmount.value.gt=0'));
    return (await reference.listDebts(bin)).map((debt) => toCustomerBill(debt, bin));
  });
}

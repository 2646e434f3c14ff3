import type { FastifyInstance } from 'fastify';
import type { OperatorPort } from '../port.ts';
import { toBillingAccount, toPartyAccount } from '../tmf/account-resources.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { TMF_PATHS, V5_CUSTOMER_FILTER } from '../tmf/wire.ts';

// TMF666 Account Management over the reference operator (decision 032): the company's personal
// accounts as billing accounts, and its party account with the billing (debt, arrears, the penalty
// notice). Both are lists filtered by the company; a company the billing does not know has none.

type Query = Record<string, string | undefined>;

export function registerAccounts(app: FastifyInstance, reference: OperatorPort): void {
  app.get<{ Querystring: Query }>(`${TMF_PATHS.account}/billingAccount`, async (request, reply) => {
    const bin = request.query[V5_CUSTOMER_FILTER];
    if (!bin) return reply.status(400).send(tmfErrorBody('invalidQuery', V5_CUSTOMER_FILTER));
    return (await reference.listAccounts(bin)).map((account) => toBillingAccount(bin, account));
  });

  app.get<{ Querystring: Query }>(`${TMF_PATHS.account}/partyAccount`, async (request, reply) => {
    const bin = request.query[V5_CUSTOMER_FILTER];
    if (!bin) return reply.status(400).send(tmfErrorBody('invalidQuery', V5_CUSTOMER_FILTER));
    const standing = await reference.getCompanyStanding(bin);
    return standing ? [toPartyAccount(bin, standing)] : [];
  });
}

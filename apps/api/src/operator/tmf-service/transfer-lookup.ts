import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { TMF_PATHS, transferBalanceBody } from '../tmf/wire.ts';

/**
 * decision 036: TMF654 listTransferBalance with TMF630 attribute filtering on the standard's own
 * attributes — the customer, the payer's and receiver's MSISDNs, the amount, since when — for a
 * portal whose answer to a create was lost. The billing keeps only the transfers that moved money,
 * so a refused or never-received request lists nothing. Each is answered with its `externalId`
 * (the KabinetTransferBalance subtype), by which the portal tells its own transfer from another.
 * The customer is required: the billing does not list every company's transfers.
 */
export function registerTransferLookup(app: FastifyInstance, pool: pg.Pool) {
  const path = `${TMF_PATHS.prepayBalance}/transferBalance`;
  app.get<{ Querystring: Record<string, string> }>(path, async (request, reply) => {
    const q = request.query;
    const bin = q['relatedParty.id'];
    const since = q['requestedDate.gte'] ? new Date(q['requestedDate.gte']) : null;
    const amount = q['amount.amount'] === undefined ? null : Number(q['amount.amount']);
    if (!bin || (since && Number.isNaN(since.getTime())) || (amount !== null && !Number.isInteger(amount)))
      return reply
        .status(400)
        .send(
          tmfErrorBody('invalidQuery', 'relatedParty.id, requestedDate.gte (a date), amount.amount (tiyn)'),
        );
    const { rows } = await pool.query<{
      id: string | number;
      msisdn_from: string;
      msisdn_to: string;
      amount: string;
      idempotency_key: string;
      created_at: Date;
    }>(
      `select id, msisdn_from, msisdn_to, amount, idempotency_key, created_at
         from operator.balance_transfers
        where customer_bin = $1
          and ($2::text is null or msisdn_from = $2) and ($3::text is null or msisdn_to = $3)
          and ($4::bigint is null or amount = $4) and ($5::timestamptz is null or created_at >= $5)
        order by id
        limit 100`,
      [bin, q['logicalResource.id'] ?? null, q['receiverLogicalResource.id'] ?? null, amount, since],
    );
    const transfers = rows.map((row) => ({
      ...transferBalanceBody(bin, {
        msisdnFrom: row.msisdn_from,
        msisdnTo: row.msisdn_to,
        amount: Number(row.amount),
        idempotencyKey: row.idempotency_key,
      }),
      id: String(row.id),
      href: `${path}/${String(row.id)}`,
      status: 'completed',
      requestedDate: row.created_at.toISOString(),
      confirmationDate: row.created_at.toISOString(),
    }));
    return reply
      .header('x-total-count', String(transfers.length))
      .header('x-result-count', String(transfers.length))
      .send(transfers);
  });
}

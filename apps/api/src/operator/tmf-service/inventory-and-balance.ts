import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidMsisdn } from '@kabinet/contract';
import { COMPANY_LINES_BATCH } from '../numbers-port.ts';
import type { OperatorPort } from '../port.ts';
import { encodeWire, reviveWire } from '../tmf/codec.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import {
  BAN_CHARACTERISTICS,
  PRODUCT_SPECIFICATIONS,
  toContractProduct,
  toServiceProduct,
} from '../tmf/product-resources.ts';
import { LINE_SPECIFICATION, toLineProduct } from '../tmf/line-resources.ts';
import { requestViolations } from '../tmf/official.ts';
import { startOfDay } from '../tmf/standard-resources.ts';
import {
  COMPANYLESS_METHODS,
  EXTENSION_READS,
  EXTENSION_STREAMS,
  EXTENSION_WRITES,
  TMF_PATHS,
  V5_CUSTOMER_FILTER,
  characteristic,
  customerIdInV4,
  customerParty,
  transferBalanceBody,
} from '../tmf/wire.ts';

// TMF637 (a number as a product), TMF654 (balance transfer) and the Kabinet extension (the port's
// reads TMF has no resource for) over the reference operator (decision 032).

const STATUS_OF_STATE: Record<string, string> = { ACTIVE: 'active', SUSPENDED: 'suspended' };

/** TMF630 paging of the company's lines: at most this many a page */
const MAX_LINES_PAGE = 1000;

/**
 * decision 034: the company's lines (TMF637 products of productSpecification `mobileLine`) in
 * msisdn order, `offset`/`limit` paged with `X-Total-Count`; `id` (one number or a comma-separated
 * list) narrows the list to those of the company
 */
async function listLines(
  reference: OperatorPort,
  bin: string,
  query: Record<string, string>,
  reply: FastifyReply,
) {
  const kind = query['productSpecification.id'];
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 100);
  if (
    (kind !== undefined && kind !== LINE_SPECIFICATION) ||
    !Number.isInteger(offset) ||
    offset < 0 ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > MAX_LINES_PAGE
  )
    return reply
      .status(400)
      .send(
        tmfErrorBody(
          'invalidQuery',
          `productSpecification.id (${LINE_SPECIFICATION}), offset, limit (1-${MAX_LINES_PAGE})`,
        ),
      );
  if (query.id !== undefined) {
    // TMF630: a comma-separated list is any of them
    const ids = query.id.split(',').filter((id) => isValidMsisdn(id));
    if (ids.length > COMPANY_LINES_BATCH)
      return reply.status(400).send(tmfErrorBody('invalidQuery', `id (at most ${COMPANY_LINES_BATCH})`));
    const lines = await reference.getCompanyLines(bin, ids);
    return reply
      .header('x-total-count', String(lines.length))
      .header('x-result-count', String(lines.length))
      .send(lines.map((line) => toLineProduct(bin, line)));
  }
  const page = await reference.listCompanyLines(bin, { offset, limit });
  // paged at the source: the counts are said here (TMF630), 206 while the page is not all
  return reply
    .header('x-total-count', String(page.total))
    .header('x-result-count', String(page.lines.length))
    .status(offset + page.lines.length < page.total ? 206 : 200)
    .send(page.lines.map((line) => toLineProduct(bin, line)));
}

export function registerInventoryAndBalance(
  app: FastifyInstance,
  reference: OperatorPort,
  /** the company a number belongs to, or null: no such number */
  ownerOf: (msisdn: string) => Promise<string | null>,
): void {
  // TMF637 retrieve: any existing number is answered, whoever asks — its owner is its relatedParty,
  // and the portal checks that (decision 036: tenancy by the body, as with any standard BSS). Its
  // characteristics are the profile's (docs/tmf-profile.md): the letter flags, the forwarding, the
  // bans with the lifecycle state, and spec §3 Subscriber. A field selection without
  // productCharacteristic reads only the owner.
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${TMF_PATHS.productInventory}/product/:id`,
    async (request, reply) => {
      const msisdn = request.params.id;
      const bin = await ownerOf(msisdn);
      if (!bin) return reply.status(404).send(tmfErrorBody('notFound', `product ${msisdn}`));
      const fields = request.query.fields?.split(',');
      // decision 038: the line's start is the first day the billing holds its usage (its activation)
      const startDay =
        !fields || fields.includes('startDate') ? await reference.getUsageStartDate(bin, msisdn) : null;
      const product = {
        id: msisdn,
        '@type': 'Product',
        relatedParty: customerParty(bin),
        ...(startDay ? { startDate: startOfDay(startDay) } : {}),
      };
      if (fields && !fields.includes('productCharacteristic') && !fields.includes('status')) return product;
      // the line's characteristics without spec §3 Subscriber: the portal's guard, forwarding and
      // bans reads select productCharacteristic; the subscriber (the number page) is the full read
      // (decision 036: reading it runs the operator's contract-phone clock, which a refused request
      // must not)
      const withSubscriber = !fields;
      const [number, forwarding, bans, subscriber] = await Promise.all([
        reference.findCompanyNumber(bin, msisdn),
        reference.getForwarding(bin, msisdn),
        reference.getBansState(bin, msisdn),
        withSubscriber ? reference.getSubscriber(bin, msisdn) : null,
      ]);
      if (!number || (withSubscriber && !subscriber))
        return reply.status(404).send(tmfErrorBody('notFound', `product ${msisdn}`));
      const state =
        (subscriber as { state?: string } | null)?.state ?? (bans?.lcStateId === 20 ? 'ACTIVE' : '');
      return {
        ...product,
        status: STATUS_OF_STATE[state] ?? 'active',
        productCharacteristic: [
          characteristic('ownFlags', number.ownFlags),
          ...(forwarding ? [characteristic('forwarding', forwarding)] : []),
          ...(bans ? BAN_CHARACTERISTICS.map((name) => characteristic(name, bans[name])) : []),
          ...(subscriber ? [characteristic('subscriber', JSON.parse(encodeWire(subscriber)))] : []),
        ],
      };
    },
  );

  // the products that rely on the number's product: its services and packages, or the devices sold
  // on contract with it (productSpecification.id); for a number the company does not have, 404 as
  // for that product
  app.get<{ Querystring: Record<string, string> }>(
    `${TMF_PATHS.productInventory}/product`,
    async (request, reply) => {
      const bin = request.query[V5_CUSTOMER_FILTER];
      const msisdn = request.query['productRelationship.id'];
      if (bin && msisdn === undefined) return listLines(reference, bin, request.query, reply);
      const kind = request.query['productSpecification.id'] as (typeof PRODUCT_SPECIFICATIONS)[number];
      if (!bin || !msisdn || !PRODUCT_SPECIFICATIONS.includes(kind))
        return reply
          .status(400)
          .send(
            tmfErrorBody(
              'invalidQuery',
              `${V5_CUSTOMER_FILTER}, productRelationship.id and productSpecification.id (${PRODUCT_SPECIFICATIONS.join('|')})`,
            ),
          );
      const party = customerParty(bin);
      const notFound = () => reply.status(404).send(tmfErrorBody('notFound', `product ${msisdn}`));
      if (kind === 'contractPhone') {
        const phones = await reference.getContractPhones(bin, msisdn);
        return phones ? phones.content.map((phone) => toContractProduct(msisdn, phone, party)) : notFound();
      }
      const listed = await reference.listProducts(bin, msisdn);
      return listed ? listed.products.map((product) => toServiceProduct(msisdn, product, party)) : notFound();
    },
  );

  // TMF654 createTransferBalance, every required field checked against the official document
  // (decision 036); the company is the customer among the related parties, the key the externalId
  app.post(`${TMF_PATHS.prepayBalance}/transferBalance`, async (request, reply) => {
    const path = `${TMF_PATHS.prepayBalance}/transferBalance`;
    const errors = requestViolations({ method: 'POST', path, query: {}, requestBody: request.body });
    const body = request.body as ReturnType<typeof transferBalanceBody>;
    const bin = errors.length ? null : customerIdInV4(body.relatedParty);
    if (!bin || body.amount.units !== 'tiyn' || !Number.isInteger(body.amount.amount) || !body.externalId)
      return reply
        .status(400)
        .send(
          tmfErrorBody('invalidBody', errors.map((e) => e.detail).join('; ') || 'customer, tiyn, externalId'),
        );
    const outcome = await reference.transferBalance(bin, {
      msisdnFrom: body.logicalResource[0]!.id,
      msisdnTo: body.receiverLogicalResource.id,
      amount: body.amount.amount,
      idempotencyKey: body.externalId,
    });
    const { externalId, ...asked } = body;
    // 201, also for an externalId applied before: its first transfer, nothing moved this time
    return reply.status(201).send({
      ...asked,
      id: outcome.ok ? outcome.transferId : externalId,
      href: `${path}/${outcome.ok ? outcome.transferId : externalId}`,
      externalId,
      status: outcome.ok ? 'completed' : 'failed',
      requestedDate: new Date().toISOString(),
      ...(outcome.ok
        ? { confirmationDate: new Date().toISOString() }
        : { description: `${outcome.errorName}:${outcome.field ?? ''}` }),
    });
  });

  const isAllowed = (list: readonly string[], method: string) => list.includes(method);
  app.post<{ Params: { method: string } }>(`${TMF_PATHS.extension}/query/:method`, async (request, reply) => {
    const { method } = request.params;
    const body = request.body as { bin?: unknown; args?: unknown };
    if (!isAllowed(EXTENSION_READS, method) && !isAllowed(EXTENSION_WRITES, method))
      return reply.status(404).send(tmfErrorBody('notFound', method));
    if (!Array.isArray(body?.args)) return reply.status(400).send(tmfErrorBody('invalidBody', 'args'));
    const call = reference[method as keyof OperatorPort] as (...args: unknown[]) => Promise<unknown>;
    // the operator's own calls, and a QR link's holder: they take no company
    const args = reviveWire<unknown[]>(body.args);
    const value = COMPANYLESS_METHODS.includes(method)
      ? await call(...args)
      : await call(String(body.bin), ...args);
    return reply.type('application/json').send(encodeWire({ value }));
  });

  app.post<{ Params: { method: string } }>(
    `${TMF_PATHS.extension}/stream/:method`,
    async (request, reply) => {
      const { method } = request.params;
      const body = request.body as { bin?: unknown; args?: unknown };
      if (!isAllowed(EXTENSION_STREAMS, method))
        return reply.status(404).send(tmfErrorBody('notFound', method));
      if (!Array.isArray(body?.args)) return reply.status(400).send(tmfErrorBody('invalidBody', 'args'));
      const call = reference[method as keyof OperatorPort] as (...args: unknown[]) => AsyncIterable<unknown>;
      const rows = call(String(body.bin), ...reviveWire<unknown[]>(body.args));
      // one row a line, read from the operator's cursor as the portal reads the answer (decision 024)
      async function* lines() {
        for await (const row of rows) yield `${encodeWire(row)}\n`;
      }
      return reply.type('application/x-ndjson').send(Readable.from(lines()));
    },
  );
}

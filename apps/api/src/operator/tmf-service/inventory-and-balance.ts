import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidMsisdn, type SubscriberFlag } from '@kabinet/contract';
import { COMPANY_LINES_BATCH } from '../numbers-port.ts';
import type { OperatorPort } from '../port.ts';
import { encodeWire, reviveWire } from '../tmf/codec.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import {
  BAN_CHARACTERISTICS,
  PRODUCT_PROJECTIONS,
  PRODUCT_SPECIFICATIONS,
  toContractProduct,
  toServiceProduct,
} from '../tmf/product-resources.ts';
import { validateJson } from '../tmf/json-schema.ts';
import { LINE_SPECIFICATION, toLineProduct } from '../tmf/line-resources.ts';
import { TMF_SCHEMAS } from '../tmf/schemas.ts';
import {
  COMPANYLESS_METHODS,
  EXTENSION_READS,
  EXTENSION_STREAMS,
  EXTENSION_WRITES,
  TMF_PATHS,
  characteristic,
  customerParty,
  type Characteristic,
} from '../tmf/wire.ts';
import { customerOf } from './product-ordering.ts';

// TMF637 (a number as a product), TMF654 (balance transfer) and the Kabinet extension (the port's
// reads TMF has no resource for) over the reference operator (decision 032).

const STATUS_OF_STATE: Record<string, string> = { ACTIVE: 'active', SUSPENDED: 'suspended' };

/** the characteristics of a projection of the number's product; null: no such number of the company */
async function projectionOf(
  reference: OperatorPort,
  bin: string,
  msisdn: string,
  projection: string,
): Promise<Characteristic[] | null | 'invalid'> {
  switch (projection as (typeof PRODUCT_PROJECTIONS)[number]) {
    case 'ownFlags': {
      const number = await reference.findCompanyNumber(bin, msisdn);
      return number && [characteristic('ownFlags', number.ownFlags)];
    }
    case 'forwarding': {
      const forwarding = await reference.getForwarding(bin, msisdn);
      return forwarding && [characteristic('forwarding', forwarding)];
    }
    case 'bans': {
      const bans = await reference.getBansState(bin, msisdn);
      return bans && BAN_CHARACTERISTICS.map((name) => characteristic(name, bans[name]));
    }
    default:
      return 'invalid';
  }
}

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
      .send(lines.map((line) => toLineProduct(bin, line)));
  }
  const page = await reference.listCompanyLines(bin, { offset, limit });
  return reply
    .header('x-total-count', String(page.total))
    .send(page.lines.map((line) => toLineProduct(bin, line)));
}

export function registerInventoryAndBalance(app: FastifyInstance, reference: OperatorPort): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${TMF_PATHS.productInventory}/product/:id`,
    async (request, reply) => {
      const bin = request.query['relatedParty.id'];
      if (!bin) return reply.status(400).send(tmfErrorBody('invalidQuery', 'relatedParty.id'));
      const msisdn = request.params.id;
      const notFound = () => reply.status(404).send(tmfErrorBody('notFound', `product ${msisdn}`));
      const product = { id: msisdn, '@type': 'Product', relatedParty: customerParty(bin) };
      // TMF630 field selection: the part of the number's product a screen reads, nothing more
      const projection = request.query.fields;
      if (projection !== undefined) {
        const characteristics = await projectionOf(reference, bin, msisdn, projection);
        if (characteristics === 'invalid')
          return reply
            .status(400)
            .send(tmfErrorBody('invalidQuery', `fields (${PRODUCT_PROJECTIONS.join('|')})`));
        if (!characteristics) return notFound();
        return { ...product, productCharacteristic: characteristics };
      }
      const defaultFlags = (request.query.defaultFlags ?? '').split(',').filter(Boolean) as SubscriberFlag[];
      const subscriber = await reference.getSubscriber(
        bin,
        msisdn,
        request.query.defaultFlags === undefined ? undefined : { defaultFlags },
      );
      if (!subscriber) return notFound();
      const state = (subscriber as { state?: string }).state ?? '';
      return {
        ...product,
        status: STATUS_OF_STATE[state] ?? 'active',
        productCharacteristic: [characteristic('subscriber', JSON.parse(encodeWire(subscriber)))],
      };
    },
  );

  // the products that rely on the number's product: its services and packages, or the devices sold
  // on contract with it (productSpecification.id); for a number the company does not have, 404 as
  // for that product
  app.get<{ Querystring: Record<string, string> }>(
    `${TMF_PATHS.productInventory}/product`,
    async (request, reply) => {
      const bin = request.query['relatedParty.id'];
      const msisdn = request.query['productRelationship.id'];
      if (bin && msisdn === undefined) return listLines(reference, bin, request.query, reply);
      const kind = request.query['productSpecification.id'] as (typeof PRODUCT_SPECIFICATIONS)[number];
      if (!bin || !msisdn || !PRODUCT_SPECIFICATIONS.includes(kind))
        return reply
          .status(400)
          .send(
            tmfErrorBody(
              'invalidQuery',
              `relatedParty.id, productRelationship.id and productSpecification.id (${PRODUCT_SPECIFICATIONS.join('|')})`,
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

  app.post(`${TMF_PATHS.prepayBalance}/transferBalance`, async (request, reply) => {
    const errors = validateJson(TMF_SCHEMAS.TransferBalance_Create, request.body, TMF_SCHEMAS.root);
    const body = request.body as {
      amount: { amount: number; units: string };
      product: { id: string };
      receiverProduct: { id: string };
      externalId?: string;
      relatedParty?: unknown;
    };
    const bin = errors.length ? null : customerOf(body.relatedParty);
    if (!bin || body.amount.units !== 'tiyn' || !body.externalId)
      return reply
        .status(400)
        .send(tmfErrorBody('invalidBody', errors.join('; ') || 'customer, tiyn, externalId'));
    const outcome = await reference.transferBalance(bin, {
      msisdnFrom: body.product.id,
      msisdnTo: body.receiverProduct.id,
      amount: body.amount.amount,
      idempotencyKey: body.externalId,
    });
    return reply.status(201).send({
      id: outcome.ok ? outcome.transferId : body.externalId,
      '@type': 'KabinetTransferBalance',
      '@baseType': 'TransferBalance',
      status: outcome.ok ? 'confirmed' : 'rejected',
      amount: body.amount,
      product: body.product,
      receiverProduct: body.receiverProduct,
      outcome,
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

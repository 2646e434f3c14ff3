import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { OperationKind, PendingOperation } from '../operations-port.ts';
import type { OperatorPort } from '../port.ts';
import { encodeWire } from '../tmf/codec.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { requestViolations } from '../tmf/official.ts';
import {
  ORDER_METHODS,
  TMF_PATHS,
  argsOfOrderItem,
  customerOf,
  customerParty,
  operationRef,
  V5_CUSTOMER_FILTER,
  type OrderCategory,
  type OrderItem,
} from '../tmf/wire.ts';
import { OWNERSHIP_TRANSFER, toOwnershipTransferOrder, toPendingOrder } from '../tmf/standard-resources.ts';
import type { EventHub } from './event-hub.ts';
import { createOrderStore } from './order-store.ts';

// TMF622 Product Ordering over the reference operator (decision 032). A port request is an order
// of one item: refused at once → `rejected` with the spec §8 code in productOrderErrorMessage;
// applied at once → `completed`; left pending → `inProgress` until the operator completes the
// operation, when the order turns `completed` or `failed` and the hub sends the event.

/** the order category of each kind of pending operation (an order the seed left has none yet) */
const CATEGORY_OF_KIND: Record<OperationKind, OrderCategory> = {
  PRODUCT_CHANGE: 'productChange',
  CEIR_ORDER: 'deviceOrder',
  ESIM_RESERVE: 'esimReservation',
  STATE_CHANGE: 'lifecycle',
};
const KIND_OF_CATEGORY: Partial<Record<OrderCategory, OperationKind>> = {
  productChange: 'PRODUCT_CHANGE',
  deviceOrder: 'CEIR_ORDER',
  esimReservation: 'ESIM_RESERVE',
  lifecycle: 'STATE_CHANGE',
};

const asWire = (value: unknown): unknown => JSON.parse(encodeWire(value ?? null));

export interface ProductOrdering {
  /** completes a due operation through the reference operator and tells the hub */
  complete(operation: Pick<PendingOperation, 'kind' | 'operationId'>): Promise<boolean>;
}

export function registerProductOrdering(
  app: FastifyInstance,
  deps: { pool: pg.Pool; reference: OperatorPort; hub: EventHub; dueAtOf: (key: string) => Date | null },
): ProductOrdering {
  const { reference, hub } = deps;
  const store = createOrderStore(deps.pool);
  const base = TMF_PATHS.productOrdering;
  const href = (id: string) => `${base}/productOrder/${id}`;

  app.post(`${base}/productOrder`, async (request, reply) => {
    const errors = requestViolations({
      method: 'POST',
      path: `${base}/productOrder`,
      query: {},
      requestBody: request.body,
    }).map((e) => e.detail);
    const body = request.body as {
      category?: string;
      externalId?: { id: string }[];
      relatedParty?: unknown;
      productOrderItem: OrderItem[];
    };
    const bin = errors.length ? null : customerOf(body.relatedParty);
    const category = body?.category as OrderCategory | undefined;
    const item = body?.productOrderItem?.[0];
    if (!bin || !category || !(category in ORDER_METHODS) || !item?.product?.id)
      return reply
        .status(400)
        .send(tmfErrorBody('invalidBody', errors.join('; ') || 'customer, category and item'));
    const externalId = body.externalId?.[0]?.id ?? null;
    const claimed = await store.claim(bin, externalId, category);
    if (!claimed.isNew)
      return claimed.order
        ? reply.status(200).send(claimed.order.body)
        : reply.status(409).send(tmfErrorBody('conflict', 'the order with this externalId is in progress'));
    const msisdn = item.product.id;
    let outcome: unknown;
    try {
      const method = reference[ORDER_METHODS[category]] as (...args: unknown[]) => Promise<unknown>;
      outcome = await method(bin, msisdn, ...argsOfOrderItem(category, item));
    } catch (error) {
      await store.release(claimed.id);
      throw error;
    }
    if (outcome === null) {
      await store.release(claimed.id);
      return reply.status(404).send(tmfErrorBody('notFound', `product ${msisdn}`));
    }
    const result = outcome as { ok: boolean; refusal?: string; operationId?: number; isRepeat?: boolean };
    const kind = KIND_OF_CATEGORY[category];
    const operation =
      result.ok && kind && result.operationId !== undefined ? `${kind}:${result.operationId}` : null;
    const state = !result.ok ? 'rejected' : operation ? 'inProgress' : 'completed';
    const now = new Date().toISOString();
    const dueAt = operation ? deps.dueAtOf(operation) : null;
    const order = {
      id: claimed.id,
      href: href(claimed.id),
      '@type': 'KabinetProductOrder',
      '@baseType': 'ProductOrder',
      category,
      state,
      creationDate: now,
      ...(state === 'completed' ? { completionDate: now } : {}),
      ...(dueAt ? { expectedCompletionDate: dueAt.toISOString() } : {}),
      externalId: [...(body.externalId ?? []), ...(operation ? [operationRef(operation)] : [])],
      relatedParty: customerParty(bin),
      productOrderItem: [{ ...item, state }],
      ...(result.refusal
        ? {
            productOrderErrorMessage: [
              {
                '@type': 'ProductOrderErrorMessage',
                code: result.refusal,
                reason: result.refusal,
                timestamp: now,
              },
            ],
          }
        : {}),
      outcome: asWire(outcome),
      ...(operation ? { operation } : {}),
    };
    // a repeated request answers the pending operation's first order: it keeps the operation's key
    await store.save(claimed.id, state, operation && !result.isRepeat ? operation : null, order);
    return reply.status(201).send(order);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${base}/productOrder/:id`,
    async (request, reply) => {
      const bin = request.query['relatedParty.id'];
      const order = bin ? await store.byId(bin, request.params.id) : null;
      return order ? order.body : reply.status(404).send(tmfErrorBody('notFound', 'productOrder'));
    },
  );

  // TMF630 attribute filtering on the order's externalId: the operator's own reference of the
  // pending operation the order left (KIND:id) — the portal's polling fallback finds the order by it
  // decision 038: `state=inProgress` is every order in flight — the operator's pending operations,
  // each under its reference (paged by TMF630, the earliest due first); `category=ownershipTransfer`
  // with the number's product and its customer is the order that last moved the number to the company
  // the customer's orders in flight (the overview's count: `limit=1`, X-Total-Count), optionally of
  // listed products only (TMF630 `productOrderItem.product.id=a,b,…`: any of)
  const companyPending = async (bin: string, products: string | undefined): Promise<PendingOperation[]> => {
    const msisdns = products ? products.split(',') : null;
    const { rows } = await deps.pool.query<{ kind: string; id: string; msisdn: string; due_at: Date }>(
      `select p.kind, p.id, p.msisdn, p.due_at from operator.pending_operations p
        join operator.subscribers s on s.msisdn = p.msisdn
        where s.customer_bin = $1 and p.status = 'PENDING' and ($2::text[] is null or p.msisdn = any($2::text[]))
        order by p.due_at, p.id`,
      [bin, msisdns],
    );
    return rows.map((r) => ({
      kind: r.kind as PendingOperation['kind'],
      operationId: Number(r.id),
      msisdn: r.msisdn,
      dueAt: r.due_at,
    }));
  };
  app.get<{ Querystring: Record<string, string> }>(`${base}/productOrder`, async (request, reply) => {
    const query = request.query;
    if (query.state === 'inProgress' && !query['externalId.id'] && query[V5_CUSTOMER_FILTER])
      return (await companyPending(query[V5_CUSTOMER_FILTER], query['productOrderItem.product.id'])).map(
        toPendingOrder,
      );
    if (query.state === 'inProgress' && !query['externalId.id'])
      return (await reference.listPendingOperations()).map(toPendingOrder);
    if (query.category === OWNERSHIP_TRANSFER && query.state === 'completed') {
      const bin = query[V5_CUSTOMER_FILTER];
      const msisdn = query['productOrderItem.product.id'];
      if (!bin || !msisdn)
        return reply
          .status(400)
          .send(tmfErrorBody('invalidQuery', `${V5_CUSTOMER_FILTER} and productOrderItem.product.id`));
      const day = await reference.getOwnershipTransferDate(bin, msisdn);
      return day ? [toOwnershipTransferOrder(msisdn, day, customerParty(bin))] : [];
    }
    const key = query['externalId.id'];
    if (!key) return reply.status(400).send(tmfErrorBody('invalidQuery', 'externalId.id, or state'));
    const order = await store.byOperation(key);
    if (order) return [order.body];
    // an order is also listed under the client's own externalId, for its customer (decision 036: a
    // portal whose answer to the create was lost asks for the order it placed)
    const customer = query[V5_CUSTOMER_FILTER];
    const placed = customer ? await store.byExternalId(customer, key) : null;
    if (placed) return [placed.body];
    const [kind, id] = key.split(':');
    const pending = (await reference.listPendingOperations()).find(
      (p) => p.kind === kind && String(p.operationId) === id,
    );
    // an operation left with no order yet (the seed's): in progress, under its reference
    return pending
      ? [{ id: key, '@type': 'ProductOrder', state: 'inProgress', externalId: [operationRef(key)] }]
      : [];
  });

  return {
    async complete({ kind, operationId }) {
      const done = await reference.completeOperation(kind, operationId);
      if (!done) return false;
      const key = `${kind}:${operationId}`;
      const state = done.success ? 'completed' : 'failed';
      const now = new Date().toISOString();
      const order = await store.complete(key, done.bin, CATEGORY_OF_KIND[kind], state, (id, previous) => ({
        id,
        href: href(id),
        '@type': 'KabinetProductOrder',
        '@baseType': 'ProductOrder',
        category: CATEGORY_OF_KIND[kind],
        relatedParty: customerParty(done.bin),
        externalId: [operationRef(key)],
        ...previous,
        state,
        completionDate: now,
        operation: key,
        completion: asWire(done),
        ...(done.error
          ? {
              productOrderErrorMessage: [
                { '@type': 'ProductOrderErrorMessage', code: done.error, reason: done.error, timestamp: now },
              ],
            }
          : {}),
      }));
      await hub.publish('ProductOrderStateChangeEvent', `${order.id}:${state}`, { productOrder: order.body });
      return true;
    },
  };
}

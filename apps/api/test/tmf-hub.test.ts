import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { createOperatorEvents, LISTENER_PATH, type OperatorEvents } from '../src/operator/tmf/events.ts';
import { TMF_PATHS } from '../src/operator/tmf/wire.ts';
import { startTmfService, type TmfService } from '../src/operator/tmf-service/service.ts';
import type { TestClient } from './client.ts';
import { pickNumbers, setProduct, sqlOf, waitFor } from './operator-fixtures.ts';
import { createTestDatabase, freePort } from './postgres.ts';
import { startTestServer, type TestServer } from './server.ts';

// decision 032 ("the hub drops a dead listener"): a portal process that dies never unsubscribes;
// the operator service's hub backs off from a listener that fails and removes it once it has failed
// long and often enough, while a living listener keeps every event, and one the hub removed while it
// was away registers again at its next check. The hub's figures are seconds here (minutes in use).

const FIGURES = { removeAfterMs: 1_500, removeAfterFailures: 3, firstBackoffMs: 100, maxBackoffMs: 300 };

describe("the operator service's hub and listeners that die (decision 032)", () => {
  let service: TmfService;
  let server: TestServer;
  let admin: TestClient;
  let listener: FastifyInstance;
  let listenerEvents: OperatorEvents;
  const listenerPort = { value: 0 };
  /** the numbers whose order's completion event reached the living listener */
  const heard: string[] = [];
  const sql = <T>(text: string, values: unknown[] = []) => sqlOf(server)<T>(text, values);
  const subscriptions = () =>
    sql<{ id: string; callback: string; failed_deliveries: number }>(
      `select id, callback, failed_deliveries from operator.tmf_hub_subscriptions order by created_at`,
    );
  const listenerUrl = () => `http://127.0.0.1:${listenerPort.value}`;
  const subscribe = async (callback: string) => {
    const answer = await fetch(`${service.url}${TMF_PATHS.event}/hub`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callback }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  /** a service connect the portal orders; the operator completes it and the hub publishes the event */
  const order = async (msisdn: string) => {
    await setProduct(server, msisdn, 'PKG_VOICE_500', 'AVAILABLE');
    const enabled = await admin.post(`/api/subscribers/${msisdn}/products/enable`, {
      query: { productOfferingId: 'PKG_VOICE_500' },
    });
    expect(enabled.status).toBe(200);
    await waitFor(
      () =>
        sql<{ state: string }>(
          `select state from operator.tmf_product_orders
            where body->'productOrderItem'->0->'product'->>'id' = $1`,
          [msisdn],
        ),
      (rows) => rows[0]?.state === 'completed',
      30_000,
    );
  };
  /** orders one number after another until `isDone` holds (at most `count` numbers); the numbers ordered */
  const orderUntil = async (isDone: () => Promise<boolean>, count: number) => {
    const ordered: string[] = [];
    for (const msisdn of await pickNumbers(server, count)) {
      await order(msisdn);
      ordered.push(msisdn);
      if (await isDone()) break;
    }
    return ordered;
  };
  const startListener = async () => {
    listener = Fastify();
    listener.addHook('preHandler', async (request) => {
      const body = request.body as {
        event?: { productOrder?: { productOrderItem?: { product: { id: string } }[] } };
      };
      const msisdn = body?.event?.productOrder?.productOrderItem?.[0]?.product.id;
      if (msisdn) heard.push(msisdn);
    });
    listenerEvents.register(listener);
    await listener.listen({ port: listenerPort.value, host: '127.0.0.1' });
  };

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase(inject('pgAdminUrl'));
    service = await startTmfService({
      databaseUrl,
      port: await freePort(),
      host: '127.0.0.1',
      token: null,
      reference: { delayMs: 200 },
      hub: FIGURES,
    });
    server = await startTestServer({ DATABASE_URL: databaseUrl, OPERATOR_URL: service.url });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    // a second listener with the portal's own code, on a server of the test's, checking every 200 ms
    listenerPort.value = await freePort();
    listenerEvents = createOperatorEvents({
      pool: server.database.pool,
      operatorUrl: service.url,
      callbackUrl: listenerUrl(),
      authorization: async () => null,
      onCompletion: async () => {},
      log: () => {},
      checkEveryMs: 200,
    });
    await startListener();
    await listenerEvents.subscribe();
  });
  afterAll(async () => {
    await listenerEvents?.unsubscribe();
    await listener?.close();
    await server?.stop();
    await service?.stop();
  });

  it('removes a listener that fails every delivery after the figures; a living one gets every event', async () => {
    // the portal registered at its start, the test's listener at its subscribe
    const living = await subscriptions();
    expect(living.map((s) => new URL(s.callback).origin).sort()).toEqual([listenerUrl(), server.url].sort());
    // a portal that crashed (nothing listens at its address any more) and one that crashed and was
    // started again (its new process answers the old callback's secret 404)
    const crashed = await subscribe(`http://127.0.0.1:${await freePort()}${LISTENER_PATH}/lost`);
    const restarted = await subscribe(`${server.url}${LISTENER_PATH}/secret-of-the-old-process`);
    const removed = async () =>
      (await subscriptions()).filter((s) => s.id === crashed || s.id === restarted).length === 0;

    const ordered = await orderUntil(removed, 20);
    await expect.poll(removed, { timeout: 20_000 }).toBe(true);
    // it took the figures: at least three failed deliveries each, not the first one
    expect(ordered.length).toBeGreaterThanOrEqual(FIGURES.removeAfterFailures);
    // the living listeners are still there, with no failure counted, and heard every order's event
    expect((await subscriptions()).map((s) => [s.callback, s.failed_deliveries])).toEqual(
      living.map((s) => [s.callback, 0]),
    );
    await expect.poll(() => heard.length, { timeout: 20_000 }).toBe(ordered.length);
    expect([...heard].sort()).toEqual([...ordered].sort());
  });

  it('a listener that leaves unsubscribes: 204 once, then 404 to the delete and the read', async () => {
    const id = await subscribe(`http://127.0.0.1:${await freePort()}${LISTENER_PATH}/leaving`);
    const hub = `${service.url}${TMF_PATHS.event}/hub/${id}`;
    expect((await fetch(hub)).status).toBe(200);
    expect((await fetch(hub, { method: 'DELETE' })).status).toBe(204);
    expect((await subscriptions()).some((s) => s.id === id)).toBe(false);
    expect((await fetch(hub, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(hub)).status).toBe(404);
  });

  it('a listener the hub removed while it was away registers again and gets events again', async () => {
    const [before] = (await subscriptions()).filter((s) => s.callback.startsWith(listenerUrl()));
    expect(before).toBeDefined();
    await listener.close();
    await orderUntil(async () => !(await subscriptions()).some((s) => s.id === before!.id), 20);
    expect((await subscriptions()).some((s) => s.id === before!.id)).toBe(false);

    // back: its next check finds its subscription gone and registers again; the events come again
    await startListener();
    await expect
      .poll(async () => (await subscriptions()).some((s) => s.callback.startsWith(listenerUrl())), {
        timeout: 20_000,
      })
      .toBe(true);
    const heardBefore = heard.length;
    await orderUntil(async () => heard.length > heardBefore, 5);
    expect(heard.length).toBeGreaterThan(heardBefore);
  });
});

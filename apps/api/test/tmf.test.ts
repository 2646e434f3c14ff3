import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import {
  OPERATOR_EVENTS_PRUNING_CRON,
  operatorEventsCutoff,
  pruneOperatorEvents,
} from '../src/jobs/operator-events-pruning.ts';
import { requestViolations, schemaErrors } from '../src/operator/tmf/official.ts';
import { createTmfHttp } from '../src/operator/tmf/http-client.ts';
import { TMF_PATHS } from '../src/operator/tmf/wire.ts';
import { ordersCutoff, pruneOrders } from '../src/operator/tmf-service/order-pruning.ts';
import { startTmfService } from '../src/operator/tmf-service/service.ts';
import { OperatorUnavailableError } from '../src/platform/faults.ts';
import { freePort } from './postgres.ts';
import type { TestClient } from './client.ts';
import { actionsOf, pickNumbers, setProduct, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';
import { balancesOf, pickParties, transfer } from './transfer-fixtures.ts';

// decision 032: the portal over the TMF adapter and the operator service, with the operator made
// slow, failing, dropping connections, and sending events twice or never. The portal answers the
// spec §8 problem instead of hanging, and applies every order exactly once.

const sub = (msisdn: string) => `/api/subscribers/${msisdn}`;

describe('the TMF adapter against the operator service (decision 032)', () => {
  let server: TestServer;
  let admin: TestClient;
  const faults = () => server.tmf!.faults;
  const resetFaults = () =>
    Object.assign(faults(), {
      delayMs: 0,
      failNext: 0,
      dropNext: 0,
      dropAnswersNext: 0,
      dropAnswersOn: null,
      dropEvents: false,
      duplicateEvents: false,
    });
  /** the operator's TMF622 lifecycle orders of a number: one however often it was sent */
  const lifecycleOrdersOf = async (msisdn: string) =>
    (
      await sqlOf(server)<{ n: number }>(
        `select count(*)::int as n from operator.tmf_product_orders where category = 'lifecycle' and body->'productOrderItem'->0->'product'->>'id' = $1`,
        [msisdn],
      )
    )[0]!.n;
  const completions = (msisdn: string) =>
    actionsOf(server, msisdn).then((rows) => rows.filter((r) => r.action === 'service_enable_completed'));
  const enable = (msisdn: string) =>
    admin.post(`${sub(msisdn)}/products/enable`, { query: { productOfferingId: 'PKG_VOICE_500' } });

  beforeAll(async () => {
    server = await startTestServer(
      { OPERATOR_DELAY_MS: '200', OPERATOR_TIMEOUT_MS: '1000' },
      { operatorMode: 'tmf' },
    );
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
  });
  afterAll(() => server?.stop());

  it('serves the number page and a service connect through TMF637 and TMF622, completed by the hub event', async () => {
    resetFaults();
    const ready = await server.anonymous().get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { operator: 'ok' } });
    const page = await admin.get(sub(DEMO_NUMBERS.active), { headers: { 'x-request-id': 'tmf-page-1' } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ msisdn: DEMO_NUMBERS.active });
    // decision 026: the portal's request id goes to the operator as the correlation header
    expect(server.sentToOperator.filter((s) => s.correlationId === 'tmf-page-1').map((s) => s.api)).toContain(
      'TMF637',
    );
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    expect((await enable(msisdn!)).body).toMatchObject({ result: 'SUCCESS', isPending: true });
    await waitFor(
      () => completions(msisdn!),
      (rows) => rows.length === 1,
    );
    const order = (
      await sqlOf(server)<{ state: string; category: string }>(
        `select state, category from operator.tmf_product_orders where body->'productOrderItem'->0->'product'->>'id' = $1`,
        [msisdn],
      )
    )[0];
    expect(order).toEqual({ state: 'completed', category: 'productChange' });
  });

  it('every request it sent validates against the TMF schema it claims', () => {
    const orders = server.sentToOperator.filter(
      (s) => s.method === 'POST' && s.path.endsWith('/productOrder'),
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const sent of orders)
      expect(
        requestViolations({ method: 'POST', path: sent.path, query: {}, requestBody: sent.body }),
      ).toEqual([]);
    expect(server.sentToOperator.some((s) => s.api === 'TMF637')).toBe(true);
  });

  it('an event sent twice applies the completion once', async () => {
    resetFaults();
    faults().duplicateEvents = true;
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    expect((await enable(msisdn!)).status).toBe(200);
    await waitFor(
      () => completions(msisdn!),
      (rows) => rows.length >= 1,
    );
    // the polling job is due after the event: once it has run too, still one entry
    const [{ operation }] = (await sqlOf(server)<{ operation: string }>(
      `select body->>'operation' as operation from operator.tmf_product_orders
        where category = 'productChange' and body->'productOrderItem'->0->'product'->>'id' = $1`,
      [msisdn],
    )) as [{ operation: string }];
    await waitFor(
      () =>
        sqlOf(server)<{ state: string }>(`select state from pgboss.job where singleton_key = $1`, [
          operation,
        ]),
      (rows) => rows.length === 1 && rows[0]!.state === 'completed',
      30_000,
    );
    expect(await completions(msisdn!)).toHaveLength(1);
  });

  it('an event never sent: the polling fallback completes the order, once', async () => {
    resetFaults();
    faults().dropEvents = true;
    const [msisdn] = await pickNumbers(server, 1);
    await setProduct(server, msisdn!, 'PKG_VOICE_500', 'AVAILABLE');
    expect((await enable(msisdn!)).status).toBe(200);
    await waitFor(
      () => completions(msisdn!),
      (rows) => rows.length === 1,
      30_000,
    );
    expect(await completions(msisdn!)).toHaveLength(1);
  });

  it('a dropped connection: the order is sent again with its externalId and applied once', async () => {
    resetFaults();
    const [msisdn] = await pickNumbers(server, 1);
    faults().dropNext = 1;
    const blocked = await admin.put(`${sub(msisdn!)}/suspend`);
    expect(blocked.status).toBe(200);
    expect(await lifecycleOrdersOf(msisdn!)).toBe(1);
    expect((await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}`)).toEqual([
      'number_block:S',
    ]);
  });

  it('an order whose every answer is lost: the portal asks for it by its externalId and answers as placed, applied once (decision 036)', async () => {
    resetFaults();
    const [msisdn] = await pickNumbers(server, 1);
    // the create's three attempts reach the operator (one order under the externalId); their answers do not
    faults().dropAnswersOn = '/productOrder';
    faults().dropAnswersNext = 3;
    const blocked = await admin.put(`${sub(msisdn!)}/suspend`);
    expect(blocked.status, blocked.text).toBe(200);
    expect(await lifecycleOrdersOf(msisdn!)).toBe(1);
    expect((await actionsOf(server, msisdn!)).map((a) => `${a.action}:${a.status}`)).toEqual([
      'number_block:S',
    ]);
  });

  it('a slow operator: the portal answers the spec §8 problem after its timeout, not a hang', async () => {
    resetFaults();
    faults().delayMs = 3_000;
    const slow = await admin.get(`${sub(DEMO_NUMBERS.active)}/products`);
    expect(slow.status).toBe(502);
    expect(slow.body).toMatchObject({ code: 'failed_to_get_data' });
    resetFaults();
  });

  it('a 500 is retried for a read; an operator that keeps failing is a spec §8 problem, then an open circuit', async () => {
    resetFaults();
    faults().failNext = 1;
    expect((await admin.get(sub(DEMO_NUMBERS.active))).status).toBe(200);
    faults().failNext = 1_000;
    // five calls in a row that fail after their retries open the circuit (decision 032)
    for (let i = 0; i < 6; i++) {
      const down = await admin.get(sub(DEMO_NUMBERS.active));
      expect(down.status).toBe(502);
      // spec §8: the number page's own failure text (its contract's failure code)
      expect(down.body).toMatchObject({ code: 'subscriber_info_failed' });
    }
    const metrics = await server.anonymous().get('/metrics');
    expect(metrics.text).toMatch(/kabinet_tmf_circuit_state\{api="TMF637"\} 2/);
    // decision 026: readiness says which part is down
    const ready = await waitFor(
      () => server.anonymous().get('/health/ready'),
      (res) => res.status === 503,
    );
    expect(ready.body).toMatchObject({ status: 'not ready', checks: { operator: 'failed', database: 'ok' } });
    resetFaults();
  });

  it('prunes the applied events past their retention, on its pg-boss schedule', async () => {
    const sql = sqlOf(server);
    await sql(
      `insert into portal.operator_events (event_id, received_at) values
         ('prune-old:completed', now() - interval '8 days'),
         ('prune-older:failed', now() - interval '30 days'),
         ('prune-recent:completed', now() - interval '6 days')`,
    );
    const database = createDatabase(server.databaseUrl, { max: 1 });
    try {
      // batches of one: the pass goes on until a batch is short
      expect(await pruneOperatorEvents(database.db, operatorEventsCutoff(), 1)).toBe(2);
    } finally {
      await database.close();
    }
    expect(
      await sql(`select event_id from portal.operator_events where event_id like 'prune-%' order by 1`),
    ).toEqual([{ event_id: 'prune-recent:completed' }]);
    // the events the earlier tests applied are days younger than the retention: still there
    expect(
      (await sql<{ n: number }>(`select count(*)::int as n from portal.operator_events`))[0]!.n,
    ).toBeGreaterThan(1);
    expect(
      await sql(`select name, cron, timezone from pgboss.schedule where name = 'operator-events-pruning'`),
    ).toEqual([{ name: 'operator-events-pruning', cron: OPERATOR_EVENTS_PRUNING_CRON, timezone: 'UTC' }]);
  });

  it('the operator service prunes its finished orders and request keys past a week; an order in progress stays', async () => {
    const sql = sqlOf(server);
    const bin = DEMO_COMPANIES.large.bin;
    const order = (id: string, state: string, age: string) =>
      sql(
        `insert into operator.tmf_product_orders (id, customer_bin, external_id, category, state, body, created_at, updated_at)
         values ($1, $2, $1, 'lifecycle', $3, '{}', now() - $4::interval, now() - $4::interval)`,
        [id, bin, state, age],
      );
    const key = (name: string, age: string) =>
      sql(
        `insert into operator.request_keys (customer_bin, request_key, method, msisdn, outcome, created_at)
         values ($1, $2, 'setBan:SMS_USSD_MGM:true', $3, '{"ok":true}', now() - $4::interval)`,
        [bin, name, DEMO_NUMBERS.blocked, age],
      );
    const left = async () =>
      (
        await sql<{ id: string }>(
          `select id from operator.tmf_product_orders where id like 'prune-%' order by 1`,
        )
      ).map((r) => r.id);
    await order('prune-completed', 'completed', '8 days');
    await order('prune-failed', 'failed', '30 days');
    await order('prune-rejected', 'rejected', '8 days');
    await order('prune-in-progress', 'inProgress', '30 days');
    await order('prune-recent', 'completed', '6 days');
    const database = createDatabase(server.databaseUrl, { max: 1 });
    try {
      // batches of one: the pass goes on until a batch is short
      expect(await pruneOrders(database.db, ordersCutoff(), 1)).toBe(3);
    } finally {
      await database.close();
    }
    expect(await left()).toEqual(['prune-in-progress', 'prune-recent']);
    // the orders the earlier tests placed are minutes old: still answered by their externalId
    expect(
      (await sql<{ n: number }>(`select count(*)::int as n from operator.tmf_product_orders`))[0]!.n,
    ).toBeGreaterThan(2);

    // a service started on the database prunes what has aged, orders and request keys, at once
    await order('prune-started', 'completed', '9 days');
    await key('prune-key-old:1', '8 days');
    await key('prune-key-recent:1', '6 days');
    const another = await startTmfService({
      databaseUrl: server.databaseUrl,
      port: await freePort(),
      host: '127.0.0.1',
      token: null,
      reference: { delayMs: 200 },
    });
    try {
      await expect.poll(left, { timeout: 20_000 }).toEqual(['prune-in-progress', 'prune-recent']);
      await expect
        .poll(
          async () =>
            (
              await sql<{ request_key: string }>(
                `select request_key from operator.request_keys where request_key like 'prune-key-%' order by 1`,
              )
            ).map((r) => r.request_key),
          { timeout: 20_000 },
        )
        .toEqual(['prune-key-recent:1']);
    } finally {
      await another.stop();
    }
  });

  it('a transfer whose answers are lost after the billing applied it: the portal asks by its key and answers the true outcome, moved once (decision 036)', async () => {
    resetFaults();
    const [from, to] = await pickParties(server, 2, { available: 500_000 });
    const input = { msisdnFrom: from!, msisdnTo: to!, tenge: '100' };
    const moved = { [from!]: 490_000, [to!]: 510_000 };
    const key = randomUUID();
    const logged = () =>
      sqlOf(server)<{ status: string }>(
        `select status from portal.action_log where msisdn = $1 and action = 'balance_transfer' order by id`,
        [from],
      );
    // every attempt of the adapter is applied (the same externalId: once) and its answer lost; the
    // TMF654 list by externalId then says what the billing did
    faults().dropAnswersOn = '/transferBalance';
    faults().dropAnswersNext = 3;
    const answered = await transfer(admin, input, key);
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({ result: 'SUCCESS', data: { msisdnFrom: from, amount: 10_000 } });
    expect(await balancesOf(server, [from!, to!])).toEqual(moved);
    expect((await logged()).map((r) => r.status)).toEqual(['S']);
    // the client asks again with its key: the first answer again, nothing moves twice, nothing logged twice
    const again = await transfer(admin, input, key);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(answered.body);
    expect(await balancesOf(server, [from!, to!])).toEqual(moved);
    expect((await logged()).map((r) => r.status)).toEqual(['S']);
    // one answer lost: the adapter's own retry gets the first transfer
    faults().dropAnswersNext = 1;
    const retried = await transfer(admin, input);
    expect(retried.status, retried.text).toBe(200);
    expect(await balancesOf(server, [from!, to!])).toEqual({ [from!]: 480_000, [to!]: 520_000 });
  });

  it('a transfer whose outcome the operator cannot say at once is pending, then settled in the background exactly once (decision 036)', async () => {
    resetFaults();
    const [from, to] = await pickParties(server, 2, { available: 500_000 });
    const input = { msisdnFrom: from!, msisdnTo: to!, tenge: '250' };
    const moved = { [from!]: 475_000, [to!]: 525_000 };
    const key = randomUUID();
    const logged = () =>
      sqlOf(server)<{ status: string; params: { transferId?: string } }>(
        `select status, params from portal.action_log where msisdn = $1 and action = 'balance_transfer' order by id`,
        [from],
      );
    const pending = () =>
      sqlOf(server)<{ amount: number }>(
        `select amount from portal.pending_transfers where idempotency_key = $1`,
        [key],
      );
    // the create's three attempts and the lookup's three: every answer lost, the money moved
    faults().dropAnswersOn = '/transferBalance';
    faults().dropAnswersNext = 6;
    const unknown = await transfer(admin, input, key);
    expect(unknown.status, unknown.text).toBe(502);
    expect(unknown.body).toMatchObject({ code: 'transfer_outcome_pending' });
    expect(await balancesOf(server, [from!, to!])).toEqual(moved);
    expect(await pending()).toEqual([{ amount: 25_000 }]);
    expect(await logged()).toEqual([]);

    // the operator answers again: the resolution pass finds the transfer by its key and records it
    resetFaults();
    const settled = await waitFor(logged, (rows) => rows.length > 0, 20_000);
    expect(settled.map((r) => r.status)).toEqual(['S']);
    expect(settled[0]!.params.transferId).toMatch(/^\d+$/);
    expect(await waitFor(pending, (rows) => rows.length === 0)).toEqual([]);
    // the client's retry with its key is the recorded answer: nothing moves or is logged again
    const again = await transfer(admin, input, key);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({
      result: 'SUCCESS',
      data: { transferId: settled[0]!.params.transferId, msisdnFrom: from, amount: 25_000 },
    });
    expect(await balancesOf(server, [from!, to!])).toEqual(moved);
    expect((await logged()).map((r) => r.status)).toEqual(['S']);
  });

  it('the operator service answers bad input with a TMF630 error', async () => {
    const res = await fetch(`${server.tmf!.url}${TMF_PATHS.productOrdering}/productOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ '@type': 'ProductOrder', productOrderItem: [] }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(schemaErrors('TMF622', 'Error', body)).toEqual([]);
    expect(body).toMatchObject({ code: '22', status: '400' });
  });

  it('authenticates to the operator by OAuth2 client credentials; a wrong secret is the spec §8 fault', async () => {
    const guarded = await startTmfService({
      databaseUrl: server.databaseUrl,
      port: await freePort(),
      host: '127.0.0.1',
      token: null,
      clients: { kabinet: 'client-secret-of-the-portal' },
      reference: { delayMs: 200 },
    });
    try {
      const read = (secret: string) =>
        createTmfHttp({
          baseUrl: guarded.url,
          token: null,
          client: { id: 'kabinet', secret, tokenUrl: `${guarded.url}/oauth2/token` },
          timeoutMs: 2000,
        }).request({
          api: 'TMF637',
          method: 'GET',
          path: `${TMF_PATHS.productInventory}/product/${DEMO_NUMBERS.active}`,
          query: { 'relatedParty.id': DEMO_COMPANIES.large.bin, fields: 'ownFlags' },
          isRetryable: true,
        });
      expect((await read('client-secret-of-the-portal')).status).toBe(200);
      await expect(read('a-wrong-secret')).rejects.toBeInstanceOf(OperatorUnavailableError);
      const anonymous = await fetch(
        `${guarded.url}${TMF_PATHS.productInventory}/product/${DEMO_NUMBERS.active}`,
      );
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: '40', reason: 'Missing credentials' });
    } finally {
      await guarded.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, completeNow, completionJobsOf, sqlOf, waitFor } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

type Json = Record<string, any>;
const productOf = (body: unknown, id: string): Json | undefined =>
  (body as { products: Json[] }).products.find((p) => p.productOfferingId === id);

/**
 * Decision 008, the completion seam: every pending operation of the operator has one job, including
 * the requests the demo dataset starts with (decision 008: they read 'connecting' for ever), and
 * a restart or a second process does not give it a second one.
 */
describe('operation completions: the seed’s pending requests complete like any other', () => {
  let server: TestServer;
  let second: TestServer | null = null;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  let seeded: { id: number; kind: string; msisdn: string; subject: string; due_at: Date }[];
  /** a product request seeded as pending, on a number with no other pending operation */
  let product: (typeof seeded)[number];

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_DELAY_MS: '200' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    sql = sqlOf(server);
    seeded = await sql(
      `select o.id, o.kind, o.msisdn, o.subject, o.due_at from operator.pending_operations o
         join operator.subscribers s on s.msisdn = o.msisdn
        where o.status = 'PENDING' and s.customer_bin = $1 and s.lc_state_id = 20
        order by o.msisdn`,
      [DEMO_COMPANIES.large.bin],
    );
    product = seeded.find(
      (o) => o.kind === 'PRODUCT_CHANGE' && seeded.filter((other) => other.msisdn === o.msisdn).length === 1,
    )!;
  });
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
  });

  it('a request seeded as pending has its operation and, after start, one job due when it is', async () => {
    expect(seeded.length).toBeGreaterThan(0);
    // products and CEIR device orders (decision 017) alike
    expect(new Set(seeded.map((o) => o.kind))).toEqual(new Set(['PRODUCT_CHANGE', 'CEIR_ORDER']));
    const { msisdn, subject } = product;
    const res = await admin.get(`/api/subscribers/${msisdn}/products`);
    expect(productOf(res.body, subject)).toMatchObject({ status: 'PENDING', pendingAction: 'ENABLE' });
    for (const op of seeded) {
      const jobs = await completionJobsOf(server, op.msisdn);
      expect(
        jobs.filter((j) => String(j.operation_id) === String(op.id)),
        op.msisdn,
      ).toEqual([{ kind: op.kind, operation_id: op.id, start_after: op.due_at }]);
    }
  });

  it('a second process (or a restart) on the same database adds no second job', async () => {
    expect(seeded.length).toBeGreaterThan(0);
    second = await startTestServer({ DATABASE_URL: server.databaseUrl, RUN_WORKERS: 'false' });
    for (const op of seeded)
      expect(
        (await completionJobsOf(server, op.msisdn)).filter((j) => String(j.operation_id) === String(op.id)),
        op.msisdn,
      ).toHaveLength(1);
  });

  it('when due, it completes: connected, charged, written to the action log', async () => {
    const { msisdn, subject, id } = product;
    await sql(
      `update operator.subscribers set available_by_credit_limit_or_pia_balance = 1000000 where msisdn = $1`,
      [msisdn],
    );
    await completeNow(server, msisdn);
    await waitFor(
      () => admin.get(`/api/subscribers/${msisdn}/products`).then((r) => productOf(r.body, subject)?.status),
      (status) => status === 'CONNECTED',
    );
    const fee = (
      await sql<{ fee: number }>(`select fee from operator.products where product_offering_id = $1`, [
        subject,
      ])
    )[0]!.fee;
    expect(
      await sql(
        `select available_by_credit_limit_or_pia_balance as b from operator.subscribers where msisdn = $1`,
        [msisdn],
      ),
    ).toEqual([{ b: 1_000_000 - fee }]);
    const log = await waitFor(
      () => actionsOf(server, msisdn),
      (rows) => rows.some((r) => r.action === 'service_enable_completed'),
    );
    expect(log).toEqual([
      {
        action: 'service_enable_completed',
        status: 'S',
        params: { productOfferingId: subject, operationId: id, charged: fee },
      },
    ]);
    expect(await sql(`select status from operator.pending_operations where id = $1`, [id])).toEqual([
      { status: 'DONE' },
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { OrderCategory } from '../tmf/wire.ts';

// The service's TMF622 orders on `operator.tmf_product_orders` (migration 0026): one row per order,
// unique per (company, externalId) so a retried order is answered with the first, and per pending
// operation so its completion finds its order.

export interface StoredOrder {
  id: string;
  bin: string;
  category: string;
  state: string;
  body: Record<string, unknown>;
}

export type ClaimResult =
  | { isNew: true; id: string }
  /** the externalId already has an order: its answer (or null while the first is in flight) */
  | { isNew: false; order: StoredOrder | null };

const rowToOrder = (row: {
  id: string;
  customer_bin: string;
  category: string;
  state: string;
  body: Record<string, unknown>;
}): StoredOrder => ({
  id: row.id,
  bin: row.customer_bin,
  category: row.category,
  state: row.state,
  body: row.body,
});

export function createOrderStore(pool: pg.Pool) {
  return {
    /** takes the externalId for a new order, or finds the order that already has it */
    async claim(bin: string, externalId: string | null, category: OrderCategory): Promise<ClaimResult> {
      const id = randomUUID();
      const inserted = await pool.query(
        `insert into operator.tmf_product_orders (id, customer_bin, external_id, category, state, body)
         values ($1, $2, $3, $4, 'acknowledged', '{}'::jsonb)
         on conflict (customer_bin, external_id) do nothing returning id`,
        [id, bin, externalId, category],
      );
      if (inserted.rowCount) return { isNew: true, id };
      const found = await pool.query(
        `select * from operator.tmf_product_orders where customer_bin = $1 and external_id = $2`,
        [bin, externalId],
      );
      const row = found.rows[0];
      return { isNew: false, order: row && row.state !== 'acknowledged' ? rowToOrder(row) : null };
    },
    async save(
      id: string,
      state: string,
      operationKey: string | null,
      body: Record<string, unknown>,
    ): Promise<void> {
      await pool.query(
        `update operator.tmf_product_orders set state = $2, operation_key = $3, body = $4, updated_at = now() where id = $1`,
        [id, state, operationKey, body],
      );
    },
    /** a request refused before anything changed gives its externalId back (a retry may try again) */
    async release(id: string): Promise<void> {
      await pool.query(`delete from operator.tmf_product_orders where id = $1`, [id]);
    },
    async byId(bin: string, id: string): Promise<StoredOrder | null> {
      const found = await pool.query(
        `select * from operator.tmf_product_orders where id = $1 and customer_bin = $2`,
        [id, bin],
      );
      return found.rows[0] ? rowToOrder(found.rows[0]) : null;
    },
    /** decision 036: the company's order under the client's externalId, once it was answered */
    async byExternalId(bin: string, externalId: string): Promise<StoredOrder | null> {
      const found = await pool.query(
        `select * from operator.tmf_product_orders
          where customer_bin = $1 and external_id = $2 and state <> 'acknowledged'`,
        [bin, externalId],
      );
      return found.rows[0] ? rowToOrder(found.rows[0]) : null;
    },
    async byOperation(operationKey: string): Promise<StoredOrder | null> {
      const found = await pool.query(`select * from operator.tmf_product_orders where operation_key = $1`, [
        operationKey,
      ]);
      return found.rows[0] ? rowToOrder(found.rows[0]) : null;
    },
    /**
     * writes the final state of the order of an operation; an operation without an order (a
     * pending request of the seed, made before the service) gets one, so its event has an order
     */
    async complete(
      operationKey: string,
      bin: string,
      category: OrderCategory,
      state: string,
      body: (id: string, previous: Record<string, unknown> | null) => Record<string, unknown>,
    ): Promise<StoredOrder> {
      const existing = await this.byOperation(operationKey);
      const id = existing?.id ?? randomUUID();
      const finalBody = body(id, existing?.body ?? null);
      await pool.query(
        `insert into operator.tmf_product_orders (id, customer_bin, category, state, operation_key, body)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (id) do update set state = excluded.state, body = excluded.body, updated_at = now()`,
        [id, bin, category, state, operationKey, finalBody],
      );
      return { id, bin, category, state, body: finalBody };
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

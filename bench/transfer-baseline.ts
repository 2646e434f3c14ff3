import pg from 'pg';

// The raw-SQL baseline of the transfer invariant suite: the same locked transaction the reference
// operator runs (both rows FOR UPDATE in msisdn order, the §5 check, two updates, the transfer row,
// two ledger rows), straight on a pg client, without HTTP, sessions, keys or the portal.

export interface RawTransfer {
  bin: string;
  from: string;
  to: string;
  amount: number;
  key: string;
}

/** One transfer; true when applied, false when the sender had not enough above its credit limit. */
export async function rawTransfer(client: pg.ClientBase, t: RawTransfer): Promise<boolean> {
  await client.query('begin');
  try {
    const rows = new Map<string, { available: number; creditLimit: number | null }>();
    for (const msisdn of [t.from, t.to].sort()) {
      const { rows: r } = await client.query(
        `select available_by_credit_limit_or_pia_balance as available, credit_limit as "creditLimit"
           from operator.subscribers where msisdn = $1 and customer_bin = $2 for update`,
        [msisdn, t.bin],
      );
      rows.set(msisdn, r[0]);
    }
    const from = rows.get(t.from)!;
    if (from.available - Math.max(0, from.creditLimit ?? 0) < t.amount) {
      await client.query('rollback');
      return false;
    }
    const { rows: inserted } = await client.query(
      `insert into operator.balance_transfers (customer_bin, msisdn_from, msisdn_to, amount, idempotency_key)
       values ($1, $2, $3, $4, $5) returning id`,
      [t.bin, t.from, t.to, t.amount, t.key],
    );
    const reference = `transfer:${inserted[0].id}`;
    for (const [msisdn, delta, kind] of [
      [t.from, -t.amount, 'TRANSFER_OUT'],
      [t.to, t.amount, 'TRANSFER_IN'],
    ] as const) {
      const { rows: after } = await client.query(
        `update operator.subscribers set available_by_credit_limit_or_pia_balance = available_by_credit_limit_or_pia_balance + $2
          where msisdn = $1 returning available_by_credit_limit_or_pia_balance as b`,
        [msisdn, delta],
      );
      await client.query(
        `insert into operator.balance_ledger (msisdn, kind, amount, balance_after, reference, idempotency_key)
         values ($1, $2, $3, $4, $5, $6)`,
        [msisdn, kind, delta, after[0].b, reference, t.key],
      );
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

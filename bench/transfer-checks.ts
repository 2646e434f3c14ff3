import type pg from 'pg';

// The money invariants of decision 013, read from the database after the run.

export interface KeyRecord {
  from: string;
  to: string;
  amount: number;
  /** what the client last heard: applied (200), refused (4xx), or nothing (lost every answer) */
  outcome: 'applied' | 'refused' | 'unknown';
}

export interface InvariantInput {
  bin: string;
  numbers: readonly string[];
  totalBefore: number;
  ledgerStart: number;
  keys: ReadonlyMap<string, KeyRecord>;
}

/** The violations found (empty when the money is exact). */
export async function checkInvariants(pool: pg.Pool, input: InvariantInput): Promise<string[]> {
  const violations: string[] = [];
  const q = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

  // 1. the company's money is exactly what it was
  const [total] = await q<{ s: string }>(
    `select coalesce(sum(available_by_credit_limit_or_pia_balance), 0)::bigint as s from operator.subscribers where customer_bin = $1`,
    [input.bin],
  );
  if (Number(total!.s) !== input.totalBefore)
    violations.push(`company total ${total!.s} ≠ ${input.totalBefore} before`);

  // 2. every transfer has exactly two ledger rows that add up to zero and carry its amount
  const [unpaired] = await q<{ n: number }>(
    `select count(*)::int as n from operator.balance_transfers t
      where t.customer_bin = $1 and (
        (select count(*) from operator.balance_ledger l where l.reference = 'transfer:' || t.id) <> 2
        or (select sum(amount) from operator.balance_ledger l where l.reference = 'transfer:' || t.id) <> 0
        or not exists (select 1 from operator.balance_ledger l where l.reference = 'transfer:' || t.id
                        and l.msisdn = t.msisdn_from and l.amount = -t.amount))`,
    [input.bin],
  );
  if (unpaired!.n) violations.push(`${unpaired!.n} transfers without a balanced ledger pair`);
  // …and each number's ledger since the start explains its balance change
  const [drift] = await q<{ n: number }>(
    `select count(*)::int as n from operator.subscribers s
      where s.msisdn = any($1) and s.available_by_credit_limit_or_pia_balance <>
        (select l.balance_after from operator.balance_ledger l where l.msisdn = s.msisdn and l.id > $2
          order by l.id desc limit 1)
        and exists (select 1 from operator.balance_ledger l where l.msisdn = s.msisdn and l.id > $2)`,
    [input.numbers, input.ledgerStart],
  );
  if (drift!.n) violations.push(`${drift!.n} numbers whose balance differs from their last ledger row`);

  // 3. no key applied twice; what a client heard matches what happened
  const [twice] = await q<{ n: number }>(
    `select count(*)::int as n from (select 1 from operator.balance_transfers
      group by customer_bin, idempotency_key having count(*) > 1) d`,
  );
  if (twice!.n) violations.push(`${twice!.n} keys applied more than once`);
  if (input.keys.size) {
    const applied = await q<{ key: string; from: string; to: string; amount: number }>(
      `select idempotency_key as key, msisdn_from as from, msisdn_to as to, amount::bigint as amount
         from operator.balance_transfers where customer_bin = $1 and idempotency_key = any($2)`,
      [input.bin, [...input.keys.keys()]],
    );
    const byKey = new Map(applied.map((a) => [a.key, a]));
    let wrong = 0;
    for (const [key, record] of input.keys) {
      const row = byKey.get(key);
      if (
        record.outcome === 'applied' &&
        (!row || row.from !== record.from || Number(row.amount) !== record.amount)
      )
        wrong++;
      if (record.outcome === 'refused' && row) wrong++;
    }
    if (wrong) violations.push(`${wrong} keys whose answer disagrees with the ledger`);
  }

  // 4. no balance below its credit limit
  const [below] = await q<{ n: number }>(
    `select count(*)::int as n from operator.subscribers where msisdn = any($1)
        and available_by_credit_limit_or_pia_balance < coalesce(credit_limit, 0)`,
    [input.numbers],
  );
  if (below!.n) violations.push(`${below!.n} balances below their credit limit`);
  return violations;
}

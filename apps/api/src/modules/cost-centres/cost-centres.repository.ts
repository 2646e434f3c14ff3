import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markRegroupDue } from '../spend/spend-read-model.repository.ts';

// decision 030, 034: the company's cost centres are the portal's own (portal.cost_centres, migration
// 0053): a code unique in the company; a number (its line in the portal's index) has at most one.

/** A cost centre of the company with how many of its numbers are in it. */
export interface CostCentreRecord {
  id: number;
  code: string;
  name: string;
  numbers: number;
}

export type CostCentreWrite =
  | { ok: true; centre: CostCentreRecord }
  /** NOT_FOUND: no such cost centre in the company; CODE_TAKEN: another one has the code */
  | { ok: false; reason: 'NOT_FOUND' | 'CODE_TAKEN' };

export type CostCentreAssignment =
  | { ok: true; assigned: number }
  /** NOT_FOUND: no such cost centre; FOREIGN_NUMBER: a number is not the company's (nothing changed) */
  | { ok: false; reason: 'NOT_FOUND' | 'FOREIGN_NUMBER'; msisdn?: string };

type Row = { id: string; code: string; name: string; numbers: string };
const record = (r: Row): CostCentreRecord => ({
  id: Number(r.id),
  code: r.code,
  name: r.name,
  numbers: Number(r.numbers),
});
const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/** how many of the company's lines are in the cost centre `c` (the (company, cost centre, msisdn) index) */
const numbersOf = sql`(select count(*) from portal.company_lines l where l.customer_bin = c.customer_bin and l.cost_centre_id = c.id)`;

export function createCostCentresRepository(db: Db) {
  const write = async (run: () => Promise<Row[]>): Promise<CostCentreWrite> => {
    try {
      const [row] = await run();
      return row ? { ok: true, centre: record(row) } : { ok: false, reason: 'NOT_FOUND' };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'CODE_TAKEN' };
      throw error;
    }
  };
  return {
    async list(bin: string): Promise<CostCentreRecord[]> {
      const { rows } = await db.execute<Row>(sql`
        select c.id, c.code, c.name, ${numbersOf} as numbers
        from portal.cost_centres c where c.customer_bin = ${bin} order by c.code`);
      return rows.map(record);
    },

    create: (bin: string, input: { code: string; name: string }) =>
      write(async () => {
        const { rows } = await db.execute<Row>(sql`
          insert into portal.cost_centres (customer_bin, code, name) values (${bin}, ${input.code}, ${input.name})
          returning id, code, name, 0 as numbers`);
        return rows;
      }),

    update: (bin: string, id: number, input: { code: string; name: string }) =>
      write(async () => {
        const { rows } = await db.execute<Row>(sql`
          update portal.cost_centres c set code = ${input.code}, name = ${input.name}
          where c.id = ${id} and c.customer_bin = ${bin}
          returning c.id, c.code, c.name, ${numbersOf} as numbers`);
        return rows;
      }),

    /** its numbers are left without a cost centre (the foreign key's `on delete set null`) */
    async remove(bin: string, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`
          delete from portal.cost_centres where id = ${id} and customer_bin = ${bin} returning id`);
        if (rows.length > 0) await markRegroupDue(tx, bin);
        return rows.length > 0;
      });
    },

    /** all or nothing: every number must be a line of the company in the portal's index */
    async assign(bin: string, id: number | null, msisdns: readonly string[]): Promise<CostCentreAssignment> {
      const list = sql`${`{${msisdns.join(',')}}`}::text[]`;
      return db.transaction(async (tx) => {
        if (id !== null) {
          const { rows } = await tx.execute(sql`
            select 1 from portal.cost_centres where id = ${id} and customer_bin = ${bin} for share`);
          if (rows.length === 0) return { ok: false, reason: 'NOT_FOUND' } as const;
        }
        // a number of another company (or none) refuses the whole assignment
        const { rows: foreign } = await tx.execute<{ msisdn: string }>(sql`
          select m.msisdn from unnest(${list}) m(msisdn)
          where not exists (select 1 from portal.company_lines l where l.msisdn = m.msisdn and l.customer_bin = ${bin})
          limit 1`);
        if (foreign[0]) return { ok: false, reason: 'FOREIGN_NUMBER', msisdn: foreign[0].msisdn } as const;
        const { rowCount } = await tx.execute(sql`
          update portal.company_lines set cost_centre_id = ${id}
          where customer_bin = ${bin} and msisdn = any(${list}) and cost_centre_id is distinct from ${id}`);
        if (rowCount) await markRegroupDue(tx, bin);
        return { ok: true, assigned: rowCount ?? 0 } as const;
      });
    },
  };
}

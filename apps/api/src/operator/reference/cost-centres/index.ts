import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CostCentreRecord, CostCentresPort, CostCentreWrite } from '../../cost-centres-port.ts';

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

/**
 * The billing's cost centres (decision 030): a company's own, with a code unique in it; a number has
 * at most one. Charges are counted to the cost centre the number is in when they arrive.
 */
export function createReferenceCostCentres(db: Db): CostCentresPort {
  const numbersOf = sql`(select count(*) from operator.subscribers s where s.customer_bin = c.customer_bin and s.cost_centre_id = c.id)`;
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
    async listCostCentres(bin) {
      const { rows } = await db.execute<Row>(sql`
        select c.id, c.code, c.name, ${numbersOf} as numbers
        from operator.cost_centres c where c.customer_bin = ${bin} order by c.code`);
      return rows.map(record);
    },

    createCostCentre: (bin, input) =>
      write(async () => {
        const { rows } = await db.execute<Row>(sql`
          insert into operator.cost_centres (customer_bin, code, name) values (${bin}, ${input.code}, ${input.name})
          returning id, code, name, 0 as numbers`);
        return rows;
      }),

    updateCostCentre: (bin, id, input) =>
      write(async () => {
        const { rows } = await db.execute<Row>(sql`
          update operator.cost_centres c set code = ${input.code}, name = ${input.name}
          where c.id = ${id} and c.customer_bin = ${bin}
          returning c.id, c.code, c.name, ${numbersOf} as numbers`);
        return rows;
      }),

    async deleteCostCentre(bin, id) {
      const { rows } = await db.execute(sql`
        delete from operator.cost_centres where id = ${id} and customer_bin = ${bin} returning id`);
      return rows.length > 0;
    },

    async assignCostCentre(bin, id, msisdns) {
      const list = sql`${`{${msisdns.join(',')}}`}::text[]`;
      return db.transaction(async (tx) => {
        if (id !== null) {
          const { rows } = await tx.execute(sql`
            select 1 from operator.cost_centres where id = ${id} and customer_bin = ${bin} for share`);
          if (rows.length === 0) return { ok: false, reason: 'NOT_FOUND' } as const;
        }
        // all or nothing: a number of another company (or none) refuses the whole assignment
        const { rows: foreign } = await tx.execute<{ msisdn: string }>(sql`
          select m.msisdn from unnest(${list}) m(msisdn)
          where not exists (select 1 from operator.subscribers s where s.msisdn = m.msisdn and s.customer_bin = ${bin})
          limit 1`);
        if (foreign[0]) return { ok: false, reason: 'FOREIGN_NUMBER', msisdn: foreign[0].msisdn } as const;
        const { rowCount } = await tx.execute(sql`
          update operator.subscribers set cost_centre_id = ${id}, updated_at = now()
          where customer_bin = ${bin} and msisdn = any(${list}) and cost_centre_id is distinct from ${id}`);
        return { ok: true, assigned: rowCount ?? 0 } as const;
      });
    },
  };
}

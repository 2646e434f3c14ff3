import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { TeamPort } from '../../team-port.ts';

/** The reference operator's answers for users and access (decision 029). */
export function createReferenceTeam(db: Db): TeamPort {
  return {
    async companyNumbersAmong(bin, msisdns) {
      if (msisdns.length === 0) return [];
      // one primary-key probe per listed number (at most 10,000 a call)
      const { rows } = await db.execute<{ msisdn: string }>(sql`
select s.msisdn from operator.subscribers s
where s.msisdn = any(${`{${msisdns.join(',')}}`}::text[]) and s.customer_bin = ${bin}`);
      return rows.map((row) => row.msisdn);
    },
  };
}

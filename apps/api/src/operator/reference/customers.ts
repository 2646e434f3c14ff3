import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { corporateCustomers, debts, subscribers } from '../../db/schema/index.ts';
import type { CompanyStanding } from '../port.ts';

export function createCustomerQueries(db: Db) {
  return {
    async isCompanyNumber(bin: string, msisdn: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(subscribers)
        .where(and(eq(subscribers.msisdn, msisdn), eq(subscribers.customerBin, bin)))
        .limit(1);
      return rows.length > 0;
    },

    async getCompanyStanding(bin: string): Promise<CompanyStanding | null> {
      // one statement: the numbers list asks for it with every search (viewDebtData)
      const [row] = await db
        .select({
          isDebtor: corporateCustomers.isDebtor,
          isPenaltyNotice: corporateCustomers.isPenaltyNotice,
          totalDebt: sql<number>`(select coalesce(sum(${debts.debt}), 0)::bigint from ${debts} where ${debts.customerBin} = ${corporateCustomers.bin})`,
        })
        .from(corporateCustomers)
        .where(eq(corporateCustomers.bin, bin));
      if (!row) return null;
      return {
        isDebtor: row.isDebtor,
        isPenaltyNotice: row.isPenaltyNotice,
        totalDebt: Number(row.totalDebt),
      };
    },
  };
}

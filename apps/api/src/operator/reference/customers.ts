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
      const [customer] = await db.select().from(corporateCustomers).where(eq(corporateCustomers.bin, bin));
      if (!customer) return null;
      const [total] = await db
        .select({ sum: sql<number>`coalesce(sum(${debts.debt}), 0)::bigint` })
        .from(debts)
        .where(eq(debts.customerBin, bin));
      return {
        isDebtor: customer.isDebtor,
        isPenaltyNotice: customer.isPenaltyNotice,
        totalDebt: Number(total?.sum ?? 0),
      };
    },
  };
}

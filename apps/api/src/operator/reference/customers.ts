import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingAccounts, corporateCustomers, debts, subscribers } from '../../db/schema/index.ts';
import type { CompanyNumber, CompanyStanding } from '../port.ts';
import { flagsOf } from './row-values.ts';

export function createCustomerQueries(db: Db) {
  // prepared: every request about one number asks it (the tenancy guard), planned once per connection
  const companyNumber = db
    .select({ subscriberFlags: subscribers.subscriberFlags })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.msisdn, sql.placeholder('msisdn')),
        eq(subscribers.customerBin, sql.placeholder('bin')),
      ),
    )
    .limit(1)
    .prepare('find_company_number');
  // the shell asks it on every page (is-debtor)
  const standing = db
    .select({
      isDebtor: corporateCustomers.isDebtor,
      isPenaltyNotice: corporateCustomers.isPenaltyNotice,
      totalDebt: sql<number>`(select coalesce(sum(${debts.debt}), 0)::bigint from ${debts} where ${debts.customerBin} = ${corporateCustomers.bin})`,
      balance: sql<number>`(select coalesce(sum(${billingAccounts.balance}), 0)::bigint from ${billingAccounts} where ${billingAccounts.customerBin} = ${corporateCustomers.bin})`,
    })
    .from(corporateCustomers)
    .where(eq(corporateCustomers.bin, sql.placeholder('bin')))
    .prepare('ref_company_standing');

  return {
    async findCompanyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null> {
      const [row] = await companyNumber.execute({ bin, msisdn });
      if (!row) return null;
      // null: the number has no flags of its own and takes the company profile's (spec §6)
      return { ownFlags: row.subscriberFlags === null ? null : flagsOf(row.subscriberFlags, []) };
    },

    async getCompanyStanding(bin: string): Promise<CompanyStanding | null> {
      // one statement: the numbers list asks for it with every search (viewDebtData)
      const [row] = await standing.execute({ bin });
      if (!row) return null;
      return {
        isDebtor: row.isDebtor,
        isPenaltyNotice: row.isPenaltyNotice,
        totalDebt: Number(row.totalDebt),
        balance: Number(row.balance),
      };
    },
  };
}

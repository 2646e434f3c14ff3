import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Customer, type Offer, type UserInfo } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import {
  companyAccessColumns,
  companyAccessJoins,
  toCompanyAccess,
  type CompanyAccess,
} from '../../platform/company-access.ts';
import { clientServices, customers, offers, userCustomers, users } from '../../db/schema/index.ts';

type ClientServiceRow = typeof clientServices.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

function toCustomer(row: CustomerRow, services: ClientServiceRow[]): Customer {
  return {
    bin: row.bin,
    alias: row.alias,
    customerName: row.customerName,
    clientServices: services.map((s) => ({
      alias: s.alias,
      name: { ru: s.nameRu, en: s.nameEn, kk: s.nameKk },
      url: s.url,
      isOfferApproved: s.isOfferApproved,
      profile: { name: s.profileName },
    })),
  };
}

export function createAccountsRepository(db: Db) {
  // prepared: PostgreSQL plans it once per connection (decision 015)
  const access = companyAccessJoins(userCustomers.customerBin);
  const findCompanyAccess = db
    .select(companyAccessColumns)
    .from(userCustomers)
    .leftJoin(...access.selfcare)
    .leftJoin(...access.profile)
    .leftJoin(...access.team)
    .where(
      and(
        eq(userCustomers.userId, sql.placeholder('userId')),
        eq(userCustomers.customerBin, sql.placeholder('bin')),
      ),
    )
    .prepare('find_company_access');

  async function customersOf(bins: string[]): Promise<Customer[]> {
    if (bins.length === 0) return [];
    const [rows, services] = await Promise.all([
      db.select().from(customers).where(inArray(customers.bin, bins)).orderBy(customers.bin),
      db.select().from(clientServices).where(inArray(clientServices.customerBin, bins)),
    ]);
    return rows.map((c) =>
      toCustomer(
        c,
        services.filter((s) => s.customerBin === c.bin),
      ),
    );
  }

  return {
    async findUserInfo(userId: string): Promise<UserInfo | null> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const links = await db
        .select({ bin: userCustomers.customerBin })
        .from(userCustomers)
        .where(eq(userCustomers.userId, userId));
      return {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        status: user.status,
        assignCustomers: await customersOf(links.map((l) => l.bin)),
      };
    },

    async findCustomer(bin: string): Promise<Customer | null> {
      const [customer] = await customersOf([bin]);
      return customer ?? null;
    },

    /** The user's link to a company with its selfcare service and profile; undefined when not assigned. */
    async findCompanyAccess(userId: string, bin: string): Promise<CompanyAccess | undefined> {
      const [row] = await findCompanyAccess.execute({ userId, bin });
      return row ? toCompanyAccess(row) : undefined;
    },

    async findCurrentOffer(serviceAlias: string): Promise<Offer | null> {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.serviceAlias, serviceAlias), eq(offers.isCurrent, true)))
        .limit(1);
      return row
        ? { id: row.id, textHtmlRu: row.textHtmlRu, textHtmlEn: row.textHtmlEn, textHtmlKk: row.textHtmlKk }
        : null;
    },

    async findOffer(id: string) {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row ?? null;
    },

    /** Marks the company's service approved; false when the company has no such service. */
    async approveService(
      bin: string,
      serviceAlias: string,
      offerId: string,
      userId: string,
    ): Promise<boolean> {
      const updated = await db
        .update(clientServices)
        .set({ isOfferApproved: true, approvedOfferId: offerId, approvedBy: userId, approvedAt: new Date() })
        .where(and(eq(clientServices.customerBin, bin), eq(clientServices.alias, serviceAlias)))
        .returning({ id: clientServices.id });
      return updated.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

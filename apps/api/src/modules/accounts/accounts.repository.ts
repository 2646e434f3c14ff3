import { and, eq, inArray } from 'drizzle-orm';
import {
  SELFCARE_SERVICE_ALIAS,
  featuresResponseSchema,
  type Customer,
  type FeaturesResponse,
  type Offer,
  type UserInfo,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import {
  clientServices,
  customers,
  featureProfiles,
  offers,
  userCustomers,
  users,
} from '../../db/schema/index.ts';

type FeatureProfileRow = typeof featureProfiles.$inferSelect;
type ClientServiceRow = typeof clientServices.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export function toFeatures(row: FeatureProfileRow): FeaturesResponse {
  // parse: a profile row edited by hand with an unknown flag must not reach the browser
  return featuresResponseSchema.parse({
    profileName: row.name,
    accessNumbersPage: row.accessNumbersPage,
    accessDocumentsPage: row.accessDocumentsPage,
    features: row.features,
    customerFlags: row.customerFlags,
    subscriberFlags: row.subscriberFlags,
  });
}

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
    async findCompanyAccess(userId: string, bin: string) {
      const rows = await db
        .select({ service: clientServices, profile: featureProfiles })
        .from(userCustomers)
        .leftJoin(
          clientServices,
          and(
            eq(clientServices.customerBin, userCustomers.customerBin),
            eq(clientServices.alias, SELFCARE_SERVICE_ALIAS),
          ),
        )
        .leftJoin(featureProfiles, eq(featureProfiles.name, clientServices.profileName))
        .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerBin, bin)));
      const row = rows[0];
      if (!row) return undefined;
      return {
        selfcare: row.service
          ? { profileName: row.service.profileName, isOfferApproved: row.service.isOfferApproved }
          : null,
        profile: row.profile ? toFeatures(row.profile) : null,
      };
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

import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SELFCARE_SERVICE_ALIAS, featuresResponseSchema } from '@kabinet/contract';
import { clientServices, featureProfiles } from '../db/schema/index.ts';
import type { CompanyContext } from './request-context.ts';

/** What a user may do in one of their companies (the request's company without its BIN). */
export type CompanyAccess = Omit<CompanyContext, 'bin'>;

type ProfileRow = typeof featureProfiles.$inferSelect;

/**
 * The columns of a company's access, for a statement that left-joins `clientServices` and
 * `featureProfiles` with {@link selfcareServiceOf} and {@link profileOfService}.
 */
export const companyAccessColumns = {
  selfcare: { profileName: clientServices.profileName, isOfferApproved: clientServices.isOfferApproved },
  profile: featureProfiles,
};

/** join condition: the company's b2b_selfcare service */
export function selfcareServiceOf(customerBin: AnyPgColumn): SQL {
  return and(eq(clientServices.customerBin, customerBin), eq(clientServices.alias, SELFCARE_SERVICE_ALIAS))!;
}

/** join condition: the feature profile of that service */
export const profileOfService = eq(featureProfiles.name, clientServices.profileName);

/** The access from a row of such a statement. */
export function toCompanyAccess(row: {
  selfcare: { profileName: string; isOfferApproved: boolean } | null;
  profile: ProfileRow | null;
}): CompanyAccess {
  return {
    selfcare: row.selfcare,
    profile: row.profile ? toFeatures(row.profile) : null,
  };
}

export function toFeatures(row: ProfileRow) {
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

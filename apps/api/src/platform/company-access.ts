import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_ROLE,
  ROLES,
  SELFCARE_SERVICE_ALIAS,
  featuresResponseSchema,
  type Role,
} from '@kabinet/contract';
import { clientServices, featureProfiles, teamRoles, userCustomers } from '../db/schema/index.ts';
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
  // decision 029: the user's role and scope, read with the session on every request, so a change
  // takes effect on the next request
  team: {
    role: teamRoles.role,
    allNumbers: teamRoles.allNumbers,
    groupIds: sql<string[] | null>`(select array_agg(g.group_id::text) from portal.team_role_groups g
      where g.user_id = ${userCustomers.userId} and g.customer_bin = ${userCustomers.customerBin})`,
  },
};

/** join condition: the user's role in the company (left join: no row is the default role) */
export const teamRoleOfLink = and(
  eq(teamRoles.userId, userCustomers.userId),
  eq(teamRoles.customerBin, userCustomers.customerBin),
)!;

/** join condition: the company's b2b_selfcare service */
export function selfcareServiceOf(customerBin: AnyPgColumn): SQL {
  return and(eq(clientServices.customerBin, customerBin), eq(clientServices.alias, SELFCARE_SERVICE_ALIAS))!;
}

/** join condition: the feature profile of that service */
export const profileOfService = eq(featureProfiles.name, clientServices.profileName);

/**
 * The three left joins of a company's access (its selfcare service, that service's profile, the
 * user's role), for a statement that has the user's link to the company (`userCustomers`):
 * `.leftJoin(...joins.selfcare).leftJoin(...joins.profile).leftJoin(...joins.team)`.
 */
export function companyAccessJoins(customerBin: AnyPgColumn) {
  return {
    selfcare: [clientServices, selfcareServiceOf(customerBin)] as const,
    profile: [featureProfiles, profileOfService] as const,
    team: [teamRoles, teamRoleOfLink] as const,
  };
}

/** The access from a row of such a statement. */
export function toCompanyAccess(row: {
  selfcare: { profileName: string; isOfferApproved: boolean } | null;
  profile: ProfileRow | null;
  team: { role: string | null; allNumbers: boolean | null; groupIds: string[] | null } | null;
}): CompanyAccess {
  const role = row.team?.role ?? DEFAULT_ROLE;
  return {
    selfcare: row.selfcare,
    profile: row.profile ? toFeatures(row.profile) : null,
    // a role the contract no longer knows allows nothing but reading (decision 029)
    role: role in ROLES ? (role as Role) : 'read-only',
    numberScope: row.team?.allNumbers === false ? (row.team.groupIds ?? []) : null,
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

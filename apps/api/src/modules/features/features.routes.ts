import {
  allRoutes,
  featuresRoutes,
  roleAllows,
  ROLES,
  type FeatureName,
  type Permission,
  type Role,
} from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';

/** decision 029: the permissions of the routes behind each feature */
const FEATURE_PERMISSIONS = new Map<FeatureName, Set<Permission>>();
for (const route of allRoutes) {
  if (route.feature === 'none') continue;
  const permissions = FEATURE_PERMISSIONS.get(route.feature) ?? new Set<Permission>();
  permissions.add(route.permission);
  FEATURE_PERMISSIONS.set(route.feature, permissions);
}

/** a feature stays when the role may use one of its routes (or it has none: a screen's own) */
const usable = (role: Role, feature: FeatureName) => {
  const permissions = FEATURE_PERMISSIONS.get(feature);
  return !permissions || [...permissions].some((p) => roleAllows(role, p));
};

export function featuresHandlers() {
  return [
    defineHandler(featuresRoutes.get, async ({ query, request }) => {
      const company = requireCompany(request);
      // only the profile of the company's own service: profiles of other companies stay private
      if (!company.profile || company.profile.profileName !== query.profileName)
        throw new ApiError('not_found');
      return {
        ...company.profile,
        features: company.profile.features.filter((f) => usable(company.role, f)),
        role: company.role,
        permissions: [...ROLES[company.role]],
      };
    }),
  ];
}

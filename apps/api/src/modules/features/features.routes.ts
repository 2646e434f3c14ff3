import { featuresRoutes } from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';

export function featuresHandlers() {
  return [
    defineHandler(featuresRoutes.get, async ({ query, request }) => {
      const company = requireCompany(request);
      // only the profile of the company's own service: profiles of other companies stay private
      if (!company.profile || company.profile.profileName !== query.profileName)
        throw new ApiError('not_found');
      return company.profile;
    }),
  ];
}

import { overviewRoutes as routes, roleAllows } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { OverviewLandingStore } from './overview-landing.ts';
import type { createOverviewService } from './overview.service.ts';

/** Decision 030: the company overview, and the user's choice to land on it after sign-in. */
export function overviewHandlers(
  service: ReturnType<typeof createOverviewService>,
  landing: OverviewLandingStore,
) {
  return [
    defineHandler(routes.get, ({ request }) => {
      const company = requireCompany(request);
      return service.get(company.bin, {
        userId: requireAuth(request).userId,
        groupIds: company.numberScope,
        // decision 030: company money only for finance.read and the whole company's numbers
        financeRead: company.numberScope === null && roleAllows(company.role, 'finance.read'),
      });
    }),
    defineHandler(routes.landing, ({ request }) => landing.get(requireAuth(request).userId)),
    defineHandler(routes.setLanding, ({ request, body }) =>
      landing.set(requireAuth(request).userId, body.landsOnOverview),
    ),
  ];
}

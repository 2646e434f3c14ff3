import { overviewRoutes as routes } from '@kabinet/contract';
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
    defineHandler(routes.get, ({ request }) => service.get(requireCompany(request).bin)),
    defineHandler(routes.landing, ({ request }) => landing.get(requireAuth(request).userId)),
    defineHandler(routes.setLanding, ({ request, body }) =>
      landing.set(requireAuth(request).userId, body.landsOnOverview),
    ),
  ];
}

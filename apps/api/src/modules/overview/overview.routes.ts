import { overviewRoutes as routes } from '@kabinet/contract';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { createOverviewService } from './overview.service.ts';

/** Decision 030: the company overview. */
export function overviewHandlers(service: ReturnType<typeof createOverviewService>) {
  return [defineHandler(routes.get, ({ request }) => service.get(requireCompany(request).bin))];
}

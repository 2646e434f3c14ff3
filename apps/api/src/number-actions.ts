import type { Db } from './db/client.ts';
import type { BulkActionServices } from './modules/bulk/bulk-actions.ts';
import { createBansService } from './modules/bans/bans.service.ts';
import { createForwardingService } from './modules/forwarding/forwarding.service.ts';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service.ts';
import { createNumbersService } from './modules/numbers/numbers.service.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createCostCentresService } from './modules/cost-centres/cost-centres.service.ts';
import { createSpendService } from './modules/spend/spend.service.ts';
import type { OperatorPort } from './operator/port.ts';
import type { Mail } from './platform/mail/mail.ts';

/**
 * The services of the single actions on a number, part of the composition root: the routes (app.ts)
 * and the bulk job workers share them (decision 023), so a bulk action runs the single action's code.
 */
export function createNumberActionServices(
  db: Db,
  operator: OperatorPort,
  opts: { fixedToday: string | null; mail: Pick<Mail, 'enqueue'> },
): BulkActionServices {
  return {
    lifecycle: createLifecycleService(db, operator),
    services: createServicesService(db, operator),
    bans: createBansService(db, operator),
    forwarding: createForwardingService(db, operator),
    numbers: createNumbersService(db, operator),
    costCentres: createCostCentresService(db, operator),
    spend: createSpendService(db, operator, opts),
  };
}

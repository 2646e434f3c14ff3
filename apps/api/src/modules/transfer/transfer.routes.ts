import { transferRoutes } from '@kabinet/contract';
import { requireIdempotencyKey } from '../../platform/idempotency.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { TransferService } from './transfer.service.ts';

/** spec §7 POST /api/customers/transfer-payment (spec §4 Transfer). */
export function transferHandlers(service: TransferService) {
  return [
    defineHandler(transferRoutes.transferPayment, ({ body, request }) =>
      service.transfer(
        requireCompany(request),
        requireAuth(request).userId,
        requireIdempotencyKey(request),
        body,
      ),
    ),
  ];
}

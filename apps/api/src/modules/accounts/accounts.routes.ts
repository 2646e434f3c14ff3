import { accountsRoutes } from '@kabinet/contract';
import { defineHandler } from '../../platform/routes.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import type { AccountsService } from './accounts.service.ts';

export function accountsHandlers(service: AccountsService) {
  return [
    defineHandler(accountsRoutes.users, ({ request }) => service.userInfo(requireAuth(request).userId)),
    defineHandler(accountsRoutes.offers, ({ query }) => service.currentOffer(query.serviceAlias)),
    defineHandler(accountsRoutes.approveOffer, ({ params, body, request }) =>
      service.approveOffer({
        auth: requireAuth(request),
        bin: requireCompany(request).bin,
        offerId: params.id,
        ...body,
      }),
    ),
  ];
}

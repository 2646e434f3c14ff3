import { apiTokensRoutes } from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { ApiTokensService } from './api-tokens.service.ts';

/** API access tokens (decision 031): list, make (the secret answered once), revoke. */
export function apiTokensHandlers(service: ApiTokensService) {
  return [
    defineHandler(apiTokensRoutes.list, ({ query, request }) =>
      service.list(requireCompany(request).bin, query.page, query.pageSize),
    ),
    defineHandler(apiTokensRoutes.create, ({ body, request }) => {
      // a token makes no tokens: a leaked one could otherwise outlive its own revocation
      if (requireAuth(request).apiToken) throw new ApiError('forbidden_by_role');
      return service.create(requireCompany(request).bin, requireAuth(request).userId, body);
    }),
    defineHandler(apiTokensRoutes.revoke, ({ params, request }) =>
      service.revoke(requireCompany(request).bin, requireAuth(request).userId, params.tokenId),
    ),
  ];
}

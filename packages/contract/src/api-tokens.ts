import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { pageNumberQuerySchema, pageSizeQuerySchema } from './paging.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { ROLE_NAMES, type Role } from './team-roles.ts';

// decision 031: a company's access tokens for the enterprise API. A token is sent as
// `Authorization: Bearer kbt_…` on any contract route, under the same guards as a session.

/** The recognisable start of every secret, so secret scanners can find a leaked one. */
export const API_TOKEN_PREFIX = 'kbt_';
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_MAX_LIVE = 50;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * decision 035: the role the token acts with — its maker's current role in the company (a token
   * never does more than the person who made it); null when the maker has left (it then works no more)
   */
  role: z.enum(ROLE_NAMES as [Role, ...Role[]]).nullable(),
  /** `kbt_` and the first characters of the secret: enough to tell tokens apart, never enough to use one */
  displayPrefix: z.string(),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  revokedAt: dateTimeSchema.nullable(),
  lastUsedAt: dateTimeSchema.nullable(),
  lastUsedIp: z.string().nullable(),
  /** who made it (e-mail), null when that user is gone */
  createdBy: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenCreateBodySchema = z.object({
  name: z.string().trim().min(1, 'api_token_name_invalid').max(60, 'api_token_name_invalid'),
  expiresInDays: z
    .number('api_token_expiry_invalid')
    .int('api_token_expiry_invalid')
    .min(1, 'api_token_expiry_invalid')
    .max(API_TOKEN_MAX_DAYS, 'api_token_expiry_invalid')
    .default(API_TOKEN_DEFAULT_DAYS),
});
export type ApiTokenCreateBody = z.infer<typeof apiTokenCreateBodySchema>;

export const apiTokenCreatedSchema = z.object({
  token: apiTokenSchema,
  /** the secret, shown this once: only its hash is kept */
  secret: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenListSchema = z.object({
  items: z.array(apiTokenSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

const tokenIdParams = z.object({ tokenId: z.uuid('api_token_not_found') });

export const apiTokensRoutes = {
  list: defineRoute({
    id: 'apiTokens.list',
    method: 'GET',
    path: '/api/api-tokens',
    summary: "The company's API access tokens, newest first (secrets are never shown again)",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    query: z.object({ page: pageNumberQuerySchema, pageSize: pageSizeQuerySchema(100) }),
    response: apiTokenListSchema,
  }),
  create: defineRoute({
    id: 'apiTokens.create',
    method: 'POST',
    path: '/api/api-tokens',
    summary: 'Make an API access token (expiry 1–365 days, default 90); the answer holds its secret once',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    body: apiTokenCreateBodySchema,
    response: apiTokenCreatedSchema,
  }),
  revoke: defineRoute({
    id: 'apiTokens.revoke',
    method: 'DELETE',
    path: '/api/api-tokens/:tokenId',
    summary: 'Revoke an API access token: its next request is refused',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.apiAccess,
    params: tokenIdParams,
    response: apiTokenSchema,
  }),
};

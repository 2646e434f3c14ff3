import {
  API_TOKEN_MAX_LIVE,
  type ApiToken,
  type ApiTokenCreateBody,
  type ApiTokenCreated,
  type ApiTokenList,
  type Role,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { hashApiTokenSecret, isApiTokenSecret, newApiTokenSecret } from './api-token-secret.ts';
import { createApiTokensRepository, type ApiTokenRow } from './api-tokens.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toApiToken(row: ApiTokenRow, now = Date.now()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    role: (row.makerRole as Role | null) ?? null,
    displayPrefix: row.displayPrefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    createdBy: row.createdByEmail,
    state: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active',
  };
}

/** decision 031: a company's API access tokens — made, listed, revoked, and recognised on a request. */
export function createApiTokensService(db: Db) {
  const repo = createApiTokensRepository(db);

  return {
    async list(bin: string, page: number, pageSize: number): Promise<ApiTokenList> {
      const { rows, total } = await repo.list(bin, page, pageSize);
      return { items: rows.map((row) => toApiToken(row)), total, page, pageSize };
    },

    async create(bin: string, userId: string, body: ApiTokenCreateBody): Promise<ApiTokenCreated> {
      if ((await repo.countLive(bin)) >= API_TOKEN_MAX_LIVE) throw new ApiError('api_token_limit_reached');
      const { secret, hash, displayPrefix } = newApiTokenSecret();
      const row = await repo.create({
        bin,
        name: body.name,
        hash,
        displayPrefix,
        createdBy: userId,
        expiresAt: new Date(Date.now() + body.expiresInDays * DAY_MS),
      });
      // the log names the token, never its secret
      await recordAction(db, {
        customerBin: bin,
        userId,
        action: 'api_token_create',
        success: true,
        params: { tokenId: row.id, name: row.name, expiresAt: row.expiresAt.toISOString() },
      });
      const created = await repo.find(bin, row.id);
      return { token: toApiToken(created!), secret };
    },

    async revoke(bin: string, userId: string, id: string): Promise<ApiToken> {
      if (!(await repo.revoke(bin, id))) throw new ApiError('api_token_not_found');
      const row = (await repo.find(bin, id))!;
      await recordAction(db, {
        customerBin: bin,
        userId,
        action: 'api_token_revoke',
        success: true,
        params: { tokenId: id, name: row.name },
      });
      return toApiToken(row);
    },

    /**
     * Decision 035: a secret seen in a URL is in someone's request log, browser history or proxy
     * by now — it is revoked at once, in the company's action log under its maker.
     */
    async revokeExposed(secret: string): Promise<void> {
      const row = await repo.revokeByHash(hashApiTokenSecret(secret));
      if (!row) return;
      await recordAction(db, {
        customerBin: row.bin,
        userId: row.createdBy,
        action: 'api_token_revoke',
        success: true,
        params: { tokenId: row.id, name: row.name, reason: 'seen_in_url' },
      });
    },

    /**
     * Who is behind `Authorization: Bearer kbt_…`: the token's maker, acting for the token's
     * company only. Null for an unknown, revoked or expired token (401 like any bad credential).
     */
    async authenticate(bearer: string, ip: string): Promise<AuthUser | null> {
      if (!isApiTokenSecret(bearer)) return null;
      const token = await repo.findLive(hashApiTokenSecret(bearer));
      if (!token) return null;
      // last use is a display, never a reason to fail the request
      repo.touch(token.id, ip).catch(() => {});
      return {
        userId: token.createdBy,
        subject: token.user.subject ?? '',
        email: token.user.email,
        firstName: token.user.firstName,
        lastName: token.user.lastName,
        sessionId: null,
        company: { bin: token.bin, access: token.access },
        apiToken: { id: token.id, bin: token.bin, role: token.role },
      };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;

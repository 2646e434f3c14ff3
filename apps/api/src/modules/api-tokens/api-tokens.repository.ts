import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ROLE } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { apiTokens, teamRoles, userCustomers, users } from '../../db/schema/index.ts';
import {
  companyAccessColumns,
  companyAccessJoins,
  toCompanyAccess,
  type CompanyAccess,
} from '../../platform/company-access.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect & {
  createdByEmail: string | null;
  /** the maker's current role in the company (no team row: administrator); null when they left */
  makerRole: string | null;
};

/** A live token with what its company may do, read in one statement per request. */
export interface LiveApiToken {
  id: string;
  bin: string;
  role: string;
  createdBy: string;
  user: { subject: string | null; email: string; firstName: string; lastName: string };
  access: CompanyAccess;
}

/** last use is written at most this often per token and address: a busy integration is not a write per call */
const LAST_USE_GRANULARITY = '1 minute';

export function createApiTokensRepository(db: Db) {
  const listColumns = {
    token: apiTokens,
    createdByEmail: users.email,
    makerRole: sql<string | null>`case when ${userCustomers.userId} is null then null
      else coalesce(${teamRoles.role}, ${DEFAULT_ROLE}) end`,
  };
  // the token's maker's membership and role in the token's company (decision 029)
  const makerMembership = [
    userCustomers,
    and(eq(userCustomers.userId, apiTokens.createdBy), eq(userCustomers.customerBin, apiTokens.customerBin)),
  ] as const;
  const makerRole = [
    teamRoles,
    and(eq(teamRoles.userId, apiTokens.createdBy), eq(teamRoles.customerBin, apiTokens.customerBin)),
  ] as const;
  const toRow = (r: {
    token: typeof apiTokens.$inferSelect;
    createdByEmail: string | null;
    makerRole: string | null;
  }): ApiTokenRow => ({
    ...r.token,
    createdByEmail: r.createdByEmail,
    makerRole: r.makerRole,
  });

  return {
    async create(values: {
      bin: string;
      name: string;
      hash: string;
      displayPrefix: string;
      createdBy: string;
      expiresAt: Date;
    }): Promise<typeof apiTokens.$inferSelect> {
      const [row] = await db
        .insert(apiTokens)
        .values({
          customerBin: values.bin,
          name: values.name,
          tokenHash: values.hash,
          displayPrefix: values.displayPrefix,
          createdBy: values.createdBy,
          expiresAt: values.expiresAt,
        })
        .returning();
      return row!;
    },

    async countLive(bin: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.customerBin, bin),
            isNull(apiTokens.revokedAt),
            gt(apiTokens.expiresAt, sql`now()`),
          ),
        );
      return row?.n ?? 0;
    },

    async list(bin: string, page: number, pageSize: number): Promise<{ rows: ApiTokenRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(apiTokens)
          .leftJoin(users, eq(users.id, apiTokens.createdBy))
          .leftJoin(...makerMembership)
          .leftJoin(...makerRole)
          .where(eq(apiTokens.customerBin, bin))
          .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.customerBin, bin)),
      ]);
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },

    async find(bin: string, id: string): Promise<ApiTokenRow | null> {
      const [row] = await db
        .select(listColumns)
        .from(apiTokens)
        .leftJoin(users, eq(users.id, apiTokens.createdBy))
        .leftJoin(...makerMembership)
        .leftJoin(...makerRole)
        .where(and(eq(apiTokens.customerBin, bin), eq(apiTokens.id, id)));
      return row ? toRow(row) : null;
    },

    /** Revokes once: a second revoke leaves the first time standing. */
    async revoke(bin: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
        .where(and(eq(apiTokens.customerBin, bin), eq(apiTokens.id, id)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** Revokes the token with this secret's hash, whichever company's (decision 035: seen in a URL). */
    async revokeByHash(
      hash: string,
    ): Promise<{ id: string; bin: string; name: string; createdBy: string | null } | null> {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
        .where(eq(apiTokens.tokenHash, hash))
        .returning({
          id: apiTokens.id,
          bin: apiTokens.customerBin,
          name: apiTokens.name,
          createdBy: apiTokens.createdBy,
        });
      return row ?? null;
    },

    /** The live (unrevoked, unexpired) token with this hash, its maker and its company's access. */
    async findLive(hash: string): Promise<LiveApiToken | null> {
      const access = companyAccessJoins(apiTokens.customerBin);
      const [row] = await db
        .select({
          id: apiTokens.id,
          bin: apiTokens.customerBin,
          role: apiTokens.role,
          user: {
            id: users.id,
            subject: users.subject,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          },
          ...companyAccessColumns,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.createdBy))
        // the maker still in the company, with their current role and scope (decision 029): a
        // token never acts beyond the person who made it, and stops when they leave
        .innerJoin(
          userCustomers,
          and(
            eq(userCustomers.userId, apiTokens.createdBy),
            eq(userCustomers.customerBin, apiTokens.customerBin),
          ),
        )
        .leftJoin(...access.team)
        .leftJoin(...access.selfcare)
        .leftJoin(...access.profile)
        .where(
          and(
            eq(apiTokens.tokenHash, hash),
            isNull(apiTokens.revokedAt),
            gt(apiTokens.expiresAt, sql`now()`),
          ),
        );
      if (!row) return null;
      return {
        id: row.id,
        bin: row.bin,
        role: row.role,
        createdBy: row.user.id,
        user: row.user,
        access: toCompanyAccess(row),
      };
    },

    async touch(id: string, ip: string): Promise<void> {
      await db.execute(sql`
        update portal.api_tokens set last_used_at = now(), last_used_ip = ${ip}
        where id = ${id}
          and (last_used_at is null or last_used_at < now() - ${LAST_USE_GRANULARITY}::interval
               or last_used_ip is distinct from ${ip})`);
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;

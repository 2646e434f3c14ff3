import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userCustomers, users } from '../../db/schema/index.ts';
import { logoutTokens, revokedAccessTokens, sessions } from '../../db/schema/portal.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  companyAccessColumns,
  companyAccessJoins,
  toCompanyAccess,
  type CompanyAccess,
} from '../company-access.ts';
import type { SessionCache } from './session-cache.ts';
import type { LogoutRequest } from './backchannel-logout.ts';
import { pickTokens, refreshClaimed } from './session-refresh.ts';
import { accessTokenHash, deleteAndRevoke } from './session-revocation.ts';

/** A session ends after an hour without requests; the SPA's 10 s check keeps an open tab alive. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** ...and 12 hours after sign-in whatever happens (the dev IdP's session lasts as long). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so the 10 s polling costs one read, not a write. */
export const TOUCH_INTERVAL_MS = 30 * 1000;
/** what became of asking the IdP: new tokens, a refusal (the user is signed out), or no answer */
export type RefreshOutcome = IdpTokens | 'refused' | 'failed';

export interface IdpTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date;
}

/**
 * A live session as every signed-in request reads it: without the IdP tokens (only when they
 * expire), and with the user's access to the company the request names, if it names one.
 */
export interface SessionRow {
  id: string;
  userId: string;
  tokenExpiresAt: Date;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
  user: { subject: string | null; email: string; firstName: string; lastName: string };
  /** the company named by the request (X-Client-Bin), when it names one */
  company?: { bin: string; access: CompanyAccess | undefined };
}

/**
 * The cookie holds a random 256-bit value; the table holds its SHA-256, so reading the sessions
 * table (a backup, a log of queries) does not hand out live sessions.
 */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdFor(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

function idleExpiry(now: Date, createdAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}

/**
 * `cache` (decision 033): sessions kept in this process and dropped by PostgreSQL's notifications;
 * without it every signed-in request reads its session (one statement, decision 015).
 */
export function createSessionStore(db: Db, cache?: SessionCache) {
  // one prepared statement per signed-in request (decision 015): the session, its user and, for
  // the company the request names, the user's link to it with its selfcare service and profile
  const access = companyAccessJoins(userCustomers.customerBin);
  const findWithAccess = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      tokenExpiresAt: sessions.tokenExpiresAt,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        subject: users.subject,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      companyBin: userCustomers.customerBin,
      ...companyAccessColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      userCustomers,
      and(eq(userCustomers.userId, sessions.userId), eq(userCustomers.customerBin, sql.placeholder('bin'))),
    )
    .leftJoin(...access.selfcare)
    .leftJoin(...access.profile)
    .leftJoin(...access.team)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_with_access');

  const isRevokedQuery = db
    .select({ one: sql`1` })
    .from(revokedAccessTokens)
    .where(eq(revokedAccessTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('is_access_token_revoked');

  return {
    /** `idpSid`: the IdP session it is opened in (the ID token's `sid`), when the IdP names one */
    async create(
      userId: string,
      tokens: IdpTokens,
      idpSid: string | null = null,
    ): Promise<{ cookieValue: string; expiresAt: Date }> {
      const cookieValue = newSessionSecret();
      const now = new Date();
      const expiresAt = idleExpiry(now, now);
      await db.insert(sessions).values({
        id: sessionIdFor(cookieValue),
        userId,
        idpSid,
        ...tokens,
        expiresAt,
        createdAt: now,
        lastSeenAt: now,
      });
      return { cookieValue, expiresAt };
    },

    /**
     * The live session for a cookie value, with its user (and the user's access to `bin` when
     * given); null when unknown or expired.
     */
    async find(cookieValue: string, bin?: string): Promise<SessionRow | null> {
      const id = sessionIdFor(cookieValue);
      const cached = cache?.get(id, bin);
      if (cached) return cached;
      const mark = cache?.mark() ?? 0;
      const [row] = await findWithAccess.execute({ id, bin: bin ?? null });
      if (!row) return null;
      const { companyBin, selfcare, profile, team, ...session } = row;
      const found: SessionRow = bin
        ? {
            ...session,
            company: {
              bin,
              access: companyBin === null ? undefined : toCompanyAccess({ selfcare, profile, team }),
            },
          }
        : session;
      cache?.put(mark, found);
      return found;
    },

    /** The IdP tokens of a session (sign-out needs the ID token); null when it is gone. */
    async tokensOf(id: string): Promise<IdpTokens | null> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row ? pickTokens(row) : null;
    },

    /** Slides the idle expiry; skipped when the last write is recent. */
    async touch(row: SessionRow): Promise<SessionRow> {
      const now = new Date();
      if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return row;
      const expiresAt = idleExpiry(now, row.createdAt);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
      cache?.patch(row.id, { lastSeenAt: now, expiresAt });
      return { ...row, lastSeenAt: now, expiresAt };
    },

    /** decision 033: the IdP tokens refreshed once across processes (./session-refresh.ts) */
    refreshClaimed(
      row: SessionRow,
      isDue: (tokenExpiresAt: Date) => boolean,
      wait: boolean,
      refresh: (current: IdpTokens) => Promise<RefreshOutcome>,
    ): Promise<SessionRow | null> {
      return refreshClaimed(db, cache, row, isDue, wait, refresh);
    },

    /** Ends a session: deleted, its access token revoked. */
    async delete(id: string): Promise<void> {
      await inTransaction(db, (tx) => deleteAndRevoke(tx, id));
      // the trigger's notification says it too; this process does not wait for it
      cache?.invalidate(`s:${id}`);
    },

    /**
     * decision 035: a back-channel logout. The sessions opened in the IdP session `sid` end (and,
     * with `sub`, the user's sessions that predate knowing their IdP session); with only `sub`, every
     * session of that user. Each is deleted and its access token revoked, in one transaction with the
     * token's `jti`: a token already acted on returns null and ends nothing.
     */
    async endIdpSessions(request: LogoutRequest): Promise<number | null> {
      const ended = await inTransaction(db, async (tx) => {
        const [fresh] = await tx
          .insert(logoutTokens)
          .values({ jti: request.jti, expiresAt: request.acceptableUntil })
          .onConflictDoNothing()
          .returning({ jti: logoutTokens.jti });
        if (!fresh) return null;
        const ofUser = request.sub
          ? inArray(
              sessions.userId,
              tx.select({ id: users.id }).from(users).where(eq(users.subject, request.sub)),
            )
          : undefined;
        const which = request.sid
          ? or(eq(sessions.idpSid, request.sid), ofUser && and(isNull(sessions.idpSid), ofUser))
          : ofUser;
        const rows = await tx.select({ id: sessions.id }).from(sessions).where(which);
        for (const row of rows) await deleteAndRevoke(tx, row.id);
        return rows.map((row) => row.id);
      });
      for (const id of ended ?? []) cache?.invalidate(`s:${id}`);
      return ended && ended.length;
    },

    /** True when the access token belongs to an ended session (one indexed read, no cache: decision 025). */
    async isRevoked(token: string): Promise<boolean> {
      const [row] = await isRevokedQuery.execute({ hash: accessTokenHash(token) });
      return row !== undefined;
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, sql`now()`));
      await db.delete(logoutTokens).where(lt(logoutTokens.expiresAt, sql`now()`));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

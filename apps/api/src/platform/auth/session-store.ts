import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userCustomers, users } from '../../db/schema/index.ts';
import { revokedAccessTokens, sessions } from '../../db/schema/portal.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  companyAccessColumns,
  companyAccessJoins,
  toCompanyAccess,
  type CompanyAccess,
} from '../company-access.ts';
import type { SessionCache } from './session-cache.ts';

/** A session ends after an hour without requests; the SPA's 10 s check keeps an open tab alive. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** ...and 12 hours after sign-in whatever happens (the dev IdP's session lasts as long). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so the 10 s polling costs one read, not a write. */
export const TOUCH_INTERVAL_MS = 30 * 1000;
/** decision 033: how long a refresh is claimed; the IdP's answer times out well before (10 s) */
const REFRESH_CLAIM_S = 30;
/** a request whose tokens have expired waits at most this long for another process's refresh */
const REFRESH_WAIT_MS = 12_000;

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

/** The key of an access token in the revocation list: its SHA-256 (the table never holds a usable token). */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** When a JWT access token expires (its `exp`); an hour on when it cannot be read. */
function accessTokenExpiry(token: string): Date {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof claims.exp === 'number') return new Date(claims.exp * 1000);
  } catch {
    // an opaque token: kept for as long as any access token lives
  }
  return new Date(Date.now() + 60 * 60 * 1000);
}

/**
 * Deletes a session and, in the same transaction, revokes its access token (decision 025): a
 * Bearer caller holding it is refused on its next request, in every server process.
 */
async function deleteAndRevoke(db: Db, id: string): Promise<void> {
  const [gone] = await db
    .delete(sessions)
    .where(eq(sessions.id, id))
    .returning({ accessToken: sessions.accessToken });
  if (!gone) return;
  await db
    .insert(revokedAccessTokens)
    .values({ tokenHash: accessTokenHash(gone.accessToken), expiresAt: accessTokenExpiry(gone.accessToken) })
    .onConflictDoNothing();
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
    async create(userId: string, tokens: IdpTokens): Promise<{ cookieValue: string; expiresAt: Date }> {
      const cookieValue = newSessionSecret();
      const now = new Date();
      const expiresAt = idleExpiry(now, now);
      await db.insert(sessions).values({
        id: sessionIdFor(cookieValue),
        userId,
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

    /**
     * Refreshes the IdP tokens of one session, once across processes: the SPA polls from every open
     * tab and a refresh token may be rotated, so two concurrent refreshes with the same token would
     * make the IdP revoke the grant. Decision 033: the refresh is claimed by one short statement
     * (`refresh_claimed_until`) and the IdP is asked with no connection held — a row lock held for
     * the IdP's answer kept, under load, the very connections the IdP and the requests needed.
     * Another process's claim: without `wait` (the tokens still hold) it is left to it; with `wait`
     * (they have expired) this waits for its new expiry, at most REFRESH_WAIT_MS. A refusal ends the
     * session (spec §4); an IdP that does not answer leaves it as it is, for a later request to retry.
     */
    async refreshClaimed(
      row: SessionRow,
      isDue: (tokenExpiresAt: Date) => boolean,
      wait: boolean,
      refresh: (current: IdpTokens) => Promise<RefreshOutcome>,
    ): Promise<SessionRow | null> {
      const deadline = Date.now() + REFRESH_WAIT_MS;
      const withExpiry = (tokenExpiresAt: Date): SessionRow => {
        cache?.patch(row.id, { tokenExpiresAt });
        return { ...row, tokenExpiresAt };
      };
      const release = () =>
        db.update(sessions).set({ refreshClaimedUntil: null }).where(eq(sessions.id, row.id));
      for (;;) {
        const [claimed] = await db
          .update(sessions)
          .set({ refreshClaimedUntil: sql`now() + make_interval(secs => ${REFRESH_CLAIM_S})` })
          .where(
            and(
              eq(sessions.id, row.id),
              or(isNull(sessions.refreshClaimedUntil), lt(sessions.refreshClaimedUntil, sql`now()`)),
            ),
          )
          .returning();
        if (claimed) {
          if (!isDue(claimed.tokenExpiresAt)) {
            await release();
            return withExpiry(claimed.tokenExpiresAt);
          }
          const outcome = claimed.refreshToken ? await refresh(pickTokens(claimed)) : 'refused';
          if (outcome === 'refused') {
            await inTransaction(db, (tx) => deleteAndRevoke(tx, row.id));
            cache?.invalidate(`s:${row.id}`);
            return null;
          }
          if (outcome === 'failed') {
            await release();
            return withExpiry(claimed.tokenExpiresAt);
          }
          await db
            .update(sessions)
            .set({ ...outcome, refreshClaimedUntil: null })
            .where(eq(sessions.id, row.id));
          return withExpiry(outcome.tokenExpiresAt);
        }
        const [current] = await db
          .select({ tokenExpiresAt: sessions.tokenExpiresAt })
          .from(sessions)
          .where(eq(sessions.id, row.id));
        if (!current) {
          cache?.invalidate(`s:${row.id}`);
          return null;
        }
        if (!wait || current.tokenExpiresAt.getTime() > Date.now() || Date.now() > deadline)
          return withExpiry(current.tokenExpiresAt);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /** Ends a session: deleted, its access token revoked. */
    async delete(id: string): Promise<void> {
      await inTransaction(db, (tx) => deleteAndRevoke(tx, id));
      // the trigger's notification says it too; this process does not wait for it
      cache?.invalidate(`s:${id}`);
    },

    /** True when the access token belongs to an ended session (one indexed read, no cache: decision 025). */
    async isRevoked(token: string): Promise<boolean> {
      const [row] = await isRevokedQuery.execute({ hash: accessTokenHash(token) });
      return row !== undefined;
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, sql`now()`));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function pickTokens(row: IdpTokens): IdpTokens {
  return {
    idToken: row.idToken,
    accessToken: row.accessToken,
    refreshToken: row.refreshToken,
    tokenExpiresAt: row.tokenExpiresAt,
  };
}

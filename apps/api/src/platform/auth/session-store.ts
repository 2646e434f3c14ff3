import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sessions } from '../../db/schema/portal.ts';

/** A session ends after an hour without requests; the SPA's 10 s check keeps an open tab alive. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** ...and 12 hours after sign-in whatever happens (the dev IdP's session lasts as long). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so the 10 s polling costs one read, not a write. */
export const TOUCH_INTERVAL_MS = 30 * 1000;

export interface IdpTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date;
}

export interface SessionRow extends IdpTokens {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
  user: { subject: string | null; email: string; firstName: string; lastName: string };
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

export function createSessionStore(db: Db) {
  const select = {
    id: sessions.id,
    userId: sessions.userId,
    idToken: sessions.idToken,
    accessToken: sessions.accessToken,
    refreshToken: sessions.refreshToken,
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
  };

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

    /** The live session for a cookie value, with its user; null when unknown or expired. */
    async find(cookieValue: string): Promise<SessionRow | null> {
      const [row] = await db
        .select(select)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionIdFor(cookieValue)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row ?? null;
    },

    /** Slides the idle expiry; skipped when the last write is recent. */
    async touch(row: SessionRow): Promise<SessionRow> {
      const now = new Date();
      if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return row;
      const expiresAt = idleExpiry(now, row.createdAt);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
      return { ...row, lastSeenAt: now, expiresAt };
    },

    /**
     * Refreshes the IdP tokens of one session under a row lock: the SPA polls from every open tab
     * and a refresh token may be rotated, so two concurrent refreshes with the same token would
     * make the IdP revoke the grant. The loser of the race finds fresh tokens and uses them.
     * `refresh` returns null when the IdP refuses; the session is then deleted.
     */
    async refreshLocked(
      row: SessionRow,
      isStale: (tokenExpiresAt: Date) => boolean,
      refresh: (refreshToken: string) => Promise<IdpTokens | null>,
    ): Promise<SessionRow | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(sessions).where(eq(sessions.id, row.id)).for('update');
        if (!locked) return null;
        if (!isStale(locked.tokenExpiresAt)) {
          return { ...row, ...pickTokens(locked) };
        }
        const tokens = locked.refreshToken ? await refresh(locked.refreshToken) : null;
        if (!tokens) {
          await tx.delete(sessions).where(eq(sessions.id, row.id));
          return null;
        }
        await tx.update(sessions).set(tokens).where(eq(sessions.id, row.id));
        return { ...row, ...tokens };
      });
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
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

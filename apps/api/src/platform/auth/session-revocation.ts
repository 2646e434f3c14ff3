import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedAccessTokens, sessions } from '../../db/schema/portal.ts';

// Decision 025: an ended session's access token is revoked in the same transaction, so a Bearer
// caller holding it is refused in every server process; the list keeps hashes only.

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
export async function deleteAndRevoke(db: Db, id: string): Promise<void> {
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

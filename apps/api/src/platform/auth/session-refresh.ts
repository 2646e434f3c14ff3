import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/portal.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { SessionCache } from './session-cache.ts';
import { deleteAndRevoke } from './session-revocation.ts';
import type { IdpTokens, RefreshOutcome, SessionRow } from './session-store.ts';

/** decision 033: how long a refresh is claimed; the IdP's answer times out well before (10 s) */
const REFRESH_CLAIM_S = 30;
/** a request whose tokens have expired waits at most this long for another process's refresh */
const REFRESH_WAIT_MS = 12_000;

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
export async function refreshClaimed(
  db: Db,
  cache: SessionCache | undefined,
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
  const release = () => db.update(sessions).set({ refreshClaimedUntil: null }).where(eq(sessions.id, row.id));
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
}

export function pickTokens(row: IdpTokens): IdpTokens {
  return {
    idToken: row.idToken,
    accessToken: row.accessToken,
    refreshToken: row.refreshToken,
    tokenExpiresAt: row.tokenExpiresAt,
  };
}

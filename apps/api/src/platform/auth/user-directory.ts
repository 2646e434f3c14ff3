import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** What the portal needs from an ID token or an access token. */
export interface IdentityClaims {
  sub: string;
  email?: string;
  /** the IdP vouches that the e-mail belongs to this subject (OIDC `email_verified`) */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  preferredUsername?: string;
}

export interface PortalUser {
  id: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

const columns = {
  id: users.id,
  subject: users.subject,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads the standard OIDC claims (as Keycloak and the dev IdP put them in their tokens). */
export function identityFromClaims(claims: Record<string, unknown>): IdentityClaims | null {
  const sub = str(claims.sub);
  if (!sub) return null;
  return {
    sub,
    email: str(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified === true,
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    preferredUsername: str(claims.preferred_username),
  };
}

/**
 * The portal user behind an IdP subject: bound by `subject`; else the account with the same
 * e-mail that no subject has claimed yet (pre-provisioned users), which is then bound; else a new
 * user with no companies (the portal shows them the guest page). Null when the e-mail belongs to
 * a user bound to another subject, or when there is no e-mail to create a user with.
 * decision 012: an e-mail the IdP has not verified binds nothing and creates nothing — anyone can type
 * a colleague's address into their own IdP profile; a user already bound by subject is unaffected.
 */
export async function resolvePortalUser(db: Db, identity: IdentityClaims): Promise<PortalUser | null> {
  const bound = await findBySubject(db, identity.sub);
  if (bound) return bound;
  if (!identity.email || !identity.emailVerified) return null;

  const [claimed] = await db
    .update(users)
    .set({ subject: identity.sub })
    .where(and(sql`lower(${users.email}) = ${identity.email}`, isNull(users.subject)))
    .returning(columns);
  if (claimed) return claimed as PortalUser;

  const usernames = [identity.preferredUsername, identity.email, identity.sub].filter(
    (u): u is string => u !== undefined,
  );
  for (const username of usernames) {
    const [created] = await db
      .insert(users)
      .values({
        subject: identity.sub,
        username,
        email: identity.email,
        firstName: identity.givenName ?? '',
        lastName: identity.familyName ?? '',
      })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return created as PortalUser;
    // a concurrent first sign-in of the same subject may have won the race
    const raced = await findBySubject(db, identity.sub);
    if (raced) return raced;
  }
  return null;
}

async function findBySubject(db: Db, subject: string): Promise<PortalUser | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.subject, subject)).limit(1);
  return row ? (row as PortalUser) : null;
}

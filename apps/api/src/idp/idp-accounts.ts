import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idpAccounts } from '../db/schema/portal.ts';
import { DEMO_USERS } from '../db/seed/demo-users.ts';

/**
 * Who can sign in to the embedded dev IdP: the demo users (in code) and the accounts people create
 * from an invitation link (decision 029, `portal.idp_accounts`). Both become the same OIDC account.
 */
export interface IdpProfile {
  subject: string;
  /** what the sign-in form takes: the demo username, or the e-mail of a created account */
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Why a new password is refused; each has its own sentence on the page (ru, en, kk). */
export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordWeak' | 'passwordHasEmail';

export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 128;

/**
 * decision 029: at least 10 characters with a letter and a digit, and not the e-mail's name — rules a
 * person can read in one line and meet at the first try (NIST SP 800-63B: length over composition).
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'passwordWeak';
  const name = email.split('@')[0]!.toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'passwordHasEmail';
  return null;
}

// scrypt at N=2^14, r=8 (16 MiB, tens of ms): Node's default cost, within its default maxmem
const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const demoProfile = (u: (typeof DEMO_USERS)[number]): IdpProfile => ({
  subject: u.subject,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});

type AccountRow = typeof idpAccounts.$inferSelect;
const createdProfile = (row: AccountRow): IdpProfile => ({
  subject: row.subject,
  username: row.email,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
});

// a hash to compare against when the login names nobody: a wrong login costs what a wrong password does
let decoyHash: Promise<string> | undefined;

export function createIdpAccounts(db: Db) {
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(idpAccounts)
        .where(sql`lower(${idpAccounts.email}) = ${email.trim().toLowerCase()}`)
    )[0];

  return {
    async find(subject: string): Promise<IdpProfile | undefined> {
      const demo = DEMO_USERS.find((u) => u.subject === subject);
      if (demo) return demoProfile(demo);
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.subject, subject));
      return row && createdProfile(row);
    },

    /** an account (demo or created) already answers to this e-mail */
    async emailTaken(email: string): Promise<boolean> {
      const lower = email.trim().toLowerCase();
      return DEMO_USERS.some((u) => u.email.toLowerCase() === lower) || (await byEmail(lower)) !== undefined;
    },

    /** a created account's e-mail and password; demo users are checked by the sign-in form itself */
    async verify(login: string, password: string): Promise<IdpProfile | undefined> {
      const row = login.includes('@') ? await byEmail(login) : undefined;
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const ok = await passwordMatches(password, row?.passwordHash ?? (await decoyHash));
      return row && ok ? createdProfile(row) : undefined;
    },

    /** null when the e-mail has an account already (a second tab, a double submit) */
    async create(input: {
      email: string;
      firstName: string;
      lastName: string;
      password: string;
    }): Promise<IdpProfile | null> {
      const email = input.email.trim().toLowerCase();
      if (DEMO_USERS.some((u) => u.email.toLowerCase() === email)) return null;
      const [row] = await db
        .insert(idpAccounts)
        .values({
          subject: `idp-${randomUUID()}`,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: await hashPassword(input.password),
        })
        .onConflictDoNothing()
        .returning();
      return row ? createdProfile(row) : null;
    },
  };
}

export type IdpAccounts = ReturnType<typeof createIdpAccounts>;

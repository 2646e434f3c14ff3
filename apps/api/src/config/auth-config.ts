import { z } from 'zod';
import { emptyToUndefined, optionalUrl, type EnvIssue } from './env-values.ts';

/** The published development secret: fine on a laptop, refused in production (decision 012). */
export const DEVELOPMENT_SESSION_SECRET = 'kabinet-development-session-secret-not-for-production';

/** Sign-in: the identity provider and the session cookie's secret. */
const authSchema = z.object({
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * decision 033: `false` reads the session of every signed-in request from PostgreSQL instead of
   * this process's cache — behind a pooler that cannot LISTEN (PgBouncer in transaction mode)
   */
  AUTH_CACHE: z.enum(['true', 'false']).default('true'),
});

export const authEnv = authSchema.shape;
export type AuthEnv = z.infer<typeof authSchema>;

export interface AuthConfig {
  /** null: the embedded dev identity provider under /idp */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  sessionSecret: string;
  /** the published development secret signs cookies (and derives the dev IdP's client secret) */
  usesDevelopmentSecret: boolean;
  /** decision 033: sessions cached in process, dropped by PostgreSQL's notifications (AUTH_CACHE) */
  authCache: boolean;
}

export function authIssues(e: AuthEnv, production: boolean): EnvIssue[] {
  const issues: EnvIssue[] = [];
  if (e.OIDC_ISSUER) {
    for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!e[key]) issues.push({ path: key, message: 'is required when OIDC_ISSUER is set' });
    }
  }
  if (production && !e.SESSION_SECRET) {
    issues.push({ path: 'SESSION_SECRET', message: 'is required in production' });
  }
  if (production && e.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    issues.push({
      path: 'SESSION_SECRET',
      message: 'is the published development secret; set a secret of your own',
    });
  }
  return issues;
}

export function authConfig(e: AuthEnv): AuthConfig {
  // dev default is fixed so sessions survive restarts; production requires its own
  const sessionSecret = e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET;
  return {
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : null,
    sessionSecret,
    usesDevelopmentSecret: sessionSecret === DEVELOPMENT_SESSION_SECRET,
    authCache: e.AUTH_CACHE === 'true',
  };
}

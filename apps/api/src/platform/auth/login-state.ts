import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { deriveSecret } from '../../idp/dev-client.ts';

/** The transient state of one sign-in, between /auth/login and /auth/callback. */
export const LOGIN_COOKIE = 'kabinet_login';
export const LOGIN_TTL_SECONDS = 10 * 60;

const loginStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

/**
 * The state travels in an encrypted cookie (JWE, A256GCM, key derived from SESSION_SECRET): the
 * PKCE verifier stays secret, the returnTo cannot be altered, and no table row is left behind by
 * sign-ins that are never finished.
 */
export function createLoginStateSealer(sessionSecret: string) {
  const key = Buffer.from(deriveSecret(sessionSecret, 'login-state-key'), 'base64url');
  return {
    async seal(state: LoginState): Promise<string> {
      return new EncryptJWT({ ...state })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${LOGIN_TTL_SECONDS}s`)
        .encrypt(key);
    },
    async open(sealed: string | undefined): Promise<LoginState | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const parsed = loginStateSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

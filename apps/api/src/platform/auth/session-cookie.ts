import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.ts';

/** The only thing the browser holds (DESIGN §4): an opaque 256-bit session id. */
export const SESSION_COOKIE = 'kabinet_session';

/**
 * HttpOnly so scripts never see it; SameSite=Lax so it survives the top-level redirect back from
 * the IdP yet is not sent on cross-site subrequests; Secure whenever the portal is served over https.
 */
export function sessionCookieOptions(config: Config, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

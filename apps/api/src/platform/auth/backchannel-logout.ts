import { errors, jwtVerify } from 'jose';
import { ASYMMETRIC_ALGORITHMS, type IssuerKeys } from './issuer-keys.ts';
import type { OidcClient } from './oidc-client.ts';

// Decision 035: OpenID Connect Back-Channel Logout 1.0. The identity provider posts a logout token
// to the portal when a user's session ends there (signed out at the IdP, an administrator ended
// their sessions, the user was disabled): the portal's sessions of that IdP session, or of that
// user, end at once rather than at their next token refresh.

/** where the IdP posts logout tokens (the client's `backchannel_logout_uri`) */
export const BACKCHANNEL_LOGOUT_PATH = '/auth/backchannel-logout';
/** §2.4: the `events` member that makes a JWT a logout token */
const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** a logout token issued longer ago than this is refused: it was not sent when the session ended */
export const MAX_LOGOUT_TOKEN_AGE_S = 120;

/** whose sessions a valid logout token ends: the IdP session (`sid`), the user (`sub`), or both */
export interface LogoutRequest {
  sid: string | null;
  sub: string | null;
  jti: string;
  /** until when this token could be accepted: its `jti` is remembered that long */
  acceptableUntil: Date;
}

/** why a logout token is refused: the `error_description` of the 400 (§2.8) */
export class LogoutTokenError extends Error {}

const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * §2.6 Logout Token Validation: signed by the issuer with an asymmetric key, this issuer, our
 * client in `aud`, recently issued, a `jti`, the logout event in `events`, `sid` or `sub`, no `nonce`
 * (which an ID token would have). Throws LogoutTokenError with the reason.
 */
export function createLogoutTokenVerifier(oidc: OidcClient, keySet: IssuerKeys) {
  return async function verifyLogoutToken(token: string): Promise<LogoutRequest> {
    const { issuer, clientId } = oidc.settings;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keySet(), {
        issuer,
        audience: clientId,
        algorithms: ASYMMETRIC_ALGORITHMS,
        requiredClaims: ['iat', 'jti'],
        maxTokenAge: MAX_LOGOUT_TOKEN_AGE_S,
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError)
        throw new LogoutTokenError(`logout token refused: ${error.code}`);
      throw error;
    }
    const events = payload.events as Record<string, unknown> | undefined;
    const event = events && typeof events === 'object' ? events[LOGOUT_EVENT] : undefined;
    if (event === null || typeof event !== 'object' || Array.isArray(event))
      throw new LogoutTokenError('logout token refused: no back-channel logout event');
    if ('nonce' in payload) throw new LogoutTokenError('logout token refused: it has a nonce');
    const sid = stringClaim(payload.sid);
    const sub = stringClaim(payload.sub);
    if (!sid && !sub) throw new LogoutTokenError('logout token refused: neither sid nor sub');
    const jti = stringClaim(payload.jti);
    if (!jti) throw new LogoutTokenError('logout token refused: no jti');
    return {
      sid,
      sub,
      jti,
      acceptableUntil: new Date((payload.iat! + MAX_LOGOUT_TOKEN_AGE_S + 5) * 1000),
    };
  };
}

import { jwtVerify, type JWTPayload } from 'jose';
import { ASYMMETRIC_ALGORITHMS, type IssuerKeys } from './issuer-keys.ts';
import type { OidcClient } from './oidc-client.ts';

/**
 * decision 012: a token revoked at the IdP must stop working soon. Rather than ask the IdP
 * about every request (introspection; oidc-provider cannot introspect its JWT access tokens), an
 * access token is honoured for at most this long after it was issued, whatever its `exp` says; the
 * dev IdP issues them for exactly this long and docs/keycloak.md sets Keycloak's lifespan to match.
 */
export const MAX_BEARER_TOKEN_AGE_S = 60;

/**
 * Verifies `Authorization: Bearer` access tokens (DESIGN §4): a JWT signed with a key of the
 * issuer's JWKS (fetched on first use, cached and refetched by jose on an unknown kid), from the
 * same issuer, unexpired, and issued to the portal's client. ID tokens are refused: they also
 * name our client as audience but are not meant as credentials for an API.
 */
export function createBearerVerifier(oidc: OidcClient, keySet: IssuerKeys) {
  return async function verifyAccessToken(token: string): Promise<JWTPayload | null> {
    const { issuer, clientId } = oidc.settings;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await keySet(), {
        issuer,
        algorithms: ASYMMETRIC_ALGORITHMS,
        requiredClaims: ['exp', 'sub', 'iat'],
        maxTokenAge: MAX_BEARER_TOKEN_AGE_S,
        clockTolerance: 5,
      });
      const isAccessTokenType = protectedHeader.typ?.toLowerCase() === 'at+jwt' || payload.typ === 'Bearer';
      const looksLikeIdToken = 'nonce' in payload || 'at_hash' in payload || payload.typ === 'ID';
      if (!isAccessTokenType && looksLikeIdToken) return null;
      const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
      const isOurs =
        payload.azp === clientId || payload.client_id === clientId || audiences.includes(clientId);
      return isOurs ? payload : null;
    } catch {
      // bad signature, wrong issuer, expired, malformed: all simply unauthenticated
      return null;
    }
  };
}

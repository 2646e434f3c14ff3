import { createRemoteJWKSet } from 'jose';
import type { OidcClient } from './oidc-client.ts';

/** the signature algorithms a token of the IdP may use: asymmetric only (a shared secret is not a signature) */
export const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export type IssuerKeys = () => Promise<ReturnType<typeof createRemoteJWKSet>>;

/**
 * The issuer's signing keys (its discovered `jwks_uri`), fetched on first use, cached and refetched
 * by jose on an unknown kid: access tokens (./bearer-token.ts) and logout tokens
 * (./backchannel-logout.ts) are checked against the same set.
 */
export function createIssuerKeys(oidc: OidcClient): IssuerKeys {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  return async () => {
    if (!jwks) {
      const metadata = (await oidc.configuration()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
      jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
      });
    }
    return jwks;
  };
}

import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import { DEV_CLIENT_ID, deriveDevClientSecret, devIssuer } from '../../idp/dev-client.ts';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** ${publicUrl}/auth/callback */
  redirectUri: string;
  /** ${publicUrl}/ */
  postLogoutRedirectUri: string;
}

/** The IdP the portal signs in with: config.oidc, or the embedded dev IdP under /idp. */
export function oidcSettings(config: Config): OidcSettings {
  const idp = config.oidc ?? {
    issuer: devIssuer(config.publicUrl),
    clientId: DEV_CLIENT_ID,
    clientSecret: deriveDevClientSecret(config.sessionSecret),
  };
  return {
    ...idp,
    redirectUri: `${config.publicUrl}/auth/callback`,
    postLogoutRedirectUri: `${config.publicUrl}/`,
  };
}

export interface OidcClient {
  readonly settings: OidcSettings;
  /** the discovered issuer and client; fetched on first use and kept */
  configuration(): Promise<client.Configuration>;
}

/**
 * Discovery is lazy: the embedded IdP is served by this very server, which is not listening yet
 * when the routes are registered. A failed discovery is not cached, so the next request retries.
 */
export function createOidcClient(config: Config): OidcClient {
  const settings = oidcSettings(config);
  let pending: Promise<client.Configuration> | null = null;
  return {
    settings,
    configuration() {
      pending ??= client
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          client.ClientSecretBasic(settings.clientSecret),
          // plain http only for a local issuer (the dev IdP, a local Keycloak)
          { execute: settings.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [], timeout: 10 },
        )
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Account, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEV_CLIENT_ID, DEV_IDP_PATH, deriveDevClientSecret, deriveSecret } from './dev-client.ts';
import { BACKCHANNEL_LOGOUT_PATH } from '../platform/auth/backchannel-logout.ts';
import { MAX_BEARER_TOKEN_AGE_S } from '../platform/auth/bearer-token.ts';
import { createIdpAdapter } from './idp-adapter.ts';
import { createIdpAccounts, type IdpProfile } from './idp-accounts.ts';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './idp-views.ts';
import { pickLanguage } from './sign-in-texts.ts';

const SCOPE = 'openid profile email';
/**
 * Access tokens live one minute (decision 012): a revoked grant or ended session stops a
 * Bearer caller within a minute; the BFF refreshes them when under 10 s remain, spec §9.
 */
const ACCESS_TOKEN_TTL = MAX_BEARER_TOKEN_AGE_S;
const SESSION_TTL = 12 * 60 * 60;

/** The resource the portal's API is: access tokens are JWTs for it, verifiable against the JWKS. */
export function apiResource(publicUrl: string): string {
  return `${publicUrl}/api`;
}

/**
 * The e-mail is verified for both kinds of account: the demo users' are the seed's, and a created
 * account's came from the invitation link, which only that mailbox received (decision 029).
 */
function claimsOf(user: IdpProfile) {
  return {
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    preferred_username: user.username,
  };
}

function accountFor(user: IdpProfile): Account {
  return {
    accountId: user.subject,
    claims: () => ({ sub: user.subject, ...claimsOf(user), name: `${user.firstName} ${user.lastName}` }),
  };
}

/** Pages rendered by oidc-provider itself carry their own CSP: inline styles, one nonce'd script. */
function setPageHeaders(ctx: KoaContextWithOIDC, nonce: string): void {
  ctx.type = 'html';
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  ctx.set('Cache-Control', 'no-store');
}

export async function buildProviderConfiguration(
  config: Config,
  db: Db,
  jwks: { keys: object[] },
): Promise<Configuration> {
  const { publicUrl } = config;
  const resource = apiResource(publicUrl);
  const languageOf = (ctx: KoaContextWithOIDC) => pickLanguage(undefined, ctx.oidc?.params?.ui_locales);
  const accounts = createIdpAccounts(db);

  return {
    adapter: createIdpAdapter(db),
    jwks: jwks as Configuration['jwks'],
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: deriveDevClientSecret(config.sessionSecret),
        client_name: 'Kabinet',
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        // decision 035: the portal's sessions end when the IdP session does (Back-Channel Logout)
        backchannel_logout_uri: `${publicUrl}${BACKCHANNEL_LOGOUT_PATH}`,
        backchannel_logout_session_required: true,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // decision 012: SameSite=Lax (oidc-provider's default for its session cookie is None): the sign-in
    // redirects are top-level navigations, so nothing needs the cookie on a cross-site subrequest
    cookies: {
      keys: [deriveSecret(config.sessionSecret, 'dev-idp-cookie-key')],
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // the portal reads the profile from the ID token: its access tokens are for the API, not userinfo
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    pkce: { methods: ['S256'], required: () => true },
    findAccount: async (_ctx, sub) => {
      const user = await accounts.find(sub);
      return user ? accountFor(user) : undefined;
    },
    // decision 029: the portal's /auth/login passes the invitation of a /join link, so the sign-in
    // page can offer to create the invited account
    extraParams: ['invitation'],
    interactions: { url: async (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    // the first-party client needs no consent screen: the grant is created on first use
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      grant.addResourceScope(resource, SCOPE);
      await grant.save();
      return grant;
    },
    // refresh tokens for the BFF without offline_access: they end with the IdP session (logout)
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      // a Bearer caller must be mappable to a portal user without a userinfo call (as with Keycloak)
      const user =
        token.kind === 'AccessToken' && token.accountId ? await accounts.find(token.accountId) : undefined;
      return user ? claimsOf(user) : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== resource) throw new Error('unknown resource');
          return {
            scope: SCOPE,
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const nonce = randomBytes(16).toString('base64');
          setPageHeaders(ctx, nonce);
          ctx.body = renderLogoutPage(languageOf(ctx), form, nonce);
        },
        postLogoutSuccessSource: async (ctx) => {
          setPageHeaders(ctx, randomBytes(16).toString('base64'));
          ctx.body = renderSignedOutPage(languageOf(ctx), `${publicUrl}/`);
        },
      },
    },
    renderError: async (ctx) => {
      setPageHeaders(ctx, randomBytes(16).toString('base64'));
      ctx.body = renderErrorPage(languageOf(ctx), `${publicUrl}/`);
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: SESSION_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
  };
}

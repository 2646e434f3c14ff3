import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../request-context.ts';
import { createApiTokensService } from '../../modules/api-tokens/api-tokens.service.ts';
import { createLogoutTokenVerifier, LogoutTokenError } from './backchannel-logout.ts';
import { createBearerVerifier } from './bearer-token.ts';
import { createIssuerKeys } from './issuer-keys.ts';
import { createLoginStateSealer, type LoginState } from './login-state.ts';
import { createOidcClient } from './oidc-client.ts';
import { listenForAuthChanges } from './auth-changes.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionStore, type IdpTokens, type SessionRow } from './session-store.ts';
import { identityFromClaims, resolvePortalUser, type PortalUser } from './user-directory.ts';

/** spec §4/§9: tokens are refreshed when fewer than 10 seconds of validity remain. */
export const MIN_TOKEN_VALIDITY_MS = 10_000;
/** Refreshes begin up to this long before the spec's 10 s, spread over the sessions (decision 028). */
export const REFRESH_SPREAD_MS = 15_000;
/** A session's share of the spread, from its id (a hash): stable, and even over sessions. */
const spreadOf = (sessionId: string) =>
  (((sessionId.charCodeAt(0) * 64 + sessionId.charCodeAt(1)) % 1000) / 1000) * REFRESH_SPREAD_MS;
/** used when the IdP does not say how long its access token lives */
const DEFAULT_TOKEN_LIFETIME_S = 60;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { config: Config; database: Database; log: FastifyBaseLogger }) {
  const { config, log } = deps;
  const db = deps.database.db;
  const oidc = createOidcClient(config);
  const sealer = createLoginStateSealer(config.sessionSecret);
  // decision 033: sessions in memory, dropped by PostgreSQL's notifications of what changed
  const cache = config.authCache ? createSessionCache() : undefined;
  const listener =
    cache &&
    listenForAuthChanges({
      connectionString: deps.database.pool.options.connectionString!,
      poolNotifications: deps.database.notifications,
      onChange: (payload) => cache.invalidate(payload),
      onLive: (isLive) => cache.setLive(isLive),
      onError: (error) =>
        log.warn({ reason: errorName(error) }, 'auth changes: listener lost; sessions read uncached'),
    });
  const store = createSessionStore(db, cache);
  const issuerKeys = createIssuerKeys(oidc);
  const verifyAccessToken = createBearerVerifier(oidc, issuerKeys);
  const verifyLogoutToken = createLogoutTokenVerifier(oidc, issuerKeys);
  const apiTokens = createApiTokensService(deps.database.db);
  /**
   * Due for a refresh: under the spec's 10 s, or up to REFRESH_SPREAD_MS earlier by a share fixed per
   * session — sessions signed in together (a morning, a load test) do not refresh together.
   */
  const isDue = (sessionId: string) => (tokenExpiresAt: Date) =>
    tokenExpiresAt.getTime() - Date.now() < MIN_TOKEN_VALIDITY_MS + spreadOf(sessionId);

  function tokensFrom(
    response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
    previous?: IdpTokens,
  ): IdpTokens {
    const idToken = response.id_token ?? previous?.idToken;
    if (!idToken) throw new Error('the IdP returned no ID token');
    return {
      idToken,
      accessToken: response.access_token,
      // an IdP that does not rotate refresh tokens answers without one: keep the current token
      refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
      tokenExpiresAt: new Date(Date.now() + (response.expiresIn() ?? DEFAULT_TOKEN_LIFETIME_S) * 1000),
    };
  }

  /**
   * Refreshes in flight, by session: a session's other requests in this process wait for the same
   * refresh instead of each holding a database connection while the row lock makes it wait — under
   * load those waiters emptied the pool the IdP needs for the refresh itself (decision 015). The
   * row lock still orders refreshes across processes.
   */
  const inFlight = new Map<string, Promise<SessionRow | null>>();

  async function refresh(row: SessionRow, wait: boolean): Promise<SessionRow | null> {
    let shared = inFlight.get(row.id);
    if (!shared) {
      shared = refreshOnce(row, wait).finally(() => inFlight.delete(row.id));
      inFlight.set(row.id, shared);
    }
    const refreshed = await shared;
    // each request keeps its own company access; only the tokens' expiry is shared
    return refreshed && { ...row, tokenExpiresAt: refreshed.tokenExpiresAt };
  }

  async function refreshOnce(row: SessionRow, wait: boolean): Promise<SessionRow | null> {
    return store.refreshClaimed(row, isDue(row.id), wait, async (current) => {
      try {
        const response = await client.refreshTokenGrant(await oidc.configuration(), current.refreshToken!);
        return tokensFrom(response, current);
      } catch (error) {
        // spec §4: a refused refresh signs the user out; an IdP that did not answer (a timeout, its
        // own error) has refused nothing — the session stays and a later request tries again
        if (isRefusal(error)) {
          log.info({ reason: errorName(error) }, 'IdP token refresh refused; session ended');
          return 'refused';
        }
        log.warn({ reason: errorName(error) }, 'IdP token refresh failed; session kept');
        return 'failed';
      }
    });
  }

  return {
    oidc,
    sealer,
    store,
    /** decision 033: the session cache's listener stops with the server */
    stop: async (): Promise<void> => listener?.stop(),

    /** The authorization request of a new sign-in, and the state to keep until the callback. */
    async startLogin(
      returnTo: string,
      uiLocales: string | undefined,
      invitation?: string,
    ): Promise<{ url: string; sealedState: string }> {
      const configuration = await oidc.configuration();
      const state: LoginState = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidc.settings.redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state: state.state,
        nonce: state.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
        ...(uiLocales ? { ui_locales: uiLocales } : {}),
        ...(invitation ? { invitation } : {}),
      });
      return { url: url.href, sealedState: await sealer.seal(state) };
    },

    /** Exchanges the code and opens a portal session; null when anything does not check out. */
    async finishLogin(
      callbackUrl: URL,
      state: LoginState,
    ): Promise<{ cookieValue: string; expiresAt: Date; user: AuthUser } | null> {
      let response: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        response = await client.authorizationCodeGrant(await oidc.configuration(), callbackUrl, {
          pkceCodeVerifier: state.codeVerifier,
          expectedState: state.state,
          expectedNonce: state.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        log.warn({ reason: errorName(error) }, 'sign-in callback refused');
        return null;
      }
      const claims: Record<string, unknown> = response.claims() ?? {};
      const identity = identityFromClaims(claims);
      const user = identity ? await resolvePortalUser(db, identity) : null;
      if (!identity || !user) {
        log.warn('sign-in refused: the identity maps to no portal user');
        return null;
      }
      // decision 035: the IdP session, so its back-channel logout ends this one
      const idpSid = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : null;
      const session = await store.create(user.id, tokensFrom(response), idpSid);
      return { cookieValue: session.cookieValue, expiresAt: session.expiresAt, user: authUserOf(user) };
    },

    /** The live session behind a cookie value: tokens refreshed if needed, idle expiry slid. */
    async sessionFor(cookieValue: string | undefined, bin?: string): Promise<SessionRow | null> {
      if (!cookieValue) return null;
      let row = await store.find(cookieValue, bin);
      if (!row) return null;
      if (isDue(row.id)(row.tokenExpiresAt)) {
        if (row.tokenExpiresAt.getTime() > Date.now()) {
          // the tokens still hold: refreshed beside this request, which does not wait for the IdP;
          // a refusal ends the session for the next request (spec §4)
          refresh(row, false).catch((error: unknown) =>
            log.warn({ reason: errorName(error) }, 'background token refresh failed'),
          );
        } else {
          row = await refresh(row, true);
          if (!row) return null;
        }
      }
      return store.touch(row);
    },

    /** decision 031: a company's API access token (`kbt_…`), checked by its hash */
    userForApiToken: (token: string, ip: string): Promise<AuthUser | null> =>
      apiTokens.authenticate(token, ip),
    revokeExposedApiToken: (token: string): Promise<void> => apiTokens.revokeExposed(token),

    async userForBearer(token: string): Promise<AuthUser | null> {
      const payload = await verifyAccessToken(token);
      // decision 025: a signed-out session's token is refused now, not when it expires
      if (payload && (await store.isRevoked(token))) return null;
      const identity = payload ? identityFromClaims(payload) : null;
      const user = identity ? await resolvePortalUser(db, identity) : null;
      return user && authUserOf(user);
    },

    /** Deletes the portal session behind a cookie value, if any. */
    async endSession(cookieValue: string | undefined): Promise<void> {
      const row = cookieValue ? await store.find(cookieValue) : null;
      if (row) await store.delete(row.id);
    },

    /**
     * decision 035: a logout token the IdP posted (Back-Channel Logout): the sessions it names end.
     * Throws LogoutTokenError when the token does not hold or was already acted on.
     */
    async backchannelLogout(logoutToken: string): Promise<number> {
      const request = await verifyLogoutToken(logoutToken);
      const ended = await store.endIdpSessions(request);
      if (ended === null) throw new LogoutTokenError('logout token refused: already used');
      log.info({ ended, bySid: request.sid !== null }, 'back-channel logout: sessions ended');
      return ended;
    },

    /** Ends the portal session; answers where the browser goes to end the IdP session too. */
    async logout(cookieValue: string | undefined): Promise<string> {
      const row = cookieValue ? await store.find(cookieValue) : null;
      const tokens = row ? await store.tokensOf(row.id) : null;
      if (row) await store.delete(row.id);
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: oidc.settings.postLogoutRedirectUri,
      };
      // without a session there is no ID token; client_id still lets the IdP redirect back
      if (tokens) parameters.id_token_hint = tokens.idToken;
      else parameters.client_id = oidc.settings.clientId;
      try {
        return client.buildEndSessionUrl(await oidc.configuration(), parameters).href;
      } catch (error) {
        log.warn({ reason: errorName(error) }, 'the IdP has no end-session endpoint');
        return oidc.settings.postLogoutRedirectUri;
      }
    },
  };
}

/** A portal user without a session (a bearer token, a sign-in that has just opened one). */
function authUserOf(user: PortalUser): AuthUser {
  return {
    userId: user.id,
    subject: user.subject,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sessionId: null,
  };
}

export function authUserFrom(row: SessionRow): AuthUser {
  return {
    userId: row.userId,
    subject: row.user.subject ?? '',
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    sessionId: row.id,
    ...(row.company ? { company: row.company } : {}),
  };
}

/** The IdP answered the refresh with an OAuth error about the grant (invalid_grant and the like). */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof client.ResponseBodyError &&
    error.error !== 'server_error' &&
    error.error !== 'temporarily_unavailable'
  );
}

/** Error names and OAuth codes only: messages may quote tokens or codes. */
function errorName(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return `${error.name}:${error.error}`;
  if (error instanceof client.AuthorizationResponseError) return `${error.name}:${error.error}`;
  if (error instanceof Error) return `${error.name}:${'code' in error ? String(error.code) : ''}`;
  return 'unknown';
}

import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession } from '@kabinet/contract';
import type { Config } from '../../config.ts';
import { ApiError } from '../problem.ts';
import type { AuthService } from './auth-service.ts';
import { BACKCHANNEL_LOGOUT_PATH, LogoutTokenError } from './backchannel-logout.ts';
import { LOGIN_COOKIE, LOGIN_TTL_SECONDS } from './login-state.ts';
import { safeReturnTo } from './return-to.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.ts';
import { SESSION_MAX_MS } from './session-store.ts';

/** The CSRF guard of POST /auth/logout: a header a cross-site form cannot send. */
export const LOGOUT_CSRF_HEADER = 'x-requested-with';
export const LOGOUT_CSRF_VALUE = 'kabinet';
const UI_LOCALES = new Set(['ru', 'en', 'kk']);
/** decision 029: the portal's invitation link (the web app's /join/<token>) */
const JOIN_PATH = /^\/join\/([A-Za-z0-9_-]{43})$/;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}

/** The BFF endpoints (DESIGN §4): the browser never sees an IdP token. */
export function registerAuthRoutes(app: FastifyInstance, config: Config, auth: AuthService): void {
  const loginCookie = { ...sessionCookieOptions(config, LOGIN_TTL_SECONDS), path: '/auth' };

  app.get(
    '/auth/login',
    async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      // already signed in (another tab): no round trip to the IdP
      if (await auth.sessionFor(request.cookies[SESSION_COOKIE]))
        return noStore(reply).redirect(returnTo, 303);
      const lang = request.query.lang;
      // decision 029: the embedded IdP offers an invitee without an account to create it; an
      // external IdP (Keycloak) is not told: its own sign-in page and registration apply
      const invitation = config.oidc ? undefined : JOIN_PATH.exec(returnTo)?.[1];
      const { url, sealedState } = await auth.startLogin(
        returnTo,
        lang && UI_LOCALES.has(lang) ? lang : undefined,
        invitation,
      );
      reply.setCookie(LOGIN_COOKIE, sealedState, loginCookie);
      return noStore(reply).redirect(url, 303);
    },
  );

  app.get('/auth/callback', async (request, reply) => {
    const state = await auth.sealer.open(request.cookies[LOGIN_COOKIE]);
    reply.clearCookie(LOGIN_COOKIE, loginCookie);
    if (!state) throw new ApiError('unauthorized');
    // the URL the IdP redirected to, as the IdP knows it (the server may sit behind a proxy)
    const callbackUrl = new URL(request.url, config.publicUrl);
    const signedIn = await auth.finishLogin(callbackUrl, state);
    if (!signedIn) throw new ApiError('unauthorized');
    // a new sign-in always gets a new session id; a previous session of this browser ends
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    reply.setCookie(
      SESSION_COOKIE,
      signedIn.cookieValue,
      sessionCookieOptions(config, SESSION_MAX_MS / 1000),
    );
    return noStore(reply).redirect(safeReturnTo(state.returnTo), 303);
  });

  // the spec's check-sso and 10 s refresh (§4, §9): 200 with the user, or 401 when signed out
  app.get('/auth/session', async (request, reply): Promise<AuthSession> => {
    noStore(reply);
    const row = await auth.sessionFor(request.cookies[SESSION_COOKIE]);
    if (!row) {
      if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      throw new ApiError('unauthorized');
    }
    return {
      user: {
        userId: row.userId,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        email: row.user.email,
      },
      expiresAt: row.expiresAt.toISOString(),
    };
  });

  app.post('/auth/logout', async (request, reply) => {
    noStore(reply);
    if (request.headers[LOGOUT_CSRF_HEADER] !== LOGOUT_CSRF_VALUE) {
      throw new ApiError('validation_error', { errors: [{ path: 'X-Requested-With', code: 'required' }] });
    }
    const redirectTo = await auth.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
    return { redirectTo };
  });

  // decision 035: OpenID Connect Back-Channel Logout — the IdP, not a browser, posts a form with the
  // logout token; 200 when it holds (its sessions have ended), 400 with an OAuth error body when not
  void app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.post(
      BACKCHANNEL_LOGOUT_PATH,
      async (request: FastifyRequest<{ Body: Record<string, unknown> | undefined }>, reply) => {
        noStore(reply);
        // §2.5: the token comes as a form field, never in another body
        const isForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
        const token = isForm ? request.body?.logout_token : undefined;
        if (typeof token !== 'string' || token === '')
          return reply
            .code(400)
            .send({ error: 'invalid_request', error_description: 'logout_token is required' });
        try {
          await auth.backchannelLogout(token);
        } catch (error) {
          if (!(error instanceof LogoutTokenError)) throw error;
          return reply.code(400).send({ error: 'invalid_request', error_description: error.message });
        }
        return reply.code(200).send();
      },
    );
  });
}

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../request-context.ts';
import { authUserFrom, createAuthService, type AuthService } from './auth-service.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { API_TOKEN_PREFIX } from '@kabinet/contract';
import { ApiError } from '../problem.ts';
import { apiTokenInUrl } from './api-token-log.ts';
import { CLIENT_BIN_HEADER } from '../tenancy.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** set by registerAuth; read by authenticate() through request.server */
    kabinetAuth: AuthService;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /auth/login, /auth/callback, /auth/session and /auth/logout on the root instance and
 * decorates it with the auth service that authenticate() uses. Registers @fastify/cookie unless it
 * is already there. Call it before the routes that authenticate.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; database: Database },
): Promise<void> {
  if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);
  const auth = createAuthService({ ...deps, log: app.log });
  app.decorate('kabinetAuth', auth);
  registerAuthRoutes(app, deps.config, auth);

  // decision 035: an API token in a URL (a query string by mistake) is revoked before anything
  // else reads the request, and the caller is told why; the log never shows it (api-token-log.ts)
  app.addHook('onRequest', async (request) => {
    const exposed = apiTokenInUrl(request.url);
    if (!exposed) return;
    await auth.revokeExposedApiToken(exposed);
    throw new ApiError('api_token_in_url');
  });

  // expired sessions are only ever refused; deleting them now and then keeps the table small
  const purge = () =>
    auth.store.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await auth.stop();
  });
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Who is behind a request: the session cookie (a live session, tokens refreshed when under 10 s
 * remain) or else an `Authorization: Bearer` access token of the same issuer. Null when neither
 * holds. Memoised per request, so hooks and handlers may all call it. Needs registerAuth on an
 * ancestor of the request's route (it reads request.server.kabinetAuth).
 */
export function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  let result = resolved.get(request);
  if (!result) {
    result = resolve(request);
    resolved.set(request, result);
  }
  return result;
}

async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
  const auth = request.server.kabinetAuth;
  if (!auth) throw new Error('registerAuth was not called on this server');
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header) : null;
  const bearer = match?.[1];
  // decision 031: a company's API token is recognised by its prefix and is the whole credential:
  // a cookie sent beside it does not apply
  if (bearer?.startsWith(API_TOKEN_PREFIX)) return auth.userForApiToken(bearer, request.ip);
  const cookieValue = request.cookies?.[SESSION_COOKIE];
  if (cookieValue) {
    const binHeader = request.headers[CLIENT_BIN_HEADER];
    const bin = typeof binHeader === 'string' ? binHeader.trim() || undefined : undefined;
    const row = await auth.sessionFor(cookieValue, bin);
    if (row) return authUserFrom(row);
  }
  return bearer ? auth.userForBearer(bearer) : null;
}

import { z } from 'zod';
import { defineRoute } from './route.ts';
import { authSessionSchema } from './accounts.ts';
import { LANGUAGES } from './i18n-text.ts';

/**
 * The BFF's own endpoints (DESIGN §4). The server registers them itself (cookies, redirects to
 * the identity provider), not through registerRoutes, so they are not in allRoutes; the web
 * client calls them through the same call helper as every other route.
 */
export const authRoutes = {
  /** a browser navigation (303 to the identity provider), never fetched */
  login: defineRoute({
    id: 'auth.login',
    method: 'GET',
    path: '/auth/login',
    summary: 'Start signing in; the identity provider brings the browser back to returnTo',
    feature: 'none',
    scope: 'public',
    permission: 'any',
    query: z.object({ returnTo: z.string().max(2000).optional(), lang: z.enum(LANGUAGES).optional() }),
    response: z.null(),
  }),
  session: defineRoute({
    id: 'auth.session',
    method: 'GET',
    path: '/auth/session',
    summary: 'The signed-in user of this browser, or 401',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: authSessionSchema,
  }),
  logout: defineRoute({
    id: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    summary: "End the portal session; redirectTo ends the identity provider's one",
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: z.object({ redirectTo: z.string() }),
  }),
};

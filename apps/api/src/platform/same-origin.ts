import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** what a browser says about a request from the portal's own pages, or typed in the address bar */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * decision 012: defence in depth behind the X-Client-Bin / X-Requested-With header guard (DESIGN
 * §4). A state-changing call is refused when the browser says it comes from another site: by
 * `Sec-Fetch-Site` (a header pages cannot forge) when present, else by an `Origin` that is not the
 * portal's. Scripts and integrations send neither and are not affected.
 */
export function isCrossSite(request: FastifyRequest, portalOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !OWN_FETCH_SITES.has(fetchSite.toLowerCase());
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== portalOrigin;
}

export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const portalOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const guarded = request.routeOptions.config.contract || request.url.startsWith('/auth/');
    if (guarded && isCrossSite(request, portalOrigin)) throw new ApiError('cross_site_request');
  });
}

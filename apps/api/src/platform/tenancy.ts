import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidMsisdn } from '@kabinet/contract';
import { ApiError, badRequest, forbidden, unauthorized } from './problem.ts';
import type { Authenticate, CompanyContext } from './request-context.ts';

export const CLIENT_BIN_HEADER = 'x-client-bin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface TenancyDeps {
  authenticate: Authenticate;
  /** undefined when the company is not one of the user's */
  findCompany(userId: string, bin: string): Promise<Omit<CompanyContext, 'bin'> | undefined>;
  /** does the number belong to the company? (the operator port) */
  isCompanyNumber(bin: string, msisdn: string): Promise<boolean>;
}

/**
 * Tenancy and feature checks in one place (DESIGN §4), driven by each route's contract scope and
 * feature, before any handler runs: a request can only read or change its own company's data.
 */
export function registerTenancyGuard(app: FastifyInstance, deps: TenancyDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('company', null);

  // no API route without a declared scope and feature: the server refuses to start otherwise
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/accounts/api/');
    if (isApi && !route.url.startsWith('/api/docs') && !route.config?.contract) {
      throw new Error(`${String(route.method)} ${route.url} has no contract route (scope and feature)`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.config.contract;
    if (!route || route.scope === 'public') return;

    const auth = await deps.authenticate(request);
    if (!auth) throw unauthorized();
    request.auth = auth;

    const header = request.headers[CLIENT_BIN_HEADER];
    const bin = typeof header === 'string' ? header.trim() : undefined;
    if (route.scope === 'session') {
      // the header doubles as the CSRF guard for state-changing calls (DESIGN §4)
      if (!SAFE_METHODS.has(request.method) && !bin) throw badRequest('client_bin_required');
      return;
    }

    if (!bin) throw badRequest('client_bin_required');
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const msisdn = route.scope === 'subscriber' ? params.msisdn : undefined;
    // both lookups need only the user and the BIN: one round trip instead of two. The number's
    // answer is used only after the company has been checked, so the order of refusals holds.
    const [access, isOwnNumber] = await Promise.all([
      deps.findCompany(auth.userId, bin),
      msisdn && isValidMsisdn(msisdn) ? deps.isCompanyNumber(bin, msisdn) : Promise.resolve(false),
    ]);
    if (!access) throw forbidden('company_not_assigned');
    if (params.bin !== undefined && params.bin !== bin) throw forbidden('company_not_assigned');
    request.company = { bin, ...access };

    if (route.offerApproval !== 'not-required') {
      if (!access.selfcare) throw forbidden('feature_not_available');
      if (!access.selfcare.isOfferApproved) throw forbidden('offer_not_approved');
    }
    if (route.feature !== 'none' && !access.profile?.features.includes(route.feature)) {
      throw forbidden('feature_not_available');
    }
    // a foreign or unknown number is answered like a missing one: nothing about it is revealed
    if (route.scope === 'subscriber' && !isOwnNumber) throw new ApiError(404, 'msisdn_not_in_company');
  });
}

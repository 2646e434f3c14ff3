import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidMsisdn, roleAllows } from '@kabinet/contract';
import { ApiError } from './problem.ts';
import type { CompanyNumber } from '../operator/port.ts';
import type { Authenticate, CompanyContext } from './request-context.ts';

export const CLIENT_BIN_HEADER = 'x-client-bin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface TenancyDeps {
  authenticate: Authenticate;
  /** undefined when the company is not one of the user's */
  findCompany(userId: string, bin: string): Promise<Omit<CompanyContext, 'bin'> | undefined>;
  /** the company's number with its own letter flags, or null (the operator port) */
  findCompanyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null>;
  /** decision 029: whether the number is in one of these groups (a scoped user's) */
  isInGroups(groupIds: readonly string[], msisdn: string): Promise<boolean>;
  /** whether every listed number is in one of these groups */
  areAllInGroups(groupIds: readonly string[], msisdns: readonly string[]): Promise<boolean>;
}

/** the numbers at the route's declared body paths (a number, or a list of numbers) */
export function numbersAt(body: unknown, paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    let value: unknown = body;
    for (const key of path.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') found.push(item);
  }
  return found;
}

/**
 * Tenancy and feature checks in one place (DESIGN §4), driven by each route's contract scope,
 * feature and letter flag, before any handler runs: a request can only read or change its own
 * company's data, and only what the company's profile and the number's flags allow.
 */
/** a session cookie or a bearer token: only then is a number worth looking up in advance */
function hasCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.cookie || request.headers.authorization);
}

export function registerTenancyGuard(app: FastifyInstance, deps: TenancyDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('company', null);

  // no API route without a declared scope and feature: the server refuses to start otherwise
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/accounts/api/');
    if (isApi && !route.url.startsWith('/api/docs') && !route.config?.contract) {
      throw new Error(`${String(route.method)} ${route.url} has no contract route (scope and feature)`);
    }
    // decision 029: a role is a company's; without a company every signed-in user is alike
    const contract = route.config?.contract;
    if (
      contract &&
      (contract.scope === 'public' || contract.scope === 'session') &&
      contract.permission !== 'any'
    ) {
      throw new Error(`${contract.id} names permission ${contract.permission} without a company scope`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.config.contract;
    if (!route || route.scope === 'public') return;

    const header = request.headers[CLIENT_BIN_HEADER];
    const headerBin = typeof header === 'string' ? header.trim() : undefined;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const msisdn = route.scope === 'subscriber' ? params.msisdn : undefined;
    const findNumber = (bin: string | undefined) =>
      bin && msisdn && isValidMsisdn(msisdn) ? deps.findCompanyNumber(bin, msisdn) : Promise.resolve(null);
    // the number's lookup needs only the BIN: it runs beside the session's statement, so a
    // signed-in request costs one round trip. Its answer is used only after the session and
    // the company have been checked, so the order of refusals holds and nothing leaks.
    let number = hasCredentials(request) ? findNumber(headerBin) : Promise.resolve(null);
    number.catch(() => {});

    const auth = await deps.authenticate(request);
    if (!auth) throw new ApiError('unauthorized');
    request.auth = auth;

    // decision 031: an API token belongs to one company: X-Client-Bin may be left out, and naming
    // another company is refused as for a user not assigned to it
    const token = auth.apiToken;
    if (token && headerBin && headerBin !== token.bin) throw new ApiError('company_not_assigned');
    const bin = headerBin || token?.bin;
    if (token && !headerBin) {
      number = findNumber(bin);
      number.catch(() => {});
    }

    if (route.scope === 'session') {
      // the header doubles as the CSRF guard for state-changing calls (DESIGN §4); a token request
      // carries no cookie, so there is nothing for another site to ride on
      if (!SAFE_METHODS.has(request.method) && !bin) throw new ApiError('client_bin_required');
      return;
    }

    if (!bin) throw new ApiError('client_bin_required');
    // a session has read the access with itself (one statement); a bearer token asks now
    const access = auth.company?.bin === bin ? auth.company.access : await deps.findCompany(auth.userId, bin);
    if (!access) throw new ApiError('company_not_assigned');
    if (params.bin !== undefined && params.bin !== bin) throw new ApiError('company_not_assigned');
    request.company = { bin, ...access };

    if (route.offerApproval !== 'not-required') {
      if (!access.selfcare) throw new ApiError('feature_not_available');
      if (!access.selfcare.isOfferApproved) throw new ApiError('offer_not_approved');
    }
    if (route.feature !== 'none' && !access.profile?.features.includes(route.feature)) {
      throw new ApiError('feature_not_available');
    }
    // decision 029: the user's role in the company, read with the session on this very request
    if (!roleAllows(access.role, route.permission)) throw new ApiError('forbidden_by_role');
    // a foreign or unknown number is answered like a missing one: nothing about it is revealed
    if (route.scope !== 'subscriber') return;
    const found = await number;
    if (!found) throw new ApiError('msisdn_not_in_company');
    // decision 029: a number outside a scoped user's groups is answered as a foreign one
    if (access.numberScope && !(await deps.isInGroups(access.numberScope, msisdn!))) {
      throw new ApiError('msisdn_not_in_company');
    }
    // spec §6 letter flags: the number's own, else the company profile's (decision 007)
    const flags = found.ownFlags ?? access.profile?.subscriberFlags ?? [];
    if (route.flag && !flags.includes(route.flag)) throw new ApiError('feature_not_available');
  });

  // decision 037: the company's numbers a body names (RouteDef.bodyNumbers), once the body is
  // parsed: a number outside a scoped user's groups is answered as a foreign one, before the handler
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const route = request.routeOptions.config.contract;
    const scope = request.company?.numberScope;
    if (!route?.bodyNumbers || !scope) return;
    const listed = numbersAt(request.body, route.bodyNumbers);
    if (!(await deps.areAllInGroups(scope, listed))) throw new ApiError('msisdn_not_in_company');
  });
}

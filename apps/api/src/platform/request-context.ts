import type { FastifyRequest } from 'fastify';
import type { FeaturesResponse, Role } from '@kabinet/contract';

/** The signed-in user behind a request (from the session cookie or a bearer token). */
export interface AuthUser {
  /** accounts.users.id */
  userId: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** null for bearer-token requests */
  sessionId: string | null;
  /**
   * The user's access to the company named by X-Client-Bin, read with the session in one
   * statement (decision 015); absent for bearer tokens, `access` undefined when not assigned.
   */
  company?: { bin: string; access: Omit<CompanyContext, 'bin'> | undefined };
  /**
   * decision 031: the request came with one of a company's API access tokens (`kbt_…`): it acts for
   * that company only, as the token's role, on behalf of the user who made it (`userId`)
   */
  apiToken?: { id: string; bin: string; role: string };
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser | null>;

/** The company a request acts for: one of the user's companies, named by X-Client-Bin. */
export interface CompanyContext {
  bin: string;
  /** the company's b2b_selfcare client service, if it has one */
  selfcare: { profileName: string; isOfferApproved: boolean } | null;
  /** the feature profile of that service (spec §6), null without the service */
  profile: FeaturesResponse | null;
  /** decision 029: the user's role in the company */
  role: Role;
  /** decision 029: the number groups the user sees; null for every number of the company */
  numberScope: readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
    company: CompanyContext | null;
  }
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new Error('route without a session scope used request.auth');
  return request.auth;
}

export function requireCompany(request: FastifyRequest): CompanyContext {
  if (!request.company) throw new Error('route without a company scope used request.company');
  return request.company;
}

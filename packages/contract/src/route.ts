import type { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import type { FeatureName, SubscriberFlag } from './features.ts';
import type { RateLimitRule } from './rate-limits.ts';
import type { Permission } from './team-roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route, checked by the server's tenancy hook before the handler runs (DESIGN §4).
 * - public: anyone (no session needed)
 * - session: a signed-in user; no company involved
 * - company: a signed-in user, `X-Client-Bin` one of the user's companies, offer approved;
 *            a `bin` path parameter must equal the header
 * - subscriber: as company, and the `msisdn` path parameter belongs to that company
 */
export type RouteScope = 'public' | 'session' | 'company' | 'subscriber';

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** stable id, e.g. 'subscribers.get' */
  id: string;
  method: HttpMethod;
  /** Fastify-style path, e.g. '/api/subscribers/:msisdn' */
  path: string;
  summary: string;
  /** spec §6 feature the route needs, or 'none' when no feature gates it */
  feature: FeatureName | 'none';
  /**
   * subscriber scope: the spec §6 letter flag the number needs (its own flags, else the company
   * profile's); without it the tenancy guard answers 403 feature_not_available before the handler
   * (decision 007). Subscriber routes without a flag are listed in route-flags.test.ts with the reason.
   */
  flag?: SubscriberFlag;
  scope: RouteScope;
  /**
   * decision 029: what the user's role in the company must allow (ROLES in team-roles.ts); the
   * tenancy guard refuses others with 403 forbidden_by_role before the handler. Required, so a new
   * route cannot forget it.
   */
  permission: Permission;
  /**
   * decision 037: where the body names the company's numbers — dotted paths to a number or a
   * list of them (`selection.msisdns`). The tenancy guard refuses a number outside a scoped user's
   * groups as a foreign one (404 msisdn_not_in_company) before the handler, as it does for the
   * path's number, so no service can forget it. route-body-numbers.test.ts fails for a route whose
   * body names a number that is declared neither here nor there as not the company's.
   */
  bodyNumbers?: readonly string[];
  /** company and subscriber scopes need the company's b2b_selfcare offer approved, unless 'not-required' */
  offerApproval?: 'required' | 'not-required';
  /**
   * the rate limits the route counts against (RATE_LIMITS in rate-limits.ts): over a limit the
   * server answers 429 rate_limited with Retry-After before the handler runs, so nothing is done
   */
  rateLimit?: readonly RateLimitRule[];
  /** money moves carry an `Idempotency-Key` header and are applied at most once (DESIGN §3) */
  idempotencyKey?: 'required';
  /**
   * media types of a file response (pdf, xlsx, png): the handler sends a Buffer or stream (Fastify
   * skips serialisation) and `response` is binaryFileSchema for OpenAPI
   */
  produces?: readonly string[];
  /**
   * media types of a file request body (an upload): the handler gets the bytes as a Buffer, at
   * most `maxBodyBytes`; `body` is left out (OpenAPI describes the file from these types)
   */
  consumes?: readonly string[];
  maxBodyBytes?: number;
  /**
   * spec §8 names a failure text per screen ('failed number info', 'top-up failure'...): the code a
   * fault behind this call is answered with instead of system_error (decision 022)
   */
  failure?: ErrorCode;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export const defineRoute = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  def: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> => def;

/**
 * The browser's view of a route (decision 015): what a call needs to be made — no zod schemas, so
 * the web app's first load carries none. `def` is never set: it only carries the route's schema
 * types, from which `callApi` types the input and the answer. `route-refs.ts` holds one per route,
 * generated from the definitions (`npm run routes -w @kabinet/contract`).
 */
export interface RouteRef<R extends RouteDef = RouteDef> {
  readonly id: R['id'];
  readonly method: HttpMethod;
  readonly path: string;
  readonly produces?: readonly string[];
  readonly idempotencyKey?: 'required';
  readonly def?: R;
}

/** The refs of an area's routes, under the same keys as its definitions. */
export type RouteRefs<T extends Record<string, RouteDef>> = { readonly [K in keyof T]: RouteRef<T[K]> };

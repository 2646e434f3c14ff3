import type { z } from 'zod';
import type { FeatureName } from './features.ts';

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
  scope: RouteScope;
  /** company and subscriber scopes need the company's b2b_selfcare offer approved, unless 'not-required' */
  offerApproval?: 'required' | 'not-required';
  /** money moves carry an `Idempotency-Key` header and are applied at most once (DESIGN §3) */
  idempotencyKey?: 'required';
  /**
   * media types of a file response (pdf, xlsx, png): the handler sends a Buffer or stream (Fastify
   * skips serialisation) and `response` is binaryFileSchema for OpenAPI
   */
  produces?: readonly string[];
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

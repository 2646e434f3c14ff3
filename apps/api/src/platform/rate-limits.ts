import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { RATE_LIMITS, type RateLimitRule } from '@kabinet/contract';
import type { Db } from '../db/client.ts';
import { ApiError } from './problem.ts';

// decision 012, DESIGN §4: each contract route declares the limits it counts against
// (RouteDef.rateLimit); one hook enforces them, after tenancy and validation and before the handler,
// so a refused request does nothing. Counters are fixed windows in PostgreSQL, shared by every server
// process; a refused request does not add to its counter.

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export interface RateLimitVerdict {
  allowed: boolean;
  /** seconds until the window that refused ends */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** counts one hit against `key` under `rule`; refuses (and does not count) over the limit */
  hit(key: string, rule: Pick<RateLimitRule, 'limit' | 'windowSeconds'>): Promise<RateLimitVerdict>;
  /** deletes windows that ended more than a day ago */
  purge(): Promise<void>;
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, { limit, windowSeconds }) {
      const window = `${windowSeconds} seconds`;
      // date_bin aligns every process's window on the database clock
      const result = await db.execute<{ hits: number }>(sql`
        insert into portal.rate_limit_hits as r (key, window_start, hits)
        values (${key}, date_bin(${window}::interval, now(), 'epoch'), 1)
        on conflict (key, window_start) do update set hits = r.hits + 1 where r.hits < ${limit}
        returning hits`);
      if (result.rows.length > 0) return { allowed: true, retryAfterSeconds: 0 };
      const [ends] = (
        await db.execute<{ seconds: number }>(sql`
          select ceil(extract(epoch from date_bin(${window}::interval, now(), 'epoch') + ${window}::interval - now()))::int as seconds`)
      ).rows;
      return { allowed: false, retryAfterSeconds: Math.max(1, ends?.seconds ?? windowSeconds) };
    },
    async purge() {
      await db.execute(sql`delete from portal.rate_limit_hits where window_start < now() - interval '1 day'`);
    },
  };
}

/** The counter a request adds to under a rule: the bucket and whose it is. Null when the subject is unknown. */
export function rateLimitKey(rule: RateLimitRule, request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const subject =
    rule.per === 'number'
      ? params.msisdn
      : rule.per === 'company'
        ? request.company?.bin
        : rule.per === 'user'
          ? // decision 031: a token has counters of its own, apart from its maker's
            request.auth?.apiToken
            ? `token:${request.auth.apiToken.id}`
            : request.auth?.userId
          : request.ip;
  return typeof subject === 'string' && subject ? `${rule.bucket}:${rule.per}:${subject}` : null;
}

export function registerRateLimits(
  app: FastifyInstance,
  limiter: RateLimiter,
  /** multiplies every limit (RATE_LIMIT_FACTOR: load tests and the money invariant suite) */
  factor = 1,
): void {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config.contract;
    // decision 031: every call with an API token counts against the token's own limit as well
    const rules = [
      ...(route?.rateLimit ?? []),
      ...(route && request.auth?.apiToken ? RATE_LIMITS.apiToken : []),
    ];
    for (const rule of rules) {
      const key = rateLimitKey(rule, request);
      if (!key) continue;
      const verdict = await limiter.hit(key, { ...rule, limit: rule.limit * factor });
      if (!verdict.allowed) {
        throw new ApiError('rate_limited', {
          extensions: { retryAfterSeconds: verdict.retryAfterSeconds },
        });
      }
    }
  });

  const purge = () =>
    limiter
      .purge()
      .catch((error: unknown) => app.log.warn({ reason: String(error) }, 'rate-limit purge failed'));
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';

// Prometheus metrics at /metrics (prom-client; docs/decisions/026). One registry per server instance
// (several run in one test process). Gauges that need a query are read when Prometheus scrapes.

export interface Metrics {
  registry: Registry;
  /** the operator port with each call counted and timed by method and outcome */
  instrument(operator: OperatorPort): OperatorPort;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kabinet_' });
  const operatorCalls = new Histogram({
    name: 'kabinet_operator_call_duration_seconds',
    help: "Calls to the operator's systems through the operator port, by method and outcome",
    labelNames: ['method', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    instrument(operator) {
      return new Proxy(operator, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function' || typeof property !== 'string') return value;
          return (...args: unknown[]) => {
            const end = operatorCalls.startTimer({ method: property });
            const result = value.apply(target, args);
            // async generators (report rows) are timed until they are returned, not iterated
            if (!(result instanceof Promise)) {
              end({ outcome: 'ok' });
              return result;
            }
            return result.then(
              (answer) => {
                end({ outcome: 'ok' });
                return answer;
              },
              (error: unknown) => {
                end({ outcome: 'error' });
                throw error;
              },
            );
          };
        },
      });
    },
  };
}

export interface MetricsSources {
  database: Database;
  /** waiting jobs per queue and the age of the oldest (seconds) */
  queueStats(): Promise<{ queue: string; waiting: number; oldestSeconds: number }[]>;
  /** messages per outbox state */
  outboxStats(): Promise<{ state: string; count: number }[]>;
}

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Requests by route and status with their latency, the database pool, the job queues and the mail
 * outbox. With a token configured the endpoint asks for it (`Authorization: Bearer …`); without one
 * it answers only outside production.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  sources: MetricsSources,
  access: { token: string | null; isProduction: boolean },
): void {
  const { registry } = metrics;
  const requests = new Histogram({
    name: 'kabinet_http_request_duration_seconds',
    help: 'HTTP requests by method, route (the route pattern, not the path) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'kabinet_http_server_errors_total',
    help: 'Answers with a 5xx status, by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'kabinet_db_pool_connections',
    help: "The portal's database pool: total, idle and waiting clients",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = sources.database.pool;
      pool.set({ state: 'total' }, p.totalCount);
      pool.set({ state: 'idle' }, p.idleCount);
      pool.set({ state: 'waiting' }, p.waitingCount);
    },
  });
  const queueDepth = new Gauge({
    name: 'kabinet_job_queue_waiting',
    help: 'Jobs due and not yet taken, per queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'kabinet_job_queue_oldest_seconds',
    help: 'How long the oldest due job has waited, per queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'kabinet_mail_outbox_messages',
    help: 'Messages in the mail outbox by state',
    labelNames: ['state'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics' || route.startsWith('/health/')) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (access.token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!safeEqual(given, access.token)) return reply.code(401).send({ status: 401 });
    } else if (access.isProduction) {
      return reply.code(404).send({ status: 404 });
    }
    const [queues, mail] = await Promise.all([sources.queueStats(), sources.outboxStats()]);
    queueDepth.reset();
    queueAge.reset();
    for (const q of queues) {
      queueDepth.set({ queue: q.queue }, q.waiting);
      queueAge.set({ queue: q.queue }, q.oldestSeconds);
    }
    outbox.reset();
    for (const m of mail) outbox.set({ state: m.state }, m.count);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

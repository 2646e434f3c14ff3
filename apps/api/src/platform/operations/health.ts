import net from 'node:net';
import type { FastifyInstance } from 'fastify';

// Production operations (docs/decisions/026): the load balancer's two questions. /health/live: is the
// process serving at all (restart it if not). /health/ready: may it take traffic now — every part it
// needs answers, and it is not draining for a shutdown.

export type CheckResult = 'ok' | 'outbox' | 'failed';

export interface ReadinessChecks {
  /** each part the portal needs; a throw (or a timeout) marks it failed */
  [part: string]: () => Promise<CheckResult | void>;
}

const CHECK_TIMEOUT_MS = 2_000;
/** a probe every second from several balancers asks the parts at most this often */
const CACHE_MS = 1_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The identity provider answers its discovery document. */
export const identityProviderCheck = (issuer: string) => async () => {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`discovery ${res.status}`);
  await res.body?.cancel();
};

/** The SMTP relay accepts a connection; without SMTP_URL the mail stays in the outbox. */
export const smtpCheck = (smtpUrl: string | null) => async (): Promise<CheckResult> => {
  if (!smtpUrl) return 'outbox';
  const url = new URL(smtpUrl);
  const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587));
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port });
    socket.setTimeout(CHECK_TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
  return 'ok';
};

export function registerHealth(
  app: FastifyInstance,
  checks: ReadinessChecks,
  isDraining: () => boolean,
): void {
  let cached: { at: number; results: Record<string, CheckResult> } | null = null;
  const runChecks = async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.results;
    const entries = await Promise.all(
      Object.entries(checks).map(async ([part, check]) => {
        try {
          return [part, (await withTimeout(check())) ?? 'ok'] as const;
        } catch {
          return [part, 'failed'] as const;
        }
      }),
    );
    cached = { at: Date.now(), results: Object.fromEntries(entries) };
    return cached.results;
  };

  app.get('/health/live', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const draining = isDraining();
    const parts = await runChecks();
    const isReady = !draining && Object.values(parts).every((result) => result !== 'failed');
    reply.code(isReady ? 200 : 503);
    return { status: isReady ? 'ready' : draining ? 'draining' : 'not ready', checks: parts };
  });
}

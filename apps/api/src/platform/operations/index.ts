import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { identityProviderCheck, registerHealth, smtpCheck } from './health.ts';
import { registerMetrics, type Metrics } from './metrics.ts';
import { createOperationsRepository } from './operations.repository.ts';

// Production operations (decision 026): health for the load balancer, metrics for Prometheus, a
// request id in every log line.

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a new one. */
export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();

/** A company BIN and number no company has: the operator answers "none" after a real read. */
const NOBODY = { bin: '000000000000', msisdn: '7000000000' };

export function registerOperations(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    operator: OperatorPort;
    metrics: Metrics;
    isDraining?: () => boolean;
  },
): void {
  const { config, database, operator } = deps;
  registerHealth(
    app,
    {
      database: async () => void (await database.pool.query('select 1')),
      identityProvider: identityProviderCheck(config.oidc?.issuer ?? `${config.publicUrl}/idp`),
      smtp: smtpCheck(config.smtpUrl),
      operator: async () => void (await operator.findCompanyNumber(NOBODY.bin, NOBODY.msisdn)),
    },
    deps.isDraining ?? (() => false),
  );
  const repo = createOperationsRepository(database.db);
  registerMetrics(
    app,
    deps.metrics,
    { database, queueStats: repo.queueStats, outboxStats: repo.outboxStats },
    { token: config.metricsToken, isProduction: config.env === 'production' },
  );
}

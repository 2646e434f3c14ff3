import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTmfService, type TmfService } from '../src/operator/tmf-service/service.ts';
import type { TmfExchange } from '../src/operator/tmf/official.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { TODAY } from './clock.ts';
import { TestClient } from './client.ts';
import { createTestDatabase, freePort } from './postgres.ts';

export interface TestServer extends RunningServer {
  databaseUrl: string;
  /** a client signed in as a demo user, with X-Client-Bin preset when a BIN is given */
  as(username: string, bin?: string): Promise<TestClient>;
  anonymous(): TestClient;
  /** decision 032: with OPERATOR_MODE=tmf, the operator service the portal calls over HTTP */
  tmf: TmfService | null;
  /** with OPERATOR_MODE=tmf: every request the adapter sent the operator, as sent */
  sentToOperator: { api: string; method: string; path: string; body: unknown; correlationId?: string }[];
  /** with the operator service: every request it received and its answer (decision 036) */
  operatorExchanges: TmfExchange[];
}

/** decision 032: `OPERATOR_MODE=tmf` runs the API suite against the TMF adapter and `npm run operator` */
export const isTmfMode = () => process.env.OPERATOR_MODE === 'tmf';

/**
 * The real server on a fresh database cloned from the seeded template (or, with DATABASE_URL in
 * `env`, on another test server's database: a second process).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { webDistDir?: string; operatorMode?: 'tmf'; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase(inject('pgAdminUrl')));
  const port = await freePort();
  const settings = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OPERATOR_DELAY_MS: '200',
    // the run's day (clock.ts): a suite reads the seeded data as of the day it was made
    FIXED_TODAY: TODAY,
    ...env,
  };
  let config = loadConfig(settings);
  const operatorExchanges: TmfExchange[] = [];
  // the same reference operator, in a service of its own on the same database (its `operator` schema)
  const tmf =
    (isTmfMode() || opts.operatorMode === 'tmf') && !config.tmfOperator
      ? await startTmfService({
          databaseUrl,
          port: await freePort(),
          host: '127.0.0.1',
          token: null,
          reference: {
            delayMs: config.operatorDelayMs,
            ceirDelayMs: config.ceirDelayMs,
            esimDelayMs: config.esimDelayMs,
            fixedToday: config.fixedToday,
            failingProducts: config.operatorFailingProducts,
            failingTransfers: config.operatorFailingTransfers,
          },
          onExchange: (exchange) => operatorExchanges.push(exchange),
          // decision 036: OPERATOR_STRICT=true runs the pass against a service refusing what the
          // official documents do not define
          strict: (env.OPERATOR_STRICT ?? process.env.OPERATOR_STRICT) === 'true',
        })
      : null;
  if (tmf) config = loadConfig({ ...settings, OPERATOR_URL: tmf.url });
  const sentToOperator: TestServer['sentToOperator'] = [];
  const server = await startServer(config, () => {}, {
    ...opts,
    onOperatorSend: (sent) => sentToOperator.push(sent),
  }).catch(async (error: unknown) => {
    await tmf?.stop();
    throw error;
  });
  return {
    ...server,
    tmf,
    sentToOperator,
    operatorExchanges,
    async stop() {
      await server.stop();
      await tmf?.stop();
    },
    databaseUrl,
    anonymous: () => new TestClient(server.url),
    async as(username, bin) {
      const client = new TestClient(server.url);
      await client.signIn(username);
      if (bin) client.bin = bin;
      return client;
    },
  };
}

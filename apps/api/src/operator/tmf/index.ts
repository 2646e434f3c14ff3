import type { Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { recordCompletion, scheduleCompletion } from '../../jobs/operation-completions.ts';
import { createCompanyLinesIndex, gatherLineChanges } from '../../modules/numbers/company-lines.service.ts';
import type { OperatorPort } from '../port.ts';
import { createTmfOperator } from './adapter.ts';
import { currentRequestId } from './correlation.ts';
import { createOperatorEvents, type OperatorEvents } from './events.ts';
import { createTmfHttp, type TmfHttpOptions } from './http-client.ts';

// The TMF mode of the portal (decision 032; OPERATOR_URL): the adapter, its hub listener and its
// polling fallback put together on the portal's database and job queue.

export interface TmfMode {
  operator: OperatorPort;
  events: OperatorEvents;
  registerMetrics(registry: Registry): void;
}

export function createTmfMode(deps: {
  settings: NonNullable<Config['tmfOperator']>;
  database: Database;
  db: Db;
  jobs: JobQueue;
  log: (line: string) => void;
  /** tests: every request as sent */
  onSend?: TmfHttpOptions['onSend'];
}): TmfMode {
  const { settings } = deps;
  const http = createTmfHttp({
    baseUrl: settings.url,
    token: settings.token,
    client: settings.client,
    timeoutMs: settings.timeoutMs,
    correlationId: currentRequestId,
    onSend: deps.onSend,
  });
  const events = createOperatorEvents({
    pool: deps.database.pool,
    operatorUrl: settings.url,
    callbackUrl: settings.callbackUrl,
    authorization: http.authorization,
    onCompletion: (completion) => recordCompletion(deps.db, completion),
    // decision 034: the changed lines read again into the portal's index, gathered (a failure is the
    // reconciliation's)
    onLineChange: async (bin, msisdn) => changes.add(bin, msisdn),
    log: deps.log,
  });
  const operator = createTmfOperator(http, {
    schedulePoll: async (operation) => void (await scheduleCompletion(deps.jobs, operation)),
    claimEvent: events.claim,
  });
  const changes = gatherLineChanges(createCompanyLinesIndex(deps.db, operator), (error) =>
    deps.log(`lines not refreshed (${(error as Error).message}); the reconciliation will`),
  );
  return { operator, events, registerMetrics: http.registerMetrics };
}

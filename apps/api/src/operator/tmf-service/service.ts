import { randomBytes, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { kazakhstanToday } from '@kabinet/contract';
import { createDatabase } from '../../db/client.ts';
import type { CompletionScheduler, PendingOperation } from '../operations-port.ts';
import { createReferenceOperator, type ReferenceOperatorOptions } from '../reference/index.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import type { TmfExchange } from '../tmf/official.ts';
import { CORRELATION_HEADER } from '../tmf/wire.ts';
import { registerAccounts } from './accounts.ts';
import { registerBilling } from './billing.ts';
import { createMonthChargeRates } from './charges.ts';
import { registerCommunication } from './communication.ts';
import { registerEventHub, type EventFaults, type HubFigures } from './event-hub.ts';
import { registerInventoryAndBalance } from './inventory-and-balance.ts';
import { closeBillingDays } from '../reference/spend/billing-days.ts';
import { publishLineEvents } from './line-events.ts';
import { everyHour, schedulePruning } from './order-pruning.ts';
import { createOwners } from './owners.ts';
import { registerTmf630 } from './tmf630.ts';
import { registerProductOrdering } from './product-ordering.ts';
import { registerStandard } from './standard.ts';
import { registerTransferLookup } from './transfer-lookup.ts';

// The reference operator as a service of its own (decision 032): the TM Forum Open APIs over the
// `operator` schema, on its own port. It completes its pending operations itself, when they are
// due, and tells the hub's listeners; nothing of the portal runs here.

/** what a test (or `OPERATOR_FAULT_*`) makes the service do wrong */
export interface ServiceFaults extends EventFaults {
  /** every answer comes this much later */
  delayMs: number;
  /** the next N requests answer 500 */
  failNext: number;
  /** the next N requests have their connection dropped without an answer */
  dropNext: number;
  /** the next N requests are served, then their connection dropped: the answer is lost on the way */
  dropAnswersNext: number;
  /**
   * with dropAnswersNext, only the requests whose path contains this (the portal's own background
   * reads — its index of the lines, its pending operations — take no dropped answer meant for a call)
   */
  dropAnswersOn: string | null;
}

export interface TmfServiceOptions {
  databaseUrl: string;
  port: number;
  host: string;
  reference: Omit<ReferenceOperatorOptions, 'scheduler'>;
  /** a static bearer token the portal must send; null with no clients: open (development, tests) */
  token: string | null;
  /** OAuth2 client credentials (client id → secret) exchanged at /oauth2/token for a bearer token */
  clients?: Readonly<Record<string, string>>;
  faults?: Partial<ServiceFaults>;
  /** when the hub gives a failing listener up (decision 032; tests: seconds) */
  hub?: HubFigures;
  /** pino's level (`npm run operator`: LOG_LEVEL, default info); unset: no request log (tests) */
  logLevel?: string;
  /** decision 036: refuse every request the official documents do not define (`OPERATOR_STRICT`) */
  strict?: boolean;
  /** tests: every request and its answer, as exchanged (checked against the official documents) */
  onExchange?: (exchange: TmfExchange) => void;
}

export interface TmfService {
  app: FastifyInstance;
  url: string;
  faults: ServiceFaults;
  /** rehearsals and tests: completes a number's pending operations now, as if they were due */
  completeNow(msisdn: string): Promise<void>;
  stop(): Promise<void>;
}

const TOKEN_LIFETIME_SECONDS = 3600;
/** an operation scheduled inside the transaction that makes it may fire before that commits */
const MIN_COMPLETION_DELAY_MS = 50;
const RECHECKS = 3;
/** Node's timers hold at most 2^31-1 ms; the seed has operations due years ahead */
const MAX_TIMER_MS = 2 ** 31 - 1;

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function startTmfService(opts: TmfServiceOptions): Promise<TmfService> {
  const database = createDatabase(opts.databaseUrl, { max: 10 });
  const faults: ServiceFaults = {
    delayMs: 0,
    failNext: 0,
    dropNext: 0,
    dropAnswersNext: 0,
    dropAnswersOn: null,
    dropEvents: false,
    duplicateEvents: false,
    ...opts.faults,
  };
  const timers = new Set<NodeJS.Timeout>();
  const dueAt = new Map<string, Date>();
  let complete: (operation: PendingOperation) => Promise<boolean> = async () => false;
  const arm = (operation: PendingOperation, attempt = 0) => {
    const wait = Math.max(MIN_COMPLETION_DELAY_MS, operation.dueAt.getTime() - Date.now());
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        // a timer waits at most MAX_TIMER_MS: one due later is armed again, not completed early
        if (operation.dueAt.getTime() > Date.now() + MIN_COMPLETION_DELAY_MS) return arm(operation, attempt);
        void complete(operation).then(
          (isDone) => {
            if (isDone) dueAt.delete(`${operation.kind}:${operation.operationId}`);
            // not pending (yet): the request's transaction may still be open; look again a few times
            else if (attempt < RECHECKS)
              arm({ ...operation, dueAt: new Date(Date.now() + 1000) }, attempt + 1);
          },
          () => arm({ ...operation, dueAt: new Date(Date.now() + 2000) }, attempt),
        );
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    timers.add(timer);
  };
  const scheduler: CompletionScheduler = {
    async schedule(_executor, operation) {
      dueAt.set(`${operation.kind}:${operation.operationId}`, operation.dueAt);
      arm(operation);
    },
  };
  const reference = createReferenceOperator(database.db, { ...opts.reference, scheduler });

  // the portal's request id arrives as the correlation header and is the id of every log line here
  const app = Fastify({
    logger: opts.logLevel ? { level: opts.logLevel } : false,
    requestIdHeader: CORRELATION_HEADER,
  });
  await app.register(formbody);
  const issued = new Map<string, number>();
  app.post('/oauth2/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const secret = opts.clients?.[body.client_id ?? ''];
    if (body.grant_type !== 'client_credentials' || !secret || !sameSecret(secret, body.client_secret ?? ''))
      return reply.status(401).send({ error: 'invalid_client' });
    const token = randomBytes(24).toString('base64url');
    issued.set(token, Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS };
  });
  const isOpen = opts.token === null && !opts.clients;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/oauth2/token') return;
    if (faults.dropNext > 0) {
      faults.dropNext--;
      request.raw.socket.destroy();
      return reply;
    }
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (faults.failNext > 0) {
      faults.failNext--;
      return reply.status(500).send(tmfErrorBody('internal', 'injected'));
    }
    if (isOpen) return;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return reply.status(401).send(tmfErrorBody('missingCredentials'));
    const expires = issued.get(bearer);
    const isStatic = opts.token !== null && sameSecret(opts.token, bearer);
    if (!isStatic && !(expires && expires > Date.now()))
      return reply.status(401).send(tmfErrorBody('invalidCredentials'));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (
      faults.dropAnswersNext > 0 &&
      request.url !== '/oauth2/token' &&
      (faults.dropAnswersOn === null || request.url.includes(faults.dropAnswersOn))
    ) {
      faults.dropAnswersNext--;
      request.raw.socket.destroy();
    }
    return payload;
  });
  if (opts.onExchange) {
    const onExchange = opts.onExchange;
    app.addHook('onSend', async (request, reply, payload) => {
      const [path = '', search = ''] = request.url.split('?');
      const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      onExchange({
        method: request.method,
        path,
        query: Object.fromEntries(new URLSearchParams(search)),
        requestBody: request.body,
        status: reply.statusCode,
        headers: Object.fromEntries(
          Object.entries(reply.getHeaders()).map(([name, value]) => [
            name,
            value === undefined ? undefined : String(value),
          ]),
        ),
        responseBody: isJson && typeof payload === 'string' && payload ? JSON.parse(payload) : null,
      });
      return payload;
    });
  }
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (error.statusCode && error.statusCode < 500)
      return reply.status(400).send(tmfErrorBody('invalidBody', error.message));
    request.log.error({ err: error }, 'operator fault');
    return reply.status(500).send(tmfErrorBody('internal'));
  });
  registerTmf630(app, opts.strict);
  app.get('/tmf-api/health', async () => ({ status: 'up' }));

  const hub = registerEventHub(app, database.pool, faults, opts.hub);
  const ordering = registerProductOrdering(app, {
    pool: database.pool,
    reference,
    hub,
    dueAtOf: (key) => dueAt.get(key) ?? null,
  });
  complete = (operation) => ordering.complete(operation);
  const owners = createOwners(database.pool);
  registerInventoryAndBalance(app, reference, owners.ofNumber);
  registerTransferLookup(app, database.pool);
  registerAccounts(app, reference);
  registerStandard(app, reference, owners);
  registerCommunication(app, reference);
  // the billing's day: a month is closed (its invoice formed) once the next has begun
  registerBilling(
    app,
    reference,
    owners,
    () => opts.reference.fixedToday ?? kazakhstanToday(),
    createMonthChargeRates(database.pool, reference),
  );

  try {
    // the operations left pending before this start (the seed's, a crash's) are completed when due
    for (const operation of await reference.listPendingOperations()) {
      dueAt.set(`${operation.kind}:${operation.operationId}`, operation.dueAt);
      arm(operation);
    }
    await app.listen({ port: opts.port, host: opts.host });
  } catch (error) {
    for (const timer of timers) clearTimeout(timer);
    await database.close();
    throw error;
  }
  // decision 034: every change of a line reaches the hub's listeners as a TMF688 product event
  const lineEvents = publishLineEvents(database.pool, hub, (error) =>
    app.log.warn({ err: error }, 'line events'),
  );
  // the orders and request keys past their week (decision 032), at start and then hourly
  const pruning = schedulePruning(database.db, (error) => app.log.error({ err: error }, 'pruning failed'));
  // the billing's closed days rated (decision 037), at start and then hourly
  const dayClose = everyHour(
    () => closeBillingDays(database.db, opts.reference.fixedToday ?? kazakhstanToday()),
    (error) => app.log.error({ err: error }, 'billing day close failed'),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    app,
    url: `http://${opts.host}:${port}`,
    faults,
    async completeNow(msisdn) {
      for (const operation of await reference.listPendingOperations())
        if (operation.msisdn === msisdn) await ordering.complete(operation);
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await lineEvents.stop();
      await pruning.stop();
      await dayClose.stop();
      await app.close();
      await database.close();
    },
  };
}

import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsHandlers } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { featuresHandlers } from './modules/features/features.routes.ts';
import { mailboxHandlers } from './modules/mailbox/mailbox.routes.ts';
import { createMailboxService } from './modules/mailbox/mailbox.service.ts';
import { numbersHandlers } from './modules/numbers/numbers.routes.ts';
import { companyLinesHandlers } from './modules/numbers/company-lines.routes.ts';
import { createCompanyLinesRepository } from './modules/numbers/company-lines.repository.ts';
import { shellHandlers } from './modules/shell/shell.routes.ts';
import { numberHandlers } from './modules/number/number.routes.ts';
import { createNumberService } from './modules/number/number.service.ts';
import { lifecycleHandlers } from './modules/lifecycle/lifecycle.routes.ts';
import { servicesHandlers } from './modules/services/services.routes.ts';
import { devicesHandlers } from './modules/devices/devices.routes.ts';
import { createDevicesService } from './modules/devices/devices.service.ts';
import { createDocumentsRepository } from './modules/documents/documents.repository.ts';
import { documentsHandlers } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { transferHandlers } from './modules/transfer/transfer.routes.ts';
import { createTransferService } from './modules/transfer/transfer.service.ts';
import { esimHandlers } from './modules/esim/esim.routes.ts';
import { createEsimService } from './modules/esim/esim.service.ts';
import { createEsimSmsLinks } from './modules/esim/esim-sms-link.ts';
import { simHandlers } from './modules/sim/sim.routes.ts';
import { createSimService } from './modules/sim/sim.service.ts';
import { forwardingHandlers } from './modules/forwarding/forwarding.routes.ts';
import { bansHandlers } from './modules/bans/bans.routes.ts';
import { reportsHandlers } from './modules/reports/reports.routes.ts';
import { createNumberActionServices } from './number-actions.ts';
import { bulkHandlers } from './modules/bulk/bulk.routes.ts';
import { createBulkService } from './modules/bulk/bulk.service.ts';
import { teamHandlers } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { apiTokensHandlers } from './modules/api-tokens/api-tokens.routes.ts';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service.ts';
import { webhooksHandlers } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { spendHandlers } from './modules/spend/spend.routes.ts';
import { costCentresHandlers } from './modules/cost-centres/cost-centres.routes.ts';
import { overviewHandlers } from './modules/overview/overview.routes.ts';
import { createOverviewLandingStore } from './modules/overview/overview-landing.ts';
import { createSpendReadModelRepository } from './modules/spend/spend-read-model.repository.ts';
import { createOverviewRepository } from './modules/overview/overview.repository.ts';
import { createOverviewService } from './modules/overview/overview.service.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { OperatorPort } from './operator/port.ts';
import type { Mail } from './platform/mail/mail.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import type { Registry } from 'prom-client';
import { withRequestId } from './operator/tmf/correlation.ts';
import { createMetrics } from './platform/operations/metrics.ts';
import { registerOperations, requestIdOf } from './platform/operations/index.ts';
import { registerDelivery } from './platform/delivery.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './platform/framework-errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createRateLimiter, registerRateLimits } from './platform/rate-limits.ts';
import { registerSameOriginGuard } from './platform/same-origin.ts';
import { createIdempotencyStore, registerIdempotencyGuard } from './platform/idempotency.ts';
import type { Authenticate } from './platform/request-context.ts';
import { registerRoutes, type BoundRoute } from './platform/routes.ts';
import { requestForLog } from './platform/auth/api-token-log.ts';
import { registerSpa } from './platform/spa.ts';
import { registerTenancyGuard } from './platform/tenancy.ts';
import { areAllInGroups, isInGroups } from './platform/number-scope.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  operator: OperatorPort;
  mail: Mail;
  /** the job queue: report requests enqueue their build (decision 018) */
  jobs?: Pick<JobQueue, 'send'>;
  /** registers /auth/* (and the dev IdP) and returns how requests are authenticated */
  registerAuth(app: FastifyInstance): Promise<Authenticate>;
  /** true once the server is stopping: /health/ready answers 503 draining */
  isDraining?: () => boolean;
  /** decision 032: the TMF adapter's metrics (calls by API, retries, circuit state) on /metrics */
  registerOperatorMetrics?: (registry: Registry) => void;
  webDistDir?: string;
  /** where the request log goes (default stdout): a test reads it to see no secret is written */
  logStream?: NodeJS.WritableStream;
}

/** The composition root: builds the whole server from its configuration and parts. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const metrics = createMetrics();
  deps.registerOperatorMetrics?.(metrics.registry);
  // every call to the operator's systems is counted and timed (decision 026)
  const operator = metrics.instrument(deps.operator);
  const app = Fastify({
    // decision 026: one request id per request, from the caller's X-Request-Id when it is sane, in
    // every log line of the request and in the answer
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // decision 035: a secret in a URL is redacted in every line that carries the request
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // decision 012: what Fastify and Node refuse by themselves is a problem with a catalogue code too
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // decision 032: the request id goes on to the operator with every call made for this request
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  registerOperations(app, { config, database, operator, metrics, isDraining: deps.isDraining });
  registerSameOriginGuard(app, config.publicUrl);
  await registerDelivery(app, config.publicUrl);

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // decision 012: the API's map is for developers; production publishes it only when configured to.
  // Loaded only then (decision 015): the OpenAPI generator and its UI are memory nobody else uses.
  if (config.apiDocsPublic) await registerApiDocs(app, config.publicUrl);

  const authenticate = await deps.registerAuth(app);
  const accountsRepo = createAccountsRepository(database.db);
  const companyLines = createCompanyLinesRepository(database.db);
  registerTenancyGuard(app, {
    authenticate,
    findCompany: (userId, bin) => accountsRepo.findCompanyAccess(userId, bin),
    // decision 034: a number is the company's when its index says so; on a miss the operator is asked
    findCompanyNumber: async (bin, msisdn) =>
      (await companyLines.companyNumber(bin, msisdn)) ?? operator.findCompanyNumber(bin, msisdn),
    isInGroups: (groupIds, msisdn) => isInGroups(database.db, groupIds, msisdn),
    areAllInGroups: (groupIds, msisdns) => areAllInGroups(database.db, groupIds, msisdns),
  });
  registerIdempotencyGuard(app);

  registerInputGuard(app);
  registerRateLimits(app, createRateLimiter(database.db), config.rateLimitFactor);

  // one reports service: its routes, and the documents' top-ups (the top_ups report kind)
  const reports = createReportsService({
    db: database.db,
    operator,
    queue: deps.jobs ?? null,
    fixedToday: config.fixedToday,
  });
  const numberActions = createNumberActionServices(database.db, operator, {
    fixedToday: config.fixedToday,
    mail: deps.mail,
  });
  const bound: BoundRoute[] = [
    ...accountsHandlers(createAccountsService(database.db, accountsRepo)),
    ...featuresHandlers(),
    ...shellHandlers(config, operator, deps.mail),
    ...mailboxHandlers(createMailboxService(database.db, deps.mail)),
    ...numberHandlers(createNumberService(database.db, operator)),
    ...numbersHandlers(numberActions.numbers),
    ...companyLinesHandlers(database.db, operator, deps.jobs ?? null),
    ...servicesHandlers(numberActions.services),
    ...lifecycleHandlers(numberActions.lifecycle),
    ...transferHandlers(createTransferService(database.db, operator, createIdempotencyStore(database.db))),
    ...devicesHandlers(createDevicesService(database.db, operator)),
    ...esimHandlers(
      createEsimService(database.db, operator, deps.mail),
      createEsimSmsLinks(database.db, operator, {
        secureCookies: config.publicUrl.startsWith('https:'),
        linkBase: `${config.publicUrl}/esim-qr/`,
      }),
    ),
    ...simHandlers(createSimService(database.db, operator)),
    ...forwardingHandlers(numberActions.forwarding),
    ...bansHandlers(numberActions.bans),
    ...documentsHandlers(
      createDocumentsService(operator, createDocumentsRepository(database.db), {
        today: config.fixedToday,
        reports,
      }),
    ),
    ...reportsHandlers(reports),
    ...bulkHandlers(createBulkService({ db: database.db, operator, queue: deps.jobs ?? null })),
    ...teamHandlers(
      createTeamService({
        db: database.db,
        mail: deps.mail,
        publicUrl: config.publicUrl,
        embeddedIdp: !config.oidc,
      }),
    ),
    ...apiTokensHandlers(createApiTokensService(database.db)),
    ...webhooksHandlers(createWebhooksService({ db: database.db, config, queue: deps.jobs ?? null })),
    ...spendHandlers(numberActions.spend),
    ...costCentresHandlers(numberActions.costCentres),
    ...overviewHandlers(
      createOverviewService(
        operator,
        createOverviewRepository(database.db),
        createSpendReadModelRepository(database.db),
        { fixedToday: config.fixedToday },
      ),
      createOverviewLandingStore(database.db),
    ),
  ];
  registerRoutes(app, bound);
  await registerSpa(app, deps.webDistDir ?? WEB_DIST_DIR);
  return app;
}

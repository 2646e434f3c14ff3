import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsHandlers } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { featuresHandlers } from './modules/features/features.routes.ts';
import { numbersHandlers } from './modules/numbers/numbers.routes.ts';
import { createNumbersService } from './modules/numbers/numbers.service.ts';
import { shellHandlers } from './modules/shell/shell.routes.ts';
import { subscribersHandlers } from './modules/subscribers/subscribers.routes.ts';
import { createSubscribersService } from './modules/subscribers/subscribers.service.ts';
import { lifecycleHandlers } from './modules/lifecycle/lifecycle.routes.ts';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service.ts';
import { servicesHandlers } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import type { OperatorPort } from './operator/port.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import type { Authenticate } from './platform/request-context.ts';
import { registerRoutes, type BoundRoute } from './platform/routes.ts';
import { registerSpa } from './platform/spa.ts';
import { registerTenancyGuard } from './platform/tenancy.ts';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  config: Config;
  database: Database;
  operator: OperatorPort;
  /** registers /auth/* (and the dev IdP) and returns how requests are authenticated */
  registerAuth(app: FastifyInstance): Promise<Authenticate>;
  webDistDir?: string;
}

/** The composition root: builds the whole server from its configuration and parts. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, operator } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kabinet API',
        version: '0.1.0',
        description: 'Corporate self-service portal (spec §7)',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'kabinet_session' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          clientBin: { type: 'apiKey', in: 'header', name: 'X-Client-Bin' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const authenticate = await deps.registerAuth(app);
  const accountsRepo = createAccountsRepository(database.db);
  registerTenancyGuard(app, {
    authenticate,
    findCompany: (userId, bin) => accountsRepo.findCompanyAccess(userId, bin),
    isCompanyNumber: (bin, msisdn) => operator.isCompanyNumber(bin, msisdn),
  });

  const bound: BoundRoute[] = [
    ...accountsHandlers(createAccountsService(database.db, accountsRepo)),
    ...featuresHandlers(),
    ...shellHandlers(config, operator),
    ...subscribersHandlers(createSubscribersService(operator)),
    ...numbersHandlers(createNumbersService(database.db, operator)),
    ...servicesHandlers(createServicesService(database.db, operator)),
    ...lifecycleHandlers(createLifecycleService(database.db, operator)),
  ];
  registerRoutes(app, bound);
  await registerSpa(app, deps.webDistDir ?? WEB_DIST_DIR);
  return app;
}

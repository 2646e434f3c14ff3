import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allRoutes,
  problemSchema,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  webhookEventSchema,
  type RouteDef,
} from '@kabinet/contract';
import { SESSION_COOKIE } from './auth/session-cookie.ts';
import { routeErrorsByStatus } from './route-errors.ts';

// The OpenAPI document as an integrator's tools read it (swagger-parser, Redocly, openapi-typescript):
// only the contract's routes (not the embedded identity provider's), each with its operationId (the
// route id), its security, every code it can answer by status (problem details; decision 035), and
// the Idempotency-Key header where money moves. Built from the contract's route
// declarations, so a new route is described by declaring it.

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const ROUTES = new Map(allRoutes.map((route) => [routeKey(route.method, openApiPath(route.path)), route]));

const PROBLEM = { $ref: '#/components/schemas/Problem' };

/**
 * Decision 035: every code the operation can answer (route-errors.ts, from the catalogue and the
 * route's declaration), one response per status, its problem schema with `code` narrowed to them.
 */
function refusalsOf(route: RouteDef): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...routeErrorsByStatus(route)].sort(([a], [b]) => a - b))
    responses[String(status)] = {
      description: `Problem details; code: ${codes.join(', ')}`,
      content: {
        'application/problem+json': {
          schema: {
            allOf: [PROBLEM, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
          },
        },
      },
    };
  return responses;
}

/**
 * Session cookie with X-Client-Bin naming the company (DESIGN §4), or a bearer token alone: a
 * company's API token names its company (decision 031; an identity provider's access token names
 * it with X-Client-Bin, as the bearer scheme says — decision 035).
 */
function securityOf(route: RouteDef): Record<string, string[]>[] {
  if (route.scope === 'public') return [];
  if (route.scope === 'session') return [{ session: [] }, { bearer: [] }];
  return [{ session: [], clientBin: [] }, { bearer: [] }];
}

/** Adds what the contract declares to each operation of the generated document. */
export function describeContract(document: OpenApiDocument, publicUrl: string): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = ROUTES.get(routeKey(method, path));
      if (!route) continue;
      operation.operationId = route.id;
      operation.security = securityOf(route);
      operation.responses = { ...operation.responses, ...refusalsOf(route) };
      // an upload: the file itself is the body (RouteDef.consumes)
      if (route.consumes)
        operation.requestBody = {
          required: true,
          content: Object.fromEntries(
            route.consumes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        };
      if (route.idempotencyKey)
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            description:
              'A key of your choice per request; a retry with the same key is applied at most once',
            schema: { type: 'string', minLength: 1, maxLength: 128 },
          },
        ];
    }
  }
  return {
    ...document,
    servers: [{ url: publicUrl }],
    webhooks: webhooksSection(),
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        Problem: z.toJSONSchema(problemSchema, { target: 'draft-2020-12', io: 'output' }),
      },
    },
  };
}

/**
 * OpenAPI 3.1's `webhooks` (decision 035): every event an endpoint can choose, its body typed —
 * the envelope of decision 031 with the event's own `data` (the contract's WEBHOOK_EVENT_DATA) —
 * and the Standard Webhooks headers it is signed with.
 */
function webhooksSection(): Record<string, unknown> {
  const signed = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
    name,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description:
      'Standard Webhooks: verify the signature with the endpoint’s secret before trusting the body',
  }));
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const body = webhookEventSchema.extend({ type: z.literal(type), data: WEBHOOK_EVENT_DATA[type] });
      return [
        type,
        {
          post: {
            operationId: `webhook.${type}`,
            // the portal calls the integrator: the signature headers are its proof, not a scheme
            security: [],
            summary: `The ${type} event`,
            parameters: signed,
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(body, { target: 'draft-2020-12', io: 'output' }),
                },
              },
            },
            responses: { '200': { description: 'Received (any 2xx); anything else is retried' } },
          },
        },
      ];
    }),
  );
}

/** OpenAPI of every contract route and its UI at /api/docs (registered before the routes it describes). */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(fastifySwagger, {
    openapi: {
      // decision 035: 3.1, for its `webhooks` section and JSON Schema 2020-12
      openapi: '3.1.0',
      info: {
        title: 'Kabinet API',
        version: '0.1.0',
        description:
          'Corporate self-service portal (spec §7). Every call acts for one company, named by the X-Client-Bin header; refusals are RFC 9457 problem details whose `code` is a catalogue code.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // decision 031: a company's API token (`kbt_…`, made under "API and webhooks"); it names its
          // own company, so X-Client-Bin may be left out. The identity provider's access tokens work too.
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A company's API access token (kbt_…), which names its company: X-Client-Bin is not needed (if sent, it must be the token's company). An access token of the identity provider works too, with X-Client-Bin naming the company.",
          },
          clientBin: { type: 'apiKey', in: 'header', name: 'X-Client-Bin' },
        },
      },
    },
    // only the contract's routes: the sign-in flow and the embedded identity provider are not API
    transform: (input) =>
      input.route.config?.contract
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) =>
      describeContract(
        ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as OpenApiDocument,
        publicUrl,
      ) as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

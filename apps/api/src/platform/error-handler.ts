import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeSchema, type ErrorCode } from '@kabinet/contract';
import { ApiError, problemBody } from './problem.ts';

/** Zod issue messages carry catalogue codes (contract rules); anything else is a generic validation error. */
function codeOf(message: string): ErrorCode {
  const parsed = errorCodeSchema.safeParse(message);
  return parsed.success ? parsed.data : 'validation_error';
}

/**
 * One place turns every failure into a problem response (DESIGN §4): bad input is a 4xx with a
 * catalogue code, never a 5xx; only real faults are 500 system_error, and they are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, code: ErrorCode, extra?: ApiError['details']) =>
      reply
        .status(status)
        .type('application/problem+json')
        .send(problemBody(status, code, request.url.split('?')[0], extra));

    if (error instanceof ApiError) return send(error.status, error.code, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        code: codeOf(v.message ?? ''),
      }));
      const first = errors.find((e) => e.code !== 'validation_error') ?? errors[0];
      return send(400, first?.code ?? 'validation_error', { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, route: request.routeOptions.url },
        'response does not match the contract',
      );
      return send(500, 'system_error');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return send(
        status,
        status === 401 ? 'unauthorized' : status === 429 ? 'rate_limited' : 'validation_error',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'system_error');
  });
}

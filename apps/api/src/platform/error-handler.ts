import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, errorCodeSchema, type ErrorCode, type RouteDef } from '@kabinet/contract';
import { OperatorUnavailableError, faultForLog, isDatabaseUnavailable } from './faults.ts';
import { clientErrorCode } from './framework-errors.ts';
import { languageOf } from './error-texts.ts';
import { ApiError, problemBody, type ProblemDetails } from './problem.ts';

/** decision 012: while PostgreSQL is away the answer is 503 and the client may retry after this. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Zod issue messages carry catalogue codes (contract rules); anything else is a generic validation error. */
function codeOf(message: string): ErrorCode {
  const parsed = errorCodeSchema.safeParse(message);
  return parsed.success ? parsed.data : 'validation_error';
}

/**
 * One place turns every failure into a problem response (DESIGN §4): bad input is a 4xx with a
 * catalogue code, never a 5xx; PostgreSQL away is 503 service_unavailable with Retry-After, whatever
 * the error was wrapped in; only real faults are 500 system_error, and they are logged without the
 * values they carried.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // the catalogue gives the status (decision 007); only Fastify's own client errors keep theirs
    const send = (code: ErrorCode, extra?: ProblemDetails, status: number = ERROR_STATUS[code]) =>
      reply
        .status(status)
        .type('application/problem+json')
        .send(
          problemBody(
            status,
            code,
            request.url.split('?')[0],
            extra,
            languageOf(request.headers['accept-language']),
          ),
        );

    // decision 025: PostgreSQL away is 503 wherever it surfaced, checked before anything else —
    // also under a failure already named for its operation (a note's spec §8 label_edit_failed
    // carries the database error as its cause): the answer is "try again", not "this was refused"
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: faultForLog(error) }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send('service_unavailable');
    }
    if (error instanceof ApiError) {
      // a refusal that stands for a fault underneath (an unreadable upload) keeps that fault in the log
      if (error.cause !== undefined)
        request.log.warn(
          { err: faultForLog(error.cause), code: error.code },
          'refused for an underlying error',
        );
      const retryAfter = error.details?.extensions?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return send(error.code, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        code: codeOf(v.message ?? ''),
      }));
      const first = errors.find((e) => e.code !== 'validation_error') ?? errors[0];
      return send(first?.code ?? 'validation_error', { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: faultForLog(error), route: request.routeOptions.url },
        'response does not match the contract',
      );
      return send('system_error');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return send(clientErrorCode(error, status), undefined, status);
    }
    if (error instanceof OperatorUnavailableError) {
      request.log.warn({ err: faultForLog(error) }, 'operator unavailable');
      const contract = (request.routeOptions.config as { contract?: RouteDef } | undefined)?.contract;
      return send(contract?.failure ?? 'failed_to_get_data');
    }
    request.log.error({ err: faultForLog(error) }, 'unhandled error');
    // spec §8: the screen's own failure text where the contract names one (decision 022)
    const contract = (request.routeOptions.config as { contract?: RouteDef } | undefined)?.contract;
    return send(contract?.failure ?? 'system_error');
  });
}

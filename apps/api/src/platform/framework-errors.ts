import { languageOf } from './error-texts.ts';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@kabinet/contract';
import { problemBody } from './problem.ts';

// decision 012: what Fastify and Node answer by themselves (bad percent-encoding, a path parameter over
// the limit, a URL over the header limit, malformed HTTP, a body that does not parse) becomes an RFC
// 9457 problem with a catalogue code like every other answer — no FST_ERR_* or other internal name.

/** Fastify's own client errors by their code; the status stays Fastify's. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'url_too_long',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_url',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_VALIDATION: 'validation_error',
};

/** The catalogue code of a Fastify client error (4xx), by its code, else by its status. */
export function clientErrorCode(error: FastifyError, status: number): ErrorCode {
  const byCode = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (byCode) return byCode;
  // JSON.parse's SyntaxError carries no Fastify code: a 400 with a body is a body that did not parse
  if (error instanceof SyntaxError) return 'malformed_body';
  switch (status) {
    case 401:
      return 'unauthorized';
    case 404:
      return 'not_found';
    case 413:
      return 'body_too_large';
    case 414:
      return 'url_too_long';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 431:
      return 'request_too_large';
    default:
      return 'validation_error';
  }
}

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL, parameter too long). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply
    .status(status)
    .type('application/problem+json')
    .send(
      problemBody(
        status,
        clientErrorCode(error, status),
        undefined,
        undefined,
        languageOf(request.headers['accept-language']),
      ),
    );
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (malformed HTTP, headers or URL
 * over the limit) never reach Fastify; the answer is written on the socket as Node would, as a problem.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'system_error']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'request_too_large']
        : [400, 'bad_url'];
  const body = JSON.stringify(problemBody(status, code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

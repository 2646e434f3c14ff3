import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '@kabinet/contract';

// Decision 035: secrets that arrive in a URL by mistake — an API token (`kbt_…`) or an OAuth
// parameter — never reach the log in clear; the token itself is revoked (register-auth.ts).

const API_TOKEN = new RegExp(`${API_TOKEN_PREFIX}[A-Za-z0-9_-]{20,}`, 'g');
/** query parameters whose values are credentials wherever they appear */
const SECRET_PARAMS = /([?&](?:access_token|token|id_token|refresh_token|code|client_secret)=)[^&#]*/gi;

/** The first API token secret a URL carries, if any. */
export function apiTokenInUrl(url: string): string | null {
  API_TOKEN.lastIndex = 0;
  return API_TOKEN.exec(url)?.[0] ?? null;
}

/** A URL as the log may show it: API tokens and credential parameters replaced. */
export const redactedUrl = (url: string): string =>
  url.replace(API_TOKEN, `${API_TOKEN_PREFIX}[redacted]`).replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request serializer with the URL redacted (every request's log lines carry it). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

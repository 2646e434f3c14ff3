import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './spa.ts';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Content-Security-Policy of every response (decision 015). Scripts only from the portal itself
 * (the SPA has no inline script); styles may be inline because Mantine writes its CSS variables
 * into a <style> element at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * How every answer leaves the server (decision 015): security headers on all of them (the SPA's
 * files and index.html included), and answers above the threshold compressed by negotiation
 * (brotli, else gzip). The SPA's hashed files are compressed at build time; they already carry
 * `Content-Encoding`, so they are not compressed again here.
 */
export async function registerDelivery(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https:');
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only where the portal is served over https: a browser would refuse a plain-http demo
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  // callback hooks, not async ones: most requests pass through both without a promise
  app.addHook('preParsing', (request, _reply, payload, done) => {
    try {
      done(null, inflateRequest(request, payload));
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      const answer = compressAnswer(request, reply, payload);
      if (answer instanceof Promise) answer.then((out) => done(null, out), done);
      else done(null, answer);
    } catch (error) {
      done(error as Error);
    }
  });
}

/**
 * Helmet's headers for these options, worked out once (decision 033, "The tail"): they depend on
 * the options alone, and @fastify/helmet rebuilt helmet — parsing the CSP directives again — in two
 * async hooks of every request.
 */
function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

// Compression is done here with node:zlib directly rather than a plugin (decision 015): a JSON
// answer is already one string, compressed in one call and written in one piece — no streams per
// request, and no stream libraries in memory.

/** brotli at quality 4: most of the gain of 11 at a fraction of the CPU (what @fastify/compress used) */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
/** above this an answer is compressed off the event loop (zlib's thread pool) */
const SYNC_LIMIT_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript)\b|image\/svg\+xml)/i;

/** br, else gzip, by the client's Accept-Encoding (q=0 refuses; `*` stands for any); null: as is */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (token === 'br') br = weight;
    else if (token === 'gzip' || token === 'x-gzip') gzip = weight;
    else if (token === '*') any = weight;
  }
  if (br < 0) br = any;
  if (gzip < 0) gzip = any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/**
 * The API's answers (not the SPA's files, which come precompressed from the build) of a
 * compressible type, above the threshold, by negotiation.
 */
function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (payload == null || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (!isApiPath(request.url)) return payload;
  const current = reply.getHeader('content-encoding');
  if (current && current !== 'identity') return payload;
  const type = reply.getHeader('content-type');
  if (!COMPRESSIBLE.test(typeof type === 'string' ? type : 'application/json')) return payload;
  const stream = isReadable(payload);
  if (!stream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const size = stream ? Infinity : Buffer.byteLength(payload as string | Buffer);
  if (size < COMPRESS_THRESHOLD_BYTES) return payload;
  reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (stream) {
    const zip = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
    return pipeline(payload, zip, () => {});
  }
  const input = payload as string | Buffer;
  if (size <= SYNC_LIMIT_BYTES)
    return encoding === 'br' ? zlib.brotliCompressSync(input, BROTLI) : zlib.gzipSync(input);
  return new Promise<Buffer>((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(input, BROTLI, done);
    else zlib.gzip(input, done);
  });
}

function varyWithEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

class RequestEncodingError extends Error {
  statusCode = 415;
  code = 'FST_CP_ERR_INVALID_CONTENT_ENCODING';
}

/** A request body sent compressed (Content-Encoding br or gzip) is inflated before it is parsed. */
function inflateRequest(request: FastifyRequest, payload: Readable): Readable {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (!encoding) return payload;
  if (encoding !== 'br' && encoding !== 'gzip')
    throw new RequestEncodingError(`Unsupported Content-Encoding: ${encoding}`);
  const inflate = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
  // the body limit counts what arrives, as for an uncompressed body
  const counted = inflate as typeof inflate & { receivedEncodedLength: number };
  counted.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    counted.receivedEncodedLength += chunk.length;
  });
  return pipeline(payload, inflate, () => {});
}

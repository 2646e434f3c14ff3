import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  await app.register(fastifyHelmet, {
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
  // the SPA's files come precompressed (or are too small to gain): never compressed per request,
  // which would also cost CPU on every fetch of a small catalog chunk
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

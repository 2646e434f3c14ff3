import { languageOf } from './error-texts.ts';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS } from '@kabinet/contract';
import { negotiateEncoding } from './delivery.ts';
import { firstData } from './first-data.ts';
import { loadFirstLoad } from './first-load.ts';
import { problemBody } from './problem.ts';

const API_PREFIXES = ['/api', '/accounts', '/auth', '/idp'];

/** a path the server answers itself (the API, the BFF, the IdP), not a file of the SPA */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/** a signed-in page is compressed per request: a middle level, a few KB take well under a millisecond */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const ASSETS_DIR = `${path.sep}assets${path.sep}`;

/**
 * Serves the built SPA (apps/web/dist) with history fallback: any GET outside the API that
 * matches no file gets index.html, so deep links like /numbers/7011234567 load the app.
 * Files come precompressed from the build (`.br`, `.gz`) and are chosen by `Accept-Encoding`
 * (decision 015). Hashed files under assets/ never change: a year, immutable, so a repeat visit
 * asks nothing; everything else (index.html above all) is revalidated on every visit.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // @fastify/static's own Cache-Control (max-age=0) would overwrite the one set below
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader(
          'cache-control',
          filePath.includes(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const firstLoad = hasSpa ? loadFirstLoad(distDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (firstLoad && !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      // index.html names the first screen's files in the user's language (first-load.ts)
      const page = firstLoad.page(url, {
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      const first = await firstData(app, request);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8');
      for (const cookie of first.setCookies) reply.header('set-cookie', cookie);
      if (!first.block) {
        reply.header('cache-control', 'no-cache');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? page[encoding] : page.html);
      }
      // the visitor's own data is in this page: never kept by a shared cache, nor by the browser's
      reply.header('cache-control', 'private, no-store');
      const html = page.html.replace('</body>', () => `${first.block}</body>`);
      if (!encoding) return reply.send(html);
      reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? zlib.brotliCompressSync(html, BROTLI_FAST) : zlib.gzipSync(html));
    }
    return reply
      .status(ERROR_STATUS.not_found)
      .type('application/problem+json')
      .send(
        problemBody(
          ERROR_STATUS.not_found,
          'not_found',
          url,
          undefined,
          languageOf(request.headers['accept-language']),
        ),
      );
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problemBody } from './problem.ts';

const API_PREFIXES = ['/api', '/accounts', '/auth', '/idp'];

/**
 * Serves the built SPA (apps/web/dist) with history fallback: any GET outside the API that
 * matches no file gets index.html, so deep links like /numbers/7011234567 load the app.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // hashed assets never change; index.html must always be revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problemBody(404, 'not_found', url));
  });
}

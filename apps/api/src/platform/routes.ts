import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteDef } from '@kabinet/contract';
import { registerUploadBodies } from './upload-body.ts';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

export interface HandlerInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface BoundRoute {
  route: RouteDef;
  handler: (input: HandlerInput<RouteDef>) => Promise<unknown>;
}

/** Binds a contract route to its handler; the handler's input and output are typed by the contract. */
export function defineHandler<R extends RouteDef>(
  route: R,
  handler: (input: HandlerInput<R>) => Promise<Infer<R['response']>>,
): BoundRoute {
  return { route, handler: handler as BoundRoute['handler'] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract route behind a Fastify route; the tenancy guard reads scope and feature from it */
    contract?: RouteDef;
  }
}

/** Registers routes from the contract (DESIGN §5): schemas validate input and serialise output. */
export function registerRoutes(app: FastifyInstance, bound: BoundRoute[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // uploads (RouteDef.consumes) arrive as bytes; the route's service reads them
  registerUploadBodies(app, [...new Set(bound.flatMap(({ route }) => route.consumes ?? []))]);
  for (const { route, handler } of bound) {
    typed.route({
      method: route.method,
      url: route.path,
      config: { contract: route },
      // an upload (RouteDef.consumes): its own size bound, checked while the bytes arrive
      ...(route.maxBodyBytes ? { bodyLimit: route.maxBodyBytes } : {}),
      schema: {
        summary: route.summary,
        // what the tenancy guard checks before the handler (decision 007): 403 feature_not_available without it
        description: [
          `Scope: ${route.scope}.`,
          // decision 029: a role without the permission is answered 403 forbidden_by_role
          `Permission: ${route.permission}.`,
          route.feature !== 'none' ? `Feature: ${route.feature}.` : '',
          route.flag ? `Number's letter flag: ${route.flag} (spec §6).` : '',
          route.failure ? `A fault behind the call answers ${route.failure}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
        tags: [route.id.split('.')[0]!],
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.response },
      },
      handler: (request, reply) => {
        // decision 012: a company's data (PIN/PUK, the numbers list...) never stays in a browser or proxy cache
        if (route.scope !== 'public') reply.header('Cache-Control', 'no-store');
        return handler({
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        } as HandlerInput<RouteDef>);
      },
    });
  }
}

/** A file answer (RouteDef.produces): the bytes, their media type, and the name to save them under. */
export interface FileResponse {
  body: Buffer | Readable;
  contentType: string;
  filename: string;
  /** 'inline' shows it in the browser where it can; the default saves it */
  disposition?: 'attachment' | 'inline';
}

/** Binds a file route: sets Content-Type and Content-Disposition (RFC 6266, any script in the name). */
export function defineFileHandler<R extends RouteDef>(
  route: R,
  handler: (input: HandlerInput<R>) => Promise<FileResponse>,
): BoundRoute {
  return {
    route,
    handler: async (input) => {
      const file = await handler(input as unknown as HandlerInput<R>);
      input.reply
        .type(file.contentType)
        .header(
          'content-disposition',
          contentDisposition(file.filename, { type: file.disposition ?? 'attachment' }),
        )
        .header('x-content-type-options', 'nosniff');
      return file.body;
    },
  };
}

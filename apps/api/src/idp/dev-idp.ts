import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEV_IDP_PATH, devIssuer } from './dev-client.ts';
import { purgeExpiredIdpRows } from './idp-adapter.ts';
import { createIdpAccounts } from './idp-accounts.ts';
import { loadSigningKeys } from './idp-keys.ts';
import { handleInteraction } from './interactions.ts';
import { buildProviderConfiguration } from './provider-config.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'];

/**
 * Mounts the embedded dev identity provider (oidc-provider) under /idp inside the portal's server
 * (DESIGN §4; only when OIDC_ISSUER is unset). Its requests are hijacked in a route-level onRequest
 * hook, before Fastify parses a body, and handed to the provider's Koa app as plain Node
 * request/response objects, the way Express mounts it (req.url relative to the mount, originalUrl
 * the full path). Global onRequest hooks still run first: they must treat /idp/* as public.
 */
export async function registerDevIdp(
  app: FastifyInstance,
  deps: { config: Config; database: Database },
): Promise<void> {
  // decision 033 ("RSS after start"): the provider (oidc-provider, ≈ 25 MB resident) is built on the
  // first request under /idp — a sign-in — not at start; a failed build is tried again next time
  let building: Promise<Dispatch> | undefined;
  const dispatcher = (): Promise<Dispatch> =>
    (building ??= buildDispatch(app, deps).catch((error: unknown) => {
      building = undefined;
      throw error;
    }));

  const onRequest = async (
    request: { raw: IncomingMessage; ip: string },
    reply: { hijack(): void; raw: ServerResponse },
  ) => {
    // decision 035: the provider writes its pages itself (the reply is hijacked), so the headers
    // every portal answer carries are put on the raw response here
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.hijack();
    try {
      const dispatch = await dispatcher();
      await dispatch(request.raw, reply.raw, request.ip);
    } catch (error) {
      app.log.error({ err: error }, 'dev IdP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.end();
      } else {
        reply.raw.end();
      }
    }
  };
  for (const url of [DEV_IDP_PATH, `${DEV_IDP_PATH}/*`]) {
    app.route({
      method: METHODS,
      url,
      onRequest,
      // never reached: the hook hijacks the reply
      handler: async () => undefined,
    });
  }
}

type Dispatch = (req: IncomingMessage, res: ServerResponse, clientIp: string) => Promise<void>;

/** The provider with its keys and configuration, and how a request under /idp reaches it. */
async function buildDispatch(
  app: FastifyInstance,
  deps: { config: Config; database: Database },
): Promise<Dispatch> {
  const { config, database } = deps;
  // loaded here, not at the top: a deployment with an external IdP never loads it (decision 015)
  const { default: Provider } = await import('oidc-provider');
  const jwks = await loadSigningKeys(database.db);
  await purgeExpiredIdpRows(database.db);
  const provider = new Provider(
    devIssuer(config.publicUrl),
    await buildProviderConfiguration(config, database.db, jwks),
  );
  // behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to set Secure cookies
  provider.proxy = config.publicUrl.startsWith('https:');
  // oidc-provider logs nothing itself; errors go to the server log without request details (tokens)
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'dev IdP server error'));
  provider.on('grant.error', (_ctx, error) =>
    app.log.warn({ code: errorCode(error) }, 'dev IdP token request refused'),
  );
  provider.on('authorization.error', (_ctx, error) =>
    app.log.warn({ code: errorCode(error) }, 'dev IdP authorization refused'),
  );

  const providerCallback = provider.callback();
  const throttle = createSignInThrottle(database.db);
  const accounts = createIdpAccounts(database.db);

  return async function dispatch(req, res, clientIp) {
    const fullUrl = req.url ?? '/';
    const url = new URL(fullUrl, 'http://idp.local');
    const path = url.pathname.slice(DEV_IDP_PATH.length) || '/';
    if (
      await handleInteraction(provider, req, res, path, url.searchParams, {
        throttle,
        clientIp,
        db: database.db,
        accounts,
      })
    )
      return;
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = fullUrl;
    mounted.url = fullUrl.slice(DEV_IDP_PATH.length) || '/';
    // Fastify's request log reads req.url after the response: give it back the full path
    res.once('finish', () => {
      mounted.url = fullUrl;
    });
    await providerCallback(req, res);
  };
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'error' in error ? String((error as { error: unknown }).error) : 'unknown';
}

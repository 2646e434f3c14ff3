/**
 * Test support for the sign-in tests (not a test itself): the embedded PostgreSQL on a fresh data
 * folder, a migrated database, and a real listening Fastify server with the dev IdP and /auth/*.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { AUTH_CHANGES_CHANNEL } from '../../src/platform/auth/index.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/accounts.ts';
import { DEMO_USERS } from '../../src/db/seed/demo-users.ts';
import { registerDevIdp } from '../../src/idp/index.ts';
import { registerErrorHandler } from '../../src/platform/error-handler.ts';
import { ApiError } from '../../src/platform/problem.ts';
import { authenticate, registerAuth } from '../../src/platform/auth/index.ts';
import { freePort } from '../../src/platform/free-port.ts';
export { freePort };

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export interface AuthTestServer {
  url: string;
  config: Config;
  database: Database;
  readonly app: FastifyInstance;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `usernames`: the demo users that already exist in accounts.users (bound to their subject);
 * `unboundUsernames`: demo users that exist by e-mail only (subject null, bound on first sign-in).
 */
export async function startAuthTestServer(
  name: string,
  opts: { usernames?: string[]; unboundUsernames?: string[] } = {},
): Promise<AuthTestServer> {
  const dataDir = path.join(REPO_ROOT, '.tmp', `pg-${name}-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  try {
    const admin = new pg.Client(pgServer.adminUrl);
    await admin.connect();
    await admin.query('create database kabinet_auth');
    await admin.end();
    // as the server's own pool: its connections hear the session cache's notifications (decision 033)
    database = createDatabase(pgServer.urlFor('kabinet_auth'), { max: 10, listen: [AUTH_CHANGES_CHANNEL] });
    // pool.end() resolves before its clients have hung up; PostgreSQL stopping right after then
    // sends them "terminating connection", which must not surface as an uncaught error
    database.pool.on('remove', (client) => client.on('error', () => undefined));
    await applyMigrations(database.db);
    const rows = DEMO_USERS.filter(
      (u) => opts.usernames?.includes(u.username) || opts.unboundUsernames?.includes(u.username),
    ).map((u) => ({
      subject: opts.usernames?.includes(u.username) ? u.subject : null,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
    }));
    if (rows.length) await database.db.insert(users).values(rows);

    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-for-zod',
    });
    const running = { app: await listen(config, database), database };
    app = running.app;
    return {
      url: config.publicUrl,
      config,
      database,
      get app() {
        return running.app;
      },
      /** a new server on the same port and database: nothing may depend on process memory */
      async restart() {
        await running.app.close();
        running.app = await listen(config, running.database);
      },
      async stop() {
        await running.app.close();
        await running.database.close();
        await pgServer.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await database?.close();
    await pgServer.stop();
    throw error;
  }
}

async function listen(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await registerDevIdp(app, { config, database });
  await registerAuth(app, { config, database });
  // stands in for the integrator's tenancy hook: any route that needs a user
  app.get('/test/whoami', async (request) => {
    const user = await authenticate(request);
    if (!user) throw new ApiError('unauthorized');
    return user;
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

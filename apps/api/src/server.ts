import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { registerDevIdp } from './idp/index.ts';
import { startJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { operatorCompletionScheduler } from './jobs/operator-completions.ts';
import { startWorkers } from './jobs/workers.ts';
import { createReferenceOperator } from './operator/reference/index.ts';
import { authenticate, registerAuth } from './platform/auth/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'kabinet';

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Starts PostgreSQL (embedded unless DATABASE_URL), migrates, seeds the demo data once, and serves. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
  opts: { webDistDir?: string } = {},
): Promise<RunningServer> {
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
    });
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
    databaseUrl = embedded.urlFor(EMBEDDED_DATABASE);
  }
  const database = createDatabase(databaseUrl);
  let jobs: JobQueue | null = null;
  try {
    await applyMigrations(database.db);
    const seeded = await seedDemo(database.db);
    if (seeded) log('Demo dataset created.');

    // the queue is always there to enqueue (the operator's completions); its workers run here only
    // with RUN_WORKERS, otherwise in `npm run worker` processes (DESIGN §2)
    jobs = await startJobQueue({
      databaseUrl,
      supervise: config.runWorkers,
      onError: (error) => console.error(`jobs: ${error.message}`),
    });
    const operator = createReferenceOperator(database.db, {
      delayMs: config.operatorDelayMs,
      scheduler: operatorCompletionScheduler(jobs),
      failingProducts: config.operatorFailingProducts,
    });
    if (config.runWorkers) await startWorkers(jobs, database.db);
    const app = await buildApp({
      config,
      database,
      operator,
      webDistDir: opts.webDistDir,
      registerAuth: async (instance) => {
        if (!config.oidc) await registerDevIdp(instance, { config, database });
        await registerAuth(instance, { config, database });
        return authenticate;
      },
    });
    await app.listen({ port: config.port, host: config.host });
    return {
      app,
      database,
      url: config.publicUrl,
      async stop() {
        await app.close();
        await jobs?.stop();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    await embedded?.stop();
    throw error;
  }
}

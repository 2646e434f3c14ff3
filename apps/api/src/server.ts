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
import { schedulePendingOperations } from './jobs/operation-completions.ts';
import { createTmfMode, type TmfMode } from './operator/tmf/index.ts';
import { AUTH_CHANGES_CHANNEL, authenticate, registerAuth } from './platform/auth/index.ts';
import { createMail, type Mail } from './platform/mail/mail.ts';
import { referenceOperatorFrom, startWorkersFrom } from './start-parts.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** the portal's e-mail (decision 010) */
  mail: Mail;
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'kabinet';
/** how often a portal that started with the operator away asks it again for its pending operations */
const RESCHEDULE_RETRY_MS = 15_000;

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
  opts: {
    webDistDir?: string;
    onOperatorSend?: Parameters<typeof createTmfMode>[0]['onSend'];
    logStream?: NodeJS.WritableStream;
    /** open the pools' kept connections right after listening (`npm start`; tests open them as needed) */
    warmPools?: boolean;
  } = {},
): Promise<RunningServer> {
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      notice: log,
    });
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
    databaseUrl = embedded.urlFor(EMBEDDED_DATABASE);
  }
  // decision 033: the pool's connections hear their own changes to sessions and access; half of
  // them stay open between bursts ("The tail")
  const database = createDatabase(databaseUrl, {
    listen: config.authCache ? [AUTH_CHANGES_CHANNEL] : [],
    keep: 10,
  });
  // the operator's systems have connections of their own: a portal request holding its
  // Idempotency-Key row (a connection) while the operator works can never starve the operator.
  // Nearly every request reads through them: all are kept (decision 033, "The tail")
  const operatorDatabase = createDatabase(databaseUrl, { max: 10, keep: 10 });
  let jobs: JobQueue | null = null;
  let tmf: TmfMode | null = null;
  let isDraining = false;
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
    // decision 032: with OPERATOR_URL the operator is remote (TM Forum APIs); else in process
    tmf = config.tmfOperator
      ? createTmfMode({
          settings: config.tmfOperator,
          database,
          db: database.db,
          jobs,
          log,
          onSend: opts.onOperatorSend,
        })
      : null;
    const operator = tmf?.operator ?? referenceOperatorFrom(config, operatorDatabase.db, jobs);
    // decision 008: pending operations without a job (the seed's, or after a lost queue) get one.
    // decision 036: an operator away at start is asked again until it answers — the portal starts
    // and serves meanwhile (/health/ready names the operator; its pages answer failed_to_get_data)
    let rescheduling: NodeJS.Timeout | null = null;
    const reschedule = async () => {
      try {
        const rescheduled = await schedulePendingOperations(jobs!, operator);
        if (rescheduled) log(`Scheduled ${rescheduled} pending operator operations.`);
      } catch (error) {
        log(
          `the operator did not answer (${(error as Error).message}); its pending operations are asked again`,
        );
        rescheduling = setTimeout(() => void reschedule(), RESCHEDULE_RETRY_MS).unref();
      }
    };
    await reschedule();
    const mail = createMail({ db: database.db, queue: jobs, smtpUrl: config.smtpUrl, from: config.mailFrom });
    if (config.runWorkers) await startWorkersFrom(config, jobs, { db: database.db, operator, mail });
    const app = await buildApp({
      config,
      database,
      operator,
      mail,
      jobs,
      webDistDir: opts.webDistDir,
      logStream: opts.logStream,
      isDraining: () => isDraining,
      registerOperatorMetrics: tmf?.registerMetrics,
      registerAuth: async (instance) => {
        if (!config.oidc) await registerDevIdp(instance, { config, database });
        await registerAuth(instance, { config, database });
        return authenticate;
      },
    });
    tmf?.events.register(app);
    await app.listen({ port: config.port, host: config.host });
    await tmf?.events.subscribe();
    // decision 033 ("The tail"): the first requests after a start found the pools empty and
    // waited while each connection was opened; opened now, beside the first requests
    if (opts.warmPools)
      void Promise.all([database.warm(), tmf ? null : operatorDatabase.warm()]).catch((error: unknown) =>
        log(`warming the database pools failed: ${(error as Error).message}`),
      );
    return {
      app,
      database,
      mail,
      url: config.publicUrl,
      async stop() {
        // decision 026: readiness says draining first, so load balancers stop sending; then the
        // server stops accepting and finishes what is in flight, then the jobs in hand, then closes
        isDraining = true;
        if (rescheduling) clearTimeout(rescheduling);
        await tmf?.events.unsubscribe();
        if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
        await app.close();
        await jobs?.stop();
        mail.close();
        await operatorDatabase.close();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await operatorDatabase.close();
    await database.close();
    await embedded?.stop();
    throw error;
  }
}

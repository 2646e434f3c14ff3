import { createDatabase } from './db/client.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { completionScheduler, schedulePendingOperations } from './jobs/operation-completions.ts';
import { startWorkers } from './jobs/workers.ts';
import { createNumberActionServices } from './number-actions.ts';
import { createReferenceOperator } from './operator/reference/index.ts';
import { createTmfMode } from './operator/tmf/index.ts';
import { createMail } from './platform/mail/mail.ts';
import { loadConfigOrExit, runMain, stopOnSignals } from './process-lifecycle.ts';

/**
 * `npm run worker`: the job workers alone, as a separate process (DESIGN §2, §8: N servers with
 * RUN_WORKERS=false and M workers against one PostgreSQL). The server applies the migrations;
 * the worker only needs the database.
 */
runMain(async () => {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'Invalid configuration: DATABASE_URL is required by the worker (with the embedded database, the server runs the workers itself: RUN_WORKERS=true)',
    );
    process.exit(1);
  }
  const database = createDatabase(config.databaseUrl, { max: 5 });
  const jobs = await startJobQueue({
    databaseUrl: config.databaseUrl,
    supervise: true,
    onError: (error) => console.error(`jobs: ${error.message}`),
  });
  // decision 032: with OPERATOR_URL the workers call the operator's TM Forum APIs too (the servers
  // hold the hub listener; a worker only polls)
  const operator = config.tmfOperator
    ? createTmfMode({ settings: config.tmfOperator, database, db: database.db, jobs, log: console.log })
        .operator
    : createReferenceOperator(database.db, {
        delayMs: config.operatorDelayMs,
        ceirDelayMs: config.ceirDelayMs,
        esimDelayMs: config.esimDelayMs,
        fixedToday: config.fixedToday,
        qrLinkBase: `${config.publicUrl}/esim-qr/`,
        scheduler: completionScheduler(jobs),
        failingProducts: config.operatorFailingProducts,
      });
  await schedulePendingOperations(jobs, operator);
  const mail = createMail({ db: database.db, queue: jobs, smtpUrl: config.smtpUrl, from: config.mailFrom });
  await startWorkers(jobs, {
    db: database.db,
    operator,
    mail,
    bulk: {
      services: createNumberActionServices(database.db, operator, { fixedToday: config.fixedToday }),
      rate: config.bulkRate,
    },
    webhooks: config.webhooks,
    fixedToday: config.fixedToday,
  });
  console.log('Kabinet workers are running. Press Ctrl-C to stop.');

  stopOnSignals(
    (signal) => `${signal}: finishing the jobs in hand...`,
    async () => {
      await jobs.stop();
      mail.close();
      await database.close();
    },
  );
});

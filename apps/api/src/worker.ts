import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './jobs/workers.ts';

/**
 * `npm run worker`: the job workers alone, as a separate process (DESIGN §2, §8: N servers with
 * RUN_WORKERS=false and M workers against one PostgreSQL). The server applies the migrations;
 * the worker only needs the database.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
  await startWorkers(jobs, database.db);
  console.log('Kabinet workers are running. Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the jobs in hand...`);
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

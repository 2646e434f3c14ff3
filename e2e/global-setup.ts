import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../apps/api/src/config.ts';
import { startServer } from '../apps/api/src/server.ts';
import { freePort } from '../apps/api/test/postgres.ts';

/** The real server, as `npm start` runs it (embedded PostgreSQL, embedded IdP, built SPA), on free ports. */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.tmp', `e2e-${process.pid}`);
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OPERATOR_DELAY_MS: '1500',
    // decision 031: the webhook journey's receiver listens on this machine
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  // a private build: a developer rebuilding apps/web/dist meanwhile cannot pull chunks from under it
  const webDistDir = path.join(dataDir, 'web');
  // NODE_ENV=production: the runner's `test` would give React's development build, not what
  // `npm start` serves (the bundle budget measures this build)
  const build = spawnSync('npm', ['run', 'build', '-w', '@kabinet/web', '--', '--outDir', webDistDir], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await startServer(config, () => {}, { webDistDir });
  project.provide('baseUrl', server.url);
  // journeys that need data no screen makes yet (a message in the demo mailbox) write it here
  project.provide('databaseUrl', server.database.pool.options.connectionString!);
  project.provide('webDistDir', webDistDir);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** the build the server serves (the bundle budget reads its files' sizes) */
    webDistDir: string;
  }
}

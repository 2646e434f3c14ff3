import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type net from 'node:net';
import path from 'node:path';

/**
 * What a crash of the server leaves behind, and what the next start does about it (decision 025).
 * The postmaster runs detached (its own session, so a terminal's Ctrl-C reaches only the server);
 * a kill -9, an OOM kill or a closed terminal therefore left it running, and the next start failed
 * with PostgreSQL's "Is another postmaster running". Two defences:
 * - a watchdog process per postmaster stops it when the server's end of a pipe closes (the kernel
 *   closes it on any death of the server, kill -9 included);
 * - a start looks at the data folder's lock (`postmaster.pid`) and at the owner file written next to
 *   the folder: a postmaster of our binaries on this folder whose Kabinet is gone is stopped
 *   (fast shutdown, then immediate); a live Kabinet or a foreign PostgreSQL is refused in one line.
 */

/** A start refused for a reason the user can act on: printed as its message alone, exit code 1. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** how long a fast shutdown of a leftover postmaster may take before an immediate one */
const FAST_SHUTDOWN_MS = 10_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

const ownerFile = (databaseDir: string) =>
  path.join(path.dirname(databaseDir), `${path.basename(databaseDir)}.owner`);

/** A zombie (exited, its parent gone, not yet reaped — a container's init may never reap it) is gone. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: alive, owned by another user (the postgres user when the server runs as root)
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's argv, or null where /proc is not there (not Linux) or the process is gone. */
async function commandLine(pid: number): Promise<string[] | null> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return raw === null ? null : raw.split('\0').filter(Boolean);
}

/** The start time of a process in clock ticks since boot (/proc/<pid>/stat field 22): a PID reused later differs. */
async function startTicks(pid: number): Promise<string | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // the command name (field 2) may hold spaces and parentheses: count fields after its last ')'
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function readOwner(databaseDir: string): Promise<{ pid: number; ticks: string | null } | null> {
  const text = await fs.readFile(ownerFile(databaseDir), 'utf8').catch(() => null);
  if (text === null) return null;
  const [pid, ticks] = text.trim().split(' ');
  return Number.isInteger(Number(pid)) ? { pid: Number(pid), ticks: ticks ?? null } : null;
}

/** True when the owner file names a live process that is not this one: another Kabinet uses the folder. */
async function ownedByAnotherLiveProcess(databaseDir: string): Promise<number | null> {
  const owner = await readOwner(databaseDir);
  if (!owner || owner.pid === process.pid || !isAlive(owner.pid)) return null;
  // the same PID with another start time is a later, unrelated process
  const ticks = await startTicks(owner.pid);
  if (owner.ticks && ticks && ticks !== owner.ticks) return null;
  return owner.pid;
}

/**
 * Makes the data folder free for a postmaster started from `binary`: stops one left by an earlier,
 * dead Kabinet; refuses when a live Kabinet or a PostgreSQL of other binaries holds it.
 */
export async function freeDataFolder(
  databaseDir: string,
  binary: string,
  notice: (line: string) => void,
): Promise<void> {
  const owner = await ownedByAnotherLiveProcess(databaseDir);
  if (owner !== null)
    throw new StartRefused(
      `The data folder ${databaseDir} is in use by another running Kabinet (PID ${owner}): stop it first (Ctrl-C in its terminal, or kill ${owner}), or set DATA_DIR to another folder.`,
    );
  const lock = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (lock === null) return;
  const pid = Number(lock.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL replaces a stale lock itself
  const argv = await commandLine(pid);
  if (argv === null) return; // no /proc: PostgreSQL's own check decides
  const dataArg = argv[argv.indexOf('-D') + 1];
  const isPostgres = path.basename(argv[0] ?? '') === 'postgres';
  if (!isPostgres || argv.indexOf('-D') < 0 || path.resolve(dataArg ?? '') !== databaseDir) {
    // the lock names a PID reused by an unrelated process: PostgreSQL would refuse to start on it
    await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
    notice(`Removed a stale PostgreSQL lock of ${databaseDir} (PID ${pid} is another program now).`);
    return;
  }
  if (path.resolve(argv[0]!) !== path.resolve(binary))
    throw new StartRefused(
      `The data folder ${databaseDir} is in use by a PostgreSQL not started by Kabinet (PID ${pid}, ${argv[0]}): stop it, or set DATA_DIR to another folder.`,
    );
  // a postmaster of our binaries on our folder whose server is gone: an earlier run crashed
  process.kill(pid, 'SIGINT'); // fast shutdown: sessions cut, data checkpointed
  if (!(await waitForExit(pid, FAST_SHUTDOWN_MS))) {
    process.kill(pid, 'SIGQUIT'); // immediate shutdown: crash recovery on the next start, nothing lost
    if (!(await waitForExit(pid, IMMEDIATE_SHUTDOWN_MS)))
      throw new StartRefused(
        `PostgreSQL (PID ${pid}) left by an earlier run on ${databaseDir} does not stop: kill -9 ${pid}, then start again.`,
      );
  }
  notice(`Stopped PostgreSQL (PID ${pid}) left running by an earlier run of Kabinet on ${databaseDir}.`);
}

/** Writes this process as the folder's owner (with its start time, so a reused PID is told apart). */
export async function claimDataFolder(databaseDir: string): Promise<void> {
  const ticks = await startTicks(process.pid);
  await fs.writeFile(ownerFile(databaseDir), `${process.pid}${ticks ? ` ${ticks}` : ''}\n`);
}

export async function releaseDataFolder(databaseDir: string): Promise<void> {
  const owner = await readOwner(databaseDir);
  if (owner?.pid === process.pid) await fs.rm(ownerFile(databaseDir), { force: true });
}

// Runs as `node -e` (a file would not survive bundling): the server's pipe closing is its death.
// It stops the postmaster only while that PID is still a postgres on our folder.
const WATCHDOG = `
const fs = require('fs');
const pid = Number(process.argv[1]);
const dir = process.argv[2];
const alive = () => { try { process.kill(pid, 0); } catch (e) { return e.code === 'EPERM'; } try { return !/^\\d+ \\(.*\\) Z/.test(fs.readFileSync('/proc/' + pid + '/stat', 'utf8')); } catch { return true; } };
const ours = () => {
  try {
    const argv = fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0');
    return argv[argv.indexOf('-D') + 1] === dir;
  } catch { return alive(); }
};
const stop = () => {
  if (!alive() || !ours()) process.exit(0);
  try { process.kill(pid, 'SIGINT'); } catch {}
  const since = Date.now();
  setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() - since > ${FAST_SHUTDOWN_MS}) { try { process.kill(pid, 'SIGQUIT'); } catch {} process.exit(0); }
  }, 100);
};
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
setInterval(() => { if (!alive()) process.exit(0); }, 2000);
`;

/**
 * Starts the watchdog of a postmaster: it stops the postmaster when this process is gone, however
 * it died. Returns a function that ends the watchdog (after an orderly stop of the postmaster).
 */
export function watchPostmaster(postmasterPid: number, databaseDir: string): () => void {
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // a loader of the parent (tsx, a test runner) has nothing to do here
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(postmasterPid), databaseDir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    env,
  });
  // neither the process nor the pipe keeps this process's event loop alive
  watchdog.unref();
  (watchdog.stdin as net.Socket | null)?.unref();
  watchdog.on('error', () => {});
  return () => {
    if (watchdog.exitCode === null) watchdog.kill('SIGTERM');
  };
}

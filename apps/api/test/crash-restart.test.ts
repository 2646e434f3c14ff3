import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { stablePort } from './support/stable-port.ts';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { TestClient } from './client.ts';
import { isAlive } from '../src/db/postmaster-lock.ts';

// Decision 025: a kill -9 of the server (a crash, an OOM kill, a closed terminal) never blocks the
// next `npm start`; a data folder a live Kabinet uses is refused in one line.

const API_DIR = path.resolve(import.meta.dirname, '..');

interface Started {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
}

function startKabinet(env: Record<string, string>): Started {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    detached: true,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return {
    proc,
    output: () => output,
    exited,
    async waitFor(pattern, ms = 150_000) {
      const until = Date.now() + ms;
      while (!pattern.test(output)) {
        if (Date.now() > until || proc.exitCode !== null || proc.signalCode !== null)
          throw new Error(`never printed ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

const alive = isAlive;

/** The watchdog process of a postmaster (a `node -e … <pid> <dir>`), found in /proc. */
async function watchdogOf(postmaster: number): Promise<number | null> {
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const argv = (await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (argv[1] === '-e' && argv[3] === String(postmaster)) return Number(entry);
  }
  return null;
}

describe('npm start after a crash', () => {
  let dataDir = '';
  const started: Started[] = [];
  afterAll(async () => {
    for (const s of started)
      if (s.proc.exitCode === null && s.proc.signalCode === null) {
        process.kill(-s.proc.pid!, 'SIGTERM');
        await s.exited;
      }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves again after a kill -9 with a transfer in flight; the transfer is whole or absent; a live Kabinet on the folder is refused in one line', async () => {
    const port = await stablePort();
    let pgPort = await stablePort();
    while (pgPort === port) pgPort = await stablePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kabinet-crash-'));
    await fs.chmod(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    const first = startKabinet(env);
    started.push(first);
    await first.waitFor(/Press Ctrl-C to stop/);
    const lock = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
    const postmaster = Number(lock.split('\n')[0]);

    // a second Kabinet on the same folder while the first runs: one line, exit 1, the first unharmed
    const second = startKabinet({ ...env, PORT: String(await stablePort()) });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      new RegExp(`in use by another running Kabinet \\(PID ${first.proc.pid}\\): stop it first`),
    );
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace
    expect(alive(postmaster)).toBe(true);

    const sql = new pg.Client(`postgres://postgres:kabinet@127.0.0.1:${pgPort}/kabinet`);
    await sql.connect();
    const parties = ['7001000005', '7011234567'];
    const balances = async () =>
      (
        await sql.query<{ msisdn: string; available: string }>(
          `select msisdn, available_by_credit_limit_or_pia_balance::text as available
             from operator.subscribers where msisdn = any($1) order by msisdn`,
          [parties],
        )
      ).rows.map((r) => Number(r.available));
    const before = await balances();
    await sql.end();

    const client = new TestClient(`http://127.0.0.1:${port}`);
    await client.signIn('admin');
    client.bin = DEMO_COMPANIES.large.bin;
    const inFlight = client
      .post('/api/customers/transfer-payment', {
        body: { msisdnFrom: parties[0], msisdnTo: parties[1], tenge: '7', tiyn: '00' },
        headers: { 'idempotency-key': randomUUID() },
      })
      .catch(() => null); // the server dies under it
    await first.waitFor(/"url":"\/api\/customers\/transfer-payment"[^\n]*"msg":"incoming request"/, 10_000);
    process.kill(first.proc.pid!, 'SIGKILL'); // the server only: its PostgreSQL is left as after a crash
    await first.exited;
    await inFlight;

    const third = startKabinet(env);
    started.push(third);
    await third.waitFor(/Press Ctrl-C to stop/);
    expect(third.output()).not.toMatch(/another postmaster|Error:/);
    expect(alive(postmaster)).toBe(false); // the crashed run's postmaster is gone, a new one serves
    expect((await fetch(`http://127.0.0.1:${port}/api/shell-config`)).status).toBe(200);

    const after = new pg.Client(`postgres://postgres:kabinet@127.0.0.1:${pgPort}/kabinet`);
    await after.connect();
    const now = (
      await after.query<{ available: string }>(
        `select available_by_credit_limit_or_pia_balance::text as available
           from operator.subscribers where msisdn = any($1) order by msisdn`,
        [parties],
      )
    ).rows.map((r) => Number(r.available));
    await after.end();
    // whole or absent: no tiyn created or lost, and the sender moved by 0 or by the whole 700 tiyn
    expect(now[0]! + now[1]!).toBe(before[0]! + before[1]!);
    expect([0, 700]).toContain(before[0]! - now[0]!);

    // the watchdog killed with the server (kill -9 of both): the next start stops the leftover itself
    const leftover = Number(
      (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const watchdog = await watchdogOf(leftover);
    expect(watchdog).not.toBeNull();
    process.kill(watchdog!, 'SIGKILL');
    process.kill(third.proc.pid!, 'SIGKILL');
    await third.exited;
    expect(alive(leftover)).toBe(true);
    const fourth = startKabinet(env);
    started.push(fourth);
    await fourth.waitFor(/Press Ctrl-C to stop/);
    expect(fourth.output()).toContain(`Stopped PostgreSQL (PID ${leftover}) left running by an earlier run`);
    expect(alive(leftover)).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/api/shell-config`)).status).toBe(200);
  }, 400_000);
});

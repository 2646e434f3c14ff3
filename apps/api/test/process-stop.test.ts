import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stablePort } from './support/stable-port.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Ctrl-C in a terminal signals the whole foreground process group: the server and every child it
 * started. The server must still stop in order (HTTP, jobs, pool, PostgreSQL last), so nothing
 * logs a connection killed under it.
 */
describe('Ctrl-C on npm start', () => {
  let dataDir = '';
  let child: ChildProcess | null = null;
  afterAll(async () => {
    // a failed run must not leave its server behind
    if (child?.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stops in order, PostgreSQL last: no connection is cut under the job queue', async () => {
    const port = await stablePort();
    let pgPort = await stablePort();
    while (pgPort === port) pgPort = await stablePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kabinet-stop-'));
    // as root, PostgreSQL runs as the postgres user, who must reach the data folder inside
    await fs.chmod(dataDir, 0o755);
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      // its own process group, as a shell gives a foreground job: the test signals the group
      detached: true,
      env: {
        // only what the server needs: a DATABASE_URL or PORT of the test run must not leak in
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TZ: 'UTC',
        PORT: String(port),
        EMBEDDED_PG_PORT: String(pgPort),
        DATA_DIR: dataDir,
        RUN_WORKERS: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

    const until = Date.now() + 150_000;
    while (!output.includes('Press Ctrl-C to stop.')) {
      if (Date.now() > until || server.exitCode !== null) throw new Error(`did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // the server in use: the portal's pool and the job queue's both hold connections
    expect((await fetch(`http://127.0.0.1:${port}/api/shell-config`)).status).toBe(200);
    process.kill(-server.pid!, 'SIGINT');

    expect(await exited).toBe(0);
    expect(output).toContain('SIGINT: stopping the server and PostgreSQL');
    expect(output).not.toMatch(/terminating connection|administrator command|jobs: /);
  }, 240_000);
});

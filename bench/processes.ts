import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { startServer } from '../apps/api/src/server.ts';
import { freePort } from '../apps/api/src/platform/free-port.ts';
import { ROOT } from './bench-database.ts';
export { freePort };

export interface ChildServer {
  url: string;
  /** the server's process (its memory: /proc/<pid>/status) */
  pid: number;
  stop(): Promise<void>;
  /** kill -9: the process gets no chance to finish anything (crash rehearsal) */
  kill(): Promise<void>;
}

/**
 * Runs a TypeScript entry in its own Node process (through tsx), so the server under test does not
 * share an event loop with the load generator; resolves once `readyPath` answers.
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`))),
  );
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(url + readyPath);
        await res.arrayBuffer();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new Error(`${entry} did not start`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * The portal's server (`apps/api/src/main.ts`) on the bench database, workers elsewhere, quiet
 * logs; the bench asks more than a person would, so no rate limit answers for it.
 */
export const startPortalChild = (databaseUrl: string, port: number, extra: Record<string, string> = {}) =>
  startChild(
    path.join(ROOT, 'apps/api/src/main.ts'),
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RUN_WORKERS: 'false',
      RATE_LIMIT_FACTOR: '1000',
      ...extra,
    },
    port,
    '/auth/session',
  );

/**
 * The portal in this process on an embedded PostgreSQL of its own under .tmp (seeded with the demo
 * on its first start), its workers off: for benches that measure work done in this process.
 * `stop` also removes the data.
 */
export async function startInProcessPortal(name: string, extra: Record<string, string> = {}) {
  const dataDir = path.resolve('.tmp', `bench-${name}-${process.pid}`);
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RUN_WORKERS: 'false',
    ...extra,
  });
  const server = await startServer(config, () => {});
  return {
    server,
    async stop() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../apps/api/src/config.ts';
import { startServer } from '../apps/api/src/server.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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
  });
  const server = await startServer(config, () => {});
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { TestClient } from './client.ts';
import { createTestDatabase, freePort } from './postgres.ts';

export interface TestServer extends RunningServer {
  databaseUrl: string;
  /** a client signed in as a demo user, with X-Client-Bin preset when a BIN is given */
  as(username: string, bin?: string): Promise<TestClient>;
  anonymous(): TestClient;
}

/**
 * The real server on a fresh database cloned from the seeded template (or, with DATABASE_URL in
 * `env`, on another test server's database: a second process).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { webDistDir?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase(inject('pgAdminUrl')));
  const port = await freePort();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OPERATOR_DELAY_MS: '200',
    ...env,
  });
  const server = await startServer(config, () => {}, opts);
  return {
    ...server,
    databaseUrl,
    anonymous: () => new TestClient(server.url),
    async as(username, bin) {
      const client = new TestClient(server.url);
      await client.signIn(username);
      if (bin) client.bin = bin;
      return client;
    },
  };
}

import { afterAll, beforeAll } from 'vitest';
import { DEMO_COMPANIES } from '../../src/db/seed/index.ts';
import type { TestClient } from '../client.ts';
import { sqlOf } from '../operator-fixtures.ts';
import { startTestServer, type TestServer } from '../server.ts';

/** A suite's server on the seed, its large company's administrator, and SQL on its database. */
export interface LargeCompanySuite {
  readonly server: TestServer;
  readonly admin: TestClient;
  readonly bin: string;
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
}

/**
 * Starts a test server with `env` before the suite's tests and stops it after them; the large demo
 * company's administrator is signed in. Read `server` and `admin` inside tests (they exist then).
 */
export function largeCompanySuite(env: Record<string, string> = {}): LargeCompanySuite {
  const bin = DEMO_COMPANIES.large.bin;
  let server: TestServer | undefined;
  let admin: TestClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    admin = await server.as('admin', bin);
  });
  afterAll(() => server?.stop());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started its server');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get admin() {
      return started(admin);
    },
    bin,
    sql: (text, values = []) => sqlOf(started(server))(text, values),
  };
}

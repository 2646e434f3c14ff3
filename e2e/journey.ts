import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../apps/api/src/db/client.ts';
import { launchBrowser } from './browser.ts';

export interface Journey {
  /** the Chromium this file's journeys open their contexts in */
  readonly browser: Browser;
  /** the journeys' server database (only with `database: true`) */
  readonly database: Database;
  /** the rows of one query on that database */
  sql<T>(text: string, values?: unknown[]): Promise<T[]>;
}

/**
 * The setup every journey file shares, called once inside its `describe`: before the first test the
 * screenshot folder (`shots`) exists, Chromium runs and, with `database: true`, a small pool reaches
 * the server's database; after the last test both are closed. A file with more to prepare adds its
 * own `beforeAll`, which runs after this one.
 */
export function useJourney(opts: { shots?: string; database?: boolean } = {}): Journey {
  let browser: Browser | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    if (opts.shots) await fs.mkdir(opts.shots, { recursive: true });
    if (opts.database) database = createDatabase(inject('databaseUrl'), { max: 2 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await database?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useJourney: no ${what} (before beforeAll, or not asked for)`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get database() {
      return ready(database, 'database');
    },
    async sql<T>(text: string, values: unknown[] = []) {
      return (await ready(database, 'database').pool.query(text, values)).rows as T[];
    },
  };
}

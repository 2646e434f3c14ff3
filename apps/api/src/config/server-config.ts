import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../paths.ts';
import { emptyToUndefined, optionalUrl } from './env-values.ts';

/** The process itself: where it listens, its database, its logs, its operational switches (DESIGN §2). */
const serverSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  PUBLIC_URL: optionalUrl,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RUN_WORKERS: z.enum(['true', 'false']).default('true'),
  /** OpenAPI at /api/docs: public outside production by default; in production only when 'true' */
  API_DOCS_PUBLIC: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** a bearer token Prometheus sends for /metrics; without one, /metrics answers only outside production */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** how long /health/ready says draining before the server stops accepting (load balancers notice) */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** a fixed calendar day (YYYY-MM-DD) for the report period rules of spec §5: tests and demos */
  FIXED_TODAY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .optional(),
  ),
});

export const serverEnv = serverSchema.shape;
export type ServerEnv = z.infer<typeof serverSchema>;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** null: start the embedded PostgreSQL under dataDir */
  databaseUrl: string | null;
  embeddedPgPort: number;
  publicUrl: string;
  /** OpenAPI and its UI at /api/docs for anyone */
  apiDocsPublic: boolean;
  env: ServerEnv['NODE_ENV'];
  logLevel: NonNullable<ServerEnv['LOG_LEVEL']>;
  runWorkers: boolean;
  /** FIXED_TODAY: the day the report periods are checked against; null: today in Kazakhstan */
  fixedToday: string | null;
  /** METRICS_TOKEN: the bearer token /metrics asks for; null: /metrics only outside production */
  metricsToken: string | null;
  /** SHUTDOWN_DRAIN_MS: readiness says draining this long before the server closes */
  shutdownDrainMs: number;
}

export function serverConfig(e: ServerEnv): ServerConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    apiDocsPublic: e.API_DOCS_PUBLIC ? e.API_DOCS_PUBLIC === 'true' : e.NODE_ENV !== 'production',
    env: e.NODE_ENV,
    // a request log line each is for production's log pipeline; a terminal gets warnings and errors
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    runWorkers: e.RUN_WORKERS === 'true',
    fixedToday: e.FIXED_TODAY ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Every variable the server reads (DESIGN §2). Parsed once at start. */
const envSchema = z
  .object({
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
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** delay before the reference operator completes a pending operation */
    OPERATOR_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
    RUN_WORKERS: z.enum(['true', 'false']).default('true'),
    /** reference operator: product ids whose requests fail with a technical error (spec §8), comma-separated */
    OPERATOR_FAILING_PRODUCTS: z.preprocess(emptyToUndefined, z.string().optional()),
    /** external links of the shell (spec §2 header and footer) */
    LINK_M2M: z.preprocess(emptyToUndefined, z.url().default('https://m2m.example.kz/')),
    LINK_5G: z.preprocess(emptyToUndefined, z.url().default('https://5g.example.kz/')),
    LINK_PAYMENT_TERMS: z.preprocess(
      emptyToUndefined,
      z.url().default('https://corp.example.kz/payment-terms'),
    ),
    LINK_E_REGISTER: z.preprocess(emptyToUndefined, z.url().default('https://corp.example.kz/e-register')),
    LINK_APPLICATION_SAMPLES: z.preprocess(
      emptyToUndefined,
      z.url().default('https://corp.example.kz/samples'),
    ),
    LINK_CONTACTS: z.preprocess(emptyToUndefined, z.url().default('https://corp.example.kz/contacts')),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('corp.support@example.kz')),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER) {
      for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when OIDC_ISSUER is set' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Relative paths (DATA_DIR) are relative to the repository root, wherever npm runs the script. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null: start the embedded PostgreSQL under dataDir */
  databaseUrl: string | null;
  embeddedPgPort: number;
  publicUrl: string;
  /** null: the embedded dev identity provider under /idp */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  sessionSecret: string;
  smtpUrl: string | null;
  env: Env['NODE_ENV'];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  operatorDelayMs: number;
  /** reference operator: products whose requests fail with a technical error, to rehearse it */
  operatorFailingProducts: string[];
  runWorkers: boolean;
  links: {
    m2m: string;
    fiveG: string;
    paymentTerms: string;
    eRegister: string;
    applicationSamples: string;
    contacts: string;
  };
  supportEmail: string;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : null,
    // dev default is fixed so sessions survive restarts; production requires its own
    sessionSecret: e.SESSION_SECRET ?? 'kabinet-development-session-secret-not-for-production',
    smtpUrl: e.SMTP_URL ?? null,
    env: e.NODE_ENV,
    // a request log line each is for production's log pipeline; a terminal gets warnings and errors
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    operatorDelayMs: e.OPERATOR_DELAY_MS,
    operatorFailingProducts: (e.OPERATOR_FAILING_PRODUCTS ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    runWorkers: e.RUN_WORKERS === 'true',
    links: {
      m2m: e.LINK_M2M,
      fiveG: e.LINK_5G,
      paymentTerms: e.LINK_PAYMENT_TERMS,
      eRegister: e.LINK_E_REGISTER,
      applicationSamples: e.LINK_APPLICATION_SAMPLES,
      contacts: e.LINK_CONTACTS,
    },
    supportEmail: e.SUPPORT_EMAIL,
  };
}

import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

/** The published development secret: fine on a laptop, refused in production (decision 012). */
export const DEVELOPMENT_SESSION_SECRET = 'kabinet-development-session-secret-not-for-production';

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
    /**
     * decision 025: `true` keeps the portal's e-mail in its own outbox (the demo Mailbox) instead of a
     * relay. Not for production, where it must be chosen explicitly: a portal that silently never
     * mails its users' reports is worse than one that does not start.
     */
    MAIL_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    /** the From of the portal's e-mail */
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default('Kabinet <no-reply@corp.example.kz>'),
    ),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** delay before the reference operator completes a pending operation */
    OPERATOR_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
    /** multiplies every rate limit of decision 012 (load tests, benchmarks); 1 in production */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** decision 023: numbers a bulk job acts on per second, per company and in total per worker process */
    BULK_RATE_PER_COMPANY: z.coerce.number().min(0.1).max(10_000).default(20),
    BULK_RATE_TOTAL: z.coerce.number().min(0.1).max(10_000).default(40),
    /** decision 023: a number claimed by a worker that has not answered for this long is claimed again */
    BULK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** decision 023: an upload no job was made of is deleted, with its rows, after this many hours */
    BULK_UPLOAD_KEEP_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** decision 023: how often the clean-up of old uploads runs */
    BULK_UPLOAD_CLEANUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** delay before the reference device register (CEIR) answers an order; stands for spec §9's 8 hours */
    CEIR_DELAY_MS: z.coerce.number().int().min(0).max(28_800_000).optional(),
    /** delay before the reference SM-DP+ has a reserved eSIM ready (decision 016) */
    ESIM_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    RUN_WORKERS: z.enum(['true', 'false']).default('true'),
    /**
     * decision 033: `false` reads the session of every signed-in request from PostgreSQL instead of
     * this process's cache — behind a pooler that cannot LISTEN (PgBouncer in transaction mode)
     */
    AUTH_CACHE: z.enum(['true', 'false']).default('true'),
    /** OpenAPI at /api/docs: public outside production by default; in production only when 'true' */
    API_DOCS_PUBLIC: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    /** reference operator: product ids whose requests fail with a technical error (spec §8), comma-separated */
    OPERATOR_FAILING_PRODUCTS: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * reference operator: numbers whose transfers the billing refuses, as `msisdn[:errorName]`,
     * comma-separated (spec §8 errorName; default billing_unavailable, the generic billing error)
     */
    OPERATOR_FAILING_TRANSFERS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\s*7\d{9}(:[\w-]+)?\s*(,\s*7\d{9}(:[\w-]+)?\s*)*$/, 'must be msisdn[:errorName],…')
        .optional(),
    ),
    /** external links of the shell (spec §2 header and footer) */
    LINK_M2M: z.preprocess(emptyToUndefined, z.url().default('https://m2m.example.kz/')),
    LINK_5G: z.preprocess(emptyToUndefined, z.url().default('https://5g.example.kz/')),
    LINK_BALANCE_NOTIFICATION: z.preprocess(
      emptyToUndefined,
      z.url().default('https://corp.example.kz/balance-notification'),
    ),
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
    /** a bearer token Prometheus sends for /metrics; without one, /metrics answers only outside production */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** decision 032: the operator's TM Forum APIs (`npm run operator` or a real BSS); unset: in-process */
    OPERATOR_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** a static bearer token for OPERATOR_URL */
    OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** OAuth2 client credentials for OPERATOR_URL (token at OPERATOR_TOKEN_URL, default {OPERATOR_URL}/oauth2/token) */
    OPERATOR_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    OPERATOR_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    OPERATOR_TOKEN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** how long one call to the operator may take before the portal answers spec §8 failed_to_get_data */
    OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** where the operator's hub sends events (the portal's address as the operator reaches it) */
    OPERATOR_CALLBACK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** how long /health/ready says draining before the server stops accepting (load balancers notice) */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /**
     * decision 031: `true` lets webhooks go to private, loopback and link-local addresses (receivers
     * on a developer's machine, tests); never in production
     */
    WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    /** decision 031: hosts (comma-separated names or addresses) allowed to be internal, one by one */
    WEBHOOK_ALLOW_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()),
    /** decision 031: the first retry's delay; each next one is 3 times longer (10 s … 18 h: about a day) */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
    /** decision 031: an endpoint failing this long is disabled and its administrators are e-mailed */
    WEBHOOK_DISABLE_AFTER_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(7 * 86_400_000)
      .default(86_400_000),
    /** decision 031: how long a receiver may take to answer one attempt */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** a fixed calendar day (YYYY-MM-DD) for the report period rules of spec §5: tests and demos */
    FIXED_TODAY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
        .optional(),
    ),
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
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is the published development secret; set a secret of your own',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_OUTBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (or MAIL_OUTBOX=true to keep e-mail in the portal, a demo only)',
      });
    }
    if (env.SMTP_URL && env.MAIL_OUTBOX === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_OUTBOX'],
        message: 'true keeps e-mail in the portal: unset SMTP_URL, or MAIL_OUTBOX',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export { REPO_ROOT };

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
  /** the published development secret signs cookies (and derives the dev IdP's client secret) */
  usesDevelopmentSecret: boolean;
  /** OpenAPI and its UI at /api/docs for anyone */
  apiDocsPublic: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  env: Env['NODE_ENV'];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  operatorDelayMs: number;
  /** multiplies every rate limit (RATE_LIMIT_FACTOR) */
  rateLimitFactor: number;
  /** decision 023: bulk jobs' numbers per second, per company and in total (BULK_RATE_*) */
  bulkRate: {
    perCompany: number;
    total: number;
    leaseSeconds: number;
    uploadKeepHours: number;
    uploadCleanupSeconds: number;
  };
  /** reference device register: how long it takes to answer an order (stands for spec §9 8 hours) */
  ceirDelayMs: number;
  /** reference SM-DP+: how long an eSIM reservation takes to be ready (ESIM_DELAY_MS) */
  esimDelayMs: number;
  /** reference operator: products whose requests fail with a technical error, to rehearse it */
  operatorFailingProducts: string[];
  /** reference operator: msisdn → the errorName its transfers are refused with (spec §8) */
  operatorFailingTransfers: Record<string, string>;
  runWorkers: boolean;
  /** decision 033: sessions cached in process, dropped by PostgreSQL's notifications (AUTH_CACHE) */
  authCache: boolean;
  links: {
    m2m: string;
    fiveG: string;
    balanceNotification: string;
    paymentTerms: string;
    eRegister: string;
    applicationSamples: string;
    contacts: string;
  };
  supportEmail: string;
  /** FIXED_TODAY: the day the report periods are checked against; null: today in Kazakhstan */
  fixedToday: string | null;
  /** METRICS_TOKEN: the bearer token /metrics asks for; null: /metrics only outside production */
  metricsToken: string | null;
  /** SHUTDOWN_DRAIN_MS: readiness says draining this long before the server closes */
  shutdownDrainMs: number;
  /** decision 032: the TMF operator to call; null: the reference operator in process */
  tmfOperator: {
    url: string;
    token: string | null;
    client: { id: string; secret: string; tokenUrl: string } | null;
    timeoutMs: number;
    callbackUrl: string;
  } | null;
  /** decision 031: webhook delivery (WEBHOOK_*) */
  webhooks: WebhookSettings;
}

export interface WebhookSettings {
  allowPrivate: boolean;
  allowHosts: string[];
  requireHttps: boolean;
  retryBaseMs: number;
  disableAfterMs: number;
  timeoutMs: number;
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
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    usesDevelopmentSecret: (e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET) === DEVELOPMENT_SESSION_SECRET,
    apiDocsPublic: e.API_DOCS_PUBLIC ? e.API_DOCS_PUBLIC === 'true' : e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    env: e.NODE_ENV,
    // a request log line each is for production's log pipeline; a terminal gets warnings and errors
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    operatorDelayMs: e.OPERATOR_DELAY_MS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    bulkRate: {
      perCompany: e.BULK_RATE_PER_COMPANY,
      total: e.BULK_RATE_TOTAL,
      leaseSeconds: e.BULK_LEASE_SECONDS,
      uploadKeepHours: e.BULK_UPLOAD_KEEP_HOURS,
      uploadCleanupSeconds: e.BULK_UPLOAD_CLEANUP_SECONDS,
    },
    ceirDelayMs: e.CEIR_DELAY_MS ?? e.OPERATOR_DELAY_MS,
    esimDelayMs: e.ESIM_DELAY_MS ?? e.OPERATOR_DELAY_MS,
    operatorFailingProducts: (e.OPERATOR_FAILING_PRODUCTS ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    operatorFailingTransfers: Object.fromEntries(
      (e.OPERATOR_FAILING_TRANSFERS ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const [msisdn, errorName] = entry.split(':');
          return [msisdn!, errorName ?? 'billing_unavailable'];
        }),
    ),
    runWorkers: e.RUN_WORKERS === 'true',
    authCache: e.AUTH_CACHE === 'true',
    links: {
      m2m: e.LINK_M2M,
      fiveG: e.LINK_5G,
      balanceNotification: e.LINK_BALANCE_NOTIFICATION,
      paymentTerms: e.LINK_PAYMENT_TERMS,
      eRegister: e.LINK_E_REGISTER,
      applicationSamples: e.LINK_APPLICATION_SAMPLES,
      contacts: e.LINK_CONTACTS,
    },
    supportEmail: e.SUPPORT_EMAIL,
    fixedToday: e.FIXED_TODAY ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    tmfOperator: e.OPERATOR_URL
      ? {
          url: e.OPERATOR_URL.replace(/\/$/, ''),
          token: e.OPERATOR_TOKEN ?? null,
          client:
            e.OPERATOR_CLIENT_ID && e.OPERATOR_CLIENT_SECRET
              ? {
                  id: e.OPERATOR_CLIENT_ID,
                  secret: e.OPERATOR_CLIENT_SECRET,
                  tokenUrl: e.OPERATOR_TOKEN_URL ?? `${e.OPERATOR_URL.replace(/\/$/, '')}/oauth2/token`,
                }
              : null,
          timeoutMs: e.OPERATOR_TIMEOUT_MS,
          callbackUrl: (e.OPERATOR_CALLBACK_URL ?? publicUrl).replace(/\/$/, ''),
        }
      : null,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
      allowHosts: (e.WEBHOOK_ALLOW_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      requireHttps: e.NODE_ENV === 'production',
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
  };
}

import { z } from 'zod';
import { createDatabase } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { runMain, stopOnSignals } from '../../process-lifecycle.ts';
import { startTmfService } from './service.ts';

// `npm run operator`: the reference operator as a TMF service of its own (decision 032), on the
// database the portal migrated (its `operator` schema). The portal uses it with OPERATOR_URL.

const env = z
  .object({
    DATABASE_URL: z
      .string()
      .min(1, 'DATABASE_URL: the PostgreSQL the portal uses (npm run operator needs it)'),
    OPERATOR_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
    HOST: z.string().default('0.0.0.0'),
    /** the bearer token the portal sends (OPERATOR_TOKEN on both sides) */
    OPERATOR_TOKEN: z.string().min(16).optional(),
    /** OAuth2 clients `id:secret,…` for the client-credentials grant at /oauth2/token */
    OPERATOR_CLIENTS: z.string().optional(),
    OPERATOR_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
    CEIR_DELAY_MS: z.coerce.number().int().min(0).max(28_800_000).optional(),
    ESIM_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    /** the operator clock's day (contract phones' instalments), as the portal's FIXED_TODAY */
    FIXED_TODAY: z.iso.date().optional(),
    /** the portal's address, for the eSIM QR links the operator texts */
    /** rehearsal: every answer this much later (the bench's slow operator) */
    OPERATOR_FAULT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** decision 036: refuse every request the official TM Forum documents do not define */
    OPERATOR_STRICT: z.stringbool().default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  })
  .safeParse(process.env);

runMain(async () => {
  if (!env.success) {
    console.error(env.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n'));
    process.exit(1);
  }
  const e = env.data;
  const database = createDatabase(e.DATABASE_URL, { max: 2 });
  await applyMigrations(database.db);
  await database.close();
  const clients = e.OPERATOR_CLIENTS
    ? Object.fromEntries(e.OPERATOR_CLIENTS.split(',').map((pair) => pair.split(':') as [string, string]))
    : undefined;
  const service = await startTmfService({
    databaseUrl: e.DATABASE_URL,
    port: e.OPERATOR_PORT,
    host: e.HOST,
    token: e.OPERATOR_TOKEN ?? null,
    clients,
    reference: {
      delayMs: e.OPERATOR_DELAY_MS,
      ceirDelayMs: e.CEIR_DELAY_MS,
      esimDelayMs: e.ESIM_DELAY_MS,
      fixedToday: e.FIXED_TODAY ?? null,
    },
    faults: { delayMs: e.OPERATOR_FAULT_DELAY_MS },
    logLevel: e.LOG_LEVEL,
    strict: e.OPERATOR_STRICT,
  });
  console.log(`The reference operator (TM Forum Open APIs) is running at ${service.url}`);
  stopOnSignals((signal) => `\n${signal}: stopping the operator service...`, service.stop);
});

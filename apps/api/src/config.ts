import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';
import { authConfig, authEnv, authIssues, type AuthConfig } from './config/auth-config.ts';
import { limitsConfig, limitsEnv, type LimitsConfig } from './config/limits-config.ts';
import { mailConfig, mailEnv, mailIssues, type MailConfig } from './config/mail-config.ts';
import { operatorConfig, operatorEnv, type OperatorConfig } from './config/operator-config.ts';
import { serverConfig, serverEnv, type ServerConfig } from './config/server-config.ts';
import { shellConfig, shellEnv, type ShellConfig } from './config/shell-config.ts';
import { webhookEnv, webhookSettings, type WebhookSettings } from './config/webhook-config.ts';

export { DEVELOPMENT_SESSION_SECRET } from './config/auth-config.ts';
export type { WebhookSettings } from './config/webhook-config.ts';
export { REPO_ROOT };

/**
 * Every variable the server reads (DESIGN §2), one part per concern (config/*), parsed once at
 * start. The order of the parts is the order a wrong value is reported in.
 */
const envSchema = z
  .object({
    ...serverEnv,
    ...authEnv,
    ...mailEnv,
    ...limitsEnv,
    ...operatorEnv,
    ...shellEnv,
    ...webhookEnv,
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    for (const issue of [...authIssues(env, production), ...mailIssues(env, production)]) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends ServerConfig, AuthConfig, MailConfig, LimitsConfig, OperatorConfig, ShellConfig {
  /** decision 031: webhook delivery (WEBHOOK_*) */
  webhooks: WebhookSettings;
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
  const server = serverConfig(e);
  return {
    ...server,
    ...authConfig(e),
    ...mailConfig(e),
    ...limitsConfig(e),
    ...operatorConfig(e, server.publicUrl),
    ...shellConfig(e),
    webhooks: webhookSettings(e, e.NODE_ENV === 'production'),
  };
}

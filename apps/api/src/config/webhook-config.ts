import { z } from 'zod';
import { commaList, emptyToUndefined } from './env-values.ts';

/** decision 031: webhook delivery. */
const webhookSchema = z.object({
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
});

export const webhookEnv = webhookSchema.shape;
export type WebhookEnv = z.infer<typeof webhookSchema>;

export interface WebhookSettings {
  allowPrivate: boolean;
  allowHosts: string[];
  requireHttps: boolean;
  retryBaseMs: number;
  disableAfterMs: number;
  timeoutMs: number;
}

export function webhookSettings(e: WebhookEnv, production: boolean): WebhookSettings {
  return {
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    allowHosts: commaList(e.WEBHOOK_ALLOW_HOSTS).map((host) => host.toLowerCase()),
    requireHttps: production,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
  };
}
